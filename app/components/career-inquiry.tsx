import { type ComponentProps, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { FormField, FormProblem, HoneypotField, SubmissionKeyField } from "#app/components/form-field.tsx";
import { CircleCheck, LoaderCircle, RotateCcw, Send } from "#app/components/icons.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { FormResult } from "#app/lib/forms.ts";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { usePageForm } from "#app/lib/use-page-form.ts";
import { DEFAULT_INQUIRY_TYPE, INQUIRY_TYPES, LIMITS } from "#domain/schemas/lead-rules.ts";

const FORM_ID = "career";

type CareerInquiryProps = {
  /** The career action's answer when the form was posted without JavaScript and was not accepted. */
  result?: FormResult;
  /** The form was posted without JavaScript and accepted (/career?submitted=1). */
  submitted: boolean;
};

/**
 * SPEC §2 career inquiry: the form, then the "Thank You!" screen, then back to an empty form (§4).
 * A native form posted to the page's action ("/career" or "/ar/career", answering in the page's
 * language), with JavaScript through a fetcher (app/lib/use-page-form.ts). Its words are the `forms` messages.
 */
export function CareerInquiry({ result, submitted }: CareerInquiryProps) {
  // "server": accepted without JavaScript; "client": accepted through a fetcher on this page.
  const [done, setDone] = useState<"server" | "client" | null>(submitted ? "server" : null);
  const [formKey, setFormKey] = useState(0);

  if (done) {
    return (
      <ThankYou
        takeFocus={done === "client"}
        onAgain={
          done === "client"
            ? () => {
                setFormKey((key) => key + 1);
                setDone(null);
              }
            : undefined
        }
      />
    );
  }
  return (
    <CareerForm
      key={formKey}
      result={formKey === 0 ? result : undefined}
      takeFocus={formKey > 0}
      onSubmitted={() => setDone("client")}
    />
  );
}

function CareerForm({
  result,
  takeFocus,
  onSubmitted,
}: {
  result?: FormResult;
  takeFocus: boolean;
  onSubmitted: () => void;
}) {
  const t = useT("forms");
  const localize = useLocalize();
  const action = localize("/career");
  const { pending, errors, key, formProps } = usePageForm({
    action,
    loadSchema: () => import("#domain/schemas/leads.ts").then((m) => m.careerSchema),
    toasts: {
      success: { title: t("career.toast.successTitle"), description: t("career.toast.successText") },
      failure: { title: t("career.toast.failureTitle"), fallback: t("career.toast.failureFallback") },
    },
    initialErrors: result?.errors,
    onSuccess: onSubmitted,
  });
  const values = result?.values;
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus) nameRef.current?.focus();
  }, [takeFocus]);

  return (
    <>
      <h2 id="inquiry-heading" className="text-2xl font-semibold">
        {t("career.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("career.requiredNote")}</p>
      <form
        method="post"
        action={action}
        {...formProps}
        aria-labelledby="inquiry-heading"
        className="relative mt-8 grid gap-6 sm:grid-cols-2"
      >
        <FormProblem message={errors.form} className="sm:col-span-2" />
        <HoneypotField formId={FORM_ID} />
        <SubmissionKeyField value={key} />
        <FormField
          formId={FORM_ID}
          name="name"
          label={t("career.name.label")}
          error={errors.name}
          required
          markRequired
        >
          {(control) => (
            <Input
              {...control}
              ref={nameRef}
              autoComplete="name"
              maxLength={LIMITS.name}
              placeholder={t("career.name.placeholder")}
              defaultValue={values?.name}
            />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="email"
          label={t("career.email.label")}
          error={errors.email}
          required
          markRequired
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              dir="ltr"
              autoComplete="email"
              maxLength={LIMITS.email}
              placeholder={t("career.email.placeholder")}
              defaultValue={values?.email}
            />
          )}
        </FormField>
        <FormField formId={FORM_ID} name="phone" label={t("career.phone.label")} error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              placeholder={t("career.phone.placeholder")}
              defaultValue={values?.phone}
            />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="inquiryType"
          label={t("career.inquiryType.label")}
          error={errors.inquiryType}
          required
          markRequired
        >
          {(control) => (
            <NativeSelect {...control} defaultValue={values?.inquiryType ?? DEFAULT_INQUIRY_TYPE}>
              {INQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`career.type.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="message"
          label={t("career.message.label")}
          error={errors.message}
          required
          markRequired
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={LIMITS.message}
              placeholder={t("career.message.placeholder")}
              defaultValue={values?.message}
            />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="resumeUrl"
          label={t("career.resumeUrl.label")}
          error={errors.resumeUrl}
          className="sm:col-span-2"
        >
          {(control) => (
            <UrlInput {...control} placeholder={t("career.resumeUrl.placeholder")} value={values?.resumeUrl} />
          )}
        </FormField>
        <FormField formId={FORM_ID} name="linkedinUrl" label={t("career.linkedinUrl.label")} error={errors.linkedinUrl}>
          {(control) => (
            <UrlInput {...control} placeholder={t("career.linkedinUrl.placeholder")} value={values?.linkedinUrl} />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="portfolioUrl"
          label={t("career.portfolioUrl.label")}
          error={errors.portfolioUrl}
        >
          {(control) => (
            <UrlInput {...control} placeholder={t("career.portfolioUrl.placeholder")} value={values?.portfolioUrl} />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send className="rtl:-scale-x-100" aria-hidden="true" />
            )}
            {pending ? t("career.pending") : t("career.submit")}
          </Button>
        </div>
      </form>
    </>
  );
}

function UrlInput({ value, ...props }: ComponentProps<typeof Input> & { value?: string }) {
  return <Input {...props} type="url" dir="ltr" inputMode="url" maxLength={LIMITS.url} defaultValue={value} />;
}

function ThankYou({ takeFocus, onAgain }: { takeFocus: boolean; onAgain?: () => void }) {
  const t = useT("forms");
  const localize = useLocalize();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form (and the focused button) is gone: tell screen readers where they are now.
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  const again = (
    <>
      <RotateCcw aria-hidden="true" />
      {t("career.thankYou.again")}
    </>
  );
  return (
    <div className="py-8 text-center">
      <CircleCheck className="mx-auto size-14 text-primary" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 scroll-mt-28 text-3xl font-bold outline-none">
        {t("career.thankYou.title")}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-muted-foreground">{t("career.thankYou.text")}</p>
      {onAgain ? (
        <Button size="lg" variant="outline" className="mt-8" onClick={onAgain}>
          {again}
        </Button>
      ) : (
        <Link
          to={localize("/career")}
          className={buttonVariants({ size: "lg", variant: "outline", className: "mt-8" })}
        >
          {again}
        </Link>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { FormField, FormProblem, HoneypotField, SubmissionKeyField } from "#app/components/form-field.tsx";
import { CircleCheck, LoaderCircle, MailCheck } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { type FormResult, landingFormAction } from "#app/lib/forms.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { usePageForm } from "#app/lib/use-page-form.ts";
import { LIMITS } from "#domain/schemas/lead-rules.ts";

const FORM_ID = "newsletter";

type NewsletterSignupProps = {
  /** The landing action's answer when the form was posted without JavaScript and was not accepted. */
  result?: FormResult;
  /** The form was posted without JavaScript and the subscription started. */
  subscribed: boolean;
};

/**
 * SPEC §2 newsletter signup: email and optional name. A native form posted to the landing page's
 * action, with JavaScript through a fetcher (app/lib/use-page-form.ts); success replaces the form with
 * the thank-you (§4).
 * The subscriber's language is the page's: the server stores it for their e-mails.
 */
export function NewsletterSignup({ result, subscribed }: NewsletterSignupProps) {
  const t = useT("forms");
  const locale = useLocale();
  // "client": this page's own submission succeeded, so the thank-you takes the focus the form had.
  const [done, setDone] = useState<"server" | "client" | null>(subscribed ? "server" : null);
  const action = landingFormAction(locale, "newsletter");
  const { pending, errors, key, formProps } = usePageForm({
    action,
    loadSchema: () => import("#domain/schemas/leads.ts").then((m) => m.newsletterSchema),
    toasts: {
      success: { title: t("newsletter.toast.successTitle"), description: t("newsletter.toast.successText") },
      failure: { title: t("newsletter.toast.failureTitle"), fallback: t("newsletter.toast.failureFallback") },
    },
    initialErrors: result?.errors,
    onSuccess: () => setDone("client"),
  });
  const values = result?.values;

  return (
    <div className="grid gap-8 rounded-xl border bg-card p-6 sm:p-8 md:grid-cols-2 md:gap-12 lg:grid-cols-1 lg:gap-8 lg:self-start">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("newsletter.eyebrow")}</p>
        <h2 id="newsletter-heading" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">{t("newsletter.text")}</p>
        <ul className="mt-5 space-y-2 text-sm">
          {[t("newsletter.point.monthly"), t("newsletter.point.confirm")].map((point) => (
            <li key={point} className="flex items-center gap-2">
              <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="md:self-center">
        {done ? (
          <ThankYou takeFocus={done === "client"} />
        ) : (
          <form
            method="post"
            action={action}
            {...formProps}
            aria-labelledby="newsletter-heading"
            className="relative space-y-4"
          >
            <FormProblem message={errors.form} />
            <input type="hidden" name="intent" value="newsletter" />
            <HoneypotField formId={FORM_ID} />
            <SubmissionKeyField value={key} />
            <FormField formId={FORM_ID} name="email" label={t("newsletter.email.label")} error={errors.email} required>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  maxLength={LIMITS.email}
                  placeholder={t("newsletter.email.placeholder")}
                  defaultValue={values?.email}
                />
              )}
            </FormField>
            <FormField formId={FORM_ID} name="name" label={t("newsletter.name.label")} error={errors.name}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="name"
                  maxLength={LIMITS.name}
                  placeholder={t("newsletter.name.placeholder")}
                  defaultValue={values?.name}
                />
              )}
            </FormField>
            <Button type="submit" size="lg" disabled={pending} className="w-full">
              {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {pending ? t("newsletter.pending") : t("newsletter.submit")}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}

function ThankYou({ takeFocus }: { takeFocus: boolean }) {
  const t = useT("forms");
  const ref = useRef<HTMLDivElement>(null);
  // Replacing the form drops keyboard focus on the floor: move it to the message instead.
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="scroll-mt-28 rounded-lg border border-primary/40 bg-primary/10 p-6 text-center outline-none"
    >
      <MailCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
      <p className="mt-3 text-lg font-semibold">{t("newsletter.thankYou.title")}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t("newsletter.thankYou.text")}</p>
    </div>
  );
}

import { FormField, FormProblem, HoneypotField, SubmissionKeyField } from "#app/components/form-field.tsx";
import { CircleCheck, LoaderCircle, Send } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { type FormResult, landingFormAction } from "#app/lib/forms.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { usePageForm } from "#app/lib/use-page-form.ts";
import { LIMITS } from "#domain/schemas/lead-rules.ts";

const FORM_ID = "contact";

type ContactFormProps = {
  /** The landing action's answer when the form was posted without JavaScript and was not accepted. */
  result?: FormResult;
  /** The form was posted without JavaScript and the message was sent. */
  sent: boolean;
};

/**
 * SPEC §2 contact form: a native form posted to the landing page's action in its own language
 * ("/?index" or "/ar"), which answers in that language; with JavaScript the same action takes it
 * through a fetcher, with the toasts of SPEC §8 (app/lib/use-page-form.ts).
 */
export function ContactForm({ result, sent }: ContactFormProps) {
  const t = useT("forms");
  const locale = useLocale();
  const action = landingFormAction(locale, "contact");
  const { pending, errors, key, formProps } = usePageForm({
    action,
    loadSchema: () => import("#domain/schemas/leads.ts").then((m) => m.contactSchema),
    toasts: {
      success: { title: t("contact.toast.successTitle"), description: t("contact.toast.successText") },
      failure: { title: t("contact.toast.failureTitle"), fallback: t("contact.toast.failureFallback") },
    },
    initialErrors: result?.errors,
  });
  const values = result?.values;

  return (
    <div className="flex flex-col rounded-xl border bg-card p-6 sm:p-8 lg:col-span-3">
      <h3 id="contact-form-heading" className="text-lg font-semibold">
        {t("contact.title")}
      </h3>
      {sent && (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 p-4 text-sm font-medium"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t("contact.sent")}
        </p>
      )}
      <form
        method="post"
        action={action}
        {...formProps}
        aria-labelledby="contact-form-heading"
        className="relative mt-6 flex flex-1 flex-col gap-5"
      >
        <FormProblem message={errors.form} />
        <input type="hidden" name="intent" value="contact" />
        <HoneypotField formId={FORM_ID} />
        <SubmissionKeyField value={key} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField formId={FORM_ID} name="name" label={t("contact.name.label")} error={errors.name} required>
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                maxLength={LIMITS.name}
                placeholder={t("contact.name.placeholder")}
                defaultValue={values?.name}
              />
            )}
          </FormField>
          <FormField formId={FORM_ID} name="email" label={t("contact.email.label")} error={errors.email} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                dir="ltr"
                autoComplete="email"
                maxLength={LIMITS.email}
                placeholder={t("contact.email.placeholder")}
                defaultValue={values?.email}
              />
            )}
          </FormField>
        </div>
        <FormField
          formId={FORM_ID}
          name="message"
          label={t("contact.message.label")}
          error={errors.message}
          required
          className="flex flex-1 flex-col"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              className="flex-1"
              maxLength={LIMITS.message}
              placeholder={t("contact.message.placeholder")}
              defaultValue={values?.message}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
          {pending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Send className="rtl:-scale-x-100" aria-hidden="true" />
          )}
          {pending ? t("contact.pending") : t("contact.submit")}
        </Button>
      </form>
    </div>
  );
}

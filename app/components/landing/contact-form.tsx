import { FormField, HoneypotField } from "#app/components/form-field.tsx";
import { CircleCheck, LoaderCircle, Send } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { FormResult } from "#app/lib/forms.ts";
import { useJsonForm } from "#app/lib/use-json-form.ts";
import { contactSection } from "#content/contact.ts";
import { LIMITS } from "#domain/schemas/lead-rules.ts";

const FORM_ID = "contact";
const copy = contactSection.form;

type ContactFormProps = {
  /** The landing action's answer when the form was posted without JavaScript and was not accepted. */
  result?: FormResult;
  /** The form was posted without JavaScript and the message was sent. */
  sent: boolean;
};

/**
 * SPEC §2 contact form: a native form posted to the landing page's action, enhanced to POST JSON to
 * /api/contact (SPEC §7) with the toasts of SPEC §8.
 */
export function ContactForm({ result, sent }: ContactFormProps) {
  const { pending, errors, formProps } = useJsonForm({
    url: "/api/contact",
    loadSchema: () => import("#domain/schemas/leads.ts").then((m) => m.contactSchema),
    toasts: copy.toasts,
    initialErrors: result?.errors,
  });
  const values = result?.values;
  const { fields } = copy;

  return (
    <div className="flex flex-col rounded-xl border bg-card p-6 sm:p-8 lg:col-span-3">
      <h3 id="contact-form-heading" className="text-lg font-semibold">
        {copy.title}
      </h3>
      {sent && (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 p-4 text-sm font-medium"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {copy.sentNotice}
        </p>
      )}
      <form
        method="post"
        action="/?index#contact"
        {...formProps}
        aria-labelledby="contact-form-heading"
        className="relative mt-6 flex flex-1 flex-col gap-5"
      >
        <input type="hidden" name="intent" value="contact" />
        <HoneypotField formId={FORM_ID} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField formId={FORM_ID} name="name" label={fields.name.label} error={errors.name} required>
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                maxLength={LIMITS.name}
                placeholder={fields.name.placeholder}
                defaultValue={values?.name}
              />
            )}
          </FormField>
          <FormField formId={FORM_ID} name="email" label={fields.email.label} error={errors.email} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={LIMITS.email}
                placeholder={fields.email.placeholder}
                defaultValue={values?.email}
              />
            )}
          </FormField>
        </div>
        <FormField
          formId={FORM_ID}
          name="message"
          label={fields.message.label}
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
              placeholder={fields.message.placeholder}
              defaultValue={values?.message}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {pending ? copy.pending : copy.submit}
        </Button>
      </form>
    </div>
  );
}

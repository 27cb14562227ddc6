import type * as React from "react";
import { CircleAlert } from "#app/components/icons.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { HONEYPOT_FIELD, SUBMISSION_FIELD } from "#domain/schemas/lead-rules.ts";

/** What a field's control needs to be labelled, named and tied to its error message. */
export type ControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  /** Prefix that keeps ids unique when several forms share a page, e.g. "contact". */
  formId: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  /** Marks a required field with an asterisk (hidden from screen readers, which announce `required`). */
  markRequired?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
};

/** A label, the control (rendered by `children`) and the field's error message, if any. */
export function FormField({ formId, name, label, error, required, markRequired, className, children }: FormFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>
        {label}
        {markRequired && required && (
          <span aria-hidden="true" className="text-error">
            {" *"}
          </span>
        )}
      </Label>
      {children({
        id,
        name,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * This submission's key, made in the browser once the page has hydrated (app/lib/submission-key.ts):
 * a retry or a double submit gets the first answer (app/lib/intake.server.ts). The server renders no
 * key (`value` null): the page cache shares its HTML between visitors.
 */
export function SubmissionKeyField({ value }: { value: string | null }) {
  return value ? <input type="hidden" name={SUBMISSION_FIELD} value={value} /> : null;
}

/**
 * A problem with the form as a whole, at its head: a limit reached (the page door answers with the page
 * itself, the answers kept), or a refusal about no one field. Announced when the page comes back.
 */
export function FormProblem({ message, className }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-md border border-error/50 p-3 text-sm font-medium text-error",
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

/** The field people never see and bots fill in; the server drops a submission that has it. */
export function HoneypotField({ formId }: { formId: string }) {
  const t = useT("forms");
  const id = `${formId}-${HONEYPOT_FIELD}`;
  // `display: none` from the stylesheet: out of sight, out of the tab order and of the accessibility
  // tree, with no aria-hidden, tabindex or off-screen utility in the markup for a bot to read.
  return (
    <div className="form-extra">
      <label htmlFor={id}>{t("honeypot.label")}</label>
      <input id={id} type="tel" name={HONEYPOT_FIELD} autoComplete="off" />
    </div>
  );
}

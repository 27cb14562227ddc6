import type * as React from "react";
import { Label } from "#app/components/ui/label.tsx";
import { useT } from "#app/lib/i18n.tsx";
import { useSubmissionKey } from "#app/lib/root-data.ts";
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
 * The key the server rendered for this page's forms: a double submit or a browser's re-post of the
 * same answers without JavaScript gets the first answer (app/lib/submit-once.server.ts).
 */
export function SubmissionKeyField() {
  return <input type="hidden" name={SUBMISSION_FIELD} value={useSubmissionKey()} />;
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

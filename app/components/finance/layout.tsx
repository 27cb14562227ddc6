import type * as React from "react";
import { useT } from "#app/lib/i18n.tsx";
import type { FieldErrors, Parsed } from "#domain/finance/inputs.ts";

import { CalculatorForm, fieldLabel } from "./calculator-form.tsx";

/**
 * The field messages of a result that did not parse, in the page's language (none when it parsed).
 * The label in a message is the field's, as its form (`formId`) shows it.
 */
export function useFieldErrors(result: Parsed<unknown>, formId: string): FieldErrors {
  const t = useT("finance");
  if (result.ok) return {};
  const errors: FieldErrors = {};
  for (const [name, { code, values }] of Object.entries(result.issues)) {
    errors[name] = t(`error.${code}`, { ...values, label: fieldLabel(t, formId, name) });
  }
  return errors;
}

/** Inputs at the start, figures at the end (stacked on a phone, inputs first). Views show figures only when `ok`. */
export function CalculatorLayout({
  formLabel,
  fields,
  ok,
  emptyMessage,
  children,
}: {
  formLabel: string;
  fields: React.ReactNode;
  ok: boolean;
  /** What stands in for the figures while the inputs do not parse (a generic "correct the fields" else). */
  emptyMessage?: string;
  children: React.ReactNode;
}) {
  const t = useT("finance");
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <CalculatorForm label={formLabel}>{fields}</CalculatorForm>
      </div>
      <div className="min-w-0 space-y-6" data-testid="results">
        <h2 className="sr-only">{t("page.results")}</h2>
        {!ok && (
          <p role="status" className="rounded-xl border border-dashed p-6 text-muted-foreground">
            {emptyMessage ?? t("page.noFigures")}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

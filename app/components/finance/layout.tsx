import type * as React from "react";
import type { FieldErrors, Parsed } from "#domain/finance/inputs.ts";
import { calculatorsPage } from "#domain/finance/messages.ts";
import { CalculatorForm } from "./calculator-form.tsx";

/** The errors of a result that did not parse, or none. */
export const errorsOf = (result: Parsed<unknown>): FieldErrors => (result.ok ? {} : result.errors);

/** Inputs at the start, figures at the end (stacked on a phone, inputs first). Views show figures only when `ok`. */
export function CalculatorLayout({
  formLabel,
  fields,
  ok,
  children,
}: {
  formLabel: string;
  fields: React.ReactNode;
  ok: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <CalculatorForm label={formLabel}>{fields}</CalculatorForm>
      </div>
      <div className="min-w-0 space-y-6" data-testid="results">
        <h2 className="sr-only">{calculatorsPage.results}</h2>
        {!ok && (
          <p role="status" className="rounded-xl border border-dashed p-6 text-muted-foreground">
            {calculatorsPage.noFigures}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

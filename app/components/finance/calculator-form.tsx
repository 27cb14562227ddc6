import type * as React from "react";
import { useEffect, useRef } from "react";
import { Form, useNavigate, useParams } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { calculatorUsed } from "#app/lib/goal-beacon.ts";
import { useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { FINANCIER_MAX_LENGTH } from "#domain/finance/financier.ts";
import type { FieldErrors, NumberField as NumberFieldRule } from "#domain/finance/inputs.ts";
import type { MessagesOf } from "#domain/i18n/catalogue.server.ts";
import type { Translate } from "#domain/i18n/translate.ts";

/** A field's label: `field.<formId>.<name>` of the "finance" messages (every field of a form has one). */
export const fieldLabel = (t: Translate<MessagesOf<"finance">>, formId: string, name: string) =>
  t(`field.${formId}.${name}` as keyof MessagesOf<"finance"> & string);

/** How long typing pauses before the address (and so the figures) follow it. */
const TYPING_PAUSE_MS = 350;

/** The query an address carries for a form: blank fields are left out (they take their fallbacks). */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value.trim());
  }
  return params.toString();
}

/**
 * A calculator's inputs as a plain GET form: without JavaScript, Calculate reloads the page with the
 * inputs in the address and the server computes the figures. With JavaScript the address follows the
 * typing (replaced, not stacked in history) and the route's client loader recomputes in the browser.
 */
export function CalculatorForm({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  const t = useT("finance");
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { calculator } = useParams();
  const go = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    calculatorUsed(calculator);
    navigate(`?${queryOf(form)}`, { replace: true, preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      noValidate
      aria-label={label}
      className={cn("space-y-5", className)}
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => go(form), TYPING_PAUSE_MS);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
    >
      {children}
      <button
        type="submit"
        className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary/90"
      >
        {t("page.calculate")}
      </button>
    </Form>
  );
}

/**
 * What a number input can show of a raw value: a browser refuses (and warns about) anything else,
 * and the field's error already says it was not a number.
 */
const numeric = (raw: string | undefined) =>
  raw !== undefined && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? raw.trim() : "";

/**
 * A number input with the limits of its rule in domain/finance/inputs.ts, its label from the
 * "finance" messages (`field.<formId>.<name>`) and its error beside it.
 */
export function NumberInput({
  formId,
  name,
  rule,
  values,
  errors,
  unit,
  hint,
}: {
  formId: string;
  name: string;
  rule: NumberFieldRule;
  values: Record<string, string>;
  errors: FieldErrors;
  /** Shown at the field's inline end: "AED", "%", "g" (in the page's language). */
  unit?: string;
  hint?: string;
}) {
  const t = useT("finance");
  const hintId = `${formId}-${name}-hint`;
  return (
    <FormField
      formId={formId}
      name={name}
      label={fieldLabel(t, formId, name)}
      error={errors[name]}
      required={rule.fallback === undefined}
    >
      {({ "aria-describedby": describedBy, ...control }) => (
        <>
          <div className="relative">
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              autoComplete="off"
              min={rule.minInclusive === false ? undefined : rule.min}
              max={rule.max}
              step={rule.integer ? 1 : (rule.step ?? "any")}
              defaultValue={numeric(values[name])}
              aria-describedby={[describedBy, hint ? hintId : undefined].filter(Boolean).join(" ") || undefined}
              // A number reads left to right in Arabic too ("-1", not "1-"): the input is a left-to-right
              // island aligned to the end of the line, its unit at the line's end (the left on /ar).
              dir="ltr"
              className={cn("tabular-nums rtl:text-end", unit && "pe-16 rtl:ps-16 rtl:pe-3")}
            />
            {unit && (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-muted-foreground"
              >
                {unit}
              </span>
            )}
          </div>
          {hint && (
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}

/** A radio group for a choice carried in the address (nisab basis, quoted-rate kind). */
export function ChoiceInput<T extends string>({
  formId,
  name,
  legend,
  options,
  value,
  error,
}: {
  formId: string;
  name: string;
  legend: string;
  /** The choices in order: entries, or a record (whose integer-like keys JavaScript would sort). */
  options: Record<T, string> | readonly (readonly [T, string])[];
  value: string;
  error?: string;
}) {
  const errorId = `${formId}-${name}-error`;
  const entries = Array.isArray(options) ? options : (Object.entries(options) as [T, string][]);
  return (
    <fieldset
      className="space-y-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {entries.map(([option, text]) => (
        <label key={option} className="flex items-start gap-3 rounded-md border p-3 text-sm has-checked:border-primary">
          <input
            type="radio"
            name={name}
            value={option}
            defaultChecked={value === option}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>{text}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm font-medium text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The financier's name, printed on the Key Facts Statement in place of the placeholder: text, not a
 * figure, so it is carried in the address like the numbers but never computed with.
 */
export function FinancierInput({ formId, values }: { formId: "murabaha" | "home"; values: Record<string, string> }) {
  const t = useT("finance");
  const hintId = `${formId}-financier-hint`;
  return (
    <FormField formId={formId} name="financier" label={t(`field.${formId}.financier`)}>
      {({ "aria-describedby": describedBy, ...control }) => (
        <>
          <Input
            {...control}
            type="text"
            autoComplete="organization"
            maxLength={FINANCIER_MAX_LENGTH}
            defaultValue={values.financier ?? ""}
            dir="auto"
            aria-describedby={[describedBy, hintId].filter(Boolean).join(" ")}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {t("hint.financier")}
          </p>
        </>
      )}
    </FormField>
  );
}

import { useId } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useT } from "#app/lib/i18n.tsx";

/**
 * A typed amount in AED. `error` is the field's message (see `amountError`): shown under the
 * input, which is then marked invalid and described by it.
 */
export function AmountInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const t = useT("finance");
  const id = useId();
  return (
    <FormField formId={id} name="amount" label={label} error={error}>
      {(control) => (
        <div className="relative">
          <span
            className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-sm text-muted-foreground"
            aria-hidden="true"
          >
            {t("unit.aed")}
          </span>
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            // A left-to-right island ("-5", not "5-"), aligned to the line's end; the currency stays at its start.
            dir="ltr"
            className="ps-12 tabular-nums rtl:ps-3 rtl:pe-12 rtl:text-end"
          />
        </div>
      )}
    </FormField>
  );
}

/** What a figure shows while its input is out of range: nothing is computed from it. */
export const NO_RESULT = "—";

import { useId, useState } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { ArrowLeftRight } from "#app/components/icons.tsx";
import { AsOf } from "#app/components/live/as-of.tsx";
import { useCurrencyRates } from "#app/components/live/query.ts";
import { ErrorAlert } from "#app/components/tools/error-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { checkAmount } from "#domain/calc/parse.ts";
import {
  CURRENCIES,
  CURRENCY_AMOUNT,
  CURRENCY_DEFAULT_AMOUNT,
  CURRENCY_DEFAULT_FROM,
  CURRENCY_DEFAULT_TO,
  CURRENCY_RATE_DECIMALS,
  CURRENCY_RESULT_DECIMALS,
} from "#domain/constants.ts";

const ERROR_TEXT = "Unable to fetch live exchange rates. Please try again later.";
type Currency = (typeof CURRENCIES)[number];

const format = (value: number, decimals: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const AMOUNT_FIELD = { label: "Amount", format: (value: number) => format(value, 0) };

/**
 * SPEC §2 currency converter: from and to selects over the ten currencies, an amount (default 100
 * USD to EUR), the rate to 4 decimals, the result to 2, a swap button; the SPEC §8 alert on failure.
 */
export function CurrencyConverter() {
  const { data, isPending, isError } = useCurrencyRates();
  const [amount, setAmount] = useState(String(CURRENCY_DEFAULT_AMOUNT));
  const [from, setFrom] = useState<Currency>(CURRENCY_DEFAULT_FROM);
  const [to, setTo] = useState<Currency>(CURRENCY_DEFAULT_TO);
  const id = useId();

  // Rates are per 1 USD, so any pair is the ratio of the two.
  const rates = data?.data;
  const rate = rates?.[from] && rates[to] ? rates[to] / rates[from] : null;
  const checked = checkAmount(amount, CURRENCY_AMOUNT, AMOUNT_FIELD);
  // A blank amount shows no result rather than 0 (the browser's number field is blank while mistyped).
  const result = rate !== null && amount.trim() !== "" && checked.ok ? checked.value * rate : null;

  return (
    <section className="rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Currency Converter
        </h2>
        <AsOf iso={data?.asOf} reserveSpace />
      </div>

      {isError && <ErrorAlert>{ERROR_TEXT}</ErrorAlert>}

      <div className="mt-4 grid gap-4">
        <FormField
          formId={id}
          name="amount"
          label={AMOUNT_FIELD.label}
          error={checked.ok ? undefined : checked.message}
          className="grid gap-2 space-y-0"
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={CURRENCY_AMOUNT.min}
              max={CURRENCY_AMOUNT.max}
              step="any"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-from`}>From</Label>
            <NativeSelect id={`${id}-from`} value={from} onChange={(event) => setFrom(event.target.value as Currency)}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label="Swap currencies"
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            <ArrowLeftRight className="size-4" aria-hidden="true" />
          </Button>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-to`}>To</Label>
            <NativeSelect id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value as Currency)}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        <output htmlFor={`${id}-amount ${id}-from ${id}-to`} aria-live="polite" className="rounded-lg bg-muted/50 p-4">
          {isPending ? (
            <span className="text-sm text-muted-foreground">Loading exchange rates...</span>
          ) : rate === null ? (
            <span className="text-sm text-muted-foreground">No rate available</span>
          ) : (
            <>
              <span className="block text-2xl font-semibold tabular-nums" data-testid="conversion-result">
                {result === null ? "—" : `${format(result, CURRENCY_RESULT_DECIMALS)} ${to}`}
              </span>
              <span className="mt-1 block text-sm text-muted-foreground tabular-nums" data-testid="conversion-rate">
                1 {from} = {format(rate, CURRENCY_RATE_DECIMALS)} {to}
              </span>
            </>
          )}
        </output>
      </div>
    </section>
  );
}

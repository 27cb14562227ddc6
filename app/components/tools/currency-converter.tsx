import { useId, useState } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { ArrowLeftRight } from "#app/components/icons.tsx";
import { AsOf } from "#app/components/live/as-of.tsx";
import { formatDecimal } from "#app/components/live/format.ts";
import { useCurrencyRates } from "#app/components/live/query.ts";
import { ErrorAlert } from "#app/components/tools/error-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { checkAmount } from "#domain/calc/parse.ts";
import {
  CURRENCIES,
  CURRENCY_AMOUNT,
  CURRENCY_DEFAULT_AMOUNT,
  CURRENCY_DEFAULT_FROM,
  CURRENCY_DEFAULT_TO,
  CURRENCY_RATE_DECIMALS,
  CURRENCY_RESULT_DECIMALS,
} from "#domain/calculator-bounds.ts";

type Currency = (typeof CURRENCIES)[number];

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
  const t = useT("tools");
  const locale = useLocale();
  const format = (value: number, decimals: number) => formatDecimal(value, locale, decimals);
  const amountField = { label: t("currency.amount"), format: (value: number) => format(value, 0) };

  // Rates are per 1 USD, so any pair is the ratio of the two.
  const rates = data?.data;
  const rate = rates?.[from] && rates[to] ? rates[to] / rates[from] : null;
  const checked = checkAmount(amount, CURRENCY_AMOUNT, amountField);
  // A blank amount shows no result rather than 0 (the browser's number field is blank while mistyped).
  const result = rate !== null && amount.trim() !== "" && checked.ok ? checked.value * rate : null;

  return (
    <section className="rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t("currency.title")}
        </h2>
        <AsOf iso={data?.asOf} reserveSpace />
      </div>

      {isError && <ErrorAlert>{t("currency.error")}</ErrorAlert>}

      <div className="mt-4 grid gap-4">
        <FormField
          formId={id}
          name="amount"
          label={amountField.label}
          error={
            checked.ok
              ? undefined
              : t("field.range", {
                  label: amountField.label,
                  min: format(CURRENCY_AMOUNT.min, 0),
                  max: format(CURRENCY_AMOUNT.max, 0),
                })
          }
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
            <Label htmlFor={`${id}-from`}>{t("currency.from")}</Label>
            <NativeSelect id={`${id}-from`} value={from} onChange={(event) => setFrom(event.target.value as Currency)}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`currency.option.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label={t("currency.swap")}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            <ArrowLeftRight className="size-4" aria-hidden="true" />
          </Button>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-to`}>{t("currency.to")}</Label>
            <NativeSelect id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value as Currency)}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`currency.option.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        <output htmlFor={`${id}-amount ${id}-from ${id}-to`} aria-live="polite" className="rounded-lg bg-muted/50 p-4">
          {isPending ? (
            <span className="text-sm text-muted-foreground">{t("currency.loading")}</span>
          ) : rate === null ? (
            <span className="text-sm text-muted-foreground">{t("currency.noRate")}</span>
          ) : (
            <>
              {/* Amounts with their currency codes read left to right inside Arabic too. */}
              <span className="block text-2xl font-semibold tabular-nums" data-testid="conversion-result">
                <bdi dir="ltr">
                  {result === null
                    ? "—"
                    : t("currency.result", { amount: format(result, CURRENCY_RESULT_DECIMALS), code: to })}
                </bdi>
              </span>
              <span className="mt-1 block text-sm text-muted-foreground tabular-nums" data-testid="conversion-rate">
                <bdi dir="ltr">{t("currency.rate", { from, to, rate: format(rate, CURRENCY_RATE_DECIMALS) })}</bdi>
              </span>
            </>
          )}
        </output>
      </div>
    </section>
  );
}

import { useLocale, useT } from "#app/lib/i18n.tsx";
import type { calculateRateConversion } from "#domain/finance/calculate.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { RATE_CONVERSION_FIELDS } from "#domain/finance/inputs.ts";
import { ChoiceInput, NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, useFieldErrors } from "./layout.tsx";
import { Card, Explain, Figure, Figures } from "./result-parts.tsx";

type Props = { values: Record<string, string>; result: ReturnType<typeof calculateRateConversion> };

export function FlatRateCalculator({ values, result }: Props) {
  const t = useT("finance");
  const { aed, percent } = financeFormats(useLocale());
  const errors = useFieldErrors(result, "flat-rate");
  const field = { formId: "flat-rate", values, errors };
  return (
    <CalculatorLayout
      formLabel={t("title.flat-rate")}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="amount" rule={RATE_CONVERSION_FIELDS.amount} unit={t("unit.aed")} />
          <ChoiceInput
            formId="flat-rate"
            name="quote"
            legend={t("flatRate.quote")}
            options={{ flat: t("flatRate.quote.flat"), reducing: t("flatRate.quote.reducing") }}
            value={values.quote ?? "flat"}
            error={errors.quote}
          />
          <NumberInput {...field} name="rate" rule={RATE_CONVERSION_FIELDS.rate} unit="%" />
          <NumberInput {...field} name="years" rule={RATE_CONVERSION_FIELDS.years} />
        </>
      }
    >
      {result.ok && (
        <Card>
          <Figures>
            <Figure
              label={t("flatRate.flatRate")}
              value={percent(result.values.flatRate)}
              emphasis
              testId="flat-rate"
            />
            <Figure label={t("flatRate.apr")} value={percent(result.values.apr)} emphasis testId="apr" />
            <Figure label={t("flatRate.monthly")} value={aed(result.values.monthly)} testId="monthly" />
            <Figure label={t("flatRate.totalProfit")} value={aed(result.values.totalProfit)} testId="total-profit" />
            <Figure
              label={t("flatRate.effectiveAnnualRate")}
              value={percent(result.values.effectiveAnnualRate)}
              testId="effective-annual-rate"
            />
          </Figures>
          <Explain>{t("flatRate.explain")}</Explain>
        </Card>
      )}
    </CalculatorLayout>
  );
}

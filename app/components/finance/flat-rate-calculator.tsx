import type { calculateRateConversion } from "#domain/finance/calculate.ts";
import { aed, percent } from "#domain/finance/format.ts";
import { RATE_CONVERSION_FIELDS } from "#domain/finance/inputs.ts";
import { calculatorTitles, flatRateText as t } from "#domain/finance/messages.ts";
import { ChoiceInput, NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, errorsOf } from "./layout.tsx";
import { Card, Explain, Figure, Figures } from "./result-parts.tsx";

type Props = { values: Record<string, string>; result: ReturnType<typeof calculateRateConversion> };

export function FlatRateCalculator({ values, result }: Props) {
  const errors = errorsOf(result);
  const field = { formId: "flat-rate", values, errors };
  return (
    <CalculatorLayout
      formLabel={calculatorTitles["flat-rate"].title}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="amount" rule={RATE_CONVERSION_FIELDS.amount} unit="AED" />
          <ChoiceInput
            formId="flat-rate"
            name="quote"
            legend={t.quote}
            options={t.quotes}
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
            <Figure label={t.figures.flatRate} value={percent(result.values.flatRate)} emphasis testId="flat-rate" />
            <Figure label={t.figures.apr} value={percent(result.values.apr)} emphasis testId="apr" />
            <Figure label={t.figures.monthly} value={aed(result.values.monthly)} testId="monthly" />
            <Figure label={t.figures.totalProfit} value={aed(result.values.totalProfit)} testId="total-profit" />
            <Figure
              label={t.figures.effectiveAnnualRate}
              value={percent(result.values.effectiveAnnualRate)}
              testId="effective-annual-rate"
            />
          </Figures>
          <Explain>{t.explain}</Explain>
        </Card>
      )}
    </CalculatorLayout>
  );
}

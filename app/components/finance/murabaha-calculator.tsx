import type { calculateMurabaha } from "#domain/finance/calculate.ts";
import { aed, percent } from "#domain/finance/format.ts";
import { MURABAHA_FIELDS } from "#domain/finance/inputs.ts";
import { calculatorTitles, murabahaText as t } from "#domain/finance/messages.ts";
import { NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, errorsOf } from "./layout.tsx";
import { Card, Explain, Figure, Figures, FigureTable } from "./result-parts.tsx";

type Props = { values: Record<string, string>; result: ReturnType<typeof calculateMurabaha> };

export function MurabahaCalculator({ values, result }: Props) {
  const errors = errorsOf(result);
  const field = { formId: "murabaha", values, errors };
  return (
    <CalculatorLayout
      formLabel={calculatorTitles.murabaha.title}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="price" rule={MURABAHA_FIELDS.price} unit="AED" />
          <NumberInput {...field} name="markup" rule={MURABAHA_FIELDS.markup} unit="%" />
          <NumberInput {...field} name="months" rule={MURABAHA_FIELDS.months} />
          <NumberInput {...field} name="fee" rule={MURABAHA_FIELDS.fee} unit="AED" />
        </>
      }
    >
      {result.ok && (
        <>
          <Card>
            <Figures>
              <Figure label={t.figures.monthly} value={aed(result.values.monthly)} emphasis testId="monthly" />
              <Figure label={t.figures.apr} value={percent(result.values.apr)} emphasis testId="apr" />
              <Figure label={t.figures.totalProfit} value={aed(result.values.totalProfit)} testId="total-profit" />
              <Figure label={t.figures.totalPayable} value={aed(result.values.totalPayable)} testId="total-payable" />
              <Figure
                label={t.figures.effectiveAnnualRate}
                value={percent(result.values.effectiveAnnualRate)}
                testId="effective-annual-rate"
              />
            </Figures>
            <Explain>{t.explain.apr}</Explain>
            <Explain>{t.explain.effective}</Explain>
            <Explain>{t.explain.profitFixed}</Explain>
          </Card>
          <Card title={t.schedule}>
            <Explain>{t.scheduleNote}</Explain>
            <FigureTable
              caption={t.schedule}
              columns={[t.columns.month, t.columns.payment, t.columns.profit, t.columns.principal, t.columns.balance]}
              rows={result.values.schedule.map((row) => [
                row.month,
                aed(row.payment),
                aed(row.profit),
                aed(row.principal),
                aed(row.balance),
              ])}
            />
          </Card>
        </>
      )}
    </CalculatorLayout>
  );
}

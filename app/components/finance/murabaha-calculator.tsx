import { useLocale, useT } from "#app/lib/i18n.tsx";
import type { calculateMurabaha } from "#domain/finance/calculate.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { MURABAHA_FIELDS } from "#domain/finance/inputs.ts";
import { NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, useFieldErrors } from "./layout.tsx";
import { Card, Explain, Figure, Figures, FigureTable } from "./result-parts.tsx";

type Props = { values: Record<string, string>; result: ReturnType<typeof calculateMurabaha> };

export function MurabahaCalculator({ values, result }: Props) {
  const t = useT("finance");
  const { aed, percent } = financeFormats(useLocale());
  const errors = useFieldErrors(result, "murabaha");
  const field = { formId: "murabaha", values, errors };
  const schedule = t("murabaha.schedule");
  return (
    <CalculatorLayout
      formLabel={t("title.murabaha")}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="price" rule={MURABAHA_FIELDS.price} unit={t("unit.aed")} />
          <NumberInput {...field} name="markup" rule={MURABAHA_FIELDS.markup} unit="%" />
          <NumberInput {...field} name="months" rule={MURABAHA_FIELDS.months} />
          <NumberInput {...field} name="fee" rule={MURABAHA_FIELDS.fee} unit={t("unit.aed")} />
        </>
      }
    >
      {result.ok && (
        <>
          <Card>
            <Figures>
              <Figure label={t("murabaha.monthly")} value={aed(result.values.monthly)} emphasis testId="monthly" />
              <Figure label={t("murabaha.apr")} value={percent(result.values.apr)} emphasis testId="apr" />
              <Figure label={t("murabaha.totalProfit")} value={aed(result.values.totalProfit)} testId="total-profit" />
              <Figure
                label={t("murabaha.totalPayable")}
                value={aed(result.values.totalPayable)}
                testId="total-payable"
              />
              <Figure
                label={t("murabaha.effectiveAnnualRate")}
                value={percent(result.values.effectiveAnnualRate)}
                testId="effective-annual-rate"
              />
            </Figures>
            <Explain>{t("murabaha.explainApr")}</Explain>
            <Explain>{t("murabaha.explainEffective")}</Explain>
            <Explain>{t("murabaha.profitFixed")}</Explain>
          </Card>
          <Card title={schedule}>
            <Explain>{t("murabaha.scheduleNote")}</Explain>
            <FigureTable
              caption={schedule}
              columns={[
                t("murabaha.column.month"),
                t("murabaha.column.payment"),
                t("murabaha.column.profit"),
                t("murabaha.column.principal"),
                t("murabaha.column.balance"),
              ]}
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

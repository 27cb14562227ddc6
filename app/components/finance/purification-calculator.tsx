import { useLocale, useT } from "#app/lib/i18n.tsx";
import type { calculatePurification } from "#domain/finance/calculate.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { PURIFICATION_FIELDS } from "#domain/finance/inputs.ts";
import { NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, useFieldErrors } from "./layout.tsx";
import { Card, Explain, Figure, Figures } from "./result-parts.tsx";

type Props = { values: Record<string, string>; result: ReturnType<typeof calculatePurification> };

export function PurificationCalculator({ values, result }: Props) {
  const t = useT("finance");
  const { aed } = financeFormats(useLocale());
  const errors = useFieldErrors(result, "purification");
  const field = { formId: "purification", values, errors };
  return (
    <CalculatorLayout
      formLabel={t("title.purification")}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="amount" rule={PURIFICATION_FIELDS.amount} unit={t("unit.aed")} />
          <NumberInput {...field} name="ratio" rule={PURIFICATION_FIELDS.ratio} unit="%" />
        </>
      }
    >
      {result.ok && (
        <Card>
          <Figures>
            <Figure
              label={t("purification.purification")}
              value={aed(result.values.purification)}
              emphasis
              testId="purification"
            />
          </Figures>
          <Explain>{t("purification.explain")}</Explain>
          <Explain>{t("purification.standard")}</Explain>
        </Card>
      )}
    </CalculatorLayout>
  );
}

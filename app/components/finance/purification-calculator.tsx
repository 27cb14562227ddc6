import type { calculatePurification } from "#domain/finance/calculate.ts";
import { aed } from "#domain/finance/format.ts";
import { PURIFICATION_FIELDS } from "#domain/finance/inputs.ts";
import { calculatorTitles, purificationText as t } from "#domain/finance/messages.ts";
import { NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, errorsOf } from "./layout.tsx";
import { Card, Explain, Figure, Figures } from "./result-parts.tsx";

type Props = { values: Record<string, string>; result: ReturnType<typeof calculatePurification> };

export function PurificationCalculator({ values, result }: Props) {
  const errors = errorsOf(result);
  const field = { formId: "purification", values, errors };
  return (
    <CalculatorLayout
      formLabel={calculatorTitles.purification.title}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="amount" rule={PURIFICATION_FIELDS.amount} unit="AED" />
          <NumberInput {...field} name="ratio" rule={PURIFICATION_FIELDS.ratio} unit="%" />
        </>
      }
    >
      {result.ok && (
        <Card>
          <Figures>
            <Figure
              label={t.figures.purification}
              value={aed(result.values.purification)}
              emphasis
              testId="purification"
            />
          </Figures>
          <Explain>{t.explain}</Explain>
          <Explain>{t.standard}</Explain>
        </Card>
      )}
    </CalculatorLayout>
  );
}

import type { calculateZakat } from "#domain/finance/calculate.ts";
import { aed, dateTime, type hawl } from "#domain/finance/format.ts";
import { ZAKAT_FIELDS } from "#domain/finance/inputs.ts";
import { calculatorTitles, zakatText as t } from "#domain/finance/messages.ts";
import type { LiveSnapshot, MetalPrices } from "#domain/schemas/live.ts";
import { ChoiceInput, NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, errorsOf } from "./layout.tsx";
import { Card, Explain, Figure, Figures } from "./result-parts.tsx";

type Props = {
  values: Record<string, string>;
  result: ReturnType<typeof calculateZakat>;
  hawl: ReturnType<typeof hawl>;
  /** Today's gold and silver prices from the live-data provider, when one is configured and answered. */
  livePrices: LiveSnapshot<MetalPrices> | null;
};

export function ZakatCalculator({ values, result, hawl, livePrices }: Props) {
  const errors = errorsOf(result);
  const field = { formId: "zakat", values, errors };
  // Where a live price came from and when; without a provider the visitor is asked to enter them.
  const live = livePrices?.data;
  const liveHint = (perGram: number) => live && t.livePrice(live.provider, dateTime(live.pricedAt), aed(perGram));
  return (
    <CalculatorLayout
      formLabel={calculatorTitles.zakat.title}
      ok={result.ok}
      fields={
        <>
          <NumberInput {...field} name="cash" rule={ZAKAT_FIELDS.cash} unit="AED" />
          <NumberInput {...field} name="goldGrams" rule={ZAKAT_FIELDS.goldGrams} unit="g" />
          <NumberInput
            {...field}
            name="goldPricePerGram"
            rule={ZAKAT_FIELDS.goldPricePerGram}
            unit="AED"
            hint={live ? liveHint(live.goldPerGram) : t.prices}
          />
          <NumberInput {...field} name="silverGrams" rule={ZAKAT_FIELDS.silverGrams} unit="g" />
          <NumberInput
            {...field}
            name="silverPricePerGram"
            rule={ZAKAT_FIELDS.silverPricePerGram}
            unit="AED"
            hint={live ? liveHint(live.silverPerGram) : undefined}
          />
          <NumberInput {...field} name="shares" rule={ZAKAT_FIELDS.shares} unit="AED" hint={t.sharesNote} />
          <NumberInput {...field} name="business" rule={ZAKAT_FIELDS.business} unit="AED" />
          <NumberInput {...field} name="receivables" rule={ZAKAT_FIELDS.receivables} unit="AED" />
          <NumberInput {...field} name="debts" rule={ZAKAT_FIELDS.debts} unit="AED" />
          <ChoiceInput
            formId="zakat"
            name="nisab"
            legend={t.nisab}
            options={t.nisabOptions}
            value={values.nisab ?? "gold"}
            error={errors.nisab}
          />
        </>
      }
    >
      {result.ok && (
        <Card>
          <Figures>
            <Figure label={t.figures.zakat} value={aed(result.values.zakat)} emphasis testId="zakat" />
            <Figure label={t.figures.zakatableWealth} value={aed(result.values.zakatableWealth)} testId="zakatable" />
            <Figure label={t.figures.nisabValue} value={aed(result.values.nisabValue)} testId="nisab-value" />
          </Figures>
          <p
            className={result.values.due ? "font-medium" : "rounded-md bg-muted p-3 font-medium"}
            data-testid="zakat-status"
          >
            {result.values.due ? t.due : t.belowNisab}
          </p>
        </Card>
      )}
      <Card title={t.hawl}>
        <p className="text-sm" data-testid="hawl">
          {t.hawlText(hawl.todayHijri, hawl.todayGregorian, hawl.endHijri, hawl.endGregorian, hawl.days)}
        </p>
        <Explain>{t.standard}</Explain>
      </Card>
    </CalculatorLayout>
  );
}

import { useLocale, useT } from "#app/lib/i18n.tsx";
import type { calculateZakat } from "#domain/finance/calculate.ts";
import { dateTime, decimalsBeside, financeFormats, type hawl, numberTo } from "#domain/finance/format.ts";
import { ZAKAT_FIELDS } from "#domain/finance/inputs.ts";
import { GOLD_KARATS, ZAKAT, ZAKAT_YEARS } from "#domain/finance/zakat.ts";
import type { LiveSnapshot, MetalPrices } from "#domain/schemas/live.ts";
import { ChoiceInput, NumberInput } from "./calculator-form.tsx";
import { CalculatorLayout, useFieldErrors } from "./layout.tsx";
import { Card, Explain, Figure, Figures } from "./result-parts.tsx";

type Props = {
  values: Record<string, string>;
  result: ReturnType<typeof calculateZakat>;
  hawl: ReturnType<typeof hawl>;
  /** Today's gold and silver prices from the live-data provider, when one is configured and answered. */
  livePrices: LiveSnapshot<MetalPrices> | null;
};

export function ZakatCalculator({ values, result, hawl, livePrices }: Props) {
  const t = useT("finance");
  const locale = useLocale();
  const { aed, inline, percentPrecise } = financeFormats(locale);
  const errors = useFieldErrors(result, "zakat");
  // Without a live price the form asks for today's; until it has one that is all that is missing.
  const onlyPricesMissing =
    !result.ok &&
    Object.values(result.issues).every(({ code }) => code === "goldPriceNeeded" || code === "silverPriceNeeded");
  const field = { formId: "zakat", values, errors };
  const currency = t("unit.aed");
  const grams = t("unit.grams");
  // Where a live price came from and when; without a provider the visitor is asked to enter them.
  const live = livePrices?.data;
  const liveHint = (perGram: number) =>
    live &&
    t("zakat.livePrice", {
      provider: live.provider,
      pricedAt: inline(dateTime(live.pricedAt, locale)),
      price: inline(aed(perGram)),
    });
  return (
    <CalculatorLayout
      formLabel={t("title.zakat")}
      ok={result.ok}
      emptyMessage={onlyPricesMissing ? t("zakat.enterPrices") : undefined}
      fields={
        <>
          <NumberInput {...field} name="cash" rule={ZAKAT_FIELDS.cash} unit={currency} />
          <NumberInput
            {...field}
            name="goldGrams"
            rule={ZAKAT_FIELDS.goldGrams}
            unit={grams}
            hint={t("zakat.jewellery")}
          />
          <ChoiceInput
            formId="zakat"
            name="goldKarat"
            legend={t("field.zakat.goldKarat")}
            // Purest first, as a jeweller lists them (a record's numeric keys would sort 18 first).
            options={GOLD_KARATS.map(
              (karat) =>
                [
                  String(karat),
                  karat === 24 ? t("zakat.karatPure") : t("zakat.karat", { karat: String(karat) }),
                ] as const,
            )}
            value={values.goldKarat || "24"}
            error={errors.goldKarat}
          />
          <NumberInput
            {...field}
            name="goldPricePerGram"
            rule={ZAKAT_FIELDS.goldPricePerGram}
            unit={currency}
            hint={live ? liveHint(live.goldPerGram) : t("zakat.noLivePrice")}
          />
          <NumberInput {...field} name="silverGrams" rule={ZAKAT_FIELDS.silverGrams} unit={grams} />
          <NumberInput
            {...field}
            name="silverPricePerGram"
            rule={ZAKAT_FIELDS.silverPricePerGram}
            unit={currency}
            hint={live ? liveHint(live.silverPerGram) : undefined}
          />
          <NumberInput
            {...field}
            name="shares"
            rule={ZAKAT_FIELDS.shares}
            unit={currency}
            hint={t("zakat.sharesNote")}
          />
          <NumberInput {...field} name="business" rule={ZAKAT_FIELDS.business} unit={currency} />
          <NumberInput {...field} name="receivables" rule={ZAKAT_FIELDS.receivables} unit={currency} />
          <NumberInput {...field} name="debts" rule={ZAKAT_FIELDS.debts} unit={currency} />
          <ChoiceInput
            formId="zakat"
            name="nisab"
            legend={t("zakat.nisab")}
            options={{ gold: t("zakat.nisab.gold"), silver: t("zakat.nisab.silver") }}
            value={values.nisab ?? "gold"}
            error={errors.nisab}
          />
          <ChoiceInput
            formId="zakat"
            name="year"
            legend={t("field.zakat.year")}
            options={Object.fromEntries(ZAKAT_YEARS.map((year) => [year, t(`zakat.year.${year}`)]))}
            value={values.year || "lunar"}
            error={errors.year}
          />
        </>
      }
    >
      {result.ok && (
        <Card>
          <Figures>
            <Figure label={t("zakat.zakat")} value={aed(result.values.zakat)} emphasis testId="zakat" />
            <Figure label={t("zakat.zakatableWealth")} value={aed(result.values.zakatableWealth)} testId="zakatable" />
            <Figure label={t("zakat.nisabValue")} value={aed(result.values.nisabValue)} testId="nisab-value" />
            {result.values.pureGoldGrams > 0 && (
              <Figure
                label={t("zakat.pureGold")}
                value={`${numberTo(locale, decimalsBeside(result.values.pureGoldGrams, ZAKAT.nisabGoldGrams), result.values.pureGoldGrams)} ${grams}`}
                testId="pure-gold"
              />
            )}
          </Figures>
          <Explain>{t("zakat.karatNote")}</Explain>
          <p
            className={result.values.due ? "font-medium" : "rounded-md bg-muted p-3 font-medium"}
            data-testid="zakat-status"
          >
            {result.values.due
              ? t("zakat.due", { rate: inline(percentPrecise(result.values.ratePercent)) })
              : t("zakat.belowNisab")}
          </p>
        </Card>
      )}
      <Card title={t("zakat.hawl")}>
        <p className="text-sm" data-testid="hawl">
          {values.year === "solar"
            ? t("zakat.hawlTextSolar", {
                today: inline(hawl.todayHijri),
                gregorian: inline(hawl.todayGregorian),
                end: inline(hawl.solar.endHijri),
                endGregorian: inline(hawl.solar.endGregorian),
                count: hawl.solar.days,
              })
            : t("zakat.hawlText", {
                today: inline(hawl.todayHijri),
                gregorian: inline(hawl.todayGregorian),
                end: inline(hawl.endHijri),
                endGregorian: inline(hawl.endGregorian),
                count: hawl.days,
              })}
        </p>
        <Explain>{t("zakat.standard")}</Explain>
      </Card>
    </CalculatorLayout>
  );
}

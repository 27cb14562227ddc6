import { useState } from "react";
import { Figure } from "#app/components/figure.tsx";
import { DetailedCalculatorLink } from "#app/components/finance/calculator-links.tsx";
import { SliderField } from "#app/components/tools/slider-field.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { formatPercent } from "#domain/calc/format.ts";
import { checkAmount } from "#domain/calc/parse.ts";
import { BNPL_INSTALLMENTS, BNPL_MARKUP_PERCENT, BNPL_PRICE, BNPL_PRICE_DEFAULT } from "#domain/calculator-bounds.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { murabaha } from "#domain/finance/murabaha.ts";
import { amountError } from "./amount-error.ts";
import { AmountInput, NO_RESULT } from "./amount-input.tsx";

/**
 * SPEC §9 Islamic BNPL (Murabaha) calculator: total = price × (1 + markup), monthly = total ÷ instalments,
 * from the one Murabaha engine (domain/finance/murabaha.ts) with the markup as a total over the term, and
 * the APR beside it: a short sale's markup is a far higher yearly rate.
 */
export function BnplCalculator() {
  const t = useT("islamic");
  const { aed, aed0, percent } = financeFormats(useLocale());
  const [price, setPrice] = useState(String(BNPL_PRICE_DEFAULT));
  const [installments, setInstallments] = useState<number>(BNPL_INSTALLMENTS.default);
  const [markup, setMarkup] = useState<number>(BNPL_MARKUP_PERCENT.default);
  const priceField = { label: t("bnpl.price"), range: BNPL_PRICE, format: aed0 };
  const checked = checkAmount(price, BNPL_PRICE, priceField);
  const plan = checked.ok
    ? murabaha({ price: checked.value, rate: markup, basis: "total", months: installments, fee: 0 })
    : null;

  return (
    <section aria-labelledby="bnpl-calculator-heading" className="rounded-xl border bg-card p-6 sm:p-8">
      <h3 id="bnpl-calculator-heading" className="text-xl font-semibold">
        {t("bnpl.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("bnpl.intro")}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <AmountInput
            label={priceField.label}
            value={price}
            onChange={setPrice}
            error={amountError(t, checked, priceField)}
          />
          <SliderField
            label={t("bnpl.installments")}
            value={installments}
            range={BNPL_INSTALLMENTS}
            onChange={setInstallments}
            format={(count) => t("bnpl.months", { count })}
          />
          <SliderField
            label={t("bnpl.markup")}
            value={markup}
            range={BNPL_MARKUP_PERCENT}
            onChange={setMarkup}
            format={formatPercent}
          />
        </div>
        <dl className="grid content-start gap-3" aria-live="polite">
          <Figure
            label={t("bnpl.monthly")}
            value={plan ? aed(plan.monthly) : NO_RESULT}
            emphasis
            testId="bnpl-monthly"
          />
          <Figure label={t("bnpl.apr")} value={plan ? percent(plan.apr) : NO_RESULT} emphasis testId="bnpl-apr" />
          <Figure label={t("bnpl.total")} value={plan ? aed(plan.salePrice) : NO_RESULT} testId="bnpl-total" />
          <Figure label={t("bnpl.profit")} value={plan ? aed(plan.totalProfit) : NO_RESULT} testId="bnpl-profit" />
        </dl>
      </div>
      <DetailedCalculatorLink
        slug="murabaha"
        query={{ price, rate: markup, basis: "total", months: installments, fee: 0 }}
      />
    </section>
  );
}

import { useState } from "react";
import { Figure } from "#app/components/figure.tsx";
import { DetailedCalculatorLink } from "#app/components/finance/calculator-links.tsx";
import { SliderField } from "#app/components/tools/slider-field.tsx";
import { formatMoney, formatPercent } from "#domain/calc/format.ts";
import { murabahaPlan } from "#domain/calc/islamic.ts";
import { checkAmount } from "#domain/calc/parse.ts";
import { BNPL_INSTALLMENTS, BNPL_MARKUP_PERCENT, BNPL_PRICE, BNPL_PRICE_DEFAULT } from "#domain/constants.ts";
import { AmountInput, NO_RESULT } from "./amount-input.tsx";

const aed = (value: number) => formatMoney(value, "AED");
const PRICE_FIELD = { label: "Purchase price", format: (value: number) => formatMoney(value, "AED", 0) };

/** SPEC §9 Islamic BNPL (Murabaha) calculator: total = price × (1 + markup), monthly = total ÷ instalments. */
export function BnplCalculator() {
  const [price, setPrice] = useState(String(BNPL_PRICE_DEFAULT));
  const [installments, setInstallments] = useState<number>(BNPL_INSTALLMENTS.default);
  const [markup, setMarkup] = useState<number>(BNPL_MARKUP_PERCENT.default);
  const checked = checkAmount(price, BNPL_PRICE, PRICE_FIELD);
  const plan = checked.ok ? murabahaPlan(checked.value, markup, installments) : null;

  return (
    <section aria-labelledby="bnpl-calculator-heading" className="rounded-xl border bg-card p-6 sm:p-8">
      <h3 id="bnpl-calculator-heading" className="text-xl font-semibold">
        Murabaha Instalment Calculator
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        The profit is fixed when you sign: the total below never grows, even if a payment is late.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <AmountInput
            label={PRICE_FIELD.label}
            value={price}
            onChange={setPrice}
            error={checked.ok ? undefined : checked.message}
          />
          <SliderField
            label="Instalments"
            value={installments}
            range={BNPL_INSTALLMENTS}
            onChange={setInstallments}
            format={(v) => `${v} months`}
          />
          <SliderField
            label="Profit markup"
            value={markup}
            range={BNPL_MARKUP_PERCENT}
            onChange={setMarkup}
            format={formatPercent}
          />
        </div>
        <dl className="grid content-start gap-3" aria-live="polite">
          <Figure
            label="Monthly instalment"
            value={plan ? aed(plan.monthly) : NO_RESULT}
            emphasis
            testId="bnpl-monthly"
          />
          <Figure
            label="Total price (cost plus profit)"
            value={plan ? aed(plan.total) : NO_RESULT}
            testId="bnpl-total"
          />
          <Figure label="Profit" value={plan ? aed(plan.profit) : NO_RESULT} testId="bnpl-profit" />
        </dl>
      </div>
      <DetailedCalculatorLink slug="murabaha" query={{ price, markup, months: installments, fee: 0 }} />
    </section>
  );
}

import { useState } from "react";
import { Figure } from "#app/components/figure.tsx";
import { DetailedCalculatorLink } from "#app/components/finance/calculator-links.tsx";
import { SliderField } from "#app/components/tools/slider-field.tsx";
import { formatMoney, formatPercent } from "#domain/calc/format.ts";
import { homeFinancePlan } from "#domain/calc/islamic.ts";
import { checkAmount } from "#domain/calc/parse.ts";
import {
  HOME_FINANCE_DOWN_PAYMENT_PERCENT,
  HOME_FINANCE_PRICE,
  HOME_FINANCE_PRICE_DEFAULT,
  HOME_FINANCE_PROFIT_RATE_PERCENT,
  HOME_FINANCE_TENURE_YEARS,
} from "#domain/constants.ts";
import { AmountInput, NO_RESULT } from "./amount-input.tsx";

const aed = (value: number) => formatMoney(value, "AED");
const PRICE_FIELD = { label: "Property price", format: (value: number) => formatMoney(value, "AED", 0) };

/**
 * SPEC §9 home finance calculator: Ijarah rent by the amortisation formula; Diminishing Musharakah
 * monthly = financed × rate ÷ 12 + financed ÷ months; ownership shares from the down payment.
 */
export function HomeFinanceCalculator() {
  const [price, setPrice] = useState(String(HOME_FINANCE_PRICE_DEFAULT));
  const [down, setDown] = useState<number>(HOME_FINANCE_DOWN_PAYMENT_PERCENT.default);
  const [years, setYears] = useState<number>(HOME_FINANCE_TENURE_YEARS.default);
  const [rate, setRate] = useState<number>(HOME_FINANCE_PROFIT_RATE_PERCENT.default);
  const checked = checkAmount(price, HOME_FINANCE_PRICE, PRICE_FIELD);
  const plan = checked.ok ? homeFinancePlan(checked.value, down, years, rate) : null;
  const show = (pick: (p: NonNullable<typeof plan>) => number) => (plan ? aed(pick(plan)) : NO_RESULT);

  return (
    <section aria-labelledby="home-calculator-heading" className="rounded-xl border bg-card p-6 sm:p-8">
      <h3 id="home-calculator-heading" className="text-xl font-semibold">
        Home Finance Calculator
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Compare Ijarah rent with a Diminishing Musharakah partnership.
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
            label="Down payment"
            value={down}
            range={HOME_FINANCE_DOWN_PAYMENT_PERCENT}
            onChange={setDown}
            format={formatPercent}
          />
          <SliderField
            label="Tenure"
            value={years}
            range={HOME_FINANCE_TENURE_YEARS}
            onChange={setYears}
            format={(v) => `${v} years`}
          />
          <SliderField
            label="Profit rate"
            value={rate}
            range={HOME_FINANCE_PROFIT_RATE_PERCENT}
            onChange={setRate}
            format={(v) => formatPercent(v, 1)}
          />
        </div>
        <div className="space-y-6" aria-live="polite">
          <dl className="grid grid-cols-2 gap-3">
            <Figure label="Down payment" value={show((p) => p.downPayment)} testId="home-down" />
            <Figure label="Financed amount" value={show((p) => p.financed)} testId="home-financed" />
            <Figure label="Ijarah monthly rent" value={show((p) => p.ijarahMonthly)} emphasis testId="home-ijarah" />
            <Figure
              label="Diminishing Musharakah monthly"
              value={show((p) => p.musharakahMonthly)}
              emphasis
              testId="home-musharakah"
            />
          </dl>
          {plan && (
            <>
              <p className="text-sm text-muted-foreground">
                Over {plan.months} months: Ijarah totals {aed(plan.ijarahTotal)}. With Diminishing Musharakah the rent
                is charged only on the bank's shrinking share, so the payment falls to {aed(plan.musharakahLastMonthly)}{" "}
                in the last month and totals {aed(plan.musharakahTotal)}.
              </p>
              <OwnershipShares customer={plan.customerSharePercent} bank={plan.bankSharePercent} />
            </>
          )}
        </div>
      </div>
      <DetailedCalculatorLink slug="home-finance" query={{ price, downPayment: down, years, rate }} />
    </section>
  );
}

/** Who owns what on day one, as a bar with the numbers in words beside it. */
function OwnershipShares({ customer, bank }: { customer: number; bank: number }) {
  return (
    <div>
      <h4 className="text-sm font-semibold">Ownership at the start</h4>
      <svg
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        className="mt-2 h-4 w-full overflow-hidden rounded"
        aria-hidden="true"
      >
        <rect x="0" y="0" width={customer} height="8" className="fill-primary" />
        <rect x={customer} y="0" width={bank} height="8" className="fill-muted-foreground/40" />
      </svg>
      <dl className="mt-2 flex justify-between text-sm">
        <div className="flex gap-1">
          <dt>Your share:</dt>
          <dd className="font-semibold tabular-nums" data-testid="home-customer-share">
            {formatPercent(customer)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Bank's share:</dt>
          <dd className="font-semibold tabular-nums" data-testid="home-bank-share">
            {formatPercent(bank)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

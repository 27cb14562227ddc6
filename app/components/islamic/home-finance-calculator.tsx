import { useState } from "react";
import { Figure } from "#app/components/figure.tsx";
import { DetailedCalculatorLink } from "#app/components/finance/calculator-links.tsx";
import { SliderField } from "#app/components/tools/slider-field.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { formatPercent } from "#domain/calc/format.ts";
import { checkAmount } from "#domain/calc/parse.ts";
import {
  HOME_FINANCE_DOWN_PAYMENT_PERCENT,
  HOME_FINANCE_PRICE,
  HOME_FINANCE_PRICE_DEFAULT,
  HOME_FINANCE_PROFIT_RATE_PERCENT,
  HOME_FINANCE_TENURE_YEARS,
} from "#domain/calculator-bounds.ts";
import { financeFormats } from "#domain/finance/format.ts";
import { homeFinance } from "#domain/finance/home.ts";
import { amountError } from "./amount-error.ts";
import { AmountInput, NO_RESULT } from "./amount-input.tsx";

/**
 * SPEC §9 home finance calculator: Ijarah rent by the amortisation formula; Diminishing Musharakah
 * monthly = financed × rate ÷ 12 + financed ÷ months; ownership shares from the down payment. The one
 * home-finance engine (domain/finance/home.ts) computes them, as for the detailed calculator.
 */
export function HomeFinanceCalculator() {
  const t = useT("islamic");
  const { aed, aed0, inline, percent } = financeFormats(useLocale());
  const [price, setPrice] = useState(String(HOME_FINANCE_PRICE_DEFAULT));
  const [down, setDown] = useState<number>(HOME_FINANCE_DOWN_PAYMENT_PERCENT.default);
  const [years, setYears] = useState<number>(HOME_FINANCE_TENURE_YEARS.default);
  const [rate, setRate] = useState<number>(HOME_FINANCE_PROFIT_RATE_PERCENT.default);
  const priceField = { label: t("home.price"), range: HOME_FINANCE_PRICE, format: aed0 };
  const checked = checkAmount(price, HOME_FINANCE_PRICE, priceField);
  const plan = checked.ok
    ? homeFinance({ price: checked.value, downPayment: down, years, rate, fee: 0, takaful: 0 })
    : null;
  const show = (pick: (p: NonNullable<typeof plan>) => number) => (plan ? aed(pick(plan)) : NO_RESULT);

  return (
    <section aria-labelledby="home-calculator-heading" className="rounded-xl border bg-card p-6 sm:p-8">
      <h3 id="home-calculator-heading" className="text-xl font-semibold">
        {t("home.title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("home.intro")}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <AmountInput
            label={priceField.label}
            value={price}
            onChange={setPrice}
            error={amountError(t, checked, priceField)}
          />
          <SliderField
            label={t("home.down")}
            value={down}
            range={HOME_FINANCE_DOWN_PAYMENT_PERCENT}
            onChange={setDown}
            format={formatPercent}
          />
          <SliderField
            label={t("home.tenure")}
            value={years}
            range={HOME_FINANCE_TENURE_YEARS}
            onChange={setYears}
            format={(count) => t("home.years", { count })}
          />
          <SliderField
            label={t("home.rate")}
            value={rate}
            range={HOME_FINANCE_PROFIT_RATE_PERCENT}
            onChange={setRate}
            format={(v) => formatPercent(v, 1)}
          />
        </div>
        <div className="space-y-6" aria-live="polite">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure label={t("home.down")} value={show((p) => p.upfront.downPayment)} testId="home-down" />
            <Figure label={t("home.financed")} value={show((p) => p.financed)} testId="home-financed" />
            <Figure label={t("home.ijarah")} value={show((p) => p.ijarah.monthly)} emphasis testId="home-ijarah" />
            <Figure
              label={t("home.musharakah")}
              value={show((p) => p.musharakah.firstMonthly)}
              emphasis
              testId="home-musharakah"
            />
            <Figure
              label={t("home.ijarahApr")}
              value={plan ? percent(plan.ijarah.apr) : NO_RESULT}
              testId="home-ijarah-apr"
            />
            <Figure
              label={t("home.musharakahApr")}
              value={plan ? percent(plan.musharakah.apr) : NO_RESULT}
              testId="home-musharakah-apr"
            />
          </dl>
          {plan && (
            <>
              <p className="text-sm text-muted-foreground">
                {t("home.summary", {
                  count: plan.months,
                  ijarahTotal: inline(aed(plan.ijarah.totalPayable)),
                  last: inline(aed(plan.musharakah.lastMonthly)),
                  total: inline(aed(plan.musharakah.totalPayable)),
                })}
              </p>
              <p className="text-sm text-muted-foreground" data-testid="home-rate-note">
                {t("home.rateNote")}
              </p>
              <OwnershipShares customer={down} bank={100 - down} />
            </>
          )}
        </div>
      </div>
      <DetailedCalculatorLink slug="home-finance" query={{ price, downPayment: down, years, rate }} />
    </section>
  );
}

/** Who owns what on day one, as a bar with the numbers in words beside it (mirrored right to left, like the words). */
function OwnershipShares({ customer, bank }: { customer: number; bank: number }) {
  const t = useT("islamic");
  return (
    <div>
      <h4 className="text-sm font-semibold">{t("home.ownership")}</h4>
      <svg
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        className="mt-2 h-4 w-full overflow-hidden rounded rtl:-scale-x-100"
        aria-hidden="true"
      >
        <rect x="0" y="0" width={customer} height="8" className="fill-primary" />
        <rect x={customer} y="0" width={bank} height="8" className="fill-muted-foreground/40" />
      </svg>
      <dl className="mt-2 flex justify-between text-sm">
        <div className="flex gap-1">
          <dt>{t("home.yourShare")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="home-customer-share">
            {formatPercent(customer)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t("home.bankShare")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="home-bank-share">
            {formatPercent(bank)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

import { useState } from "react";
import { formatPercentValue, formatUsd } from "#app/components/live/format.ts";
import { calculatorUsed } from "#app/lib/goal-beacon.ts";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { loan } from "#domain/calc/loan.ts";
import { LOAN_AMOUNT, LOAN_RATE_PERCENT, LOAN_TERM_YEARS } from "#domain/calculator-bounds.ts";
import { LoanChart } from "./loan-chart.tsx";
import { SliderField } from "./slider-field.tsx";

/** SPEC §2/§9 loan calculator, with a yearly amortisation schedule and a principal/interest chart. */
export function LoanCalculator() {
  const t = useT("tools");
  const locale = useLocale();
  const usd = (value: number) => formatUsd(value, locale);
  const wholeUsd = (value: number) => formatUsd(value, locale, 0);
  const [amount, setAmount] = useState<number>(LOAN_AMOUNT.default);
  const [rate, setRate] = useState<number>(LOAN_RATE_PERCENT.default);
  const [years, setYears] = useState<number>(LOAN_TERM_YEARS.default);
  // The first change is the calculator's use (a conversion goal, counted by the server).
  const used =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      calculatorUsed("loan");
      set(value);
    };
  const summary = loan(amount, rate, years);
  const schedule = summary.years;
  const firstYear = schedule[0];
  const chartSummary = firstYear
    ? t("loan.chartSummary", {
        count: years,
        principal: wholeUsd(amount),
        interest: wholeUsd(summary.totalInterest),
        firstInterest: wholeUsd(firstYear.interest),
        firstPrincipal: wholeUsd(firstYear.principal),
      })
    : "";

  return (
    <section aria-labelledby="loan-heading" className="space-y-6">
      <div>
        <h2 id="loan-heading" className="text-2xl font-semibold">
          {t("loan.title")}
        </h2>
        <p className="mt-1 text-muted-foreground">{t("loan.intro")}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6 rounded-xl border bg-card p-6">
          <SliderField
            label={t("loan.amount")}
            value={amount}
            range={LOAN_AMOUNT}
            onChange={used(setAmount)}
            format={wholeUsd}
          />
          <SliderField
            label={t("loan.rate")}
            value={rate}
            range={LOAN_RATE_PERCENT}
            onChange={used(setRate)}
            format={(v) => formatPercentValue(v, locale, 1)}
          />
          <SliderField
            label={t("loan.term")}
            value={years}
            range={LOAN_TERM_YEARS}
            onChange={used(setYears)}
            format={(v) => t("loan.years", { count: v })}
          />
        </div>
        <div className="grid content-start gap-4 rounded-xl border bg-card p-6" aria-live="polite">
          <dl className="grid grid-cols-2 gap-4">
            <div className="col-span-2 rounded-lg bg-primary/10 p-4">
              <dt className="text-sm text-muted-foreground">{t("loan.monthly")}</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid="loan-monthly">
                {usd(summary.monthlyPayment)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t("loan.total")}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="loan-total">
                {usd(summary.totalPayment)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t("loan.interest")}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="loan-interest">
                {usd(summary.totalInterest)}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted-foreground">
            {t("loan.note", { count: summary.months })}
            {summary.lastPayment !== summary.monthlyPayment && (
              <> {t("loan.rounding", { last: usd(summary.lastPayment) })}</>
            )}
          </p>
        </div>
      </div>
      <div className="space-y-4 rounded-xl border bg-card p-6">
        <h3 className="text-lg font-semibold">{t("loan.chartHeading")}</h3>
        <LoanChart rows={schedule} summary={chartSummary} />
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-primary">{t("loan.schedule")}</summary>
          {/* The schedule scrolls within its box: the box takes the keyboard focus (arrow keys scroll it). */}
          <section
            aria-label={t("loan.scheduleCaption")}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="mt-3 max-h-96 overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            {/* Amounts end-aligned in both directions (their right edge in English, left in Arabic). */}
            <table className="w-full text-end text-sm tabular-nums">
              <caption className="sr-only">{t("loan.scheduleCaption")}</caption>
              <thead className="sticky top-0 bg-card">
                <tr className="border-b">
                  <th scope="col" className="py-2 text-start font-medium">
                    {t("loan.column.year")}
                  </th>
                  <th scope="col" className="py-2 ps-2 font-medium">
                    {t("loan.column.principal")}
                  </th>
                  <th scope="col" className="py-2 ps-2 font-medium">
                    {t("loan.column.interest")}
                  </th>
                  <th scope="col" className="py-2 ps-2 font-medium">
                    {t("loan.column.balance")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.map((row) => (
                  <tr key={row.year} className="border-b last:border-0">
                    <th scope="row" className="py-1.5 text-start font-normal">
                      {row.year}
                    </th>
                    <td className="ps-2">{usd(row.principal)}</td>
                    <td className="ps-2">{usd(row.interest)}</td>
                    <td className="ps-2">{usd(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
      </div>
    </section>
  );
}

import { useState } from "react";
import { formatMoney, formatPercent } from "#domain/calc/format.ts";
import { loanSummary, yearlySchedule } from "#domain/calc/loan.ts";
import { LOAN_AMOUNT, LOAN_RATE_PERCENT, LOAN_TERM_YEARS } from "#domain/constants.ts";
import { LoanChart } from "./loan-chart.tsx";
import { SliderField } from "./slider-field.tsx";

const usd = (value: number) => formatMoney(value, "USD");
const wholeUsd = (value: number) => formatMoney(value, "USD", 0);

/** SPEC §2/§9 loan calculator, with a yearly amortisation schedule and a principal/interest chart. */
export function LoanCalculator() {
  const [amount, setAmount] = useState<number>(LOAN_AMOUNT.default);
  const [rate, setRate] = useState<number>(LOAN_RATE_PERCENT.default);
  const [years, setYears] = useState<number>(LOAN_TERM_YEARS.default);
  const summary = loanSummary(amount, rate, years);
  const schedule = yearlySchedule(amount, rate, years);
  const firstYear = schedule[0];
  const chartSummary = firstYear
    ? `Over ${years} years you repay ${wholeUsd(amount)} of principal and ${wholeUsd(summary.totalInterest)} of interest. In year 1, ${wholeUsd(firstYear.interest)} goes to interest and ${wholeUsd(firstYear.principal)} to principal; the interest share falls every year.`
    : "";

  return (
    <section aria-labelledby="loan-heading" className="space-y-6">
      <div>
        <h2 id="loan-heading" className="text-2xl font-semibold">
          Loan Calculator
        </h2>
        <p className="mt-1 text-muted-foreground">
          Monthly payment by the standard amortisation formula, with what the loan costs over its life.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6 rounded-xl border bg-card p-6">
          <SliderField label="Loan amount" value={amount} range={LOAN_AMOUNT} onChange={setAmount} format={wholeUsd} />
          <SliderField
            label="Interest rate"
            value={rate}
            range={LOAN_RATE_PERCENT}
            onChange={setRate}
            format={(v) => formatPercent(v, 1)}
          />
          <SliderField
            label="Loan term"
            value={years}
            range={LOAN_TERM_YEARS}
            onChange={setYears}
            format={(v) => `${v} ${v === 1 ? "year" : "years"}`}
          />
        </div>
        <div className="grid content-start gap-4 rounded-xl border bg-card p-6" aria-live="polite">
          <dl className="grid grid-cols-2 gap-4">
            <div className="col-span-2 rounded-lg bg-primary/10 p-4">
              <dt className="text-sm text-muted-foreground">Monthly Payment</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid="loan-monthly">
                {usd(summary.monthlyPayment)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Total Payment</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="loan-total">
                {usd(summary.totalPayment)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Total Interest</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="loan-interest">
                {usd(summary.totalInterest)}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted-foreground">
            {summary.months} monthly payments. Figures are estimates; lenders may add fees.
          </p>
        </div>
      </div>
      <div className="space-y-4 rounded-xl border bg-card p-6">
        <h3 className="text-lg font-semibold">Principal vs. interest by year</h3>
        <LoanChart rows={schedule} summary={chartSummary} />
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-primary">Amortisation schedule (by year)</summary>
          <div className="mt-3 max-h-96 overflow-auto">
            <table className="w-full text-end text-sm tabular-nums">
              <caption className="sr-only">Amortisation schedule by year</caption>
              <thead className="sticky top-0 bg-card">
                <tr className="border-b">
                  <th scope="col" className="py-2 text-start font-medium">
                    Year
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Principal
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Interest
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.map((row) => (
                  <tr key={row.year} className="border-b last:border-0">
                    <th scope="row" className="py-1.5 text-start font-normal">
                      {row.year}
                    </th>
                    <td>{usd(row.principal)}</td>
                    <td>{usd(row.interest)}</td>
                    <td>{usd(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
    </section>
  );
}

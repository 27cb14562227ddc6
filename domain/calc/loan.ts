import { levelInstalment } from "#domain/finance/cash-flows.ts";
import { type Fils, roundFils, toAed, toFils } from "#domain/finance/money.ts";
import { type FilsRow, levelSchedule, totals } from "#domain/finance/schedule.ts";

/**
 * The conventional loan calculator (SPEC §9 "Loan calculator"), computed by the finance engine
 * (domain/finance, decision 023) in hundredths of the currency: the engine's fils are the
 * calculator's cents. The monthly payment is the standard amortisation formula over the monthly rate
 * and the number of months, rounded once to the cent; each month's interest is the rate on what is
 * still owed, rounded to the cent; the last payment is whatever clears the balance. So the schedule
 * repays exactly the amount, and the total is what the payments add up to.
 */

export type ScheduleYear = { year: number; principal: number; interest: number; balance: number };

export type Loan = {
  months: number;
  /** Every payment but the last. */
  monthlyPayment: number;
  /** The last payment: the balance left and its interest (what rounding leaves, a few cents either way). */
  lastPayment: number;
  /** Every payment added up: the amount plus the total interest. */
  totalPayment: number;
  totalInterest: number;
  /** The schedule summed by year: what each year's payments repay and cost, and what is left. */
  years: ScheduleYear[];
};

/** The loan month by month, in cents (the finance engine's fils): its level payment and its rows. */
export function loanInCents(amount: number, annualRatePercent: number, years: number) {
  const months = Math.round(years * 12);
  const principal = toFils(amount);
  const monthlyRate = annualRatePercent / 1200;
  const payment = roundFils(levelInstalment(principal, monthlyRate, months));
  return { principal, payment, rows: levelSchedule(principal, monthlyRate, months, payment) };
}

/** The calculator's figures for `amount` at `annualRatePercent` over `years`. */
export function loan(amount: number, annualRatePercent: number, years: number): Loan {
  const { principal, payment, rows } = loanInCents(amount, annualRatePercent, years);
  const sums = totals(rows);
  return {
    months: rows.length,
    monthlyPayment: toAed(payment),
    lastPayment: toAed(rows.at(-1)?.payment ?? 0),
    totalPayment: toAed(sums.payments),
    totalInterest: toAed(sums.profit),
    years: byYear(rows, principal),
  };
}

/** Month rows summed by year of the loan, in cents until the end. */
function byYear(rows: readonly FilsRow[], principal: Fils): ScheduleYear[] {
  const years: { principal: Fils; interest: Fils; balance: Fils }[] = [];
  for (const row of rows) {
    const index = Math.ceil(row.month / 12) - 1;
    years[index] ??= { principal: 0, interest: 0, balance: principal };
    const year = years[index];
    year.principal += row.principal;
    year.interest += row.profit;
    year.balance = row.balance;
  }
  return years.map((year, index) => ({
    year: index + 1,
    principal: toAed(year.principal),
    interest: toAed(year.interest),
    balance: toAed(year.balance),
  }));
}

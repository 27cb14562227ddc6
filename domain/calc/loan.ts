/**
 * Loan arithmetic (SPEC §9 "Loan calculator"): the standard amortisation formula with the monthly rate
 * and the number of months. Pure functions, shared by the loan calculator and the Ijarah rent.
 */

/**
 * Level monthly payment that repays `principal` over `months` at `annualRatePercent`:
 * P · r / (1 − (1 + r)^−n) with r the monthly rate. A 0 % rate is plain division (no divide by zero).
 */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0 || principal <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

export type LoanSummary = { months: number; monthlyPayment: number; totalPayment: number; totalInterest: number };

/** SPEC §9: total is payment × months; interest is total − amount. */
export function loanSummary(amount: number, annualRatePercent: number, years: number): LoanSummary {
  const months = Math.round(years * 12);
  const payment = monthlyPayment(amount, annualRatePercent, months);
  const totalPayment = payment * months;
  return { months, monthlyPayment: payment, totalPayment, totalInterest: totalPayment - amount };
}

export type ScheduleYear = { year: number; principal: number; interest: number; balance: number };

/** The amortisation schedule summed by year: what each year's payments repay and cost, and what is left. */
export function yearlySchedule(amount: number, annualRatePercent: number, years: number): ScheduleYear[] {
  const { months, monthlyPayment: payment } = loanSummary(amount, annualRatePercent, years);
  const r = annualRatePercent / 100 / 12;
  const rows: ScheduleYear[] = [];
  let balance = amount;
  for (let month = 1; month <= months; month++) {
    const interest = balance * r;
    // The last payment clears the balance exactly, absorbing floating-point drift.
    const principal = month === months ? balance : payment - interest;
    balance -= principal;
    const year = Math.ceil(month / 12);
    const row = rows[year - 1] ?? { year, principal: 0, interest: 0, balance: 0 };
    row.principal += principal;
    row.interest += interest;
    row.balance = Math.max(0, balance);
    rows[year - 1] = row;
  }
  return rows;
}

/**
 * Time value of money for monthly instalment finance, in plain numbers (no rounding: callers round at
 * the edge). Rates here are monthly fractions (0.004 = 0.4 % a month) unless a name says percent.
 */

/** A monthly rate this small is zero: below the solver's resolution (a sale at no markup). */
const ZERO_RATE = 1e-15;

/**
 * 1 − (1 + r)^−n and (1 + r)^n − 1 through log1p/expm1: the plain formulas lose every significant digit
 * when r is tiny (a markup of a fraction of a percent over many months), the schedule with them.
 */
const discountFall = (r: number, n: number) => -Math.expm1(-n * Math.log1p(r));
const growthRise = (r: number, n: number) => Math.expm1(n * Math.log1p(r));

/** The level instalment that repays `principal` over `months` at `monthlyRate` (a spreadsheet's PMT). */
export function levelInstalment(principal: number, monthlyRate: number, months: number): number {
  if (months <= 0) return 0;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / discountFall(monthlyRate, months);
}

/** What is still owed after `paid` level instalments (the balance of a reducing-balance schedule). */
export function balanceAfter(principal: number, monthlyRate: number, months: number, paid: number): number {
  if (paid >= months) return 0;
  if (monthlyRate === 0) return principal - (principal / months) * paid;
  const rise = growthRise(monthlyRate, paid);
  return principal * (1 + rise) - levelInstalment(principal, monthlyRate, months) * (rise / monthlyRate);
}

/**
 * The monthly internal rate of return of a customer's cash flows: `received` at the start (the amount
 * financed net of upfront fees), then `payments[k]` at the end of month k + 1. Found by bisection,
 * which cannot diverge: the present value of the payments falls as the rate rises.
 */
export function monthlyIrr(received: number, payments: readonly number[]): number {
  const presentValue = (rate: number) => {
    let value = 0;
    let discount = 1;
    for (const payment of payments) {
      discount /= 1 + rate;
      value += payment * discount;
    }
    return value;
  };
  let low = -0.99;
  let high = 1;
  while (presentValue(high) > received && high < 1e6) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  const rate = (low + high) / 2;
  return Math.abs(rate) < ZERO_RATE ? 0 : rate;
}

/**
 * The monthly IRR of a finance, or 0 when nothing is financed (a calculator cleared to a price of 0:
 * there is no rate to find, and bisection would settle on its lower bound).
 */
export function financeIrr(received: number, payments: readonly number[]): number {
  return received > 0 && payments.some((payment) => payment > 0) ? monthlyIrr(received, payments) : 0;
}

/** The annual percentage rate: 12 × the monthly IRR, in percent. */
export function aprPercent(monthlyRate: number): number {
  return monthlyRate * 12 * 100;
}

/** The effective annual rate: (1 + monthly rate)^12 − 1, in percent. */
export function effectiveAnnualPercent(monthlyRate: number): number {
  return ((1 + monthlyRate) ** 12 - 1) * 100;
}

export type ScheduleRow = { month: number; payment: number; profit: number; principal: number; balance: number };

/**
 * A reducing-balance schedule: each instalment pays the month's profit on what is still owed, the rest
 * repays the amount. Profit is never charged on profit. The last row clears the balance exactly.
 */
export function reducingSchedule(principal: number, monthlyRate: number, months: number): ScheduleRow[] {
  const payment = levelInstalment(principal, monthlyRate, months);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const profit = balance * monthlyRate;
    const repaid = month === months ? balance : payment - profit;
    balance = month === months ? 0 : balance - repaid;
    rows.push({ month, payment: repaid + profit, profit, principal: repaid, balance });
  }
  return rows;
}

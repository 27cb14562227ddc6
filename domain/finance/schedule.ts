import { type Fils, roundFils, sum } from "./money.ts";

/**
 * One month of a schedule, in fils: `payment` is exactly `profit` + `principal`; `balance` is what is
 * still owed (or, for Diminishing Musharakah, the share the financier still owns) after it; `takaful`
 * is the contribution paid beside it, charged on what was owed before it.
 */
export type FilsRow = {
  month: number;
  payment: Fils;
  profit: Fils;
  principal: Fils;
  balance: Fils;
  takaful: Fils;
};

/** Takaful for a month: `percentPerMonth` of what was owed at its start, rounded to the fils. */
const takafulOn = (owed: Fils, percentPerMonth: number) => roundFils((owed * percentPerMonth) / 100);

/**
 * A sale whose instalments are fixed in advance (Murabaha): each instalment divided into profit and
 * principal by the reducing-balance method at `monthlyRate` (the rate the sale price implies). Profit
 * is rounded cumulatively, so no row's profit is negative and the rows' profit sums to `totalProfit`
 * exactly; the principal then sums to the price and the balance ends at 0.
 */
export function saleSchedule(
  price: Fils,
  instalments: readonly Fils[],
  monthlyRate: number,
  takafulPercent = 0,
): FilsRow[] {
  const totalProfit = sum(instalments) - price;
  const rows: FilsRow[] = [];
  let exactBalance = price;
  let exactProfit = 0;
  let roundedProfit = 0;
  let balance = price;
  instalments.forEach((payment, index) => {
    const last = index === instalments.length - 1;
    exactProfit += exactBalance * monthlyRate;
    exactBalance -= payment - exactBalance * monthlyRate;
    const cumulative = last ? totalProfit : Math.min(totalProfit, roundFils(exactProfit));
    const profit = Math.max(0, cumulative - roundedProfit);
    roundedProfit += profit;
    const takaful = takafulOn(balance, takafulPercent);
    const principal = payment - profit;
    balance -= principal;
    rows.push({ month: index + 1, payment, profit, principal, balance, takaful });
  });
  return rows;
}

/**
 * A level-rent lease (Ijarah ending in ownership), the way a financier computes it: each month's
 * profit is the rate on what is still owed, rounded to the fils; the rest of the level instalment
 * repays the principal; the last instalment is whatever clears the balance.
 */
export function levelSchedule(
  principal: Fils,
  monthlyRate: number,
  months: number,
  instalment: Fils,
  takafulPercent = 0,
): FilsRow[] {
  const rows: FilsRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const profit = roundFils(balance * monthlyRate);
    const takaful = takafulOn(balance, takafulPercent);
    const repaid = month === months ? balance : Math.min(balance, instalment - profit);
    balance -= repaid;
    rows.push({ month, payment: repaid + profit, profit, principal: repaid, balance, takaful });
  }
  return rows;
}

/**
 * Diminishing Musharakah: the customer buys the financier's share in equal units (rounded to the fils,
 * the last unit what is left) and pays rent at `monthlyRate` on the share the financier still owns.
 */
export function unitsSchedule(financed: Fils, monthlyRate: number, months: number, takafulPercent = 0): FilsRow[] {
  const unit = roundFils(financed / months);
  const rows: FilsRow[] = [];
  let owned = financed;
  for (let month = 1; month <= months; month++) {
    const rent = roundFils(owned * monthlyRate);
    const takaful = takafulOn(owned, takafulPercent);
    const bought = month === months ? owned : Math.min(owned, unit);
    owned -= bought;
    rows.push({ month, payment: bought + rent, profit: rent, principal: bought, balance: owned, takaful });
  }
  return rows;
}

/** What a schedule adds up to, in fils. */
export function totals(rows: readonly FilsRow[]) {
  return {
    payments: sum(rows.map((row) => row.payment)),
    profit: sum(rows.map((row) => row.profit)),
    principal: sum(rows.map((row) => row.principal)),
    takaful: sum(rows.map((row) => row.takaful)),
  };
}

/** What is owed after `paid` instalments (the whole principal before the first). */
export const owedAfter = (rows: readonly FilsRow[], principal: Fils, paid: number): Fils =>
  paid <= 0 ? principal : (rows[Math.min(paid, rows.length) - 1]?.balance ?? 0);

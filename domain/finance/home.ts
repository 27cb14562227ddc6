import {
  aprPercent,
  balanceAfter,
  effectiveAnnualPercent,
  levelInstalment,
  monthlyIrr,
  reducingSchedule,
  type ScheduleRow,
} from "./cash-flows.ts";

/**
 * UAE Central Bank consumer-protection standards cap the fee for settling home finance early at 1 % of
 * the outstanding amount, at most AED 10,000. Both are settings of a calculation, not of the law.
 */
export const EARLY_SETTLEMENT = { feePercent: 1, feeCap: 10_000 } as const;

export type HomeFinanceInput = {
  price: number;
  /** Down payment, percent of the price. */
  downPayment: number;
  years: number;
  /** Profit rate on the reducing balance, percent a year. */
  rate: number;
  /** Upfront fee, AED. */
  fee: number;
  /** Takaful contribution, percent of the outstanding amount each month (0 when not included). */
  takaful: number;
  /** Settle early after this many monthly payments (omitted: no early settlement). */
  settleAfter?: number;
  /** Years the rate is fixed before it follows the benchmark (omitted: no rate-reset table). */
  fixedYears?: number;
  settlementFeePercent?: number;
  settlementFeeCap?: number;
};

export type OwnershipRow = ScheduleRow & {
  /** Takaful paid with this instalment. */
  takaful: number;
  /** The customer's share of the home after this payment (down payment plus units bought), percent. */
  customerShare: number;
};

export type EarlySettlement = { month: number; outstanding: number; fee: number; total: number };

export type HomeFinanceResult = {
  financed: number;
  months: number;
  ijarah: { monthly: number; totalProfit: number; flatRate: number; apr: number; effectiveAnnualRate: number };
  musharakah: { firstMonthly: number; lastMonthly: number; totalProfit: number; flatRate: number; apr: number };
  earlySettlement?: EarlySettlement;
  /** The Ijarah instalment after the fixed years if the benchmark moves by −2, −1, +1, +2 points. */
  rateResets?: RateReset[];
  /** The Ijarah (level, reducing-balance) schedule, month by month. */
  schedule: OwnershipRow[];
  /** Diminishing Musharakah: equal units of the bank's share bought each month, rent on what it still owns. */
  musharakahSchedule: OwnershipRow[];
};

/**
 * Home finance under both common structures, side by side. Ijarah: a lease whose level rent repays the
 * bank's cost at the profit rate on the reducing balance (the same schedule as a conventional
 * amortisation, which is what lets the two be compared). Diminishing Musharakah: the customer buys the
 * bank's share in equal units and pays rent on the share the bank still owns, so payments fall.
 * Takaful, when given, is a percentage of what is still outstanding each month, and counts in the APR
 * like the fee: both are costs of the finance the customer cannot avoid.
 */
export function homeFinance(input: HomeFinanceInput): HomeFinanceResult {
  const months = Math.round(input.years * 12);
  const down = (input.price * input.downPayment) / 100;
  const financed = input.price - down;
  const r = input.rate / 100 / 12;
  const takafulRate = input.takaful / 100;
  const share = (balance: number) => ((input.price - balance) / input.price) * 100;
  const withTakaful = (row: ScheduleRow, previousBalance: number): OwnershipRow => ({
    ...row,
    takaful: previousBalance * takafulRate,
    customerShare: share(row.balance),
  });

  let previous = financed;
  const schedule = reducingSchedule(financed, r, months).map((row) => {
    const out = withTakaful(row, previous);
    previous = row.balance;
    return out;
  });

  const unit = financed / months;
  const musharakahSchedule: OwnershipRow[] = [];
  let owned = financed;
  for (let month = 1; month <= months; month++) {
    const rent = owned * r;
    const bought = month === months ? owned : unit;
    const takaful = owned * takafulRate;
    owned = month === months ? 0 : owned - bought;
    musharakahSchedule.push({
      month,
      payment: bought + rent,
      profit: rent,
      principal: bought,
      balance: owned,
      takaful,
      customerShare: share(owned),
    });
  }

  const cost = (rows: OwnershipRow[]) => rows.map((row) => row.payment + row.takaful);
  const ijarahRate = monthlyIrr(financed - input.fee, cost(schedule));
  const musharakahRate = monthlyIrr(financed - input.fee, cost(musharakahSchedule));
  const monthly = levelInstalment(financed, r, months);
  const ijarahProfit = schedule.reduce((sum, row) => sum + row.profit, 0);
  const musharakahProfit = musharakahSchedule.reduce((sum, row) => sum + row.profit, 0);
  const result: HomeFinanceResult = {
    financed,
    months,
    ijarah: {
      monthly,
      totalProfit: ijarahProfit,
      flatRate: flatRateOf(financed, ijarahProfit, input.years),
      apr: aprPercent(ijarahRate),
      effectiveAnnualRate: effectiveAnnualPercent(ijarahRate),
    },
    musharakah: {
      firstMonthly: musharakahSchedule[0]?.payment ?? 0,
      lastMonthly: musharakahSchedule.at(-1)?.payment ?? 0,
      totalProfit: musharakahProfit,
      flatRate: flatRateOf(financed, musharakahProfit, input.years),
      apr: aprPercent(musharakahRate),
    },
    schedule,
    musharakahSchedule,
  };
  if (input.settleAfter !== undefined) {
    result.earlySettlement = earlySettlement(
      balanceAfter(financed, r, months, input.settleAfter),
      input.settleAfter,
      input.settlementFeePercent ?? EARLY_SETTLEMENT.feePercent,
      input.settlementFeeCap ?? EARLY_SETTLEMENT.feeCap,
    );
  }
  if (input.fixedYears !== undefined) {
    result.rateResets = rateResets(financed, input.rate, input.years, input.fixedYears);
  }
  return result;
}

/** Settling after `month` payments: the outstanding amount, the fee (a percentage, capped), the total. */
export function earlySettlement(
  outstanding: number,
  month: number,
  feePercent: number,
  feeCap: number,
): EarlySettlement {
  const fee = Math.min((outstanding * feePercent) / 100, feeCap);
  return { month, outstanding, fee, total: outstanding + fee };
}

/** The flat rate that would charge the same total profit: profit ÷ amount ÷ years, percent. */
export function flatRateOf(amount: number, totalProfit: number, years: number): number {
  return amount > 0 && years > 0 ? (totalProfit / amount / years) * 100 : 0;
}

export type RateReset = { change: number; rate: number; monthly: number };

/**
 * A variable rate (benchmark + margin) fixed for `fixedYears`: the instalment after the reset if the
 * benchmark has moved by each of `changes` points, re-spread over the months that remain.
 */
export function rateResets(
  financed: number,
  rate: number,
  years: number,
  fixedYears: number,
  changes: readonly number[] = [-2, -1, 1, 2],
): RateReset[] {
  const months = Math.round(years * 12);
  const fixedMonths = Math.min(months, Math.round(fixedYears * 12));
  const outstanding = balanceAfter(financed, rate / 100 / 12, months, fixedMonths);
  return changes.map((change) => {
    const newRate = Math.max(0, rate + change);
    return { change, rate: newRate, monthly: levelInstalment(outstanding, newRate / 100 / 12, months - fixedMonths) };
  });
}

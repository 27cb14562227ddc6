import { aprPercent, effectiveAnnualPercent, financeIrr, levelInstalment } from "./cash-flows.ts";
import {
  type Affordability,
  affordability,
  type FeeCap,
  personalFinanceFeeCap,
  type SalaryMultiple,
  salaryMultiple,
} from "./limits.ts";
import { type Fils, instalmentsOf, roundFils, sum, toAed, toFils } from "./money.ts";
import { type FilsRow, owedAfter, saleSchedule, totals } from "./schedule.ts";

/**
 * How a quoted profit rate is meant. Gulf banks advertise Murabaha and personal finance as a flat rate
 * a year ("6 % flat p.a."): the rate on the whole price for every year of the term. A reducing rate
 * (APR-like) is charged on what is still owed; a total markup is the sale's profit over the whole term
 * (how BNPL sales quote it, and what `markup` meant before the basis was asked).
 */
export const RATE_BASES = ["flat", "reducing", "total"] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/**
 * The UAE Central Bank's early-settlement fee for retail finance: at most 1 % of the outstanding
 * amount and at most AED 10,000. The same cap applies to home finance (see home.ts).
 */
export const SETTLEMENT_FEE_CAP = { percent: 1, aed: 10_000 } as const;

export type MurabahaInput = {
  /** The asset's price (the amount financed), AED. */
  price: number;
  /** The profit rate, percent, read by `basis`. */
  rate: number;
  basis: RateBasis;
  /** Number of monthly instalments. */
  months: number;
  /** An upfront fee paid at the start, AED (0 when none). */
  fee: number;
  /** Takaful, percent of the outstanding price each month (0 when not included). */
  takaful?: number;
  /** Settle early after this many instalments (omitted: the statement's example is halfway). */
  settleAfter?: number;
  /** Monthly salary and other monthly obligations, AED, for the debt-burden ratio (omitted: not shown). */
  salary?: number;
  obligations?: number;
};

export type ScheduleRow = {
  month: number;
  payment: number;
  profit: number;
  principal: number;
  balance: number;
  takaful: number;
};

export type SaleSettlement = {
  /** Instalments paid before settling. */
  month: number;
  /** The price not yet repaid: what is owed. */
  outstanding: number;
  /** The instalments not yet due. */
  remainingInstalments: number;
  /** The profit of those instalments, waived (ibra'): remaining instalments − outstanding. */
  rebate: number;
  /** 1 % of the outstanding amount, at most AED 10,000. */
  fee: number;
  /** What the customer pays to settle: outstanding + fee. */
  total: number;
};

export type MurabahaResult = {
  basis: RateBasis;
  rate: number;
  /** The regular instalment (every one but the last). */
  monthly: number;
  /** The last instalment: the regular one plus or minus what rounding to the fils left over. */
  lastMonthly: number;
  instalments: number;
  /** The sale price: price + profit. */
  salePrice: number;
  /** The financier's profit over the whole term. The fee is a charge of its own. */
  totalProfit: number;
  totalTakaful: number;
  /** Takaful with the first instalment. */
  firstTakaful: number;
  /** Everything the customer pays: the instalments, takaful and the fee. */
  totalPayable: number;
  /** The profit as a flat rate a year on the price, percent. */
  flatRate: number;
  /** The profit as a total markup on the price over the term, percent. */
  markup: number;
  /** 12 × the monthly IRR of (price − fee received; instalments and takaful paid), percent. */
  apr: number;
  effectiveAnnualRate: number;
  /** The reducing rate the sale price implies, without fee or takaful, percent a year. */
  reducingRate: number;
  /** Absent for a single instalment: there is no instalment to settle after. */
  earlySettlement?: SaleSettlement;
  affordability?: Affordability;
  /** The amount financed against 20 monthly salaries (with a salary only). */
  salaryMultiple?: SalaryMultiple;
  /** The upfront fee against the UAE Central Bank's cap on a personal-finance processing fee. */
  feeCap: FeeCap;
  schedule: ScheduleRow[];
};

/** The sale's profit in fils for a rate quoted on `basis` (rounded once, here). */
export function saleProfit(price: Fils, rate: number, basis: RateBasis, months: number): Fils {
  switch (basis) {
    case "flat":
      return roundFils((price * rate * months) / 1200);
    case "total":
      return roundFils((price * rate) / 100);
    case "reducing":
      return roundFils(levelInstalment(price, rate / 1200, months) * months - price);
  }
}

/** A schedule's row in AED for the pages and the API. */
export const rowInAed = (row: FilsRow): ScheduleRow => ({
  month: row.month,
  payment: toAed(row.payment),
  profit: toAed(row.profit),
  principal: toAed(row.principal),
  balance: toAed(row.balance),
  takaful: toAed(row.takaful),
});

/** Settling after `paid` instalments of a sale: owed, the profit waived, the capped fee, the total. */
export function saleSettlement(rows: readonly FilsRow[], price: Fils, paid: number): SaleSettlement {
  const outstanding = owedAfter(rows, price, paid);
  const remaining = sum(rows.slice(paid).map((row) => row.payment));
  const fee = Math.min(roundFils((outstanding * SETTLEMENT_FEE_CAP.percent) / 100), SETTLEMENT_FEE_CAP.aed * 100);
  return {
    month: paid,
    outstanding: toAed(outstanding),
    remainingInstalments: toAed(remaining),
    rebate: toAed(remaining - outstanding),
    fee: toAed(fee),
    total: toAed(outstanding + fee),
  };
}

/**
 * How much more settling early costs than paying the instalments not yet due (0 when it costs less):
 * the fee is above the profit waived, as with a sale at 0 % or little left to run.
 */
export function settlementExtra(settlement: SaleSettlement): number {
  return Math.max(0, toAed(toFils(settlement.total) - toFils(settlement.remainingInstalments)));
}

/**
 * A Murabaha sale paid in instalments: the sale price (the price plus the agreed profit) is fixed and
 * disclosed when the contract is signed and split into equal instalments, the last one absorbing what
 * rounding to the fils leaves. The schedule divides each instalment into profit and principal by the
 * reducing-balance method at the rate the sale price implies: how a financier allocates it, and what
 * an early settlement's rebate (ibra') is measured against.
 */
export function murabaha(input: MurabahaInput): MurabahaResult {
  const price = toFils(input.price);
  const fee = toFils(input.fee);
  const profit = saleProfit(price, input.rate, input.basis, input.months);
  const payments = instalmentsOf(price + profit, input.months);
  const aed = payments.map(toAed);
  const saleRate = financeIrr(input.price, aed);
  const rows = saleSchedule(price, payments, saleRate, input.takaful ?? 0);
  const sums = totals(rows);
  const withCosts = financeIrr(
    toAed(price - fee),
    rows.map((row) => toAed(row.payment + row.takaful)),
  );
  const first = rows[0]!;
  const years = input.months / 12;
  const result: MurabahaResult = {
    basis: input.basis,
    rate: input.rate,
    monthly: toAed(payments[0]!),
    lastMonthly: toAed(payments.at(-1)!),
    instalments: input.months,
    salePrice: toAed(price + profit),
    totalProfit: toAed(profit),
    totalTakaful: toAed(sums.takaful),
    firstTakaful: toAed(first.takaful),
    totalPayable: toAed(sums.payments + sums.takaful + fee),
    flatRate: price > 0 ? (profit / price / years) * 100 : 0,
    markup: price > 0 ? (profit / price) * 100 : 0,
    apr: aprPercent(withCosts),
    effectiveAnnualRate: effectiveAnnualPercent(withCosts),
    reducingRate: aprPercent(saleRate),
    feeCap: personalFinanceFeeCap(input.fee, input.price),
    schedule: rows.map(rowInAed),
  };
  // The example is the instalment asked for, else halfway; a sale of one instalment has none.
  if (input.months >= 2) {
    result.earlySettlement = saleSettlement(rows, price, input.settleAfter ?? Math.floor(input.months / 2));
  }
  if (input.salary !== undefined && input.salary > 0) {
    result.affordability = affordability(input.salary, input.obligations ?? 0, toAed(first.payment + first.takaful));
    result.salaryMultiple = salaryMultiple(input.price, input.salary);
  }
  return result;
}

import { aprPercent, effectiveAnnualPercent, financeIrr, levelInstalment } from "./cash-flows.ts";
import {
  type Affordability,
  affordability,
  type HomeKind,
  type LoanToValue,
  loanToValue,
  type Residency,
} from "./limits.ts";
import { type Fils, roundFils, toAed, toFils } from "./money.ts";
import { rowInAed, type ScheduleRow, SETTLEMENT_FEE_CAP } from "./murabaha.ts";
import { type FilsRow, levelSchedule, owedAfter, totals, unitsSchedule } from "./schedule.ts";

/**
 * UAE Central Bank consumer-protection standards cap the fee for settling home finance early at 1 % of
 * the outstanding amount, at most AED 10,000. Both are settings of a calculation (a bank may charge
 * less), bounded by the cap.
 */
export const EARLY_SETTLEMENT = { feePercent: SETTLEMENT_FEE_CAP.percent, feeCap: SETTLEMENT_FEE_CAP.aed } as const;

/**
 * What buying a home in Dubai costs in cash beside the down payment, as the defaults of editable
 * fields: the Dubai Land Department's transfer fee (4 % of the price), the mortgage registration fee
 * (0.25 % of the amount financed plus AED 290 of administration), and the financier's valuation.
 */
export const UPFRONT_DEFAULTS = {
  dldPercent: 4,
  registrationPercent: 0.25,
  registrationFixed: 290,
  valuationFee: 3000,
} as const;

export type HomeFinanceInput = {
  price: number;
  /** Down payment, percent of the price. */
  downPayment: number;
  years: number;
  /** Profit rate on the reducing balance, percent a year. */
  rate: number;
  /** The financier's arrangement fee, AED. */
  fee: number;
  /** Takaful contribution, percent of the outstanding amount each month (0 when not included). */
  takaful: number;
  /** Settle early after this many monthly payments (omitted: no early settlement). */
  settleAfter?: number;
  /** Years the rate is fixed before it follows the benchmark (omitted: no rate-reset table). */
  fixedYears?: number;
  settlementFeePercent?: number;
  settlementFeeCap?: number;
  residency?: Residency;
  home?: HomeKind;
  dldPercent?: number;
  registrationPercent?: number;
  registrationFixed?: number;
  valuationFee?: number;
  salary?: number;
  obligations?: number;
};

export type HomeRow = ScheduleRow & {
  /**
   * The down payment plus the principal repaid, percent of the price. Under Diminishing Musharakah
   * this is the customer's ownership share; under Ijarah it is equity only: title stays with the
   * financier until the last payment.
   */
  customerShare: number;
};

export type EarlySettlement = { month: number; outstanding: number; fee: number; total: number };

export type StructureCosts = {
  totalProfit: number;
  flatRate: number;
  apr: number;
  effectiveAnnualRate: number;
  /** Takaful with the first payment, and over the whole term. */
  firstTakaful: number;
  totalTakaful: number;
  /** Every payment, takaful and the arrangement fee. */
  totalPayable: number;
};

export type UpfrontCosts = {
  downPayment: number;
  dldFee: number;
  registrationFee: number;
  valuationFee: number;
  arrangementFee: number;
  /** Everything paid before the first instalment. */
  total: number;
};

export type HomeFinanceResult = {
  financed: number;
  months: number;
  ijarah: StructureCosts & {
    monthly: number;
    lastMonthly: number;
    /** The regular monthly payment with the first month's takaful. */
    monthlyWithTakaful: number;
  };
  musharakah: StructureCosts & {
    firstMonthly: number;
    lastMonthly: number;
    firstMonthlyWithTakaful: number;
  };
  /**
   * Settling early under each structure. Ijarah: the principal that still bears rent; Diminishing
   * Musharakah: the price of the financier's remaining share.
   */
  earlySettlements?: { ijarah: EarlySettlement; musharakah: EarlySettlement };
  /** The Ijarah figure of `earlySettlements`, kept where the API first put it. */
  earlySettlement?: EarlySettlement;
  /** The Ijarah instalment after the fixed years if the benchmark moves by −2, −1, +1, +2 points. */
  rateResets?: RateReset[];
  upfront: UpfrontCosts;
  loanToValue: LoanToValue;
  affordability?: Affordability;
  /** The Ijarah (level rent, reducing balance) schedule, month by month. */
  schedule: HomeRow[];
  /** Diminishing Musharakah: equal units of the financier's share bought each month, rent on what it still owns. */
  musharakahSchedule: HomeRow[];
};

/**
 * Home finance under both common structures, side by side, in fils. Ijarah: a lease whose level rent
 * repays the financier's cost at the profit rate on the reducing balance; title passes at the end.
 * Diminishing Musharakah: the customer buys the financier's share in equal units and pays rent on the
 * share it still owns, so payments fall. Takaful, when given, is a percentage of what is still
 * outstanding each month, and counts in the APR like the fee: both are costs the customer cannot avoid.
 */
export function homeFinance(input: HomeFinanceInput): HomeFinanceResult {
  const months = Math.round(input.years * 12);
  const price = toFils(input.price);
  const down = roundFils((price * input.downPayment) / 100);
  const financed = price - down;
  const fee = toFils(input.fee);
  const r = input.rate / 1200;
  const instalment = roundFils(levelInstalment(financed, r, months));
  const ijarahRows = levelSchedule(financed, r, months, instalment, input.takaful);
  const musharakahRows = unitsSchedule(financed, r, months, input.takaful);
  const inAed = (rows: FilsRow[]): HomeRow[] =>
    rows.map((row) => ({ ...rowInAed(row), customerShare: price > 0 ? ((price - row.balance) / price) * 100 : 0 }));
  const costs = (rows: FilsRow[]): StructureCosts => {
    const sums = totals(rows);
    const rate = financeIrr(
      toAed(financed - fee),
      rows.map((row) => toAed(row.payment + row.takaful)),
    );
    return {
      totalProfit: toAed(sums.profit),
      flatRate: flatRateOf(financed, sums.profit, input.years),
      apr: aprPercent(rate),
      effectiveAnnualRate: effectiveAnnualPercent(rate),
      firstTakaful: toAed(rows[0]!.takaful),
      totalTakaful: toAed(sums.takaful),
      totalPayable: toAed(sums.payments + sums.takaful + fee),
    };
  };
  const dld = roundFils((price * (input.dldPercent ?? UPFRONT_DEFAULTS.dldPercent)) / 100);
  const registration =
    roundFils((financed * (input.registrationPercent ?? UPFRONT_DEFAULTS.registrationPercent)) / 100) +
    toFils(input.registrationFixed ?? UPFRONT_DEFAULTS.registrationFixed);
  const valuation = toFils(input.valuationFee ?? UPFRONT_DEFAULTS.valuationFee);
  const firstIjarah = ijarahRows[0]!;
  const firstMusharakah = musharakahRows[0]!;
  const result: HomeFinanceResult = {
    financed: toAed(financed),
    months,
    ijarah: {
      monthly: toAed(instalment),
      lastMonthly: toAed(ijarahRows.at(-1)!.payment),
      monthlyWithTakaful: toAed(firstIjarah.payment + firstIjarah.takaful),
      ...costs(ijarahRows),
    },
    musharakah: {
      firstMonthly: toAed(firstMusharakah.payment),
      lastMonthly: toAed(musharakahRows.at(-1)!.payment),
      firstMonthlyWithTakaful: toAed(firstMusharakah.payment + firstMusharakah.takaful),
      ...costs(musharakahRows),
    },
    upfront: {
      downPayment: toAed(down),
      dldFee: toAed(dld),
      registrationFee: toAed(registration),
      valuationFee: toAed(valuation),
      arrangementFee: toAed(fee),
      total: toAed(down + dld + registration + valuation + fee),
    },
    loanToValue: loanToValue(input.residency ?? "expat", input.home ?? "first", input.price, toAed(financed)),
    schedule: inAed(ijarahRows),
    musharakahSchedule: inAed(musharakahRows),
  };
  if (input.settleAfter !== undefined) {
    const feePercent = input.settlementFeePercent ?? EARLY_SETTLEMENT.feePercent;
    const feeCap = input.settlementFeeCap ?? EARLY_SETTLEMENT.feeCap;
    const settle = (rows: FilsRow[]) =>
      earlySettlement(owedAfter(rows, financed, input.settleAfter!), input.settleAfter!, feePercent, feeCap);
    result.earlySettlements = { ijarah: settle(ijarahRows), musharakah: settle(musharakahRows) };
    result.earlySettlement = result.earlySettlements.ijarah;
  }
  if (input.fixedYears !== undefined) {
    result.rateResets = rateResets(
      owedAfter(ijarahRows, financed, input.fixedYears * 12),
      input.rate,
      months - input.fixedYears * 12,
    );
  }
  if (input.salary !== undefined && input.salary > 0) {
    // The debt burden is measured on the higher of the two first payments, takaful included.
    const first = Math.max(
      firstIjarah.payment + firstIjarah.takaful,
      firstMusharakah.payment + firstMusharakah.takaful,
    );
    result.affordability = affordability(input.salary, input.obligations ?? 0, toAed(first));
  }
  return result;
}

/** Settling with `outstanding` fils owed after `month` payments: the fee (a percentage, capped) and the total. */
export function earlySettlement(outstanding: Fils, month: number, feePercent: number, feeCap: number): EarlySettlement {
  const fee = Math.min(roundFils((outstanding * feePercent) / 100), toFils(feeCap));
  return { month, outstanding: toAed(outstanding), fee: toAed(fee), total: toAed(outstanding + fee) };
}

/** The flat rate that would charge the same total profit: profit ÷ amount ÷ years, percent. */
export function flatRateOf(amount: number, totalProfit: number, years: number): number {
  return amount > 0 && years > 0 ? (totalProfit / amount / years) * 100 : 0;
}

export type RateReset = { change: number; rate: number; monthly: number };

/**
 * A variable rate (benchmark + margin) fixed for some years: the instalment after the reset if the
 * benchmark has moved by each of `changes` points, re-spread over the `remainingMonths` on what is
 * still owed (`outstanding`, fils).
 */
export function rateResets(
  outstanding: Fils,
  rate: number,
  remainingMonths: number,
  changes: readonly number[] = [-2, -1, 1, 2],
): RateReset[] {
  return changes.map((change) => {
    const newRate = Math.max(0, rate + change);
    return {
      change,
      rate: newRate,
      monthly: toAed(roundFils(levelInstalment(outstanding, newRate / 1200, remainingMonths))),
    };
  });
}

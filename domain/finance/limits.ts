import { roundFils, toAed, toFils } from "./money.ts";

/**
 * The UAE Central Bank's limits a Gulf bank's calculator applies before it shows a schedule. The
 * calculators refuse terms beyond the hard limits (inputs.ts) and show the caps below as warnings: an
 * illustration may explore a case a bank would decline, but it must say so.
 *
 * - Debt-burden ratio: all monthly debt payments at most 50 % of the monthly income (Regulations
 *   regarding Loans and Other Services Offered to Individual Customers, 2011).
 * - Personal finance at most 48 months, and at most 20 times the monthly salary; its processing fee at
 *   most 1 % of the amount, and at most AED 2,500 (same regulations).
 * - Home finance at most 25 years; loan-to-value caps by residency, first or later home and the
 *   price band (Mortgage Regulations, 2013).
 */
export const DEBT_BURDEN_CAP_PERCENT = 50;
export const PERSONAL_FINANCE_MAX_MONTHS = 48;
export const HOME_FINANCE_MAX_YEARS = 25;
export const PERSONAL_FINANCE_SALARY_MULTIPLE = 20;
export const PERSONAL_FINANCE_FEE_CAP = { percent: 1, aed: 2_500 } as const;

export type Affordability = {
  salary: number;
  obligations: number;
  /** The new finance's first monthly payment, takaful included. */
  instalment: number;
  /** (obligations + instalment) ÷ salary, percent. */
  ratio: number;
  cap: number;
  withinCap: boolean;
  /** The largest new monthly payment the cap leaves room for (0 when none): `roomBefore`, kept where the API first put it. */
  room: number;
  /**
   * The cap less the other obligations, before this finance: negative when they are already above it.
   * `roomBefore − instalment = roomAfter`, to the fils: "room left" beside a ratio that already counts the
   * instalment would otherwise read as room still free after it.
   */
  roomBefore: number;
  /** What the cap leaves after this finance's instalment too: negative by how far it is exceeded. */
  roomAfter: number;
};

export function affordability(salary: number, obligations: number, instalment: number): Affordability {
  const ratio = ((obligations + instalment) / salary) * 100;
  const before = roundFils((toFils(salary) * DEBT_BURDEN_CAP_PERCENT) / 100) - toFils(obligations);
  const after = before - toFils(instalment);
  return {
    salary,
    obligations,
    instalment,
    ratio,
    cap: DEBT_BURDEN_CAP_PERCENT,
    withinCap: ratio <= DEBT_BURDEN_CAP_PERCENT,
    room: toAed(Math.max(0, before)),
    roomBefore: toAed(before),
    roomAfter: toAed(after),
  };
}

export type SalaryMultiple = { amount: number; multiple: number; cap: number; withinCap: boolean };

/** Personal finance against the UAE Central Bank's cap of 20 monthly salaries. */
export function salaryMultiple(amount: number, salary: number): SalaryMultiple {
  const cap = toAed(toFils(salary) * PERSONAL_FINANCE_SALARY_MULTIPLE);
  return { amount, multiple: PERSONAL_FINANCE_SALARY_MULTIPLE, cap, withinCap: toFils(amount) <= toFils(cap) };
}

export type FeeCap = { fee: number; cap: number; withinCap: boolean };

/** A personal-finance processing fee against the UAE Central Bank's cap: 1 % of the amount, at most AED 2,500. */
export function personalFinanceFeeCap(fee: number, amount: number): FeeCap {
  const cap = toAed(
    Math.min(
      roundFils((toFils(amount) * PERSONAL_FINANCE_FEE_CAP.percent) / 100),
      toFils(PERSONAL_FINANCE_FEE_CAP.aed),
    ),
  );
  return { fee, cap, withinCap: toFils(fee) <= toFils(cap) };
}

export const RESIDENCIES = ["expat", "national"] as const;
export type Residency = (typeof RESIDENCIES)[number];
export const HOME_KINDS = ["first", "second"] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

/** The price above which a first home's cap is lower. */
export const LTV_PRICE_BAND = 5_000_000;

/** The most a financier may lend, percent of the price (Mortgage Regulations, 2013). */
export function loanToValueCap(residency: Residency, home: HomeKind, price: number): number {
  const national = residency === "national";
  if (home === "second") return national ? 65 : 60;
  if (price > LTV_PRICE_BAND) return national ? 75 : 70;
  return national ? 85 : 80;
}

export type LoanToValue = { cap: number; financedPercent: number; withinCap: boolean; minimumDown: number };

export function loanToValue(residency: Residency, home: HomeKind, price: number, financed: number): LoanToValue {
  const cap = loanToValueCap(residency, home, price);
  const financedPercent = price > 0 ? (financed / price) * 100 : 0;
  return {
    cap,
    financedPercent,
    // A hundredth of a point of slack: a down payment typed as the cap's complement is within it.
    withinCap: financedPercent <= cap + 1e-9,
    minimumDown: 100 - cap,
  };
}

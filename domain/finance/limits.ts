/**
 * The UAE Central Bank's limits a Gulf bank's calculator applies before it shows a schedule. The
 * calculators refuse terms beyond the hard limits (inputs.ts) and show the caps below as warnings: an
 * illustration may explore a case a bank would decline, but it must say so.
 *
 * - Debt-burden ratio: all monthly debt payments at most 50 % of the monthly income (Regulations
 *   regarding Loans and Other Services Offered to Individual Customers, 2011).
 * - Personal finance at most 48 months (same regulations).
 * - Home finance at most 25 years; loan-to-value caps by residency, first or later home and the
 *   price band (Mortgage Regulations, 2013).
 */
export const DEBT_BURDEN_CAP_PERCENT = 50;
export const PERSONAL_FINANCE_MAX_MONTHS = 48;
export const HOME_FINANCE_MAX_YEARS = 25;

export type Affordability = {
  salary: number;
  obligations: number;
  /** The new finance's first monthly payment, takaful included. */
  instalment: number;
  /** (obligations + instalment) ÷ salary, percent. */
  ratio: number;
  cap: number;
  withinCap: boolean;
  /** The largest new monthly payment the cap leaves room for (0 when none). */
  room: number;
};

export function affordability(salary: number, obligations: number, instalment: number): Affordability {
  const ratio = ((obligations + instalment) / salary) * 100;
  return {
    salary,
    obligations,
    instalment,
    ratio,
    cap: DEBT_BURDEN_CAP_PERCENT,
    withinCap: ratio <= DEBT_BURDEN_CAP_PERCENT,
    room: Math.max(0, Math.round(((salary * DEBT_BURDEN_CAP_PERCENT) / 100 - obligations) * 100) / 100),
  };
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

/**
 * The tools' and calculators' bounds, defaults and unit factors (SPEC §9), apart from domain/constants.ts
 * because only the tools pages and the calculators use them: every page loads the site-wide constants,
 * and a shared module is loaded whole (numbers and all) wherever one of its values is used.
 */

// Currency converter
export const CURRENCY_DEFAULT_AMOUNT = 100;
export const CURRENCY_DEFAULT_FROM = "USD";
export const CURRENCY_DEFAULT_TO = "EUR";
export const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "AED", "SAR", "PKR", "INR", "CNY", "CAD"] as const;
export const CURRENCY_RATE_DECIMALS = 4;
export const CURRENCY_RESULT_DECIMALS = 2;
/** The amount to convert: nothing negative, nothing past a trillion (our own bounds). */
export const CURRENCY_AMOUNT = { min: 0, max: 1_000_000_000_000 } as const;

// Unit converter
export const LENGTH_UNITS_PER_METER = {
  meter: 1,
  kilometer: 0.001,
  centimeter: 100,
  millimeter: 1000,
  mile: 0.000621371,
  yard: 1.09361,
  foot: 3.28084,
  inch: 39.3701,
} as const;
export const WEIGHT_UNITS_PER_KILOGRAM = {
  kilogram: 1,
  gram: 1000,
  milligram: 1e6,
  ton: 0.001,
  pound: 2.20462,
  ounce: 35.274,
} as const;
export const UNIT_RESULT_DECIMALS = 4;
/** A length or weight to convert: not negative, at most a billion of any unit (our own bounds). */
export const UNIT_VALUE = { min: 0, max: 1_000_000_000 } as const;
export const UNIT_DEFAULTS = {
  length: { value: 1, from: "meter", to: "foot" },
  weight: { value: 1, from: "kilogram", to: "pound" },
} as const;

// Loan calculator
export const LOAN_AMOUNT = { min: 10_000, max: 1_000_000, step: 5_000, default: 100_000 } as const;
export const LOAN_RATE_PERCENT = { min: 1, max: 15, step: 0.1, default: 5 } as const;
export const LOAN_TERM_YEARS = { min: 1, max: 30, step: 1, default: 30 } as const;

// Islamic BNPL calculator (AED)
export const BNPL_PRICE_DEFAULT = 1000;
/**
 * Typed amounts in AED (our own bounds): no less than the detailed Murabaha calculator accepts (a price
 * of 0 finances nothing, yet showed "APR 0 %"), and no more than such a product finances.
 */
export const BNPL_PRICE = { min: 100, max: 100_000 } as const;
export const BNPL_INSTALLMENTS = { min: 3, max: 12, default: 3 } as const;
export const BNPL_MARKUP_PERCENT = { min: 5, max: 20, default: 10 } as const;

// Home finance calculator (AED)
export const HOME_FINANCE_PRICE_DEFAULT = 500_000;
/** The detailed home-finance calculator's bounds: a price of 0 finances nothing. */
export const HOME_FINANCE_PRICE = { min: 10_000, max: 100_000_000 } as const;
/** From the lowest down payment the UAE Central Bank allows (a UAE national's first home, 15 %). */
export const HOME_FINANCE_DOWN_PAYMENT_PERCENT = { min: 15, max: 50, step: 5, default: 20 } as const;
export const HOME_FINANCE_TENURE_YEARS = { min: 5, max: 25, step: 5, default: 20 } as const;
export const HOME_FINANCE_PROFIT_RATE_PERCENT = { min: 4, max: 12, step: 0.5, default: 7 } as const;

// Advance-salary journey
export const ADVANCE_SALARY_CAP_PERCENT = 50;
export const ADVANCE_SALARY_MONTHLY = { min: 0, max: 1_000_000 } as const;

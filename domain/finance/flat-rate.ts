import { aprPercent, effectiveAnnualPercent, levelInstalment, monthlyIrr } from "./cash-flows.ts";

export type FlatRateResult = {
  monthly: number;
  totalProfit: number;
  /** What a flat-rate offer really costs: 12 × the monthly IRR, percent. */
  apr: number;
  effectiveAnnualRate: number;
};

/**
 * A flat-rate offer: profit is the flat rate on the original amount for every year, even as the
 * amount is repaid, so its true (reducing) rate is close to twice the flat rate.
 */
export function flatRateOffer(amount: number, flatRate: number, years: number): FlatRateResult {
  const months = Math.round(years * 12);
  const totalProfit = (amount * flatRate * years) / 100;
  const monthly = (amount + totalProfit) / months;
  const rate = monthlyIrr(
    amount,
    Array.from({ length: months }, () => monthly),
  );
  return { monthly, totalProfit, apr: aprPercent(rate), effectiveAnnualRate: effectiveAnnualPercent(rate) };
}

/** The other way: the flat rate that charges what a reducing rate charges over the same term. */
export function flatRateFromReducing(amount: number, reducingRate: number, years: number) {
  const months = Math.round(years * 12);
  const monthly = levelInstalment(amount, reducingRate / 100 / 12, months);
  const totalProfit = monthly * months - amount;
  return { monthly, totalProfit, flatRate: (totalProfit / amount / years) * 100 };
}

export type RateConversion = FlatRateResult & { quote: "flat" | "reducing"; flatRate: number };

/**
 * One quoted rate seen both ways: a flat rate with the APR it really costs, or a reducing rate (its
 * own APR without fees) with the flat rate that would charge the same profit.
 */
export function convertRate(amount: number, rate: number, years: number, quote: "flat" | "reducing"): RateConversion {
  if (quote === "flat") return { quote, flatRate: rate, ...flatRateOffer(amount, rate, years) };
  const { monthly, totalProfit, flatRate } = flatRateFromReducing(amount, rate, years);
  return { quote, flatRate, monthly, totalProfit, apr: rate, effectiveAnnualRate: effectiveAnnualPercent(rate / 1200) };
}

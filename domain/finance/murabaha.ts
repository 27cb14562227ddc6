import { aprPercent, effectiveAnnualPercent, monthlyIrr, reducingSchedule, type ScheduleRow } from "./cash-flows.ts";

export type MurabahaInput = {
  /** The asset's price (the amount financed), AED. */
  price: number;
  /** The total markup, in percent of the price (SPEC: total = price × (1 + markup)). */
  markup: number;
  /** Number of monthly instalments. */
  months: number;
  /** An upfront fee paid at the start, AED (0 when none). */
  fee: number;
};

export type MurabahaResult = {
  monthly: number;
  /** The financier's profit: price × markup. The fee is a charge of its own. */
  totalProfit: number;
  /** Everything the customer pays: the instalments and the fee. */
  totalPayable: number;
  /** 12 × the monthly IRR of (price − fee received, then the instalments), percent. */
  apr: number;
  effectiveAnnualRate: number;
  /** The reducing rate implied by the sale price, without the fee, percent a year. */
  reducingRate: number;
  schedule: ScheduleRow[];
};

/**
 * A Murabaha sale paid in instalments: the sale price is fixed and disclosed up front (price plus the
 * agreed markup), split into equal instalments. The schedule shows how each instalment divides into
 * profit and cost by the reducing-balance method at the rate the sale price implies, which is how a
 * bank allocates it and what an early settlement is measured against.
 */
export function murabaha({ price, markup, months, fee }: MurabahaInput): MurabahaResult {
  const salePrice = price * (1 + markup / 100);
  const monthly = salePrice / months;
  const instalments = Array.from({ length: months }, () => monthly);
  const saleRate = monthlyIrr(price, instalments);
  const withFee = monthlyIrr(price - fee, instalments);
  return {
    monthly,
    totalProfit: salePrice - price,
    totalPayable: salePrice + fee,
    apr: aprPercent(withFee),
    effectiveAnnualRate: effectiveAnnualPercent(withFee),
    reducingRate: aprPercent(saleRate),
    schedule: reducingSchedule(price, saleRate, months),
  };
}

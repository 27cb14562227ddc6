import { roundFils, toAed } from "./money.ts";

/**
 * Zakat on wealth, following AAOIFI Shari'ah Standard No. 35 (Zakah): 2.5 % of zakatable wealth held
 * for one lunar year (the hawl), due only when it reaches the nisab, the value of 85 g of pure gold or
 * of 595 g of silver. One who keeps accounts by the solar (Gregorian) year pays 2.577 %: the standard's
 * rate scaled by the longer year (365 ÷ 354 days).
 */
export const ZAKAT = {
  ratePercent: 2.5,
  solarRatePercent: 2.577,
  nisabGoldGrams: 85,
  nisabSilverGrams: 595,
  aaoifiStandard: 35,
} as const;

export type NisabBasis = "gold" | "silver";
export const ZAKAT_YEARS = ["lunar", "solar"] as const;
export type ZakatYear = (typeof ZAKAT_YEARS)[number];
/** Gold's purity in karats: the 85 g nisab and the price per gram are of pure (24-karat) gold. */
export const GOLD_KARATS = [24, 22, 21, 18] as const;
export type GoldKarat = (typeof GOLD_KARATS)[number];

export type ZakatInput = {
  cash: number;
  goldGrams: number;
  silverGrams: number;
  goldPricePerGram: number;
  silverPricePerGram: number;
  /** Shares: their full market value, or the zakatable part the owner has worked out. */
  shares: number;
  /** Business inventory at its current value. */
  business: number;
  /** Money owed to the owner that is expected to be paid. */
  receivables: number;
  /** Debts due now, deducted from the wealth. */
  debts: number;
  nisab: NisabBasis;
  /** The purity of the gold held (24 when left out); its price per gram is for pure gold. */
  goldKarat?: GoldKarat;
  /** The year zakat is counted by (lunar when left out). */
  year?: ZakatYear;
};

export type ZakatResult = {
  nisabValue: number;
  zakatableWealth: number;
  due: boolean;
  zakat: number;
  /** The pure gold in what is held, grams. */
  pureGoldGrams: number;
  ratePercent: number;
};

/**
 * The nisab's value and the wealth are amounts of money, each rounded to the fils once, and the verdict
 * compares those: the figures shown always agree with "due" or "below the nisab". The pure gold is
 * kept to a millionth of a gram, so that 84.9975 g is not shown as the 85 g of the nisab.
 */
export function zakat(input: ZakatInput): ZakatResult {
  const nisabValue = toAed(
    roundFils(
      (input.nisab === "gold"
        ? ZAKAT.nisabGoldGrams * input.goldPricePerGram
        : ZAKAT.nisabSilverGrams * input.silverPricePerGram) * 100,
    ),
  );
  const pureGoldGrams = Math.round(((input.goldGrams * (input.goldKarat ?? 24)) / 24) * 1e6) / 1e6;
  const ratePercent = input.year === "solar" ? ZAKAT.solarRatePercent : ZAKAT.ratePercent;
  const assets =
    input.cash +
    pureGoldGrams * input.goldPricePerGram +
    input.silverGrams * input.silverPricePerGram +
    input.shares +
    input.business +
    input.receivables;
  const zakatableWealth = toAed(Math.max(0, roundFils((assets - input.debts) * 100)));
  const due = nisabValue > 0 && zakatableWealth >= nisabValue;
  return {
    nisabValue,
    zakatableWealth,
    due,
    zakat: due ? toAed(roundFils(zakatableWealth * ratePercent)) : 0,
    pureGoldGrams,
    ratePercent,
  };
}

/** Purification of dividends or capital gains: the part that came from non-compliant income, given away. */
export function purification(amount: number, nonCompliantPercent: number): number {
  return (amount * nonCompliantPercent) / 100;
}

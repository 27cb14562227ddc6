/**
 * Zakat on wealth, following AAOIFI Shari'ah Standard No. 35 (Zakah): 2.5 % of zakatable wealth held
 * for one lunar year (the hawl), due only when it reaches the nisab, the value of 85 g of gold or of
 * 595 g of silver.
 */
export const ZAKAT = {
  ratePercent: 2.5,
  nisabGoldGrams: 85,
  nisabSilverGrams: 595,
  aaoifiStandard: 35,
} as const;

export type NisabBasis = "gold" | "silver";

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
};

export type ZakatResult = { nisabValue: number; zakatableWealth: number; due: boolean; zakat: number };

export function zakat(input: ZakatInput): ZakatResult {
  const nisabValue =
    input.nisab === "gold"
      ? ZAKAT.nisabGoldGrams * input.goldPricePerGram
      : ZAKAT.nisabSilverGrams * input.silverPricePerGram;
  const assets =
    input.cash +
    input.goldGrams * input.goldPricePerGram +
    input.silverGrams * input.silverPricePerGram +
    input.shares +
    input.business +
    input.receivables;
  const zakatableWealth = Math.max(0, assets - input.debts);
  const due = nisabValue > 0 && zakatableWealth >= nisabValue;
  return { nisabValue, zakatableWealth, due, zakat: due ? (zakatableWealth * ZAKAT.ratePercent) / 100 : 0 };
}

/** Purification of dividends or capital gains: the part that came from non-compliant income, given away. */
export function purification(amount: number, nonCompliantPercent: number): number {
  return (amount * nonCompliantPercent) / 100;
}

/**
 * Money as the schedules keep it: whole fils (1 AED = 100 fils), so that a row's instalment is exactly
 * its profit plus its principal and a schedule sums exactly to the price plus the profit. Every
 * amount is rounded once, where it is made; what rounding leaves over is absorbed by the last row.
 */
export type Fils = number;

/**
 * AED to fils, half away from zero, through the decimal exponent so 1.005 is 101 fils (1.005 × 100 is
 * 100.49999… in binary floating point).
 */
export function toFils(aed: number): Fils {
  if (!Number.isFinite(aed)) throw new RangeError(`Not an amount: ${aed}`);
  const sign = aed < 0 ? -1 : 1;
  return sign * Math.round(Number(`${Math.abs(aed)}e2`)) + 0;
}

/** A computed (unrounded) amount in fils to whole fils, half away from zero. */
export function roundFils(fils: number): Fils {
  return (fils < 0 ? -Math.round(-fils) : Math.round(fils)) + 0;
}

export const toAed = (fils: Fils): number => fils / 100;

/**
 * `total` fils in `count` instalments: each the total's share rounded to the fils, the last one what
 * is left, so the instalments sum to the total exactly.
 */
export function instalmentsOf(total: Fils, count: number): Fils[] {
  if (count <= 0) return [];
  const regular = roundFils(total / count);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? total - regular * (count - 1) : regular));
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * SPEC §5: "amounts that cannot be parsed count as 0". Leading numbers are read the way a person
 * types them ("12.5 kg" → 12.5); anything without a number, or not finite, is 0.
 */
export function parseAmount(input: string | number): number {
  const value = typeof input === "number" ? input : Number.parseFloat(input.replace(/,/g, ""));
  return Number.isFinite(value) ? value : 0;
}

/** Keeps a slider's value inside its range and on its step grid (SPEC §5: sliders enforce §9 ranges). */
export function clampToRange(value: number, range: { min: number; max: number; step?: number }): number {
  if (!Number.isFinite(value)) return range.min;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  if (!range.step) return clamped;
  const steps = Math.round((clamped - range.min) / range.step);
  // Rounding to the step's own precision avoids 5.300000000000001 from binary fractions.
  const decimals = (String(range.step).split(".")[1] ?? "").length;
  return Math.min(range.max, Number((range.min + steps * range.step).toFixed(decimals)));
}

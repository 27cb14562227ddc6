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

export type AmountRange = { readonly min: number; readonly max: number };
export type CheckedAmount = { ok: true; value: number } | { ok: false; message: string };

/**
 * The one rule for every amount typed into a calculator: read as `parseAmount` reads it (SPEC §5:
 * unparsable counts as 0), then kept within the field's range. Out of range, there is no value, only
 * the field's message, so no result is ever computed from it. `format` writes the ends in the
 * field's unit ("AED 100,000").
 */
export function checkAmount(
  input: string,
  range: AmountRange,
  field: { label: string; format: (value: number) => string },
): CheckedAmount {
  // A number too large for a double ("1e400", 400 nines) is absurd, not unparsable: out of range.
  const tooLarge = Math.abs(Number.parseFloat(input.replace(/,/g, ""))) === Number.POSITIVE_INFINITY;
  const value = parseAmount(input);
  if (tooLarge || value < range.min || value > range.max) {
    return {
      ok: false,
      message: `${field.label} must be from ${field.format(range.min)} to ${field.format(range.max)}`,
    };
  }
  return { ok: true, value };
}

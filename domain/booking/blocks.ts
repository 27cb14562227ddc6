import { BOOKING_MESSAGES } from "./messages.ts";
import { isIsoDate } from "./zone.ts";

/**
 * The days the owner may block (admin → Bookings → Blocked days): leave or travel, so within a year
 * before and two years after the owner's today. Beyond that a date is a typo (9999-12-31 once closed
 * every public slot for good and took the bookings admin down), and refused with the field named.
 */
export const BLOCK_YEARS_BACK = 1;
export const BLOCK_YEARS_AHEAD = 2;

export type BlockField = "from" | "to";

/** The same day `years` later (or earlier); 29 February becomes the 28th in a common year. */
function shiftYears(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, "0");
  const shifted = `${year}${date.slice(4)}`;
  return isIsoDate(shifted) ? shifted : `${year}${date.slice(4, 8)}28`;
}

/** The first and the last day a block may cover, seen from the owner's `today` (YYYY-MM-DD). */
export function blockBounds(today: string): { earliest: string; latest: string } {
  return { earliest: shiftYears(today, -BLOCK_YEARS_BACK), latest: shiftYears(today, BLOCK_YEARS_AHEAD) };
}

/**
 * What is wrong with a block's days, naming the field (first day or last day), or null when nothing is.
 * A block already stored is only checked ahead (`stored`): one made last year is not wrong for being old.
 */
export function blockProblem(
  block: { from: string; to: string },
  today: string,
  stored = false,
): { field: BlockField; message: string } | null {
  const { earliest, latest } = blockBounds(today);
  for (const field of ["from", "to"] as const) {
    const date = block[field];
    if (!isIsoDate(date)) return { field, message: BOOKING_MESSAGES.blockDate(field) };
    if ((date < earliest && !stored) || date > latest)
      return { field, message: BOOKING_MESSAGES.blockRange(field, earliest, latest, BLOCK_YEARS_AHEAD) };
  }
  if (block.to < block.from) return { field: "to", message: BOOKING_MESSAGES.blockOrder };
  return null;
}

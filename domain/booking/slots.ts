import { addDays, dateInZone, dayNumber, startOfDay, weekdayOf, zonedInstant } from "./zone.ts";

/**
 * The slot engine: which consultation times can be booked, from the owner's availability rules
 * (content/booking.ts), the bookings already made and the days the owner blocked. Pure: the server
 * (API, pages, the check before a booking is stored) and the browser run the same code.
 */

/** Opening hours on one day, wall-clock "HH:MM" in the owner's zone; `to` is exclusive. */
export type HoursRange = { from: string; to: string };

export const WORK_WEEKS = {
  /** Monday to Friday: the UAE's working week since 2022. */
  "mon-fri": [1, 2, 3, 4, 5],
  /** Sunday to Thursday: the week of Saudi Arabia, Kuwait, Qatar, Bahrain and Oman. */
  "sun-thu": [0, 1, 2, 3, 4],
} as const;
export type WorkWeek = keyof typeof WORK_WEEKS;

export type AvailabilityRules = {
  /** The owner's IANA zone; hours and dates are read on its clock. */
  timeZone: string;
  workWeek: WorkWeek;
  hours: HoursRange[];
  /** Slots start this often from each opening time. */
  slotStepMinutes: number;
  /** Free time kept after every meeting (and so before the next one). */
  bufferMinutes: number;
  /** The earliest a slot may start, counted from now. */
  minNoticeMinutes: number;
  /** The last bookable day is today (owner's zone) plus this many days. */
  horizonDays: number;
  /** Whole days off (public holidays, leave), owner's dates YYYY-MM-DD. */
  datesOff: string[];
  /** Ramadan: an inclusive date range with its own (shorter) hours on working days. */
  ramadan: { from: string; to: string; hours: HoursRange[] } | null;
};

/**
 * A question the visitor answers when booking a type: a short text, a long text, or one of `options`
 * (in the page's language; empty unless a choice). The answers go to the owner in the booking mail and
 * the admin list. Every question has the same five fields, so the content editor reads it as it is.
 */
export type BookingQuestion = {
  id: string;
  label: string;
  kind: "short" | "long" | "choice";
  required: "yes" | "no";
  options: string[];
};

/**
 * What a booking type may set for itself; each left out falls back to the availability's value
 * (buffer before: none; buffer after: `bufferMinutes`; no daily maximum).
 */
export type TypeLimits = {
  /** The earliest a slot of this type may start, counted from now. */
  minNoticeMinutes?: number;
  /** Free time kept before a meeting of this type. */
  bufferBeforeMinutes?: number;
  /** Free time kept after a meeting of this type. */
  bufferAfterMinutes?: number;
  /** At most this many meetings of this type on one of the owner's days. */
  dailyMax?: number;
  /** The last bookable day is today plus this many days. */
  horizonDays?: number;
};

export type ConsultationType = TypeLimits & {
  id: string;
  title: string;
  minutes: number;
  description: string;
  questions?: BookingQuestion[];
};

/**
 * A booked meeting, without its buffer; instants in milliseconds. `before`/`after` are the minutes its
 * type keeps free around it (default: none before, the availability's buffer after).
 */
export type BusyTime = { start: number; end: number; before?: number; after?: number };

/** The rules a type is booked under: its own notice and horizon where it sets them. */
export function typeRules(rules: AvailabilityRules, type: TypeLimits = {}): AvailabilityRules {
  return {
    ...rules,
    minNoticeMinutes: type.minNoticeMinutes ?? rules.minNoticeMinutes,
    horizonDays: type.horizonDays ?? rules.horizonDays,
  };
}

/** The minutes a type keeps free before and after each of its meetings. */
export function buffersOf(rules: AvailabilityRules, type: TypeLimits = {}): { before: number; after: number } {
  return { before: type.bufferBeforeMinutes ?? 0, after: type.bufferAfterMinutes ?? rules.bufferMinutes };
}
/** Days the owner blocked in the admin area, inclusive owner's dates. */
export type BlockedRange = { from: string; to: string };

/** The grid every rule sits on (hours, lengths, step, buffer): the database stores occupied cells of this size. */
export const CELL_MINUTES = 15;
const MINUTE = 60_000;
const CELL_MS = CELL_MINUTES * MINUTE;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The opening hours on an owner's date, or [] when it is not a working day (week, dates off, blocks). */
export function hoursOn(rules: AvailabilityRules, date: string, blocked: readonly BlockedRange[] = []): HoursRange[] {
  if (!(WORK_WEEKS[rules.workWeek] as readonly number[]).includes(weekdayOf(date))) return [];
  if (rules.datesOff.includes(date)) return [];
  if (blocked.some((range) => range.from <= date && date <= range.to)) return [];
  if (rules.ramadan && rules.ramadan.from <= date && date <= rules.ramadan.to) return rules.ramadan.hours;
  return rules.hours;
}

/** Every slot start the rules allow on an owner's date for a meeting of `minutes` (busy times ignored). */
export function ruleSlotsOn(
  rules: AvailabilityRules,
  date: string,
  minutes: number,
  blocked: readonly BlockedRange[] = [],
): number[] {
  const starts: number[] = [];
  for (const range of hoursOn(rules, date, blocked)) {
    const close = firstInstantFrom(date, minutesOf(range.to), rules.timeZone);
    for (let at = minutesOf(range.from); at < minutesOf(range.to); at += rules.slotStepMinutes) {
      const instant = zonedInstant(date, at, rules.timeZone);
      if (instant === null) continue; // a wall time the clocks skip
      // Lengths are real minutes; across a clock change the meeting must still end by closing time.
      if (instant + minutes * MINUTE <= close) starts.push(instant);
    }
  }
  return starts.sort((a, b) => a - b);
}

/** The instant of a wall time, or of the first wall time after it when the clocks skip it. */
function firstInstantFrom(date: string, minutes: number, timeZone: string): number {
  for (let at = minutes; at < minutes + 24 * 60; at += CELL_MINUTES) {
    const instant = zonedInstant(date, at, timeZone);
    if (instant !== null) return instant;
  }
  throw new RangeError(`No time after ${minutes} minutes on ${date} in ${timeZone}`);
}

/** The instants between which slots may start now: after the notice, up to the horizon's last day. */
export function bookableWindow(rules: AvailabilityRules, now: number): { earliest: number; latest: number } {
  const today = dateInZone(now, rules.timeZone);
  return {
    earliest: now + rules.minNoticeMinutes * MINUTE,
    latest: startOfDay(addDays(today, rules.horizonDays + 1), rules.timeZone),
  };
}

/** Whether a meeting [start, end) clashes with a booked one, counting the buffer after each. */
export function clashes(start: number, end: number, busy: readonly BusyTime[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE;
  return busy.some((b) => start < b.end + buffer && b.start < end + buffer);
}

/**
 * The grid cells a meeting holds in the database: from its start to its end plus the buffer. Two
 * meetings clash exactly when they share a cell (given starts, lengths and buffer on the grid), so a
 * unique constraint on cells refuses a double booking however the requests interleave.
 */
export function cellsOf(start: number, end: number, bufferMinutes: number, beforeMinutes = 0): number[] {
  const cells: number[] = [];
  const first = Math.floor((start - beforeMinutes * MINUTE) / CELL_MS) * CELL_MS;
  for (let cell = first; cell < end + bufferMinutes * MINUTE; cell += CELL_MS) cells.push(cell);
  return cells;
}

export type SlotQuery = {
  rules: AvailabilityRules;
  minutes: number;
  /** The window to list, as instants: [from, to). */
  from: number;
  to: number;
  now: number;
  /** Booked meetings (each with its own buffers). */
  busy?: readonly BusyTime[];
  /** Busy times from the owner's connected calendars: no buffer of their own, the slot's buffers apply. */
  external?: readonly BusyTime[];
  blocked?: readonly BlockedRange[];
  /** The type's own limits (notice, buffers, daily maximum, horizon). */
  limits?: TypeLimits;
  /** Meetings of this type already booked per owner's date (for the daily maximum). */
  bookedPerDay?: ReadonlyMap<string, number>;
};

/** Every busy time as the interval it keeps, buffers included. */
function heldIntervals(rules: AvailabilityRules, busy: readonly BusyTime[], external: readonly BusyTime[]): BusyTime[] {
  const held = busy.map((b) => ({
    start: b.start - (b.before ?? 0) * MINUTE,
    end: b.end + (b.after ?? rules.bufferMinutes) * MINUTE,
  }));
  for (const b of external) held.push({ start: b.start, end: b.end });
  return held;
}

/**
 * `clashes` for many starts against one list: busy times sorted by start with the running maximum of
 * their ends, so each question is a binary search (a connected calendar may give thousands of blocks).
 * Same answer as `clashes` (a test checks it).
 */
export function clashIndex(busy: readonly BusyTime[], bufferMinutes: number) {
  const buffer = bufferMinutes * MINUTE;
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const maxEnd: number[] = [];
  for (const [i, b] of sorted.entries()) maxEnd.push(Math.max(b.end, i > 0 ? maxEnd[i - 1]! : -Infinity));
  return (start: number, end: number): boolean => {
    // The blocks starting before end + buffer: the first `lo` of them.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]!.start < end + buffer) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && maxEnd[lo - 1]! + buffer > start;
  };
}

/** Free slot starts in [from, to), in order: allowed by the rules, past the notice, within the horizon, not clashing. */
export function freeSlots({
  rules: base,
  minutes,
  from,
  to,
  now,
  busy = [],
  external = [],
  blocked = [],
  limits = {},
  bookedPerDay,
}: SlotQuery): number[] {
  const rules = typeRules(base, limits);
  const { earliest, latest } = bookableWindow(rules, now);
  const lo = Math.max(from, earliest);
  const hi = Math.min(to, latest);
  if (lo >= hi) return [];
  const slots: number[] = [];
  const { before, after } = buffersOf(rules, limits);
  const clash = clashIndex(heldIntervals(rules, busy, external), 0);
  // Owner's dates overlapping the window (a day either side covers any zone difference).
  const first = dayNumber(dateInZone(lo, rules.timeZone)) - 1;
  const last = dayNumber(dateInZone(hi, rules.timeZone)) + 1;
  for (let day = first; day <= last; day++) {
    const date = addDays("1970-01-01", day);
    if (limits.dailyMax !== undefined && (bookedPerDay?.get(date) ?? 0) >= limits.dailyMax) continue;
    for (const start of ruleSlotsOn(rules, date, minutes, blocked)) {
      if (start < lo || start >= hi) continue;
      if (clash(start - before * MINUTE, start + (minutes + after) * MINUTE)) continue;
      slots.push(start);
    }
  }
  return slots;
}

/** Why a start cannot be booked (busy times aside, which the database decides), or null when it can. */
export type SlotProblem = "past" | "notice" | "horizon" | "closed" | "off_grid";

/** The most questions a type may ask, and the longest answers kept. */
export const QUESTION_LIMITS = { questions: 10, short: 200, long: 2000, options: 20 } as const;

export function slotProblem(
  rules: AvailabilityRules,
  minutes: number,
  start: number,
  now: number,
  blocked: readonly BlockedRange[] = [],
): SlotProblem | null {
  if (start <= now) return "past";
  const { earliest, latest } = bookableWindow(rules, now);
  if (start < earliest) return "notice";
  if (start >= latest) return "horizon";
  const date = dateInZone(start, rules.timeZone);
  if (hoursOn(rules, date, blocked).length === 0) return "closed";
  return ruleSlotsOn(rules, date, minutes, blocked).includes(start) ? null : "off_grid";
}

/** The window of `days` calendar days from `from` on the visitor's clock, as instants. */
export function visitorWindow(from: string, days: number, timeZone: string): { from: number; to: number } {
  return { from: startOfDay(from, timeZone), to: startOfDay(addDays(from, days), timeZone) };
}

/** Slots grouped by the visitor's calendar date, in order. */
export function byDate(slots: readonly number[], timeZone: string): Map<string, number[]> {
  const days = new Map<string, number[]>();
  for (const slot of slots) {
    const date = dateInZone(slot, timeZone);
    const list = days.get(date);
    if (list) list.push(slot);
    else days.set(date, [slot]);
  }
  return days;
}

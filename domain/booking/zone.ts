/**
 * Time-zone arithmetic on top of `Intl.DateTimeFormat` (no Temporal in our runtimes, no library):
 * the offset of a zone at an instant, the instant of a wall-clock time in a zone, and the calendar
 * date and ISO 8601 text of an instant in a zone. Pure and small enough for the browser bundle too.
 * See docs/decisions/017-booking.md.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      era: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows ("Europe/London", "UTC"), not an offset or a typo. */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== "string" || timeZone.length === 0 || timeZone.length > 64) return false;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone)) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock reading of an instant in a zone. */
export function wallTime(instant: number, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const era = parts.find((p) => p.type === "era")?.value;
  const year = get("year");
  return {
    year: era === "BC" || era === "B" ? 1 - year : year,
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Dubai: 240; New York in winter: -300). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallTime(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc - whole) / MINUTE);
}

/** A calendar date "YYYY-MM-DD" as days since 1970-01-01, and back. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Math.floor(Date.UTC(y!, m! - 1, d!) / DAY);
}

export function dateOfDayNumber(n: number): string {
  return new Date(n * DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekdayOf(date: string): number {
  return (dayNumber(date) + 4) % 7; // 1970-01-01 was a Thursday
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dateOfDayNumber(dayNumber(value)) === value;
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` + `minutes` after midnight, or null
 * when that reading never happens (the hour skipped when clocks go forward). A reading that happens
 * twice (clocks go back) is its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number | null {
  const wall = dayNumber(date) * DAY + minutes * MINUTE;
  // The offset one day either side brackets the answer; try the earlier occurrence first.
  const candidates = [...new Set([offsetMinutes(wall - DAY, timeZone), offsetMinutes(wall + DAY, timeZone)])]
    .map((offset) => wall - offset * MINUTE)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    if (instant + offsetMinutes(instant, timeZone) * MINUTE === wall) return instant;
  }
  // An offset change that is not the neighbouring days' (rare): check the offset at the guess itself.
  const guess = wall - offsetMinutes(wall, timeZone) * MINUTE;
  return guess + offsetMinutes(guess, timeZone) * MINUTE === wall ? guess : null;
}

/** The first instant of a calendar day in a zone (midnight, or the first minute after a skipped one). */
export function startOfDay(date: string, timeZone: string): number {
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const instant = zonedInstant(date, minutes, timeZone);
    if (instant !== null) return instant;
  }
  throw new RangeError(`No start of ${date} in ${timeZone}`);
}

/** The calendar date "YYYY-MM-DD" of an instant in a zone. */
export function dateInZone(instant: number, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${String(w.year).padStart(4, "0")}-${pad(w.month)}-${pad(w.day)}`;
}

/** Minutes after midnight on the wall clock of a zone at an instant. */
export function minutesInZone(instant: number, timeZone: string): number {
  const w = wallTime(instant, timeZone);
  return w.hour * 60 + w.minute;
}

/** ISO 8601 with the zone's offset at that instant: "2026-03-29T10:00:00+01:00" ("Z" is never used). */
export function isoInZone(instant: number, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${String(w.year).padStart(4, "0")}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 date-time with an explicit offset or Z (what the booking API takes as `start`). */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant an ISO 8601 date-time with an offset names, or null when it is not one. */
export function parseIsoInstant(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = ISO_INSTANT.exec(value);
  if (!match || !isIsoDate(`${match[1]}-${match[2]}-${match[3]}`)) return null;
  if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59) return null;
  const instant = Date.parse(value);
  return Number.isFinite(instant) ? instant : null;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

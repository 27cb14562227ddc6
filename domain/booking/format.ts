/** Dates and times of bookings for people, through Intl (the page's language picks the locale). */

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

/**
 * How a time's hour is written: two digits on a 24-hour clock ("09:00"), without a leading zero on a
 * 12-hour one ("9:00 ص"), which is how Intl's own ranges write it (formatTimeRange: "9:00–10:00 ص").
 * A time shown beside a range then reads alike ("09:00 ص" beside "9:00–10:00 ص" did not).
 */
function hourStyle(locale: string): "numeric" | "2-digit" {
  const cycle = formatter(locale, "UTC", { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h11" || cycle === "h12" ? "numeric" : "2-digit";
}

/** "Monday, 7 December 2026 at 09:00 GMT+4" */
export function formatWhen(instant: number | Date, timeZone: string, locale = "en-GB"): string {
  return formatter(locale, timeZone, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: hourStyle(locale),
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}

/** Unicode's first-strong isolate (FSI … PDI): a time set inside a sentence keeps its own direction. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * "09:00–10:00" / "9:00–10:00 ص": one range through Intl's formatRange, which writes the shared day
 * period once and puts the dash where the language reads it. Rendered in the page's direction (a
 * `<bdi>`), never forced left to right: "05:00 ص–06:00 ص" shown LTR put the marker on the wrong side.
 */
export function formatTimeRange(start: number | Date, end: number | Date, timeZone: string, locale = "en-GB"): string {
  return formatter(locale, timeZone, { hour: "2-digit", minute: "2-digit" }).formatRange(start, end);
}

/** "November – December 2026" (or "December 2026") for the months a run of dates covers. */
export function formatMonthRange(first: string, last: string, locale = "en-GB"): string {
  return formatter(locale, "UTC", { month: "long", year: "numeric" }).formatRange(
    Date.parse(`${first}T12:00:00Z`),
    Date.parse(`${last}T12:00:00Z`),
  );
}

/** A zone's localized generic name ("Gulf Standard Time", "توقيت الخليج") and its offset ("GMT+04:00", "غرينتش+04:00"). */
export function zoneNames(
  instant: number | Date,
  timeZone: string,
  locale = "en-GB",
): { generic: string; offset: string } {
  const part = (style: "longGeneric" | "longOffset") =>
    formatter(locale, timeZone, { timeZoneName: style })
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return { generic: part("longGeneric"), offset: part("longOffset") };
}

/** "09:00", "9:00 ص": the hour as the locale's ranges write it (hourStyle). */
export function formatTime(instant: number | Date, timeZone: string, locale = "en-GB"): string {
  return formatter(locale, timeZone, { hour: hourStyle(locale), minute: "2-digit" }).format(instant);
}

/** A calendar date "YYYY-MM-DD" as "Monday 7 December" (or with `short`, "Mon 7 Dec"). */
export function formatDate(date: string, locale = "en-GB", short = false): string {
  return formatter(locale, "UTC", {
    weekday: short ? "short" : "long",
    day: "numeric",
    month: short ? "short" : "long",
  }).format(Date.parse(`${date}T12:00:00Z`));
}

/** "December 2026" for a date in that month. */
export function formatMonth(date: string, locale = "en-GB"): string {
  return formatter(locale, "UTC", { month: "long", year: "numeric" }).format(Date.parse(`${date}T12:00:00Z`));
}

/** The zone's short name at an instant ("GMT+4", "BST"). */
export function zoneName(instant: number | Date, timeZone: string, locale = "en-GB"): string {
  const parts = formatter(locale, timeZone, { timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** "Mon" (or the locale's short weekday) for a calendar date. */
export function formatWeekday(date: string, locale = "en-GB"): string {
  return formatter(locale, "UTC", { weekday: "short" }).format(Date.parse(`${date}T12:00:00Z`));
}

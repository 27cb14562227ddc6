/**
 * Dates on the dashboard, always in the owner's locale and time zone (the owner works from Dubai), so
 * the server's HTML and the browser's render agree and every list reads the same way.
 */
export const OWNER_LOCALE = "en-GB";
export const OWNER_TIME_ZONE = "Asia/Dubai";

const dateFormat = new Intl.DateTimeFormat(OWNER_LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: OWNER_TIME_ZONE,
});
/** A day and a 24-hour time, as every admin list shows one. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};
const dateTimeFormat = new Intl.DateTimeFormat(OWNER_LOCALE, { ...DATE_TIME, timeZone: OWNER_TIME_ZONE });
const shortDayFormat = new Intl.DateTimeFormat(OWNER_LOCALE, {
  day: "numeric",
  month: "short",
  timeZone: OWNER_TIME_ZONE,
});

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const zoned = new Map<string, Intl.DateTimeFormat>();
/**
 * "7 Dec 2026, 09:00 GST": a time on a given zone's clock, named (bookings are read on the
 * availability's zone, which the owner may move away from Dubai).
 */
export function formatDateTimeIn(value: Date | string, timeZone: string): string {
  let format = zoned.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(OWNER_LOCALE, { ...DATE_TIME, timeZoneName: "short", timeZone });
    zoned.set(timeZone, format);
  }
  return format.format(asDate(value));
}

/** "18 Nov 2026" */
export const formatDate = (value: Date | string) => dateFormat.format(asDate(value));
/** "18 Nov 2026, 16:00" */
export const formatDateTime = (value: Date | string) => dateTimeFormat.format(asDate(value));
/** "18 Nov" (chart axis) */
export const formatShortDay = (value: Date | string) => shortDayFormat.format(asDate(value));
const languageNames = new Intl.DisplayNames(OWNER_LOCALE, { type: "language" });
/** "Arabic" for "ar": the language a visitor used the site in. */
export const formatLanguage = (locale: string) => languageNames.of(locale) ?? locale;
/** "1,234" */
export const formatCount = (value: number) => value.toLocaleString(OWNER_LOCALE);

const dayFormat = new Intl.DateTimeFormat(OWNER_LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const bucketFormats = {
  hour: new Intl.DateTimeFormat(OWNER_LOCALE, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }),
  day: new Intl.DateTimeFormat(OWNER_LOCALE, { day: "numeric", month: "short", timeZone: "UTC" }),
  month: new Intl.DateTimeFormat(OWNER_LOCALE, { month: "short", year: "numeric", timeZone: "UTC" }),
};
/**
 * A chart's bucket, "2026-03-01T14:00", already a time on the owner's clock (Insights groups by the
 * owner's zone): "14:00", "1 Mar" or "Mar 2026" by the chart's unit.
 */
export const formatBucket = (wall: string, unit: keyof typeof bucketFormats) =>
  bucketFormats[unit].format(new Date(`${wall}:00Z`));
/** A calendar day "2026-03-01" as every admin date reads: "1 Mar 2026". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));
const percentFormat = new Intl.NumberFormat(OWNER_LOCALE, { style: "percent", maximumFractionDigits: 1 });
/** 0.125 → "12.5%" */
export const formatPercent = (ratio: number) => percentFormat.format(ratio);
const decimalFormat = new Intl.NumberFormat(OWNER_LOCALE, { maximumFractionDigits: 1 });
/** 2.4567 → "2.5" */
export const formatDecimal = (value: number) => decimalFormat.format(value);
const regionNames = new Intl.DisplayNames(OWNER_LOCALE, { type: "region" });
/** "AE" → "United Arab Emirates": a visitor's country. */
export const formatCountry = (code: string) => regionNames.of(code) ?? code;

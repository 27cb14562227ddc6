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

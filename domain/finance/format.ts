/**
 * Figures for the calculators through Intl, in one fixed locale (en-AE: English with the UAE's
 * conventions) so the server's and the browser's rendering agree and hydration never mismatches.
 */
const LOCALE = "en-AE";
const aedFormat = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "AED" });
const percentFormat = new Intl.NumberFormat(LOCALE, {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** "AED 1,100.00". */
export const aed = (value: number) => aedFormat.format(value);
/** A rate given in percent (4.5 → "4.50%"). */
export const percent = (value: number) => percentFormat.format(value / 100);
export const number = (value: number) => numberFormat.format(value);

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Dubai",
});
const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Dubai" });
/**
 * A moment in UAE time, "5 Jan 2025, 16:04 GST" (blank for a bad date). Numeric parts and a fixed zone
 * abbreviation: a zone name from Intl differs between ICU versions (the server's and the browser's).
 */
export const dateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${shortDate.format(date)}, ${clock.format(date)} GST`;
};

export type HijriDate = { year: number; month: number; day: number };

const hijriParts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  timeZone: "Asia/Dubai",
});
const hijriLong = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
  dateStyle: "long",
  timeZone: "Asia/Dubai",
});
const gregorianLong = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeZone: "Asia/Dubai" });

export function hijriOf(date: Date): HijriDate {
  const part = (type: string) => Number(hijriParts.formatToParts(date).find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const DAY = 86_400_000;

/**
 * The hawl: from today to the same day of the same month one Hijri (Umm al-Qura) year on, which is
 * 354 or 355 days later. When that month is a day short, the hawl ends on its first day after.
 */
export function hawl(today: Date) {
  const start = hijriOf(today);
  let end = new Date(today.getTime() + 350 * DAY);
  for (let i = 0; i < 10; i++) {
    const h = hijriOf(end);
    const reached =
      h.year > start.year + 1 ||
      (h.year === start.year + 1 && (h.month > start.month || (h.month === start.month && h.day >= start.day)));
    if (reached) break;
    end = new Date(end.getTime() + DAY);
  }
  return {
    todayHijri: hijriLong.format(today),
    todayGregorian: gregorianLong.format(today),
    endHijri: hijriLong.format(end),
    endGregorian: gregorianLong.format(end),
    days: Math.round((end.getTime() - today.getTime()) / DAY),
  };
}

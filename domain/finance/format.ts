import { INTL_LOCALE, type Locale } from "#domain/i18n/locales.ts";

/**
 * Figures for the calculators through Intl, in the page's locale with a fixed tag (en-AE, or
 * ar-AE with Latin digits) and a fixed time zone, so the server's and the browser's rendering agree
 * and hydration never mismatches.
 */
export type FinanceFormats = {
  /** "AED 1,100.00" / "1,100.00 د.إ.". */
  aed: (value: number) => string;
  /** Whole dirhams: "AED 1,100" / "1,100 د.إ.". */
  aed0: (value: number) => string;
  /** A rate given in percent (4.5 → "4.50%"). */
  percent: (value: number) => string;
  /** A rate with up to three decimals, as zakat's solar-year rate needs (2.577 → "2.577%"). */
  percentPrecise: (value: number) => string;
  number: (value: number) => string;
  /** A signed change: "+1", "−2" (in Arabic isolated left to right, so the sign stays on the number's left). */
  signed: (value: number) => string;
  /**
   * A figure placed inside a sentence: in Arabic wrapped in first-strong isolates (FSI…PDI), so
   * "AED 1,234.50" or "1,234.50 د.إ." keeps its own order inside right-to-left text. English is
   * left as it is.
   */
  inline: (text: string) => string;
};

const cache = new Map<Locale, FinanceFormats>();

/**
 * A formatter whose Intl.NumberFormat is made on its first use: each costs a few milliseconds of a
 * phone's main thread to create (ICU's locale data; the first on a page ~20–30 ms under Lighthouse's
 * 4× slowdown), and a page hydrates with only some of them.
 */
function lazyFormat(tag: string, options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat(tag, options);
    return format.format(value);
  };
}

export function financeFormats(locale: Locale): FinanceFormats {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = INTL_LOCALE[locale];
  const number = lazyFormat(tag, { maximumFractionDigits: 2 });
  const fraction = lazyFormat(tag, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const precise = lazyFormat(tag, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 3 });
  const formats: FinanceFormats = {
    aed: lazyFormat(tag, { style: "currency", currency: "AED" }),
    aed0: lazyFormat(tag, { style: "currency", currency: "AED", minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    percent: (value) => fraction(value / 100),
    percentPrecise: (value) => precise(value / 100),
    number,
    // Arabic keeps the sign on the number's left, as Gulf banks' Arabic statements print it: a
    // left-to-right isolate, so the bidirectional algorithm does not move it to the right ("2-").
    signed:
      locale === "en"
        ? (value) => `${value > 0 ? "+" : "−"}${number(Math.abs(value))}`
        : (value) => `\u2066${value > 0 ? "+" : "-"}${number(Math.abs(value))}\u2069`,
    inline: locale === "en" ? (text) => text : (text) => `\u2068${text}\u2069`,
  };
  cache.set(locale, formats);
  return formats;
}

const english = financeFormats("en");
/** "AED 1,100.00" (English; pages use `financeFormats(locale)`). */
export const aed = english.aed;
/** A rate given in percent (4.5 → "4.50%"). */
export const percent = english.percent;
export const number = english.number;

const dateTimeFormats = new Map<Locale, (date: Date) => string>();
/** "GST" is the UAE's zone in English; Arabic names it in words. */
const ZONE: Record<Locale, string> = { en: "GST", ar: "بتوقيت الإمارات" };
/**
 * A moment in UAE time, "5 Jan 2025, 16:04 GST" / "5 يناير 2025، 16:04 بتوقيت الإمارات" (blank for a
 * bad date). Numeric parts and a fixed zone name: a zone name from Intl differs between ICU versions
 * (the server's and the browser's).
 */
export const dateTime = (iso: string, locale: Locale = "en") => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let format = dateTimeFormats.get(locale);
  if (!format) {
    const tag = INTL_LOCALE[locale];
    const day = new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Dubai",
    });
    const clock = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : tag, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Dubai",
    });
    const comma = locale === "ar" ? "،" : ",";
    format = (d) => `${day.format(d)}${comma} ${clock.format(d)} ${ZONE[locale]}`;
    dateTimeFormats.set(locale, format);
  }
  return format(date);
};

export type HijriDate = { year: number; month: number; day: number };

const TIME_ZONE = "Asia/Dubai";
// Made on first use, like the number formats above: most pages that load this module never ask for a
// Hijri date.
let hijriParts: Intl.DateTimeFormat | undefined;
/** Hijri dates in the Umm al-Qura calendar, written in each language (Latin digits in Arabic too). */
const HIJRI_TAG: Record<Locale, string> = {
  en: "en-u-ca-islamic-umalqura-nu-latn",
  ar: `${INTL_LOCALE.ar.replace("-u-", "-u-ca-islamic-umalqura-")}`,
};

export function hijriOf(date: Date): HijriDate {
  hijriParts ??= new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    timeZone: TIME_ZONE,
  });
  const parts = hijriParts.formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const DAY = 86_400_000;

/**
 * The hawl: from today to the same day of the same month one Hijri (Umm al-Qura) year on, which is
 * 354 or 355 days later. When that month is a day short, the hawl ends on its first day after.
 * The dates are written in `locale`: the Hijri one in the Umm al-Qura calendar, the Gregorian beside it.
 */
export function hawl(today: Date, locale: Locale = "en") {
  const hijriLong = new Intl.DateTimeFormat(HIJRI_TAG[locale], { dateStyle: "long", timeZone: TIME_ZONE });
  const gregorianLong = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: TIME_ZONE });
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
  const solarEnd = new Date(today.getTime() + solarYearDays(today) * DAY);
  return {
    todayHijri: hijriLong.format(today),
    todayGregorian: gregorianLong.format(today),
    endHijri: hijriLong.format(end),
    endGregorian: gregorianLong.format(end),
    days: Math.round((end.getTime() - today.getTime()) / DAY),
    /** The hawl of one who counts zakat by the solar year: to the same Gregorian date a year on. */
    solar: {
      endHijri: hijriLong.format(solarEnd),
      endGregorian: gregorianLong.format(solarEnd),
      days: solarYearDays(today),
    },
  };
}

/** Days from today (in Dubai) to the same Gregorian date next year: 365 or 366 (29 February: to 1 March). */
function solarYearDays(today: Date): number {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE })
    .format(today)
    .split("-")
    .map(Number) as [number, number, number];
  return Math.round((Date.UTC(year + 1, month - 1, day) - Date.UTC(year, month - 1, day)) / DAY);
}

/**
 * The fewest decimals (from `least`, at most 6) at which `value` shown rounded stays on its side of
 * `threshold`: 84.9975 g beside an 85 g nisab is "84.9975", never "85.00" (which reads as reaching it).
 */
export function decimalsBeside(value: number, threshold: number, least = 2): number {
  for (let digits = least; digits < 6; digits++) {
    const shown = Number(value.toFixed(digits));
    if (value < threshold === shown < threshold) return digits;
  }
  return 6;
}

const decimalFormats = new Map<string, Intl.NumberFormat>();
/** A number with up to `digits` decimals, in the page's locale (as `financeFormats(locale).number`). */
export function numberTo(locale: Locale, digits: number, value: number): string {
  const key = `${locale}:${digits}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: digits });
    decimalFormats.set(key, format);
  }
  return format.format(value);
}

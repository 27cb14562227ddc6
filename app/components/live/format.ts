import { formatMoney } from "#domain/calc/format.ts";
import { CRYPTO_PRICE_FRACTION_DIGITS, CRYPTO_SMALL_PRICE_FRACTION_DIGITS } from "#domain/constants.ts";
import { INTL_LOCALE, type Locale } from "#domain/i18n/locales.ts";

// Formatters for the live widgets and the tools. Dates use UTC so the server's HTML and the browser's
// agree. English keeps its US formats ("$97,234.12", "Jan 5, 2025"); Arabic goes through Intl with the
// site's Arabic tag (Latin digits, INTL_LOCALE.ar): "97,234.12 $", "5 يناير 2025".

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    cache.set(key, format);
  }
  return format;
}
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: "UTC" });
    cache.set(key, format);
  }
  return format;
}
/**
 * Arabic's currency pattern writes US dollars "US$", which right to left shows as "$US 536.82"; the
 * bare sign reads right in both directions ("536.82 $" shows as "$ 536.82").
 */
const bareDollar = (text: string) => text.replace("US$", "$");

const validDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** US dollars: "$536.82" in English, "536.82 $" in Arabic. */
export function formatUsd(value: number, locale: Locale = "en", fractionDigits = 2): string {
  if (locale === "en") return formatMoney(value, "USD", fractionDigits);
  return bareDollar(
    numberFormat(locale, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value),
  );
}

/** A plain number with grouping and a fixed count of decimals: "1,234.5678". */
export function formatDecimal(value: number, locale: Locale = "en", fractionDigits = 0): string {
  if (locale === "en")
    return value.toLocaleString("en-US", {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** A rate in percent: "5.0%". */
export function formatPercentValue(value: number, locale: Locale = "en", fractionDigits = 0): string {
  if (locale === "en") return `${value.toFixed(fractionDigits)}%`;
  return numberFormat(locale, {
    style: "percent",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value / 100);
}

/** SPEC §2 news date: "Jan 5, 2025". */
export function formatShortDate(iso: string, locale: Locale = "en"): string {
  const date = validDate(iso);
  if (!date) return "";
  if (locale !== "en") return dateFormat(locale, { month: "short", day: "numeric", year: "numeric" }).format(date);
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** SPEC §2 article date in long US format: "January 5, 2025". */
export function formatLongDate(iso: string, locale: Locale = "en"): string {
  const date = validDate(iso);
  if (!date) return "";
  if (locale !== "en") return dateFormat(locale, { month: "long", day: "numeric", year: "numeric" }).format(date);
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** When a widget's data was fetched from its provider: "Jan 5, 12:05 UTC". */
export function formatAsOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}

/** The day and the 24-hour time of `formatAsOf`, for a message to join ("Jan 5" and "12:05"). */
export function asOfParts(iso: string, locale: Locale = "en"): { date: string; time: string } | null {
  const date = validDate(iso);
  if (!date) return null;
  if (locale === "en") {
    return {
      date: date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" }),
      time: date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }),
    };
  }
  return {
    date: dateFormat(locale, { month: "short", day: "numeric" }).format(date),
    time: dateFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date),
  };
}

/** SPEC §9: up to 6 fraction digits below 1, otherwise 2. */
export function formatCryptoPrice(price: number | null, locale: Locale = "en"): string {
  if (price === null) return "—";
  const digits = price < 1 ? CRYPTO_SMALL_PRICE_FRACTION_DIGITS : CRYPTO_PRICE_FRACTION_DIGITS;
  if (locale !== "en")
    return bareDollar(
      numberFormat(locale, {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: CRYPTO_PRICE_FRACTION_DIGITS,
        maximumFractionDigits: digits,
      }).format(price),
    );
  return `$${price.toLocaleString("en-US", { minimumFractionDigits: CRYPTO_PRICE_FRACTION_DIGITS, maximumFractionDigits: digits })}`;
}

/** SPEC §9: large numbers abbreviated with T, B or M. */
export function formatLargeNumber(value: number | null, locale: Locale = "en"): string {
  if (value === null) return "—";
  // Arabic: the language's own words for million, billion and trillion ("1.93 ترليون $").
  if (locale !== "en")
    return bareDollar(
      numberFormat(locale, {
        style: "currency",
        currency: "USD",
        notation: "compact",
        maximumFractionDigits: 2,
      }).format(value),
    );
  const units: [number, string][] = [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(value) >= size) return `$${(value / size).toFixed(2)}${suffix}`;
  }
  return `$${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** A change with its sign: "+1.59%" (zero counts as a rise, SPEC §2), "-1.13%". */
export function formatSignedPercent(value: number | null, locale: Locale = "en"): string {
  if (value === null) return "—";
  if (locale !== "en")
    return numberFormat(locale, {
      style: "percent",
      signDisplay: value >= 0 ? "always" : "auto",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value / 100);
  return `${value >= 0 ? "+" : ""}${value.toFixed(2)}%`;
}

/** SPEC §2 market snapshot: change is "rising" (green, "+") when zero or more. */
export function isRise(change: string | number): boolean {
  return Number(String(change).replace("%", "")) >= 0;
}

/** "+1.57" for a rise, "-1.57" otherwise (the provider's own minus sign is kept). */
export function signed(change: string): string {
  const trimmed = change.trim();
  return isRise(trimmed) && !trimmed.startsWith("+") ? `+${trimmed}` : trimmed;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** SPEC §2 article description: HTML tags stripped (script and style contents too), entities decoded once. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (whole, entity: string) => {
      const e = entity.toLowerCase();
      if (e.startsWith("#x")) return safeChar(Number.parseInt(e.slice(2), 16), whole);
      if (e.startsWith("#")) return safeChar(Number(e.slice(1)), whole);
      return ENTITIES[e] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}
const safeChar = (code: number, fallback: string) =>
  code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;

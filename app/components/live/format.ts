import { CRYPTO_PRICE_FRACTION_DIGITS, CRYPTO_SMALL_PRICE_FRACTION_DIGITS } from "#domain/constants.ts";

// Formatters for the live widgets. Dates use UTC so the server's HTML and the browser's agree.

/** SPEC §2 news date: "Jan 5, 2025". */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** SPEC §2 article date in long US format: "January 5, 2025". */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
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

/** SPEC §9: up to 6 fraction digits below 1, otherwise 2. */
export function formatCryptoPrice(price: number | null): string {
  if (price === null) return "—";
  const digits = price < 1 ? CRYPTO_SMALL_PRICE_FRACTION_DIGITS : CRYPTO_PRICE_FRACTION_DIGITS;
  return `$${price.toLocaleString("en-US", { minimumFractionDigits: CRYPTO_PRICE_FRACTION_DIGITS, maximumFractionDigits: digits })}`;
}

/** SPEC §9: large numbers abbreviated with T, B or M. */
export function formatLargeNumber(value: number | null): string {
  if (value === null) return "—";
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
export function formatSignedPercent(value: number | null): string {
  if (value === null) return "—";
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

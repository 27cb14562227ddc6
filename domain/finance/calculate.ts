import { DEFAULT_LOCALE, type Locale } from "#domain/i18n/locales.ts";
import { convertRate, flatRateOffer } from "./flat-rate.ts";
import { homeFinance } from "./home.ts";
import {
  type Parsed,
  readFlatRate,
  readHomeFinance,
  readMurabaha,
  readPurification,
  readRateConversion,
  readZakat,
} from "./inputs.ts";
import { murabaha } from "./murabaha.ts";
import { purification, zakat } from "./zakat.ts";

/**
 * Each calculator from its raw inputs (a query string or a form) to the figures a person sees and the
 * API returns: parsed and checked, computed in full precision, and only then rounded, money and
 * rates alike to 2 decimals. The pages and `/api/finance/*` both call these.
 */
type Get = (name: string) => string | null | undefined;

/**
 * Figures not rounded to 2 decimals: those set by a standard, given as the standard gives them (zakat's
 * solar-year rate is 2.577 %, and 2.58 % would be a figure of our own), and the grams of pure gold, which
 * are weighed against the 85 g nisab (84.9975 g must not read as 85.00).
 */
const STANDARD_FIGURES = new Set(["ratePercent", "pureGoldGrams"]);

/** Every number in a result rounded to 2 decimals (counts such as months are whole already). */
export function roundFigures<T>(value: T): T {
  if (typeof value === "number") return (Math.round(value * 100) / 100 + 0) as T; // + 0 turns −0 into 0
  if (Array.isArray(value)) return value.map(roundFigures) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, STANDARD_FIGURES.has(key) ? item : roundFigures(item)]),
    ) as T;
  }
  return value;
}

function figures<I, R>(parsed: Parsed<I>, compute: (input: I) => R): Parsed<R> {
  return parsed.ok ? { ok: true, values: roundFigures(compute(parsed.values)) } : parsed;
}

export const calculateMurabaha = (get: Get) => figures(readMurabaha(get), murabaha);

export const calculateHomeFinance = (get: Get) => figures(readHomeFinance(get), homeFinance);

export const calculateFlatRate = (get: Get) =>
  figures(readFlatRate(get), ({ amount, flatRate, years }) => flatRateOffer(amount, flatRate, years));

export const calculateZakat = (get: Get) => figures(readZakat(get), zakat);

export const calculateRateConversion = (get: Get) =>
  figures(readRateConversion(get), ({ amount, rate, years, quote }) => convertRate(amount, rate, years, quote));

export const calculatePurification = (get: Get) =>
  figures(readPurification(get), ({ amount, ratio }) => ({ purification: purification(amount, ratio) }));

/** The calculators by the name their page and their Key Facts carry in the address. */
export const CALCULATORS = {
  murabaha: calculateMurabaha,
  "home-finance": calculateHomeFinance,
  "flat-rate": calculateRateConversion,
  zakat: calculateZakat,
  purification: calculatePurification,
} as const;

export type CalculatorSlug = keyof typeof CALCULATORS;

export const isCalculatorSlug = (value: string | undefined): value is CalculatorSlug =>
  value !== undefined && Object.hasOwn(CALCULATORS, value);

/** Each calculator's result, tagged with its name so a page can tell them apart. */
export type CalculatorResult = {
  [S in CalculatorSlug]: { slug: S; result: ReturnType<(typeof CALCULATORS)[S]> };
}[CalculatorSlug];

export function calculate(slug: CalculatorSlug, get: Get): CalculatorResult {
  return { slug, result: CALCULATORS[slug](get) } as CalculatorResult;
}

/** The query parameter that names a Key Facts Statement's language (English when it is left out). */
export const KEY_FACTS_LOCALE_PARAM = "locale";

/**
 * The address of a calculator's Key Facts Statement for the inputs in `query`, in `locale`: `/api` is
 * one address for every language, so the language is a parameter beside the inputs. English has none
 * (its address predates the Arabic statement).
 */
export function keyFactsHref(slug: CalculatorSlug, query: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return `/api/finance/${slug}/key-facts.pdf?${query}`;
  const params = new URLSearchParams(query);
  params.set(KEY_FACTS_LOCALE_PARAM, locale);
  return `/api/finance/${slug}/key-facts.pdf?${params}`;
}

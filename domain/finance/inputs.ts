import { EARLY_SETTLEMENT, type HomeFinanceInput } from "./home.ts";
import type { MurabahaInput } from "./murabaha.ts";
import type { NisabBasis, ZakatInput } from "./zakat.ts";

/**
 * The calculators' inputs, as the address bar and the JSON API carry them (strings), with the limits
 * that keep every figure meaningful: one place for the rules the forms show (min/max on the inputs)
 * and the server enforces (400 naming the field). Percentages are in percent, money in AED.
 */
export type NumberField = {
  label: string;
  min: number;
  max: number;
  /** Inclusive lower bound unless false (a price of 0 finances nothing). */
  minInclusive?: boolean;
  integer?: boolean;
  /** Used when the parameter is absent or blank; without one the field is required. */
  fallback?: number;
  step?: number;
};

const MONEY_MAX = 100_000_000;
const money = (label: string, fallback?: number): NumberField => ({
  label,
  min: 0,
  max: MONEY_MAX,
  fallback,
  step: 0.01,
});
const percent = (label: string, max: number, fallback?: number): NumberField => ({
  label,
  min: 0,
  max,
  fallback,
  step: 0.01,
});

export const MURABAHA_FIELDS = {
  price: { label: "Price", min: 0, minInclusive: false, max: MONEY_MAX, step: 0.01 },
  markup: percent("Markup", 100),
  months: { label: "Instalments", min: 1, max: 600, integer: true },
  fee: money("Upfront fee", 0),
} satisfies Record<keyof MurabahaInput, NumberField>;

export const HOME_FIELDS = {
  price: { label: "Property price", min: 0, minInclusive: false, max: MONEY_MAX, step: 0.01 },
  downPayment: { label: "Down payment", min: 0, max: 99, step: 0.01 },
  years: { label: "Term in years", min: 1, max: 40, integer: true },
  rate: percent("Profit rate", 100),
  fee: money("Upfront fee", 0),
  takaful: percent("Takaful", 5, 0),
  settleAfter: { label: "Settle after month", min: 1, max: 479, integer: true, fallback: Number.NaN },
  fixedYears: { label: "Fixed-rate years", min: 1, max: 39, integer: true, fallback: Number.NaN },
  // The UAE Central Bank's cap by default; a bank may charge less.
  settlementFeePercent: percent("Early settlement fee", 100, EARLY_SETTLEMENT.feePercent),
  settlementFeeCap: money("Early settlement fee cap", EARLY_SETTLEMENT.feeCap),
} satisfies Record<keyof HomeFinanceInput, NumberField>;

export const FLAT_RATE_FIELDS = {
  amount: { label: "Amount", min: 0, minInclusive: false, max: MONEY_MAX, step: 0.01 },
  flatRate: percent("Flat rate", 100),
  years: { label: "Term in years", min: 1, max: 40, integer: true },
} satisfies Record<string, NumberField>;

/** A quoted rate turned into the other kind: `quote` says whether `rate` is flat or reducing. */
export const RATE_CONVERSION_FIELDS = {
  amount: { label: "Amount", min: 0, minInclusive: false, max: MONEY_MAX, step: 0.01 },
  rate: percent("Quoted rate", 100),
  years: { label: "Term in years", min: 1, max: 40, integer: true },
} satisfies Record<string, NumberField>;

export type RateQuote = "flat" | "reducing";

export const PURIFICATION_FIELDS = {
  amount: money("Dividends or capital gains"),
  ratio: percent("Non-compliant income ratio", 100),
} satisfies Record<string, NumberField>;

export const ZAKAT_FIELDS = {
  cash: money("Cash and bank balances", 0),
  goldGrams: { label: "Gold (grams)", min: 0, max: 1_000_000, fallback: 0, step: 0.01 },
  silverGrams: { label: "Silver (grams)", min: 0, max: 10_000_000, fallback: 0, step: 0.01 },
  goldPricePerGram: { label: "Gold price per gram", min: 0, max: 100_000, fallback: 0, step: 0.01 },
  silverPricePerGram: { label: "Silver price per gram", min: 0, max: 10_000, fallback: 0, step: 0.01 },
  shares: money("Shares", 0),
  business: money("Business inventory", 0),
  receivables: money("Receivables", 0),
  debts: money("Debts due now", 0),
} satisfies Record<Exclude<keyof ZakatInput, "nisab">, NumberField>;

export type FieldErrors = Record<string, string>;
/**
 * What is wrong with one field, without words: the `error.<code>` message of the "finance"
 * catalogue with these values (the field's label is added by whoever shows it). `errors` carries the
 * same in English for the JSON API.
 */
export type FieldIssue = { code: IssueCode; values?: Record<string, number> };
export type FieldIssues = Record<string, FieldIssue>;
export type IssueCode =
  | "required"
  | "number"
  | "rangeAbove"
  | "rangeAtLeast"
  | "integer"
  | "feeBelowPrice"
  | "feeBelowFinanced"
  | "settleBeforeEnd"
  | "fixedBelowTerm"
  | "quoteKind"
  | "nisabKind"
  | "goldPriceNeeded"
  | "silverPriceNeeded";
export type Parsed<T> =
  | { ok: true; values: T }
  | { ok: false; errors: FieldErrors; issues: FieldIssues; message: string };

const format = (value: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(value);

/** The English sentence of an issue (the API's `errors`), with the field's English label. */
function english(label: string, { code, values = {} }: FieldIssue): string {
  const min = format(values.min ?? 0);
  const max = format(values.max ?? 0);
  switch (code) {
    case "required":
      return `${label} is required.`;
    case "number":
      return `${label} must be a number.`;
    case "rangeAbove":
      return `${label} must be more than ${min} and at most ${max}.`;
    case "rangeAtLeast":
      return `${label} must be at least ${min} and at most ${max}.`;
    case "integer":
      return `${label} must be a whole number.`;
    case "feeBelowPrice":
      return "Upfront fee must be less than the price.";
    case "feeBelowFinanced":
      return "Upfront fee must be less than the amount financed.";
    case "settleBeforeEnd":
      return `Settle after month must be before the last month (${values.last}).`;
    case "fixedBelowTerm":
      return `Fixed-rate years must be fewer than the term (${values.term}).`;
    case "quoteKind":
      return "Quoted rate must be flat or reducing.";
    case "nisabKind":
      return "Nisab must be gold or silver.";
    case "goldPriceNeeded":
      return "Gold price per gram is required to value gold and the gold nisab.";
    case "silverPriceNeeded":
      return "Silver price per gram is required to value silver and the silver nisab.";
  }
}

/** One field's problem with its raw value, or null. Absent or blank takes the fallback. */
function problem(field: NumberField, raw: string | null | undefined): { value: number } | { issue: FieldIssue } {
  const text = raw?.trim() ?? "";
  if (text === "") {
    return field.fallback === undefined ? { issue: { code: "required" } } : { value: field.fallback };
  }
  // A plain decimal number only: no hex, exponents, "Infinity" or thousands separators to guess at.
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { issue: { code: "number" } };
  const value = Number(text);
  const low = field.minInclusive === false ? value <= field.min : value < field.min;
  if (low || value > field.max) {
    const code = field.minInclusive === false ? "rangeAbove" : "rangeAtLeast";
    return { issue: { code, values: { min: field.min, max: field.max } } };
  }
  if (field.integer && !Number.isInteger(value)) return { issue: { code: "integer" } };
  return { value };
}

/** Reads every field of `fields` through `get` (a query string or a form); all problems at once. */
export function readFields<F extends Record<string, NumberField>>(
  fields: F,
  get: (name: string) => string | null | undefined,
): Parsed<{ [K in keyof F]: number }> {
  const values: Record<string, number> = {};
  const issues: FieldIssues = {};
  const labels: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const result = problem(field, get(name));
    if ("issue" in result) {
      issues[name] = result.issue;
      labels[name] = field.label;
    } else values[name] = result.value;
  }
  return finish(values as { [K in keyof F]: number }, issues, labels);
}

function finish<T>(values: T, issues: FieldIssues, labels: Record<string, string> = {}): Parsed<T> {
  const errors: FieldErrors = {};
  for (const [name, issue] of Object.entries(issues)) errors[name] = english(labels[name] ?? name, issue);
  const first = Object.values(errors)[0];
  return first ? { ok: false, errors, issues, message: first } : { ok: true, values };
}

/** The issues and English labels of a failed parse, to add cross-field issues to. */
function carried(parsed: Parsed<unknown>, fields: Record<string, NumberField>) {
  const issues: FieldIssues = parsed.ok ? {} : { ...parsed.issues };
  const labels = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label]));
  return { issues, labels };
}

export function readMurabaha(get: (name: string) => string | null | undefined): Parsed<MurabahaInput> {
  const parsed = readFields(MURABAHA_FIELDS, get);
  if (!parsed.ok) return parsed;
  const { price, fee } = parsed.values;
  return finish(parsed.values, fee >= price ? { fee: { code: "feeBelowPrice" } } : {});
}

export function readHomeFinance(get: (name: string) => string | null | undefined): Parsed<HomeFinanceInput> {
  const parsed = readFields(HOME_FIELDS, get);
  if (!parsed.ok) return parsed;
  // NaN is the "not given" fallback of the optional fields; the engine wants them absent instead.
  const { settleAfter, fixedYears, ...rest } = parsed.values;
  const values: HomeFinanceInput = { ...rest };
  if (!Number.isNaN(settleAfter)) values.settleAfter = settleAfter;
  if (!Number.isNaN(fixedYears)) values.fixedYears = fixedYears;
  const issues: FieldIssues = {};
  const financed = rest.price * (1 - rest.downPayment / 100);
  if (rest.fee >= financed) issues.fee = { code: "feeBelowFinanced" };
  if (values.settleAfter !== undefined && values.settleAfter >= rest.years * 12) {
    issues.settleAfter = { code: "settleBeforeEnd", values: { last: rest.years * 12 } };
  }
  if (values.fixedYears !== undefined && values.fixedYears >= rest.years) {
    issues.fixedYears = { code: "fixedBelowTerm", values: { term: rest.years } };
  }
  return finish(values, issues);
}

export function readFlatRate(get: (name: string) => string | null | undefined) {
  return readFields(FLAT_RATE_FIELDS, get);
}

export function readRateConversion(
  get: (name: string) => string | null | undefined,
): Parsed<{ amount: number; rate: number; years: number; quote: RateQuote }> {
  const raw = get("quote")?.trim() || "flat";
  const parsed = readFields(RATE_CONVERSION_FIELDS, get);
  const { issues, labels } = carried(parsed, RATE_CONVERSION_FIELDS);
  if (raw !== "flat" && raw !== "reducing") issues.quote = { code: "quoteKind" };
  if (!parsed.ok || issues.quote) return finish({} as never, issues, labels);
  return finish({ ...parsed.values, quote: raw as RateQuote }, issues);
}

export function readPurification(get: (name: string) => string | null | undefined) {
  return readFields(PURIFICATION_FIELDS, get);
}

export function readZakat(get: (name: string) => string | null | undefined): Parsed<ZakatInput> {
  const raw = get("nisab")?.trim() || "gold";
  const parsed = readFields(ZAKAT_FIELDS, get);
  const { issues, labels } = carried(parsed, ZAKAT_FIELDS);
  if (raw !== "gold" && raw !== "silver") issues.nisab = { code: "nisabKind" };
  if (!parsed.ok || issues.nisab) return finish({} as ZakatInput, issues, labels);
  const nisab = raw as NisabBasis;
  const v = parsed.values;
  // A value needs its price: the nisab metal's always, the other metal's when some is held.
  if ((nisab === "gold" || v.goldGrams > 0) && v.goldPricePerGram <= 0) {
    issues.goldPricePerGram = { code: "goldPriceNeeded" };
  }
  if ((nisab === "silver" || v.silverGrams > 0) && v.silverPricePerGram <= 0) {
    issues.silverPricePerGram = { code: "silverPriceNeeded" };
  }
  return finish({ ...v, nisab }, issues);
}

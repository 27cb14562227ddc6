import { hasDirectionControl } from "./financier.ts";
import { EARLY_SETTLEMENT, type HomeFinanceInput, UPFRONT_DEFAULTS } from "./home.ts";
import {
  HOME_FINANCE_MAX_YEARS,
  HOME_KINDS,
  type HomeKind,
  PERSONAL_FINANCE_MAX_MONTHS,
  RESIDENCIES,
  type Residency,
} from "./limits.ts";
import { type MurabahaInput, RATE_BASES, type RateBasis } from "./murabaha.ts";
import { GOLD_KARATS, type GoldKarat, type NisabBasis, ZAKAT_YEARS, type ZakatInput, type ZakatYear } from "./zakat.ts";

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
/** An optional field: NaN is its "not given" fallback, turned into an absent value after reading. */
const NOT_GIVEN = Number.NaN;
const optionalMoney = (label: string): NumberField => ({
  label,
  min: 0,
  max: MONEY_MAX,
  fallback: NOT_GIVEN,
  step: 0.01,
});
/**
 * The most an upfront fee may be, percent of the amount financed: this site's bound, beyond which no
 * figure means anything (not a UAE Central Bank rule; personal finance's 1 % cap is shown as a warning,
 * limits.ts).
 */
export const FEE_MAX_PERCENT = 5;
/**
 * The highest rate each basis accepts, percent: a flat rate of 30 % a year is already an APR near 50 %,
 * a reducing one of 60 % is beyond any lawful offer, and a total markup above 100 % doubles the price.
 */
export const RATE_MAX: Record<RateBasis, number> = { flat: 30, reducing: 60, total: 100 };
/**
 * A total markup is also bounded by its term: at most 80 % a year as a flat rate. The explorer's BNPL
 * card (SPEC §9: 5–20 % over 3–12 instalments) is the steepest case a page offers, 20 % over 3 months;
 * 100 % over one month (an APR of 1,200 %) is refused.
 */
export const TOTAL_MARKUP_MAX_FLAT_A_YEAR = 80;
/** The most a total markup over `months` may be, percent (2 decimals, rounded down). */
export const totalMarkupMax = (months: number) =>
  Math.min(RATE_MAX.total, Math.floor((TOTAL_MARKUP_MAX_FLAT_A_YEAR * months * 100) / 12) / 100);
/**
 * Takaful as a percentage a month of what is owed: at most 0.25 % (3 % a year), above what credit-life
 * and property takaful on a finance cost; 1 % a month (12 % a year) was accepted.
 */
export const TAKAFUL_MAX_MONTHLY = 0.25;
/** The smallest amount the rate converter takes: below it the instalments round to nothing. */
export const CONVERTER_MIN_AMOUNT = 1_000;
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
  price: { label: "Price", min: 100, max: 10_000_000, step: 0.01 },
  rate: percent("Profit rate", 100),
  months: { label: "Instalments", min: 1, max: PERSONAL_FINANCE_MAX_MONTHS, integer: true },
  fee: money("Upfront fee", 0),
  takaful: percent("Takaful", TAKAFUL_MAX_MONTHLY, 0),
  settleAfter: {
    label: "Settle after instalment",
    min: 1,
    max: PERSONAL_FINANCE_MAX_MONTHS - 1,
    integer: true,
    fallback: NOT_GIVEN,
  },
  salary: optionalMoney("Monthly salary"),
  obligations: money("Other monthly obligations", 0),
} satisfies Record<Exclude<keyof MurabahaInput, "basis">, NumberField>;

export const HOME_FIELDS = {
  price: { label: "Property price", min: 10_000, max: MONEY_MAX, step: 0.01 },
  downPayment: { label: "Down payment", min: 0, max: 99, step: 0.01 },
  years: { label: "Term in years", min: 1, max: HOME_FINANCE_MAX_YEARS, integer: true },
  rate: percent("Profit rate", 30),
  fee: money("Upfront fee", 0),
  takaful: percent("Takaful", TAKAFUL_MAX_MONTHLY, 0),
  settleAfter: {
    label: "Settle after month",
    min: 1,
    max: HOME_FINANCE_MAX_YEARS * 12 - 1,
    integer: true,
    fallback: NOT_GIVEN,
  },
  fixedYears: {
    label: "Fixed-rate years",
    min: 1,
    max: HOME_FINANCE_MAX_YEARS - 1,
    integer: true,
    fallback: NOT_GIVEN,
  },
  // The UAE Central Bank's cap by default and at most; a bank may charge less.
  settlementFeePercent: percent("Early settlement fee", EARLY_SETTLEMENT.feePercent, EARLY_SETTLEMENT.feePercent),
  settlementFeeCap: { ...money("Early settlement fee cap", EARLY_SETTLEMENT.feeCap), max: EARLY_SETTLEMENT.feeCap },
  dldPercent: percent("Dubai Land Department fee", 10, UPFRONT_DEFAULTS.dldPercent),
  registrationPercent: percent("Mortgage registration fee", 5, UPFRONT_DEFAULTS.registrationPercent),
  registrationFixed: { ...money("Registration administration fee", UPFRONT_DEFAULTS.registrationFixed), max: 10_000 },
  valuationFee: { ...money("Valuation fee", UPFRONT_DEFAULTS.valuationFee), max: 100_000 },
  salary: optionalMoney("Monthly salary"),
  obligations: money("Other monthly obligations", 0),
} satisfies Record<Exclude<keyof HomeFinanceInput, "residency" | "home">, NumberField>;

export const FLAT_RATE_FIELDS = {
  amount: { label: "Amount", min: CONVERTER_MIN_AMOUNT, max: MONEY_MAX, step: 0.01 },
  // A flat rate as Murabaha bounds it (RATE_MAX.flat): 100 % a year was accepted.
  flatRate: percent("Flat rate", RATE_MAX.flat),
  years: { label: "Term in years", min: 1, max: 40, integer: true },
} satisfies Record<string, NumberField>;

/** A quoted rate turned into the other kind: `quote` says whether `rate` is flat or reducing. */
export const RATE_CONVERSION_FIELDS = {
  amount: { label: "Amount", min: CONVERTER_MIN_AMOUNT, max: MONEY_MAX, step: 0.01 },
  // Read by its quote below: at most RATE_MAX.flat for a flat rate, RATE_MAX.reducing for a reducing one.
  rate: percent("Quoted rate", RATE_MAX.reducing),
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
  // The price of a gram of pure (24-karat) gold, as metal prices are quoted.
  silverGrams: { label: "Silver (grams)", min: 0, max: 10_000_000, fallback: 0, step: 0.01 },
  goldPricePerGram: { label: "Gold price per gram", min: 0, max: 100_000, fallback: 0, step: 0.01 },
  silverPricePerGram: { label: "Silver price per gram", min: 0, max: 10_000, fallback: 0, step: 0.01 },
  shares: money("Shares", 0),
  business: money("Business inventory", 0),
  receivables: money("Receivables", 0),
  debts: money("Debts due now", 0),
} satisfies Record<Exclude<keyof ZakatInput, "nisab" | "goldKarat" | "year">, NumberField>;

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
  | "feeTooHigh"
  | "rateAboveBasis"
  | "markupAboveTerm"
  | "markupWithBasis"
  | "choice"
  | "settleBeforeLast"
  | "settleBeforeEnd"
  | "fixedBelowTerm"
  | "quoteKind"
  | "nisabKind"
  | "goldPriceNeeded"
  | "silverPriceNeeded"
  | "directionControl";
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
    case "feeTooHigh":
      return `${label} must be at most ${format(values.max ?? 0)} (${FEE_MAX_PERCENT} % of the amount financed, this site's bound).`;
    case "rateAboveBasis":
      return `${label} must be at most ${max} for this kind of rate.`;
    case "markupAboveTerm":
      return `${label} must be at most ${max} for a total markup over this term (at most ${format(values.flat ?? 0)} % a year as a flat rate).`;
    case "markupWithBasis":
      return "Rate basis: markup is always the total markup over the term; send rate with basis for a flat or reducing rate.";
    case "choice":
      return `${label}: choose one of the options.`;
    case "settleBeforeLast":
      return `${label} must be before the last instalment (${values.last}).`;
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
    case "directionControl":
      return `${label} has a hidden character that changes the direction of text (U+202A–U+202E, U+2066–U+2069): type the name without it.`;
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

/** The financier's name, which the Key Facts prints: refused when it holds a bidi control (financier.ts). */
function checkFinancier(
  get: (name: string) => string | null | undefined,
  issues: FieldIssues,
  labels: Record<string, string>,
) {
  if (!hasDirectionControl(get("financier"))) return;
  issues.financier = { code: "directionControl" };
  labels.financier = "Financier's name";
}

/** The issues and English labels of a failed parse, to add cross-field issues to. */
function carried(parsed: Parsed<unknown>, fields: Record<string, NumberField>) {
  const issues: FieldIssues = parsed.ok ? {} : { ...parsed.issues };
  const labels = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label]));
  return { issues, labels };
}

/** A choice carried in the address: one of `options`, `fallback` when absent or blank. */
function readChoice<T extends string | number>(
  raw: string | null | undefined,
  options: readonly T[],
  fallback: T,
): { value: T } | { issue: FieldIssue } {
  const text = raw?.trim() ?? "";
  if (text === "") return { value: fallback };
  const found = options.find((option) => String(option) === text);
  return found === undefined ? { issue: { code: "choice" } } : { value: found };
}

/** The choices of a form, read beside its numbers: values, or issues labelled with `labels`. */
function readChoices<
  C extends Record<string, { options: readonly (string | number)[]; fallback: string | number; label: string }>,
>(
  choices: C,
  get: (name: string) => string | null | undefined,
  issues: FieldIssues,
  labels: Record<string, string>,
): { [K in keyof C]: C[K]["options"][number] } {
  const values: Record<string, string | number> = {};
  for (const [name, choice] of Object.entries(choices)) {
    const result = readChoice(get(name), choice.options, choice.fallback);
    if ("issue" in result) {
      issues[name] = result.issue;
      labels[name] = choice.label;
    } else values[name] = result.value;
  }
  return values as { [K in keyof C]: C[K]["options"][number] };
}

/** Drops the NaN "not given" fallbacks of optional fields: the engine wants them absent. */
function given<T extends Record<string, number>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !Number.isNaN(value))) as T;
}

/**
 * The address before the rate basis was asked carried `markup`, the total markup over the term: such
 * an address (and the API's callers) keep their meaning.
 */
const LEGACY_MARKUP = "markup";

export function readMurabaha(get: (name: string) => string | null | undefined): Parsed<MurabahaInput> {
  const legacy = !get("rate")?.trim() && !!get(LEGACY_MARKUP)?.trim();
  const read = (name: string) => (name === "rate" && legacy ? get(LEGACY_MARKUP) : get(name));
  const parsed = readFields(MURABAHA_FIELDS, read);
  const { issues, labels } = carried(parsed, MURABAHA_FIELDS);
  const { basis } = readChoices(
    { basis: { options: RATE_BASES, fallback: legacy ? "total" : "flat", label: "Rate basis" } },
    get,
    issues,
    labels,
  );
  // `markup` is the total markup whatever else is sent: a flat or reducing basis beside it was read as
  // that basis, not as the README says. Such a request is refused rather than guessed at.
  if (legacy && basis !== undefined && basis !== "total") issues.basis = { code: "markupWithBasis" };
  /** The legacy address names its rate `markup`: an error names the field the client sent. */
  const done = <T>(values: T) => {
    if (legacy && issues.rate) {
      issues[LEGACY_MARKUP] = issues.rate;
      labels[LEGACY_MARKUP] = labels.rate ?? MURABAHA_FIELDS.rate.label;
      delete issues.rate;
    }
    return finish(values, issues, labels);
  };
  checkFinancier(get, issues, labels);
  if (!parsed.ok || issues.basis || issues.financier) return done({} as MurabahaInput);
  const values = { ...given(parsed.values), basis } as MurabahaInput;
  const maxFee = Math.floor(values.price * FEE_MAX_PERCENT) / 100;
  if (values.fee > maxFee) issues.fee = { code: "feeTooHigh", values: { max: maxFee } };
  if (values.rate > RATE_MAX[basis]) issues.rate = { code: "rateAboveBasis", values: { max: RATE_MAX[basis] } };
  else if (basis === "total" && values.rate > totalMarkupMax(values.months)) {
    issues.rate = {
      code: "markupAboveTerm",
      values: { max: totalMarkupMax(values.months), flat: TOTAL_MARKUP_MAX_FLAT_A_YEAR },
    };
  }
  if (values.settleAfter !== undefined && values.settleAfter >= values.months) {
    issues.settleAfter = { code: "settleBeforeLast", values: { last: values.months } };
  }
  return done(values);
}

export function readHomeFinance(get: (name: string) => string | null | undefined): Parsed<HomeFinanceInput> {
  const parsed = readFields(HOME_FIELDS, get);
  const { issues, labels } = carried(parsed, HOME_FIELDS);
  const choices = readChoices(
    {
      residency: { options: RESIDENCIES, fallback: "expat" as Residency, label: "Residency" },
      home: { options: HOME_KINDS, fallback: "first" as HomeKind, label: "Home" },
    },
    get,
    issues,
    labels,
  );
  checkFinancier(get, issues, labels);
  if (!parsed.ok || issues.residency || issues.home || issues.financier) {
    return finish({} as HomeFinanceInput, issues, labels);
  }
  const values: HomeFinanceInput = { ...given(parsed.values), ...choices };
  const financed = values.price * (1 - values.downPayment / 100);
  const maxFee = Math.floor(financed * FEE_MAX_PERCENT) / 100;
  if (values.fee > maxFee) issues.fee = { code: "feeTooHigh", values: { max: maxFee } };
  if (values.settleAfter !== undefined && values.settleAfter >= values.years * 12) {
    issues.settleAfter = { code: "settleBeforeEnd", values: { last: values.years * 12 } };
  }
  if (values.fixedYears !== undefined && values.fixedYears >= values.years) {
    issues.fixedYears = { code: "fixedBelowTerm", values: { term: values.years } };
  }
  return finish(values, issues, labels);
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
  const quote = raw as RateQuote;
  if (parsed.values.rate > RATE_MAX[quote]) {
    issues.rate = { code: "rateAboveBasis", values: { max: RATE_MAX[quote] } };
  }
  return finish({ ...parsed.values, quote }, issues, labels);
}

export function readPurification(get: (name: string) => string | null | undefined) {
  return readFields(PURIFICATION_FIELDS, get);
}

export function readZakat(get: (name: string) => string | null | undefined): Parsed<ZakatInput> {
  const raw = get("nisab")?.trim() || "gold";
  const parsed = readFields(ZAKAT_FIELDS, get);
  const { issues, labels } = carried(parsed, ZAKAT_FIELDS);
  if (raw !== "gold" && raw !== "silver") issues.nisab = { code: "nisabKind" };
  const { goldKarat, year } = readChoices(
    {
      goldKarat: { options: GOLD_KARATS, fallback: 24 as GoldKarat, label: "Gold purity (karat)" },
      year: { options: ZAKAT_YEARS, fallback: "lunar" as ZakatYear, label: "Zakat year" },
    },
    get,
    issues,
    labels,
  );
  if (!parsed.ok || issues.nisab || issues.goldKarat || issues.year) return finish({} as ZakatInput, issues, labels);
  const nisab = raw as NisabBasis;
  const v = { ...parsed.values, goldKarat, year };
  // A value needs its price: the nisab metal's always, the other metal's when some is held.
  if ((nisab === "gold" || v.goldGrams > 0) && v.goldPricePerGram <= 0) {
    issues.goldPricePerGram = { code: "goldPriceNeeded" };
  }
  if ((nisab === "silver" || v.silverGrams > 0) && v.silverPricePerGram <= 0) {
    issues.silverPricePerGram = { code: "silverPriceNeeded" };
  }
  return finish({ ...v, nisab }, issues);
}

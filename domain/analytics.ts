import type { Locale } from "./i18n/locales.ts";

/**
 * What the site counts as a conversion (issue #44): its own events, each linked on the server to the
 * visit it happened in. `booking:<type id>` names a booking by its consultation type.
 */
export const GOALS = [
  "contact",
  "career",
  "subscribe",
  "confirm",
  "booking",
  "resume",
  "key-facts",
  "calculator",
  "scanner",
] as const;
export type Goal = (typeof GOALS)[number];

/**
 * The visit a lead, booking or subscriber came from, kept on its row: the visit's source (LinkedIn,
 * Google, Direct, a domain…), its UTM campaign and medium, the page it landed on and that page's language.
 */
export type CameFrom = {
  source: string;
  medium: string | null;
  campaign: string | null;
  entryPath: string;
  locale: Locale;
};

/** A conversion whose visit was not counted (a browser sending GPC or DNT, or no page view before it). */
export const NOT_COUNTED = "(not counted)";

/** The periods Admin → Insights offers; `custom` is two dates. */
export const PERIODS = ["today", "7d", "30d", "12m", "custom"] as const;
export type Period = (typeof PERIODS)[number];
export type Granularity = "hour" | "day" | "month";

export type PeriodRange = {
  period: Period;
  /** First and last calendar day, inclusive, in the owner's time zone. */
  from: string;
  to: string;
  granularity: Granularity;
  /** The period before, of the same number of days, for the comparison. */
  previous: { from: string; to: string };
};

/** The longest custom period (a figure over more is the roll-up's, not yet kept). */
export const MAX_PERIOD_DAYS = 3 * 366;

/**
 * The days a period covers, ending today in the owner's zone: today; the last 7 or 30 days, today
 * included; 12 months from the first of the month eleven months ago; or two dates (swapped when given
 * the wrong way round, cut to MAX_PERIOD_DAYS). Null when a custom date is not a real date.
 */
export function periodRange(
  period: Period,
  today: string,
  custom: { from?: string | null; to?: string | null } = {},
): PeriodRange | null {
  let from: string;
  let to = today;
  if (period === "today") from = today;
  else if (period === "7d") from = addDays(today, -6);
  else if (period === "30d") from = addDays(today, -29);
  else if (period === "12m") {
    const [year, month] = today.split("-").map(Number) as [number, number];
    const start = new Date(Date.UTC(year, month - 1 - 11, 1));
    from = start.toISOString().slice(0, 10);
  } else {
    if (!isDate(custom.from) || !isDate(custom.to)) return null;
    [from, to] = custom.from <= custom.to ? [custom.from, custom.to] : [custom.to, custom.from];
    if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) from = addDays(to, -(MAX_PERIOD_DAYS - 1));
  }
  const days = daysBetween(from, to) + 1;
  const granularity: Granularity = days <= 2 ? "hour" : days <= 92 ? "day" : "month";
  return { period, from, to, granularity, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

const DAY_MS = 86_400_000;
const isDate = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The breakdowns' filters, each a column of a counted view: `?source=LinkedIn&page=/blog/x` shows
 * the figures of those views only (clicking a row adds its filter).
 */
export const FILTERS = {
  page: "Page",
  entry: "Entry page",
  source: "Source",
  campaign: "Campaign",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  country: "Country",
  device: "Device",
  browser: "Browser",
  locale: "Language",
} as const;
export type FilterName = keyof typeof FILTERS;
export type Filters = Partial<Record<FilterName, string>>;

/** The filters in a query string: known names only, values cut to 300 characters. */
export function filtersOf(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const name of Object.keys(FILTERS) as FilterName[]) {
    const value = params.get(name);
    if (value) filters[name] = value.slice(0, 300);
  }
  return filters;
}

export const SORTS = ["visitors", "visits", "pageviews"] as const;
export type Sort = (typeof SORTS)[number];

export type StatsQuery = { range: PeriodRange; filters: Filters; sort: Sort };

/**
 * Reads Insights' address (`?period=7d`, `?from=2026-01-01&to=2026-01-31`, filters, `sort`): two
 * dates without a period are a custom period; nothing is the last 30 days. A date that is not one is
 * an error naming the field.
 */
export function readStatsQuery(
  params: URLSearchParams,
  today: string,
): { ok: true; query: StatsQuery } | { ok: false; field: string; message: string } {
  const from = params.get("from");
  const to = params.get("to");
  const asked = params.get("period");
  const period: Period =
    asked && (PERIODS as readonly string[]).includes(asked) ? (asked as Period) : from || to ? "custom" : "30d";
  for (const [field, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (period === "custom" && !isDate(value)) {
      return { ok: false, field, message: `${field} must be a date as YYYY-MM-DD` };
    }
  }
  const range = periodRange(period, today, { from, to });
  if (!range) return { ok: false, field: "from", message: "from and to must be dates as YYYY-MM-DD" };
  const sort = params.get("sort");
  return {
    ok: true,
    query: {
      range,
      filters: filtersOf(params),
      sort: sort && (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : "visitors",
    },
  };
}

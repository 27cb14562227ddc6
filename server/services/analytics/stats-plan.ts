import { type SQL, sql } from "drizzle-orm";
import type { FilterName, Filters } from "#domain/analytics.ts";
import { addDays, startOfDay } from "#domain/booking/zone.ts";

/**
 * Where the Insights figures are read from (issue #44, decision 049): the dimensions and filters as
 * SQL columns, and the planner that cuts a period into whole rolled-up days (analytics_daily, or
 * analytics_daily_filtered under one filter) and the raw views of the rest. The seam with stats.ts:
 * this module decides which table answers which days and builds the shared SQL fragments, without a
 * database; stats.ts runs the reads, writes the roll-ups, and assembles the figures from what comes back.
 */

const COLUMN_NAMES: Record<FilterName, string> = {
  page: "path",
  entry: "entry_path",
  source: "source",
  campaign: "utm_campaign",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  country: "country",
  device: "device",
  browser: "browser",
  locale: "locale",
};
export const COLUMNS = Object.fromEntries(
  Object.entries(COLUMN_NAMES).map(([name, column]) => [name, sql.raw(column)]),
) as Record<FilterName, SQL>;

export const BREAKDOWNS = [
  "pages",
  "entryPages",
  "sources",
  "campaigns",
  "utmSources",
  "utmMediums",
  "countries",
  "devices",
  "browsers",
  "languages",
] as const;
export type BreakdownName = (typeof BREAKDOWNS)[number];
/** Each breakdown: the column it groups by and the filter a click on its row sets. */
export const BREAKDOWN_FILTER: Record<BreakdownName, FilterName> = {
  pages: "page",
  entryPages: "entry",
  sources: "source",
  campaigns: "campaign",
  utmSources: "utmSource",
  utmMediums: "utmMedium",
  countries: "country",
  devices: "device",
  browsers: "browser",
  languages: "locale",
};
export const breakdownFilter = (name: BreakdownName) => BREAKDOWN_FILTER[name];

/** A figure per name: visitors, visits, page views (a breakdown's row, a series' point, a dimension's value). */
export type Row = { name: string; visitors: number; visits: number; pageviews: number };

/** Which views a breakdown counts: pages answered 200 only; a UTM breakdown leaves out links without the field. */
export const ONLY: Record<BreakdownName, (column: SQL) => SQL> = {
  pages: () => sql`and status = 200`,
  entryPages: () => sql``,
  sources: () => sql``,
  campaigns: (column) => sql`and ${column} is not null`,
  utmSources: (column) => sql`and ${column} is not null`,
  utmMediums: (column) => sql`and ${column} is not null`,
  countries: () => sql``,
  devices: () => sql``,
  browsers: () => sql``,
  languages: () => sql``,
};

/** A filter's column for the roll-up's unpivot: each view once per filter whose column it has. */
export const UNPIVOT = sql.raw(
  `cross join lateral (values ${(Object.entries(COLUMN_NAMES) as Array<[FilterName, string]>)
    .map(([name, column]) => `('${name}', ${column})`)
    .join(", ")}) as f(name, value)`,
);

/**
 * Every dimension of a view at once (each breakdown with its ONLY rule, "notFound" and "total"): one
 * scan of the views groups by (dimension, value) where a query per breakdown would scan them twelve times.
 */
export const DIMENSIONS = sql.raw(
  `cross join lateral (values ('pages', case when status = 200 then path end), ('entryPages', entry_path),
    ('sources', source), ('campaigns', utm_campaign), ('utmSources', utm_source), ('utmMediums', utm_medium),
    ('countries', coalesce(country, '')), ('devices', device), ('browsers', browser), ('languages', locale),
    ('notFound', case when status = 404 then path || chr(10) || coalesce(referrer, '') end), ('total', ''))
    as d(dimension, value)`,
);

/** The same, of a view joined as `v` (the conversions' own columns share names). */
export const FILTER_VALUES_V = sql.raw(
  (Object.entries(COLUMN_NAMES) as Array<[FilterName, string]>)
    .map(([name, column]) => `('${name}', v.${column})`)
    .join(", "),
);

/** The filters whose conversions are read from the conversions' own columns (no view needed). */
const CONVERSION_OWN: ReadonlySet<FilterName> = new Set(["source", "campaign"]);

/** One filter (read from analytics_daily_filtered) or none (analytics_daily). */
export type Scope = { filter: FilterName; value: string } | null;

/** Which days of a stretch are read from the roll-up and which from the raw views. */
export type Parts = { daily: { from: string; to: string } | null; raw: { start: Date; end: Date } | null };

/** The views of a stretch under the filters. */
export function where(start: Date, end: Date, filters: Filters) {
  const parts = [sql`at >= ${start} and at < ${end}`];
  for (const [name, value] of Object.entries(filters) as Array<[FilterName, string]>) {
    parts.push(sql`${COLUMNS[name]} = ${value}`);
  }
  return sql.join(parts, sql` and `);
}

/** Conversions of the filtered views' visits; source and campaign also match a conversion without a visit. */
export function conversionWhere(start: Date, end: Date, filters: Filters) {
  const parts = [sql`at >= ${start} and at < ${end}`];
  const { source, campaign, ...others } = filters;
  if (source) parts.push(sql`source = ${source}`);
  if (campaign) parts.push(sql`campaign = ${campaign}`);
  if (Object.keys(others).length > 0) {
    // A visit may have begun up to a day before the period's first conversion.
    parts.push(
      sql`visit_id in (select visit_id from analytics_views where ${where(new Date(start.getTime() - 86_400_000), end, others)})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * The planner of a zone and a retention: `rawSince` is the first day whose raw views are kept (the
 * days before it may be deleted once rolled up).
 */
export function createPlanner(timeZone: string, rawSince: () => string) {
  /** A stretch of the owner's days as instants: from the first day's start to the day after the last's. */
  const bounds = (from: string, to: string) => ({
    start: new Date(startOfDay(from, timeZone)),
    end: new Date(startOfDay(addDays(to, 1), timeZone)),
  });

  /** Which part of a stretch the roll-up answers (days up to `cut`) and which the raw views do. */
  function split(from: string, to: string, cut: string | null): Parts {
    if (!cut || from > cut) return { daily: null, raw: bounds(from, to) };
    if (to <= cut) return { daily: { from, to }, raw: null };
    return { daily: { from, to: cut }, raw: bounds(addDays(cut, 1), to) };
  }

  /**
   * How a stretch is read: whole rolled-up days from the roll-up (under no filter or one), the rest
   * from the raw views; by the hour, raw views wherever they are kept. Two filters and more have no
   * roll-up: their figures start where the raw views do (`clippedFrom`).
   */
  function plan(from: string, to: string, filters: Filters, hourly: boolean, last: string | null) {
    const count = Object.keys(filters).length;
    const kept = rawSince();
    if (count >= 2) {
      const first = from < kept ? kept : from;
      return {
        scope: null,
        parts: { daily: null, raw: first > to ? null : bounds(first, to) } as Parts,
        clippedFrom: from < kept ? kept : null,
      };
    }
    const scope: Scope =
      count === 1 ? (Object.entries(filters).map(([filter, value]) => ({ filter, value }))[0] as Scope) : null;
    const cut = hourly && last && last >= kept ? addDays(kept, -1) : last;
    return { scope, parts: split(from, to, cut), clippedFrom: null };
  }

  /**
   * Where a stretch's conversions are read: the conversions alone (no filter, or source and campaign,
   * their own columns) for every day; else the rolled-up days under the one filter and the raw views' visits.
   */
  function conversionParts(from: string, to: string, filters: Filters, { scope, parts }: Plan) {
    const own = (Object.keys(filters) as FilterName[]).every((name) => CONVERSION_OWN.has(name));
    if (own) return { scope: null, daily: null, raw: bounds(from, to) };
    return { scope, daily: parts.daily, raw: parts.raw };
  }

  return { bounds, plan, conversionParts };
}
export type Plan = ReturnType<ReturnType<typeof createPlanner>["plan"]>;

/** Rows of the same name added up (a roll-up's days and the raw views of the rest). */
export function merged(rows: Row[]): Row[] {
  const byName = new Map<string, Row>();
  for (const row of rows) {
    const known = byName.get(row.name);
    if (known) {
      known.visitors += row.visitors;
      known.visits += row.visits;
      known.pageviews += row.pageviews;
    } else
      byName.set(row.name, { name: row.name, visitors: row.visitors, visits: row.visits, pageviews: row.pageviews });
  }
  return [...byName.values()];
}

import { type SQL, sql } from "drizzle-orm";
import type { FilterName, Filters, Granularity, PeriodRange, StatsQuery } from "#domain/analytics.ts";
import { addDays, dateInZone, startOfDay } from "#domain/booking/zone.ts";
import { type Db, queryRows } from "#server/db/client.ts";

/**
 * The figures of Admin → Insights and `GET /api/admin/stats` (issue #44), read from the counted views
 * and conversions of a period in the owner's time zone. A visitor is a distinct daily hash, a visit
 * a view marked as its visit's entry, a page view any counted view (404s included in the totals, in
 * their own breakdown otherwise). Each figure is one SQL aggregate; nothing is estimated.
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
const COLUMNS = Object.fromEntries(
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
const BREAKDOWN_FILTER: Record<BreakdownName, FilterName> = {
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

export type Totals = { visitors: number; visits: number; pageviews: number; conversions: number };
export type Row = { name: string; visitors: number; visits: number; pageviews: number };
export type Conversion = {
  goal: string;
  detail: string | null;
  source: string;
  campaign: string | null;
  count: number;
};
export type Stats = {
  range: PeriodRange;
  timeZone: string;
  filters: Filters;
  totals: Totals;
  previous: Totals;
  series: Array<{ at: string; visitors: number; visits: number; pageviews: number }>;
  breakdowns: Record<BreakdownName, Row[]>;
  notFound: Array<{ path: string; referrer: string | null; views: number }>;
  conversions: Conversion[];
  /** Visits and conversions per source and per campaign: each goal's count and rate. */
  bySource: Array<{ source: string; visits: number; conversions: number }>;
  byCampaign: Array<{ campaign: string; visits: number; conversions: number }>;
  /** The same per entry page: what each article or newsletter issue a visit landed on brought. */
  byEntryPage: Array<{ path: string; visits: number; conversions: number }>;
  /** Distinct visitors in the last 5 minutes. */
  live: number;
  /**
   * With two filters or more, the first day the figures cover when the period starts earlier: the raw
   * views before it are deleted (ANALYTICS_RAW_DAYS) and the roll-up keeps one filter at a time.
   */
  clippedFrom: string | null;
};

const ROWS = 50;

/** Which views a breakdown counts: pages answered 200 only; a UTM breakdown leaves out links without the field. */
const ONLY: Record<BreakdownName, (column: SQL) => SQL> = {
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
const UNPIVOT = sql.raw(
  `cross join lateral (values ${(Object.entries(COLUMN_NAMES) as Array<[FilterName, string]>)
    .map(([name, column]) => `('${name}', ${column})`)
    .join(", ")}) as f(name, value)`,
);

/**
 * Every dimension of a view at once (each breakdown with its ONLY rule, "notFound" and "total"): one
 * scan of the views groups by (dimension, value) where a query per breakdown would scan them twelve times.
 */
const DIMENSIONS = sql.raw(
  `cross join lateral (values ('pages', case when status = 200 then path end), ('entryPages', entry_path),
    ('sources', source), ('campaigns', utm_campaign), ('utmSources', utm_source), ('utmMediums', utm_medium),
    ('countries', coalesce(country, '')), ('devices', device), ('browsers', browser), ('languages', locale),
    ('notFound', case when status = 404 then path || chr(10) || coalesce(referrer, '') end), ('total', ''))
    as d(dimension, value)`,
);

/** The same, of a view joined as `v` (the conversions' own columns share names). */
const FILTER_VALUES_V = sql.raw(
  (Object.entries(COLUMN_NAMES) as Array<[FilterName, string]>)
    .map(([name, column]) => `('${name}', v.${column})`)
    .join(", "),
);

/** The filters whose conversions are read from the conversions' own columns (no view needed). */
const CONVERSION_OWN: ReadonlySet<FilterName> = new Set(["source", "campaign"]);

/** One filter (read from analytics_daily_filtered) or none (analytics_daily). */
type Scope = { filter: FilterName; value: string } | null;

/** Which days of a stretch are read from the roll-up and which from the raw views. */
type Parts = { daily: { from: string; to: string } | null; raw: { start: Date; end: Date } | null };

export type StatsOptions = {
  timeZone: string;
  now?: () => number;
  /** Raw views are kept this many days (ANALYTICS_RAW_DAYS), then deleted once rolled up. */
  rawDays?: number;
};

export function createStats(db: Db, { timeZone, now = Date.now, rawDays = 30 }: StatsOptions) {
  const bounds = (from: string, to: string) => ({
    start: new Date(startOfDay(from, timeZone)),
    end: new Date(startOfDay(addDays(to, 1), timeZone)),
  });
  const today = () => dateInZone(now(), timeZone);
  /** The first day whose raw views are kept: the days before it may be deleted once rolled up. */
  const rawSince = () => addDays(today(), -rawDays);

  const where = (start: Date, end: Date, filters: Filters) => {
    const parts = [sql`at >= ${start} and at < ${end}`];
    for (const [name, value] of Object.entries(filters) as Array<[FilterName, string]>) {
      parts.push(sql`${COLUMNS[name]} = ${value}`);
    }
    return sql.join(parts, sql` and `);
  };
  /** Conversions of the filtered views' visits; source and campaign also match a conversion without a visit. */
  const conversionWhere = (start: Date, end: Date, filters: Filters) => {
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
  };

  /** A dimension's rolled-up days added up, unfiltered or under one filter; `name` groups (a series' bucket). */
  const dailySum = (scope: Scope, dimension: string, from: string, to: string, name: SQL = sql`value`) =>
    queryRows<Row>(
      db,
      scope
        ? sql`select ${name} as name, sum(visitors)::int as visitors, sum(visits)::int as visits,
            sum(pageviews)::int as pageviews from analytics_daily_filtered
            where filter = ${scope.filter} and filter_value = ${scope.value} and dimension = ${dimension}
              and day >= ${from} and day <= ${to} group by 1`
        : sql`select ${name} as name, sum(visitors)::int as visitors, sum(visits)::int as visits,
            sum(pageviews)::int as pageviews from analytics_daily
            where dimension = ${dimension} and day >= ${from} and day <= ${to} group by 1`,
    );

  /** Every dimension's rolled-up days added up, in one read (unfiltered, or under one filter). */
  const dailyAll = (scope: Scope, from: string, to: string) =>
    queryRows<Row & { dimension: string }>(
      db,
      scope
        ? sql`select dimension, value as name, sum(visitors)::int as visitors, sum(visits)::int as visits,
            sum(pageviews)::int as pageviews from analytics_daily_filtered
            where filter = ${scope.filter} and filter_value = ${scope.value} and day >= ${from} and day <= ${to}
            group by 1, 2`
        : sql`select dimension, value as name, sum(visitors)::int as visitors, sum(visits)::int as visits,
            sum(pageviews)::int as pageviews from analytics_daily where day >= ${from} and day <= ${to} group by 1, 2`,
    );

  /** Every dimension of the raw views of a stretch, in one scan. */
  const rawAll = (start: Date, end: Date, filters: Filters) =>
    queryRows<Row & { dimension: string }>(
      db,
      sql`select d.dimension, d.value as name, count(distinct visitor)::int as visitors,
        (count(*) filter (where entry))::int as visits, count(*)::int as pageviews
        from analytics_views ${DIMENSIONS} where ${where(start, end, filters)} and d.value is not null group by 1, 2`,
    );

  /** The last day rolled up (every day before it with views is too), or null. */
  async function lastRolledDay(): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`select max(day) as day from analytics_daily where dimension = 'total'`,
    );
    return row?.day ?? null;
  }

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
  type Plan = ReturnType<typeof plan>;

  async function viewTotals({ scope, parts }: Plan, filters: Filters) {
    const rows: Row[] = [];
    if (parts.daily) rows.push(...(await dailySum(scope, "total", parts.daily.from, parts.daily.to)));
    if (parts.raw) {
      const [raw] = await queryRows<Row>(
        db,
        sql`select '' as name, count(distinct visitor)::int as visitors, (count(*) filter (where entry))::int as visits,
          count(*)::int as pageviews from analytics_views where ${where(parts.raw.start, parts.raw.end, filters)}`,
      );
      rows.push(raw!);
    }
    return merged(rows)[0] ?? { name: "", visitors: 0, visits: 0, pageviews: 0 };
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

  /** Distinct visits that converted; `rolled`: the rolled-up days' figure when already read. */
  async function convertedVisits(from: string, to: string, filters: Filters, plan: Plan, rolled?: Row[]) {
    const parts = conversionParts(from, to, filters, plan);
    let total = 0;
    if (parts.daily && parts.scope) {
      const rows = rolled ?? (await dailySum(parts.scope, "converted", parts.daily.from, parts.daily.to));
      total += rows[0]?.visits ?? 0;
    }
    if (parts.raw) {
      const [row] = await queryRows<{ conversions: number }>(
        db,
        sql`select count(distinct visit_id)::int as conversions from analytics_conversions
          where visit_id is not null and ${conversionWhere(parts.raw.start, parts.raw.end, filters)}`,
      );
      total += row!.conversions;
    }
    return total;
  }

  return {
    /** How many days raw views are kept (the privacy page says it). */
    rawDays,
    /** Today's date in the owner's zone: where periods end. */
    today,

    /**
     * Rolls every finished day (in the owner's zone, ended over a minute ago, so no waiting view of it
     * is still to be written) that has views and no roll-up yet into analytics_daily, and the same
     * under each filter's values into analytics_daily_filtered, oldest first. Safe on several
     * instances at once: a day's rows are the same whoever writes them first (on conflict do nothing),
     * and a day counts as rolled up once its total is committed with the rest.
     */
    async rollUp(): Promise<number> {
      const finished = dateInZone(now() - 60_000, timeZone);
      const days = await queryRows<{ day: string }>(
        db,
        sql`select distinct to_char(at at time zone ${timeZone}, 'YYYY-MM-DD') as day from analytics_views
          where at < ${new Date(startOfDay(finished, timeZone))}
          except select day from analytics_daily where dimension = 'total' order by 1`,
      );
      for (const { day } of days) {
        const { start, end } = bounds(day, day);
        const insert = (dimension: string, value: SQL, only: SQL) => sql`
          insert into analytics_daily (day, dimension, value, visitors, visits, pageviews)
          select ${day}, ${dimension}, ${value}, count(distinct visitor)::int, (count(*) filter (where entry))::int,
            count(*)::int from analytics_views where at >= ${start} and at < ${end} ${only} group by 3
          on conflict do nothing`;
        const insertFiltered = (dimension: string, value: SQL, only: SQL) => sql`
          insert into analytics_daily_filtered (day, filter, filter_value, dimension, value, visitors, visits, pageviews)
          select ${day}, f.name, f.value, ${dimension}, ${value}, count(distinct visitor)::int,
            (count(*) filter (where entry))::int, count(*)::int
          from analytics_views ${UNPIVOT}
          where at >= ${start} and at < ${end} and f.value is not null ${only} group by 2, 3, 5
          on conflict do nothing`;
        // Conversions of the day whose visit has a view under each filter's value (as conversionWhere reads).
        const matched = sql`with matched as (
            select distinct c.id, c.goal, c.detail, c.source, c.campaign, c.entry_path, c.visit_id, f.name, f.value
            from analytics_conversions c
            join analytics_views v on v.visit_id = c.visit_id
              and v.at >= ${new Date(start.getTime() - 86_400_000)} and v.at < ${end}
            cross join lateral (values ${FILTER_VALUES_V}) as f(name, value)
            where c.at >= ${start} and c.at < ${end} and f.value is not null
              and f.name not in ('source', 'campaign'))`;
        const insertConverted = (dimension: string, value: SQL, figures: SQL, only: SQL) => sql`${matched}
          insert into analytics_daily_filtered (day, filter, filter_value, dimension, value, visitors, visits, pageviews)
          select ${day}, name, value, ${dimension}, ${value}, 0, ${figures} from matched where true ${only}
          group by 2, 3, 5 on conflict do nothing`;
        await db.transaction(async (tx) => {
          for (const name of BREAKDOWNS) {
            const column = COLUMNS[BREAKDOWN_FILTER[name]];
            await tx.execute(insert(name, sql`coalesce(${column}, '')`, ONLY[name](column)));
            await tx.execute(insertFiltered(name, sql`coalesce(${column}, '')`, ONLY[name](column)));
          }
          const notFound = sql`path || chr(10) || coalesce(referrer, '')`;
          await tx.execute(insert("notFound", notFound, sql`and status = 404`));
          await tx.execute(insertFiltered("notFound", notFound, sql`and status = 404`));
          await tx.execute(insertFiltered("total", sql`''`, sql``));
          await tx.execute(
            insertConverted(
              "conversion",
              sql`goal || chr(10) || coalesce(detail, '') || chr(10) || source || chr(10) || coalesce(campaign, '')`,
              sql`0, count(*)::int`,
              sql``,
            ),
          );
          await tx.execute(insertConverted("converted", sql`''`, sql`count(distinct visit_id)::int, 0`, sql``));
          for (const [by, column] of [
            ["source", "source"],
            ["campaign", "campaign"],
            ["entry", "entry_path"],
          ] as const) {
            await tx.execute(
              insertConverted(
                `convertedBy:${by}`,
                sql.raw(column),
                sql`count(distinct visit_id)::int, 0`,
                sql.raw(`and ${column} is not null`),
              ),
            );
          }
          // Last: a day with its total is a day rolled up.
          await tx.execute(insert("total", sql`''`, sql``));
        });
      }
      return days.length;
    },

    /**
     * Deletes the raw views older than the retention (ANALYTICS_RAW_DAYS) whose day is rolled up, and
     * the day after it too (its conversions read the visits begun the day before). Idempotent: any
     * instance, any number of times.
     */
    async prune(): Promise<number> {
      const last = await lastRolledDay();
      if (!last) return 0;
      const kept = rawSince();
      const [until] = [last, kept].sort() as [string];
      const deleted = await queryRows<{ n: number }>(
        db,
        sql`with gone as (delete from analytics_views where at < ${new Date(startOfDay(until, timeZone))} returning 1)
          select count(*)::int as n from gone`,
      );
      return deleted[0]?.n ?? 0;
    },

    async stats({ range, filters, sort }: StatsQuery): Promise<Stats> {
      // Whole rolled-up days come from the roll-up (none or one filter); the rest from the raw views.
      const last = await lastRolledDay();
      const hourly = range.granularity === "hour";
      const current = plan(range.from, range.to, filters, hourly, last);
      const before = plan(range.previous.from, range.previous.to, filters, hourly, last);
      const { scope, parts } = current;
      // The period's figures per (dimension, value): one read of the roll-up, one of the raw views.
      const all: Array<Row & { dimension: string }> = [];
      if (parts.daily) all.push(...(await dailyAll(scope, parts.daily.from, parts.daily.to)));
      if (parts.raw) all.push(...(await rawAll(parts.raw.start, parts.raw.end, filters)));
      const of = (dimension: string) => merged(all.filter((row) => row.dimension === dimension));
      const views = of("total")[0] ?? { name: "", visitors: 0, visits: 0, pageviews: 0 };
      const totals = {
        visitors: views.visitors,
        visits: views.visits,
        pageviews: views.pageviews,
        conversions: await convertedVisits(range.from, range.to, filters, current, of("converted")),
      };
      const earlier = await viewTotals(before, filters);
      const previous = {
        visitors: earlier.visitors,
        visits: earlier.visits,
        pageviews: earlier.pageviews,
        conversions: await convertedVisits(range.previous.from, range.previous.to, filters, before),
      };

      const unit = sql.raw(`'${range.granularity satisfies Granularity}'`);
      const series: Row[] = [];
      if (parts.daily) {
        const bucket = range.granularity === "month" ? sql`substr(day, 1, 7) || '-01T00:00'` : sql`day || 'T00:00'`;
        series.push(...(await dailySum(scope, "total", parts.daily.from, parts.daily.to, bucket)));
      }
      if (parts.raw) {
        series.push(
          ...(await queryRows<Row>(
            db,
            sql`select to_char(date_trunc(${unit}, at at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:MI') as name,
              count(distinct visitor)::int as visitors, (count(*) filter (where entry))::int as visits,
              count(*)::int as pageviews from analytics_views where ${where(parts.raw.start, parts.raw.end, filters)}
              group by 1`,
          )),
        );
      }
      const points = merged(series).map(({ name, ...figures }) => ({ at: name, ...figures }));
      points.sort((a, b) => (a.at < b.at ? -1 : 1));

      const full = {} as Record<BreakdownName, Row[]>;
      for (const name of BREAKDOWNS) full[name] = of(name);
      const key = (name: BreakdownName) => (name === "entryPages" ? "visits" : sort);
      const breakdowns = {} as Record<BreakdownName, Row[]>;
      for (const name of BREAKDOWNS) {
        const rows = name === "entryPages" ? full[name].filter((row) => row.visits > 0) : full[name];
        breakdowns[name] = [...rows]
          .sort((a, b) => b[key(name)] - a[key(name)] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          .slice(0, ROWS);
      }

      const notFound = of("notFound")
        .map((row) => {
          const [path = "", referrer = ""] = row.name.split("\n");
          return { path, referrer: referrer || null, views: row.pageviews };
        })
        .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        .slice(0, ROWS);

      const conversionsAt = conversionParts(range.from, range.to, filters, current);
      // Under a filter of the views, the rolled-up days' conversions came with the roll-up's read above.
      const conversionRows: Row[] = conversionsAt.daily && conversionsAt.scope ? of("conversion") : [];
      if (conversionsAt.raw) {
        const raw = await queryRows<Conversion>(
          db,
          sql`select goal, detail, source, campaign, count(*)::int as count from analytics_conversions
            where ${conversionWhere(conversionsAt.raw.start, conversionsAt.raw.end, filters)} group by 1, 2, 3, 4`,
        );
        for (const row of raw) {
          conversionRows.push({
            name: [row.goal, row.detail ?? "", row.source, row.campaign ?? ""].join("\n"),
            visitors: 0,
            visits: 0,
            pageviews: row.count,
          });
        }
      }
      const conversions: Conversion[] = merged(conversionRows)
        .map((row) => {
          const [goal = "", detail = "", source = "", campaign = ""] = row.name.split("\n");
          return { goal, detail: detail || null, source, campaign: campaign || null, count: row.pageviews };
        })
        .sort((a, b) => b.count - a.count || (a.goal < b.goal ? -1 : a.goal > b.goal ? 1 : 0))
        .slice(0, 200);
      const convertedBy = async (by: "source" | "campaign" | "entry", column: SQL) => {
        const rows: Row[] = conversionsAt.daily && conversionsAt.scope ? of(`convertedBy:${by}`) : [];
        if (conversionsAt.raw) {
          rows.push(
            ...(await queryRows<Row>(
              db,
              sql`select ${column} as name, 0 as visitors, count(distinct visit_id)::int as visits, 0 as pageviews
                from analytics_conversions where visit_id is not null and ${column} is not null
                  and ${conversionWhere(conversionsAt.raw.start, conversionsAt.raw.end, filters)} group by 1`,
            )),
          );
        }
        return new Map(merged(rows).map((row) => [row.name, row.visits]));
      };
      const bySourceConverted = await convertedBy("source", sql.raw("source"));
      const byCampaignConverted = await convertedBy("campaign", sql.raw("campaign"));
      const byEntryConverted = await convertedBy("entry", sql.raw("entry_path"));
      const withVisits = (rows: Row[]) =>
        rows
          .filter((row) => row.visits > 0)
          .sort((a, b) => b.visits - a.visits || (a.name < b.name ? -1 : 1))
          .slice(0, ROWS);
      const bySource = withVisits(full.sources).map((row) => ({
        source: row.name,
        visits: row.visits,
        conversions: bySourceConverted.get(row.name) ?? 0,
      }));
      const byCampaign = withVisits(full.campaigns).map((row) => ({
        campaign: row.name,
        visits: row.visits,
        conversions: byCampaignConverted.get(row.name) ?? 0,
      }));
      const byEntryPage = withVisits(full.entryPages).map((row) => ({
        path: row.name,
        visits: row.visits,
        conversions: byEntryConverted.get(row.name) ?? 0,
      }));
      const [live] = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct visitor)::int as n from analytics_views where at > ${new Date(now() - 5 * 60_000)}`,
      );
      return {
        range,
        timeZone,
        filters,
        totals,
        previous,
        series: points,
        breakdowns,
        notFound,
        conversions,
        bySource,
        byCampaign,
        byEntryPage,
        live: live!.n,
        clippedFrom: current.clippedFrom,
      };
    },
  };
}

/** Rows of the same name added up (a roll-up's days and the raw views of the rest). */
function merged(rows: Row[]): Row[] {
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

export type StatsService = ReturnType<typeof createStats>;

import { type SQL, sql } from "drizzle-orm";
import type { Filters, Granularity, PeriodRange, StatsQuery } from "#domain/analytics.ts";
import { addDays, dateInZone, startOfDay } from "#domain/booking/zone.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import {
  BREAKDOWN_FILTER,
  BREAKDOWNS,
  type BreakdownName,
  COLUMNS,
  conversionWhere,
  createPlanner,
  DIMENSIONS,
  FILTER_VALUES_V,
  merged,
  ONLY,
  type Plan,
  type Row,
  type Scope,
  UNPIVOT,
  where,
} from "./stats-plan.ts";

/**
 * The figures of Admin → Insights and `GET /api/admin/stats` (issue #44), read from the counted views
 * and conversions of a period in the owner's time zone. A visitor is a distinct daily hash, a visit
 * a view marked as its visit's entry, a page view any counted view (404s included in the totals, in
 * their own breakdown otherwise). Each figure is one SQL aggregate; nothing is estimated.
 *
 * The seam with stats-plan.ts: this module runs the reads (and the roll-up and pruning writes) and
 * assembles the figures; stats-plan.ts decides which days the roll-up answers and which the raw views
 * do, and holds the SQL vocabulary of the dimensions both sides share.
 */

/** Where callers have always taken them (stats-export.ts, the admin API). */
export { BREAKDOWNS, type BreakdownName, breakdownFilter, type Row } from "./stats-plan.ts";

export type Totals = { visitors: number; visits: number; pageviews: number; conversions: number };
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

export type StatsOptions = {
  timeZone: string;
  now?: () => number;
  /** Raw views are kept this many days (ANALYTICS_RAW_DAYS), then deleted once rolled up. */
  rawDays?: number;
};

export function createStats(db: Db, { timeZone, now = Date.now, rawDays = 30 }: StatsOptions) {
  const today = () => dateInZone(now(), timeZone);
  /** The first day whose raw views are kept: the days before it may be deleted once rolled up. */
  const rawSince = () => addDays(today(), -rawDays);
  const { bounds, plan, conversionParts } = createPlanner(timeZone, rawSince);

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

export type StatsService = ReturnType<typeof createStats>;

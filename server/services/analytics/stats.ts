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

const COLUMNS: Record<FilterName, SQL> = {
  page: sql.raw("path"),
  entry: sql.raw("entry_path"),
  source: sql.raw("source"),
  campaign: sql.raw("utm_campaign"),
  utmSource: sql.raw("utm_source"),
  utmMedium: sql.raw("utm_medium"),
  country: sql.raw("country"),
  device: sql.raw("device"),
  browser: sql.raw("browser"),
  locale: sql.raw("locale"),
};

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

export function createStats(db: Db, { timeZone, now = Date.now }: { timeZone: string; now?: () => number }) {
  const bounds = (from: string, to: string) => ({
    start: new Date(startOfDay(from, timeZone)),
    end: new Date(startOfDay(addDays(to, 1), timeZone)),
  });

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

  /** A breakdown's raw rows for a stretch: all of them (`limit` null) when they are merged with the roll-up. */
  async function rawBreakdown(
    name: BreakdownName,
    start: Date,
    end: Date,
    filters: Filters,
    order: SQL,
    limit: number | null,
  ) {
    const column = COLUMNS[BREAKDOWN_FILTER[name]];
    return queryRows<Row>(
      db,
      sql`select coalesce(${column}, '') as name, count(distinct visitor)::int as visitors,
        (count(*) filter (where entry))::int as visits, count(*)::int as pageviews
        from analytics_views where ${where(start, end, filters)} ${ONLY[name](column)}
        group by 1 order by ${order}, 1 ${limit === null ? sql`` : sql`limit ${limit}`}`,
    );
  }

  const dailySum = (dimension: string, from: string, to: string) =>
    queryRows<Row>(
      db,
      sql`select value as name, sum(visitors)::int as visitors, sum(visits)::int as visits,
        sum(pageviews)::int as pageviews from analytics_daily
        where dimension = ${dimension} and day >= ${from} and day <= ${to} group by 1`,
    );

  /** The last day rolled up (every day before it with views is too), or null. */
  async function lastRolledDay(): Promise<string | null> {
    const [row] = await queryRows<{ day: string | null }>(
      db,
      sql`select max(day) as day from analytics_daily where dimension = 'total'`,
    );
    return row?.day ?? null;
  }

  /** Which part of a stretch the roll-up answers and which the raw views do. */
  function split(from: string, to: string, last: string | null) {
    if (!last || from > last) return { daily: null, raw: bounds(from, to) };
    if (to <= last) return { daily: { from, to }, raw: null };
    return { daily: { from, to: last }, raw: bounds(addDays(last, 1), to) };
  }

  async function viewTotals(from: string, to: string, filters: Filters, last: string | null) {
    const parts = split(from, to, last);
    const rows: Row[] = [];
    if (parts.daily) rows.push(...(await dailySum("total", parts.daily.from, parts.daily.to)));
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

  async function convertedVisits(from: string, to: string, filters: Filters) {
    const { start, end } = bounds(from, to);
    const [row] = await queryRows<{ conversions: number }>(
      db,
      sql`select count(distinct visit_id)::int as conversions from analytics_conversions
        where visit_id is not null and ${conversionWhere(start, end, filters)}`,
    );
    return row!.conversions;
  }

  return {
    /** Today's date in the owner's zone: where periods end. */
    today: () => dateInZone(now(), timeZone),

    /**
     * Rolls every finished day (in the owner's zone, ended over a minute ago, so no waiting view of it
     * is still to be written) that has views and no roll-up yet into analytics_daily, oldest first.
     * Safe on several instances at once: a day's rows are the same whoever writes them first.
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
        await db.transaction(async (tx) => {
          for (const name of BREAKDOWNS) {
            const column = COLUMNS[BREAKDOWN_FILTER[name]];
            await tx.execute(insert(name, sql`coalesce(${column}, '')`, ONLY[name](column)));
          }
          await tx.execute(insert("notFound", sql`path || chr(10) || coalesce(referrer, '')`, sql`and status = 404`));
          // Last: a day with its total is a day rolled up.
          await tx.execute(insert("total", sql`''`, sql``));
        });
      }
      return days.length;
    },

    async stats({ range, filters, sort }: StatsQuery): Promise<Stats> {
      // Whole past days without a filter come from the roll-up; the rest (today, hours, filters) from raw views.
      const useDaily = Object.keys(filters).length === 0 && range.granularity !== "hour";
      const last = useDaily ? await lastRolledDay() : null;
      const parts = split(range.from, range.to, last);
      const views = await viewTotals(range.from, range.to, filters, last);
      const current = {
        visitors: views.visitors,
        visits: views.visits,
        pageviews: views.pageviews,
        conversions: await convertedVisits(range.from, range.to, filters),
      };
      const before = await viewTotals(range.previous.from, range.previous.to, filters, last);
      const previous = {
        visitors: before.visitors,
        visits: before.visits,
        pageviews: before.pageviews,
        conversions: await convertedVisits(range.previous.from, range.previous.to, filters),
      };

      const unit = sql.raw(`'${range.granularity satisfies Granularity}'`);
      const series: Stats["series"] = [];
      if (parts.daily) {
        const bucket = range.granularity === "month" ? sql`substr(day, 1, 7) || '-01T00:00'` : sql`day || 'T00:00'`;
        series.push(
          ...(await queryRows<Stats["series"][number]>(
            db,
            sql`select ${bucket} as at, sum(visitors)::int as visitors, sum(visits)::int as visits,
              sum(pageviews)::int as pageviews from analytics_daily
              where dimension = 'total' and day >= ${parts.daily.from} and day <= ${parts.daily.to} group by 1`,
          )),
        );
      }
      if (parts.raw) {
        series.push(
          ...(await queryRows<Stats["series"][number]>(
            db,
            sql`select to_char(date_trunc(${unit}, at at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:MI') as at,
              count(distinct visitor)::int as visitors, (count(*) filter (where entry))::int as visits,
              count(*)::int as pageviews from analytics_views where ${where(parts.raw.start, parts.raw.end, filters)}
              group by 1`,
          )),
        );
      }
      const points = merged(series.map((point) => ({ ...point, name: point.at }))).map(({ name, ...figures }) => ({
        at: name,
        ...figures,
      }));
      points.sort((a, b) => (a.at < b.at ? -1 : 1));

      const order = sql.raw(`${sort} desc`);
      const full = {} as Record<BreakdownName, Row[]>;
      for (const name of BREAKDOWNS) {
        const rows: Row[] = [];
        if (parts.daily) rows.push(...(await dailySum(name, parts.daily.from, parts.daily.to)));
        if (parts.raw)
          rows.push(
            ...(await rawBreakdown(name, parts.raw.start, parts.raw.end, filters, order, parts.daily ? null : ROWS)),
          );
        full[name] = merged(rows);
      }
      const key = (name: BreakdownName) => (name === "entryPages" ? "visits" : sort);
      const breakdowns = {} as Record<BreakdownName, Row[]>;
      for (const name of BREAKDOWNS) {
        const rows = name === "entryPages" ? full[name].filter((row) => row.visits > 0) : full[name];
        breakdowns[name] = [...rows]
          .sort((a, b) => b[key(name)] - a[key(name)] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          .slice(0, ROWS);
      }

      const missing: Row[] = [];
      if (parts.daily) missing.push(...(await dailySum("notFound", parts.daily.from, parts.daily.to)));
      if (parts.raw) {
        missing.push(
          ...(await queryRows<Row>(
            db,
            sql`select path || chr(10) || coalesce(referrer, '') as name, 0 as visitors, 0 as visits, count(*)::int as pageviews
              from analytics_views where ${where(parts.raw.start, parts.raw.end, filters)} and status = 404 group by 1`,
          )),
        );
      }
      const notFound = merged(missing)
        .map((row) => {
          const [path = "", referrer = ""] = row.name.split("\n");
          return { path, referrer: referrer || null, views: row.pageviews };
        })
        .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        .slice(0, ROWS);

      const { start, end } = bounds(range.from, range.to);
      const conversions = await queryRows<Conversion>(
        db,
        sql`select goal, detail, source, campaign, count(*)::int as count from analytics_conversions
          where ${conversionWhere(start, end, filters)} group by 1, 2, 3, 4 order by 5 desc, 1 limit 200`,
      );
      const convertedBy = async (column: SQL) =>
        new Map(
          (
            await queryRows<{ name: string; conversions: number }>(
              db,
              sql`select ${column} as name, count(distinct visit_id)::int as conversions from analytics_conversions
                where visit_id is not null and ${column} is not null and ${conversionWhere(start, end, filters)} group by 1`,
            )
          ).map((row) => [row.name, row.conversions]),
        );
      const bySourceConverted = await convertedBy(sql.raw("source"));
      const byCampaignConverted = await convertedBy(sql.raw("campaign"));
      const byEntryConverted = await convertedBy(sql.raw("entry_path"));
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
        totals: current,
        previous,
        series: points,
        breakdowns,
        notFound,
        conversions,
        bySource,
        byCampaign,
        byEntryPage,
        live: live!.n,
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
    } else byName.set(row.name, { ...row });
  }
  return [...byName.values()];
}

export type StatsService = ReturnType<typeof createStats>;

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
  /** Distinct visitors in the last 5 minutes. */
  live: number;
};

const ROWS = 50;

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

  async function totals(start: Date, end: Date, filters: Filters): Promise<Totals> {
    const [views] = await queryRows<Omit<Totals, "conversions">>(
      db,
      sql`select count(distinct visitor)::int as visitors, (count(*) filter (where entry))::int as visits,
        count(*)::int as pageviews from analytics_views where ${where(start, end, filters)}`,
    );
    const [converted] = await queryRows<{ conversions: number }>(
      db,
      sql`select count(distinct visit_id)::int as conversions from analytics_conversions
        where visit_id is not null and ${conversionWhere(start, end, filters)}`,
    );
    return { ...views!, conversions: converted!.conversions };
  }

  /** `pages` counts pages answered 200 only; a UTM breakdown leaves out the visits whose links had none. */
  async function breakdown(name: BreakdownName, start: Date, end: Date, filters: Filters, order: SQL) {
    const column = COLUMNS[BREAKDOWN_FILTER[name]];
    const only =
      name === "pages"
        ? sql`and status = 200`
        : name === "campaigns" || name === "utmSources" || name === "utmMediums"
          ? sql`and ${column} is not null`
          : sql``;
    return queryRows<Row>(
      db,
      sql`select coalesce(${column}, '') as name, count(distinct visitor)::int as visitors,
        (count(*) filter (where entry))::int as visits, count(*)::int as pageviews
        from analytics_views where ${where(start, end, filters)} ${only}
        group by 1 order by ${order}, 1 limit ${ROWS}`,
    );
  }

  return {
    /** Today's date in the owner's zone: where periods end. */
    today: () => dateInZone(now(), timeZone),

    async stats({ range, filters, sort }: StatsQuery): Promise<Stats> {
      const { start, end } = bounds(range.from, range.to);
      const before = bounds(range.previous.from, range.previous.to);
      const order = sql.raw(`${sort} desc`);
      const unit = sql.raw(`'${range.granularity satisfies Granularity}'`);
      const zone = timeZone;
      const breakdowns = {} as Record<BreakdownName, Row[]>;
      // One after another: PGlite answers one query at a time, and PostgreSQL's pool is small.
      const current = await totals(start, end, filters);
      const previous = await totals(before.start, before.end, filters);
      const series = await queryRows<{ at: string; visitors: number; visits: number; pageviews: number }>(
        db,
        sql`select to_char(date_trunc(${unit}, at at time zone ${zone}), 'YYYY-MM-DD"T"HH24:MI') as at,
          count(distinct visitor)::int as visitors, (count(*) filter (where entry))::int as visits,
          count(*)::int as pageviews from analytics_views where ${where(start, end, filters)}
          group by 1 order by 1`,
      );
      for (const name of BREAKDOWNS) {
        breakdowns[name] = await breakdown(
          name,
          start,
          end,
          filters,
          name === "entryPages" ? sql.raw("visits desc") : order,
        );
        // Entry pages are visits' first views only.
        if (name === "entryPages") breakdowns[name] = breakdowns[name].filter((row) => row.visits > 0);
      }
      const notFound = await queryRows<{ path: string; referrer: string | null; views: number }>(
        db,
        sql`select path, referrer, count(*)::int as views from analytics_views
          where ${where(start, end, filters)} and status = 404 group by 1, 2 order by 3 desc, 1 limit ${ROWS}`,
      );
      const conversions = await queryRows<Conversion>(
        db,
        sql`select goal, detail, source, campaign, count(*)::int as count from analytics_conversions
          where ${conversionWhere(start, end, filters)} group by 1, 2, 3, 4 order by 5 desc, 1 limit 200`,
      );
      const bySource = await queryRows<{ source: string; visits: number; conversions: number }>(
        db,
        sql`select v.source, v.visits, coalesce(c.conversions, 0)::int as conversions from
          (select source, (count(*) filter (where entry))::int as visits from analytics_views
            where ${where(start, end, filters)} group by 1) v
          left join (select source, count(distinct visit_id)::int as conversions from analytics_conversions
            where visit_id is not null and ${conversionWhere(start, end, filters)} group by 1) c on c.source = v.source
          where v.visits > 0 order by v.visits desc, 1 limit ${ROWS}`,
      );
      const byCampaign = await queryRows<{ campaign: string; visits: number; conversions: number }>(
        db,
        sql`select v.campaign, v.visits, coalesce(c.conversions, 0)::int as conversions from
          (select utm_campaign as campaign, (count(*) filter (where entry))::int as visits from analytics_views
            where ${where(start, end, filters)} and utm_campaign is not null group by 1) v
          left join (select campaign, count(distinct visit_id)::int as conversions from analytics_conversions
            where visit_id is not null and ${conversionWhere(start, end, filters)} group by 1) c on c.campaign = v.campaign
          where v.visits > 0 order by v.visits desc, 1 limit ${ROWS}`,
      );
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
        series,
        breakdowns,
        notFound,
        conversions,
        bySource,
        byCampaign,
        live: live!.n,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStats>;

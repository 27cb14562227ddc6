import { stringify as csv } from "csv-stringify/sync";
import { neutraliseFormula } from "../dashboard.ts";
import { BREAKDOWNS, type BreakdownName, type Stats } from "./stats.ts";

export { BREAKDOWNS };

/** What `/api/admin/stats.csv?breakdown=` takes: a breakdown, the 404s, or the conversions. */
export type Exportable = BreakdownName | "notFound" | "conversions";
export const isBreakdown = (name: string): name is Exportable =>
  (BREAKDOWNS as readonly string[]).includes(name) || name === "notFound" || name === "conversions";

const rate = (conversions: number, visits: number) => (visits > 0 ? Math.round((conversions / visits) * 1000) / 10 : 0);

/**
 * `GET /api/admin/stats` as the issue describes it: totals, sources, campaigns, pages, countries and
 * conversions, and the rest of what Insights shows (more fields than asked, none fewer).
 */
export function statsJson(stats: Stats) {
  const rows = (name: BreakdownName) =>
    stats.breakdowns[name].map(({ name: value, ...figures }) => ({ name: value, ...figures }));
  return {
    from: stats.range.from,
    to: stats.range.to,
    timeZone: stats.timeZone,
    filters: stats.filters,
    totals: {
      visitors: stats.totals.visitors,
      visits: stats.totals.visits,
      pageviews: stats.totals.pageviews,
      convertedVisits: stats.totals.conversions,
      conversionRate: rate(stats.totals.conversions, stats.totals.visits),
    },
    previous: {
      from: stats.range.previous.from,
      to: stats.range.previous.to,
      visitors: stats.previous.visitors,
      visits: stats.previous.visits,
      pageviews: stats.previous.pageviews,
      convertedVisits: stats.previous.conversions,
    },
    series: stats.series,
    sources: rows("sources"),
    campaigns: rows("campaigns"),
    utmSources: rows("utmSources"),
    utmMediums: rows("utmMediums"),
    pages: stats.breakdowns.pages.map(({ name, ...figures }) => ({ path: name, ...figures })),
    entryPages: stats.breakdowns.entryPages.map(({ name, ...figures }) => ({ path: name, ...figures })),
    countries: rows("countries"),
    devices: rows("devices"),
    browsers: rows("browsers"),
    languages: rows("languages"),
    notFound: stats.notFound,
    conversions: stats.conversions,
    conversionsBySource: stats.bySource.map((row) => ({ ...row, rate: rate(row.conversions, row.visits) })),
    conversionsByCampaign: stats.byCampaign.map((row) => ({ ...row, rate: rate(row.conversions, row.visits) })),
    conversionsByEntryPage: stats.byEntryPage.map((row) => ({ ...row, rate: rate(row.conversions, row.visits) })),
    live: stats.live,
  };
}

/**
 * One breakdown as CSV, with a header row. Sources, campaigns and paths are what visitors' links
 * said: a cell a spreadsheet would run as a formula stays text (neutraliseFormula).
 */
export function statsCsv(stats: Stats, name: Exportable): string {
  const stringify = (records: Array<Array<string | number>>, options: { header: true; columns: string[] }) =>
    csv(
      records.map((record) => record.map((cell) => (typeof cell === "string" ? neutraliseFormula(cell) : cell))),
      { ...options, record_delimiter: "windows" },
    );
  if (name === "notFound") {
    return stringify(
      stats.notFound.map((row) => [row.path, row.referrer ?? "", row.views]),
      { header: true, columns: ["path", "linked from", "views"] },
    );
  }
  if (name === "conversions") {
    return stringify(
      stats.conversions.map((row) => [row.goal, row.detail ?? "", row.source, row.campaign ?? "", row.count]),
      { header: true, columns: ["goal", "detail", "source", "campaign", "count"] },
    );
  }
  return stringify(
    stats.breakdowns[name].map((row) => [row.name, row.visitors, row.visits, row.pageviews]),
    {
      header: true,
      columns: [name === "pages" || name === "entryPages" ? "path" : "name", "visitors", "visits", "pageviews"],
    },
  );
}

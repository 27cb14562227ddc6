import { eq, sql } from "drizzle-orm";
import { periodRange } from "#domain/analytics.ts";
import { addDays, dateInZone, wallTime, weekdayOf } from "#domain/booking/zone.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import { analyticsSettings } from "#server/db/schema.ts";
import { escapeHtml } from "#server/lib/html.ts";
import type { Logger } from "#server/logger.ts";
import type { QueuedMail } from "../outbox.ts";
import type { Stats, StatsService } from "./stats.ts";

/**
 * The weekly report to the owner (issue #44): on Monday morning in the owner's time zone (from
 * REPORT_HOUR; the check runs hourly, so by REPORT_HOUR + 1 at the latest, or when a server next runs
 * that week), last week (Monday to Sunday) against the week before: totals, top sources and pages,
 * conversions and where they came from, pages answered 404 with the sites linking to them. Once a
 * week whatever the number of instances: the week's key is inserted in the transaction that queues
 * the mail, and only the instance whose insert went through queues it. Off when the owner says so
 * (Admin → Insights, stored in analytics_settings).
 */

/** The hour of Monday, in the owner's zone, from which the week's report is due. */
export const REPORT_HOUR = 7;
const TOP = 5;

type Site = { siteUrl: string; ownerEmail: string };
type Enqueue = (executor: Db, mail: QueuedMail) => Promise<void>;

export type WeeklyReportOptions = {
  db: Db;
  stats: StatsService;
  enqueue: Enqueue;
  /** Told after a report is queued (the mail worker's kick). */
  queued?: (mail: QueuedMail) => void;
  site: Site;
  timeZone: string;
  logger: Logger;
  now?: () => number;
};

/** The Monday (YYYY-MM-DD) of the week whose report is due at `instant`, or null before Monday's REPORT_HOUR. */
export function dueWeek(instant: number, timeZone: string): string | null {
  const today = dateInZone(instant, timeZone);
  const weekday = weekdayOf(today); // 0 Sunday … 6 Saturday
  const monday = addDays(today, -((weekday + 6) % 7));
  if (today === monday && wallTime(instant, timeZone).hour < REPORT_HOUR) return null;
  return monday;
}

export function createWeeklyReport(options: WeeklyReportOptions) {
  const { db, stats, site, timeZone, logger } = options;
  const now = options.now ?? Date.now;

  async function enabled(): Promise<boolean> {
    const [row] = await db.select().from(analyticsSettings).where(eq(analyticsSettings.id, "owner"));
    return row?.weeklyReport ?? true;
  }

  return {
    enabled,

    async setEnabled(weeklyReport: boolean) {
      await db
        .insert(analyticsSettings)
        .values({ id: "owner", weeklyReport })
        .onConflictDoUpdate({ target: analyticsSettings.id, set: { weeklyReport, updatedAt: new Date() } });
    },

    /**
     * Queues this week's report if it is due, on, and not queued yet (by any instance). Answers the
     * week's Monday when this call queued it, else null. Safe to call as often as wanted.
     */
    async runOnce(): Promise<string | null> {
      const week = dueWeek(now(), timeZone);
      if (!week || !(await enabled())) return null;
      const [done] = await queryRows<{ week: string }>(
        db,
        sql`select week from analytics_reports where week = ${week}`,
      );
      if (done) return null;
      const range = periodRange("custom", dateInZone(now(), timeZone), {
        from: addDays(week, -7),
        to: addDays(week, -1),
      })!;
      const figures = await stats.stats({ range, filters: {}, sort: "visitors" });
      // A week with nothing counted (a site installed since, or counting off) has nothing to report:
      // no mail of zeros. The next week with views gets its report.
      if (figures.totals.pageviews === 0 && figures.totals.conversions === 0) return null;
      const mail = reportMail(site, figures);
      const queued = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ week: string }>(
          tx as unknown as Db,
          sql`insert into analytics_reports (week) values (${week}) on conflict do nothing returning week`,
        );
        if (!row) return false;
        await options.enqueue(tx as unknown as Db, mail);
        return true;
      });
      if (!queued) return null;
      logger.info({ week }, "weekly report queued");
      options.queued?.(mail);
      return week;
    },
  };
}

export type WeeklyReport = ReturnType<typeof createWeeklyReport>;

const count = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const dayWithYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** "+12%", "−5%", "new" (nothing the week before), or "" (nothing either week). */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "" : "new";
  return percent.format((now - before) / before);
}

type Table = { title: string; head: string[]; rows: string[][]; empty: string };

/** The report as text and HTML, every value from the database escaped in the HTML. */
export function reportMail(site: Site, stats: Stats): QueuedMail {
  const { range, totals, previous } = stats;
  const period = `${day.format(dateOf(range.from))} to ${dayWithYear.format(dateOf(range.to))}`;
  const insights = `${site.siteUrl}/admin/insights?from=${range.from}&to=${range.to}`;
  const totalsRows = (
    [
      ["Visitors", totals.visitors, previous.visitors],
      ["Visits", totals.visits, previous.visits],
      ["Page views", totals.pageviews, previous.pageviews],
      ["Visits that converted", totals.conversions, previous.conversions],
    ] as const
  ).map(([label, now, before]) => [label, count.format(now), count.format(before), change(now, before)]);
  const tables: Table[] = [
    {
      title: "Last week against the week before",
      head: ["", "Last week", "Week before", "Change"],
      rows: totalsRows,
      empty: "",
    },
    {
      title: "Top sources",
      head: ["Source", "Visitors", "Visits"],
      rows: stats.breakdowns.sources
        .slice(0, TOP)
        .map((row) => [row.name, count.format(row.visitors), count.format(row.visits)]),
      empty: "No visits last week.",
    },
    {
      title: "Top pages",
      head: ["Page", "Views", "Visitors"],
      rows: [...stats.breakdowns.pages]
        .sort((a, b) => b.pageviews - a.pageviews || (a.name < b.name ? -1 : 1))
        .slice(0, TOP)
        .map((row) => [row.name, count.format(row.pageviews), count.format(row.visitors)]),
      empty: "No page views last week.",
    },
    {
      title: "Conversions and where they came from",
      head: ["Goal", "Source", "Campaign", "Count"],
      rows: stats.conversions
        .slice(0, 10)
        .map((row) => [
          row.detail ? `${row.goal} (${row.detail})` : row.goal,
          row.source,
          row.campaign ?? "",
          count.format(row.count),
        ]),
      empty: "No conversions last week.",
    },
    {
      title: "Pages answered 404, and the sites linking to them",
      head: ["Address", "Linked from", "Views"],
      rows: stats.notFound
        .slice(0, 10)
        .map((row) => [row.path, row.referrer ?? "(no referrer)", count.format(row.views)]),
      empty: "No broken links last week.",
    },
  ];
  const subject = `Your site last week: ${count.format(totals.visitors)} visitors${
    change(totals.visitors, previous.visitors) ? ` (${change(totals.visitors, previous.visitors)})` : ""
  }, ${count.format(totals.conversions)} converted`;
  const footer = "Turn this weekly report off on the Insights page of the admin.";

  const text = [
    `Your site, ${period} (${stats.timeZone}).`,
    "",
    ...tables.flatMap((table) => [
      table.title,
      ...(table.rows.length === 0 ? [`  ${table.empty}`] : table.rows.map((row) => `  ${textRow(table.head, row)}`)),
      "",
    ]),
    `All the figures: ${insights}`,
    "",
    footer,
  ].join("\n");

  const cell = "padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:start";
  const htmlTables = tables
    .map(
      (table) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(table.title)}</h2>${
          table.rows.length === 0
            ? `<p style="margin:0">${escapeHtml(table.empty)}</p>`
            : `<table style="border-collapse:collapse;width:100%;font-size:14px"><thead><tr>${table.head
                .map((name) => `<th scope="col" style="${cell}">${escapeHtml(name)}</th>`)
                .join("")}</tr></thead><tbody>${table.rows
                .map(
                  (row) => `<tr>${row.map((value) => `<td style="${cell}">${escapeHtml(value)}</td>`).join("")}</tr>`,
                )
                .join("")}</tbody></table>`
        }`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#111827"><div style="max-width:640px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(`Your site, ${period}`)}</h1><p style="margin:0;color:#6b7280">${escapeHtml(stats.timeZone)}</p>${htmlTables}<p style="margin:24px 0 0"><a href="${escapeHtml(insights)}">All the figures on Insights</a></p><p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></div></body></html>`;
  return { kind: "weekly-report", to: site.ownerEmail, subject, text, html, ref: `weekly-report:${range.to}` };
}

/** A table's row as one line of text: "Source: LinkedIn · Visitors: 12 · Visits: 14". */
function textRow(head: string[], row: string[]): string {
  return row
    .map((value, n) => (head[n] ? `${head[n]}: ${value}` : value))
    .filter((part) => part !== "")
    .join(" · ");
}

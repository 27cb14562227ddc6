import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "#harness/smtp.ts";
import { type Database, queryRows } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { type DatabasePair, testDatabasePairs } from "#tests/db.ts";
import { createMailWorker } from "../mail-worker.ts";
import { createMailer } from "../mailer.ts";
import { createOutbox } from "../outbox.ts";
import { createStats } from "./stats.ts";
import { createWeeklyReport, dueWeek } from "./weekly-report.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const ZONE = "Asia/Dubai"; // UTC+4
const at = (iso: string) => Date.parse(iso);

describe("the weekly report's week", () => {
  it("is due from Monday 07:00 in the owner's zone, for the week that ended the day before, all that week", () => {
    expect(dueWeek(at("2026-03-09T02:59:00Z"), ZONE)).toBeNull(); // Monday 06:59 in Dubai
    expect(dueWeek(at("2026-03-09T03:00:00Z"), ZONE)).toBe("2026-03-09");
    expect(dueWeek(at("2026-03-12T12:00:00Z"), ZONE)).toBe("2026-03-09"); // Thursday: still this week's
    expect(dueWeek(at("2026-03-15T19:59:00Z"), ZONE)).toBe("2026-03-09"); // Sunday 23:59 in Dubai
    expect(dueWeek(at("2026-03-15T20:30:00Z"), ZONE)).toBeNull(); // Monday 00:30 in Dubai: not yet
    // Monday 07:00 in Dubai is still Monday 03:00 in UTC: the owner's zone decides.
    expect(dueWeek(at("2026-03-09T03:00:00Z"), "UTC")).toBeNull();
    expect(dueWeek(at("2026-03-09T07:00:00Z"), "UTC")).toBe("2026-03-09");
  });
});

type Pair = DatabasePair;
const targets = testDatabasePairs();

describe.each(targets)("the weekly report on $name", (target) => {
  let pair: Pair;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = at("2026-03-09T02:30:00Z"); // Monday 06:30 in Dubai
  beforeAll(async () => {
    pair = await target.open();
    smtp = await startSmtpServer(0);
    // Last week (2 to 8 March): 3 views from LinkedIn, one from a source named with markup, a 404
    // linked from a partner; the week before: 1 view. Each view its own visit and visitor.
    await pair.a.db.execute(sql`
      insert into analytics_views (at, path, locale, status, visitor, visit_id, entry, source, utm_campaign,
        entry_path, referrer, country, device, browser)
      values
        ('2026-03-03T08:00:00Z', '/blog/murabaha', 'en', 200, 'a', '00000000-0000-4000-8000-000000000001', true, 'LinkedIn', 'launch', '/blog/murabaha', null, 'AE', 'desktop', 'Chrome'),
        ('2026-03-04T08:00:00Z', '/blog/murabaha', 'en', 200, 'b', '00000000-0000-4000-8000-000000000002', true, 'LinkedIn', 'launch', '/blog/murabaha', null, 'AE', 'mobile', 'Safari'),
        ('2026-03-05T08:00:00Z', '/tools', 'en', 200, 'c', '00000000-0000-4000-8000-000000000003', true, 'LinkedIn', null, '/tools', null, 'SA', 'desktop', 'Chrome'),
        ('2026-03-06T08:00:00Z', '/', 'en', 200, 'd', '00000000-0000-4000-8000-000000000004', true, '<script>alert(1)</script>', null, '/', null, 'SA', 'desktop', 'Chrome'),
        ('2026-03-07T08:00:00Z', '/old-page', 'en', 404, 'e', '00000000-0000-4000-8000-000000000005', true, 'partner.example', null, '/old-page', 'partner.example/links', 'GB', 'desktop', 'Firefox'),
        ('2026-02-25T08:00:00Z', '/', 'en', 200, 'f', '00000000-0000-4000-8000-000000000006', true, 'Direct', null, '/', null, 'AE', 'desktop', 'Chrome')`);
    await pair.a.db.execute(sql`
      insert into analytics_conversions (at, goal, detail, visit_id, source, campaign, entry_path, locale)
      values ('2026-03-03T08:05:00Z', 'booking', 'intro', '00000000-0000-4000-8000-000000000001', 'LinkedIn', 'launch', '/blog/murabaha', 'en')`);
  });
  afterAll(async () => {
    await smtp?.close();
    await pair?.close();
  });

  const instance = (database: Database) => {
    const outbox = createOutbox(database.db);
    const stats = createStats(database.db, { timeZone: ZONE, now: () => clock });
    const report = createWeeklyReport({
      db: database.db,
      stats,
      enqueue: (executor, mail) => outbox.enqueue(executor, mail),
      site: { siteUrl: "https://owner.example", ownerEmail: "owner@example.com" },
      timeZone: ZONE,
      logger,
      now: () => clock,
    });
    return { outbox, report };
  };
  const reports = async () =>
    (await queryRows<{ week: string }>(pair.a.db, sql`select week from analytics_reports order by week`)).map(
      (row) => row.week,
    );

  it("sends last week against the week before on Monday morning, once with two instances, escaped", async () => {
    const a = instance(pair.a);
    const b = instance(pair.b);
    expect(await a.report.runOnce()).toBeNull(); // 06:30: not yet
    clock = at("2026-03-09T03:10:00Z"); // 07:10 in Dubai
    const queued = await Promise.all([a.report.runOnce(), b.report.runOnce(), a.report.runOnce()]);
    expect(queued.filter(Boolean)).toEqual(["2026-03-09"]);
    clock = at("2026-03-10T09:00:00Z"); // later that week, after a restart: still once
    expect(await b.report.runOnce()).toBeNull();
    expect(await reports()).toEqual(["2026-03-09"]);

    const worker = createMailWorker({
      outbox: a.outbox,
      mailer: createMailer(smtp.url),
      from: "site@example.com",
      logger,
      intervalMs: 60_000,
      maxAttempts: 3,
    });
    await worker.runOnce();
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.subject).toBe("Your site last week: 5 visitors (+400%), 1 converted");
    expect(mail.text).toContain("Mon 2 Mar to 8 Mar 2026");
    expect(mail.text).toContain("Visitors · Last week: 5 · Week before: 1 · Change: +400%");
    expect(mail.text).toContain("Source: LinkedIn · Visitors: 3 · Visits: 3");
    expect(mail.text).toContain("Page: /blog/murabaha · Views: 2 · Visitors: 2");
    expect(mail.text).toContain("Goal: booking (intro) · Source: LinkedIn · Campaign: launch · Count: 1");
    expect(mail.text).toContain("Address: /old-page · Linked from: partner.example/links · Views: 1");
    expect(mail.text).toContain("https://owner.example/admin/insights?from=2026-03-02&to=2026-03-08");
    // Every value from the database is escaped in the HTML part.
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("partner.example/links");
  });

  it("is not sent once the owner turns it off, and again once turned back on", async () => {
    // A view in the week of 9 March, so that week has something to report.
    await pair.a.db.execute(sql`
      insert into analytics_views (at, path, locale, status, visitor, visit_id, entry, source, entry_path, country, device, browser)
      values ('2026-03-10T08:00:00Z', '/', 'en', 200, 'g', '00000000-0000-4000-8000-000000000007', true, 'Direct', '/', 'AE', 'desktop', 'Chrome')`);
    const a = instance(pair.a);
    await a.report.setEnabled(false);
    expect(await a.report.enabled()).toBe(false);
    clock = at("2026-03-16T04:00:00Z"); // the next Monday, 08:00 in Dubai
    expect(await a.report.runOnce()).toBeNull();
    expect(await reports()).toEqual(["2026-03-09"]);
    await a.report.setEnabled(true);
    expect(await a.report.runOnce()).toBe("2026-03-16");
  });

  it("sends nothing for a week in which nothing was counted (a site installed since, counting off)", async () => {
    const a = instance(pair.a);
    clock = at("2026-03-23T04:00:00Z"); // Monday 08:00 in Dubai; nothing was counted from 16 to 22 March
    expect(await a.report.runOnce()).toBeNull();
    expect(await reports()).toEqual(["2026-03-09", "2026-03-16"]);
  });
});

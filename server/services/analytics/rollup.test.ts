import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Filters, periodRange } from "#domain/analytics.ts";
import { addDays, startOfDay } from "#domain/booking/zone.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/client.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { createStats, type Stats } from "./stats.ts";

const ZONE = "Asia/Dubai";
const NOW = Date.parse("2026-03-10T08:00:00Z"); // 12:00 in Dubai

describe.each(testDatabaseTargets())("the daily roll-up ($name)", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    // Nine days of views (today included), visits of three views, two sources, a 404 with its referrer.
    await database.db.execute(sql`
      insert into analytics_views (at, path, locale, status, visitor, visit_id, entry, source, utm_campaign,
        entry_path, referrer, country, device, browser)
      select to_timestamp(${NOW / 1000}) - (i * interval '47 minutes'),
        (array['/', '/blog', '/tools', '/gone'])[1 + i % 4], 'en', case when i % 4 = 3 then 404 else 200 end,
        -- A visitor hash lives one of the owner's days (the salt's day), as the counter makes it.
        'v' || (i / 3) || to_char((to_timestamp(${NOW / 1000}) - (i * interval '47 minutes')) at time zone 'Asia/Dubai', 'YYYYMMDD'),
        md5('visit' || (i / 3))::uuid, i % 3 = 0,
        (array['LinkedIn', 'Google'])[1 + (i / 3) % 2], case when (i / 3) % 2 = 0 then 'launch' end,
        '/', case when i % 4 = 3 then 'partner.example/links' end, 'AE', 'desktop', 'Chrome'
      from generate_series(0, 250) as i`);
  });
  afterAll(() => database?.close());

  it("answers the same figures from the roll-up as from the raw views, and rolls each finished day once", async () => {
    const stats = createStats(database.db, { timeZone: ZONE, now: () => NOW });
    const range = periodRange("7d", stats.today())!;
    const query = { range, filters: {}, sort: "visitors" as const };
    const before = await stats.stats(query);
    expect(before.totals.pageviews).toBeGreaterThan(150);

    const rolled = await stats.rollUp();
    expect(rolled).toBe(8); // eight finished days before today
    expect(await stats.rollUp()).toBe(0);
    const [{ days }] = (await queryRows<{ days: number }>(
      database.db,
      sql`select count(distinct day)::int as days from analytics_daily`,
    )) as [{ days: number }];
    expect(days).toBe(8);

    const after = await stats.stats(query);
    expect(after.totals).toEqual(before.totals);
    expect(after.previous).toEqual(before.previous);
    expect(after.series).toEqual(before.series);
    expect(after.breakdowns).toEqual(before.breakdowns);
    expect(after.notFound).toEqual(before.notFound);
    expect(after.bySource).toEqual(before.bySource);
    expect(after.byCampaign).toEqual(before.byCampaign);
    // Filtered: one filter from the filtered roll-up.
    const filtered = await stats.stats({ ...query, filters: { source: "LinkedIn" } });
    expect(filtered.totals.pageviews).toBeLessThan(after.totals.pageviews);
    expect(filtered.breakdowns.sources.map((row) => row.name)).toEqual(["LinkedIn"]);
  });

  it("answers an old period, filtered or not, from the roll-up alone once its raw views are deleted", async () => {
    const old = await open();
    try {
      // 46 days of views every 47 minutes: visits of three views, a conversion at each visit's last view.
      await old.db.execute(sql`
        insert into analytics_views (at, path, locale, status, visitor, visit_id, entry, source, utm_campaign,
          entry_path, referrer, country, device, browser)
        select to_timestamp(${NOW / 1000}) - (i * interval '47 minutes'),
          (array['/', '/blog', '/ar/tools', '/gone', '/blog/x'])[1 + i % 5], case when i % 5 = 2 then 'ar' else 'en' end,
          case when i % 5 = 3 then 404 else 200 end,
          'v' || (i / 3) || to_char((to_timestamp(${NOW / 1000}) - (i * interval '47 minutes')) at time zone 'Asia/Dubai', 'YYYYMMDD'),
          md5('visit' || (i / 3))::uuid, i % 3 = 2,
          (array['LinkedIn', 'Google', 'Direct'])[1 + (i / 3) % 3], case when (i / 3) % 4 = 0 then 'launch' end,
          (array['/', '/blog'])[1 + (i / 3) % 2], case when i % 5 = 3 then 'partner.example/links' end,
          (array['AE', 'SA'])[1 + (i / 3) % 2], (array['desktop', 'mobile'])[1 + (i / 6) % 2], 'Chrome'
        from generate_series(0, 1400) as i`);
      // The visit's entry is its earliest view (the largest i); it converts at its latest (the smallest i).
      await old.db.execute(sql`
        insert into analytics_conversions (at, goal, detail, visit_id, source, campaign, entry_path, locale)
        select at + interval '1 second', (array['contact', 'booking'])[1 + (id % 2)::int],
          case when id % 2 = 1 then 'intro' end, visit_id, source, utm_campaign, entry_path, locale
        from analytics_views v where v.at = (select max(at) from analytics_views w where w.visit_id = v.visit_id)
          and (id % 4) <> 3`);
      const stats = createStats(old.db, { timeZone: ZONE, now: () => NOW, rawDays: 30 });
      const today = stats.today();
      const periods = [
        periodRange("custom", today, { from: addDays(today, -44), to: addDays(today, -35) })!,
        periodRange("custom", today, { from: addDays(today, -33), to: addDays(today, -32) })!,
        periodRange("12m", today)!,
      ];
      const filterSets: Filters[] = [
        {},
        { source: "LinkedIn" },
        { campaign: "launch" },
        { page: "/blog" },
        { entry: "/blog" },
        { country: "SA" },
        { device: "mobile" },
        { locale: "ar" },
      ];
      const queries = periods.flatMap((range) =>
        filterSets.map((filters) => ({ range, filters, sort: "pageviews" as const })),
      );
      const before = [];
      for (const query of queries) before.push(await stats.stats(query));
      expect(before[0]!.totals.conversions).toBeGreaterThan(5);
      expect(before[1]!.conversions.length).toBeGreaterThan(0);
      const keptFrom = new Date(startOfDay(addDays(today, -30), ZONE));
      const countOld = async () =>
        (
          await queryRows<{ n: number }>(
            old.db,
            sql`select count(*)::int as n from analytics_views where at < ${keptFrom}`,
          )
        )[0]!.n;
      expect(await countOld()).toBeGreaterThan(400);

      expect(await stats.rollUp()).toBe(46); // every finished day with views
      expect(await stats.prune()).toBeGreaterThan(400);
      expect(await countOld()).toBe(0);
      expect(await stats.prune()).toBe(0);

      // A day's hours are not rolled up: an old period read by the hour is then read by the day.
      const byDay = (series: Stats["series"]) =>
        Object.values(Object.groupBy(series, (point) => point.at.slice(0, 10)) as Record<string, Stats["series"]>).map(
          (points) => ({
            at: `${points[0]!.at.slice(0, 10)}T00:00`,
            visits: points.reduce((sum, point) => sum + point.visits, 0),
            pageviews: points.reduce((sum, point) => sum + point.pageviews, 0),
          }),
        );
      for (const [n, query] of queries.entries()) {
        const after = await stats.stats(query);
        const expected = { ...before[n]!, live: 0 };
        if (query.range.granularity === "hour") {
          // Hours' distinct visitors do not add up to a day's: the day's are the period's, day by day.
          expect(after.series.reduce((sum, point) => sum + point.visitors, 0)).toBe(expected.totals.visitors);
          expect(after.series.map(({ visitors: _, ...point }) => point)).toEqual(byDay(expected.series));
          expected.series = after.series;
        }
        expect(
          { ...after, live: 0 },
          `${query.range.from}..${query.range.to} ${JSON.stringify(query.filters)}`,
        ).toEqual(expected);
      }
      // Two filters: no roll-up keeps them; the figures start where the raw views do, and say so.
      const two = await stats.stats({
        range: periods[0]!,
        filters: { source: "LinkedIn", page: "/blog" },
        sort: "pageviews",
      });
      expect(two.clippedFrom).toBe(addDays(today, -30));
      expect(two.totals.pageviews).toBe(0);
      const recent = await stats.stats({
        range: periodRange("30d", today)!,
        filters: { source: "LinkedIn", page: "/blog" },
        sort: "pageviews",
      });
      expect(recent.clippedFrom).toBeNull();
      expect(recent.totals.pageviews).toBeGreaterThan(0);
    } finally {
      await old.close();
    }
  }, 120_000);
});

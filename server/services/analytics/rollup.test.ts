import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodRange } from "#domain/analytics.ts";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/client.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { createStats } from "./stats.ts";

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
    // A filtered view still reads the raw views.
    const filtered = await stats.stats({ ...query, filters: { source: "LinkedIn" } });
    expect(filtered.totals.pageviews).toBeLessThan(after.totals.pageviews);
    expect(filtered.breakdowns.sources.map((row) => row.name)).toEqual(["LinkedIn"]);
  });
});

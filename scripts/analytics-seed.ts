// `npm run analytics:seed [-- <views>]`: writes <views> (default 1,000,000) made-up page views spread
// over the last 12 months into the configured database, with visits of about three views, the usual
// sources, campaigns, countries and devices, and a conversion for one visit in fifty; then times the
// Insights figures for 12 months (what /admin/insights and GET /api/admin/stats read), median of
// five, once the finished days are rolled up as the server does. For a trial database only: the views are invented. Stop the server first on PGlite.
import { sql } from "drizzle-orm";
import { availability } from "#content/booking.ts";
import { periodRange } from "#domain/analytics.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";
import { createStats } from "#server/services/analytics/stats.ts";

const views = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(views) || views < 0 || views > 50_000_000) {
  console.error("Give the number of views to write, from 1 to 50,000,000 (0: only time the figures).");
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 2);
  try {
    const started = performance.now();
    // In chunks, so PGlite's memory stays small and progress shows.
    const chunk = 100_000;
    for (let first = 0; views > 0 && first < views; first += chunk) {
      const count = Math.min(chunk, views - first);
      await database.db.execute(sql`
        insert into analytics_views (at, path, locale, status, visitor, visit_id, entry, source, utm_source,
          utm_medium, utm_campaign, entry_path, referrer, country, device, browser)
        select now() - (random() * interval '365 days'),
          (array['/', '/blog', '/tools', '/career', '/book', '/ar', '/ar/blog', '/islamic-fintech',
            '/blog/murabaha-or-personal-loan-reading-the-numbers', '/newsletter'])[1 + (i % 10)],
          case when i % 7 = 0 then 'ar' else 'en' end,
          case when i % 97 = 0 then 404 else 200 end,
          'seed-' || (i / 3),
          md5('visit-' || (i / 3))::uuid,
          i % 3 = 0,
          (array['Direct', 'LinkedIn', 'Google', 'X', 'Newsletter', 'GitHub', 'Bing', 'WhatsApp'])[1 + ((i / 3) % 8)],
          case when (i / 3) % 5 = 0 then 'linkedin' end,
          case when (i / 3) % 5 = 0 then 'social' end,
          case when (i / 3) % 5 = 0 then 'launch-' || ((i / 3) % 4) end,
          (array['/', '/blog', '/tools'])[1 + ((i / 3) % 3)],
          case when i % 97 = 0 then 'partner.example/links' end,
          (array['AE', 'SA', 'EG', 'GB', 'US', 'IN', 'JO', 'KW'])[1 + ((i / 3) % 8)],
          (array['desktop', 'mobile', 'tablet'])[1 + ((i / 3) % 3)],
          (array['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + ((i / 3) % 4)]
        from generate_series(${first}::int, ${first + count - 1}::int) as i`);
      process.stdout.write(`\r${(first + count).toLocaleString("en-US")} views written`);
    }
    if (views > 0)
      await database.db.execute(sql`
      insert into analytics_conversions (at, goal, visit_id, source, campaign, entry_path, locale)
      select at, (array['contact', 'subscribe', 'booking', 'career'])[1 + (id % 4)::int], visit_id, source,
        utm_campaign, entry_path, locale
      from analytics_views where entry and id % 50 = 0 and visitor like 'seed-%'`);
    await database.db.execute(sql`analyze analytics_views`);
    console.log(`\nWritten in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

    const stats = createStats(database.db, { timeZone: availability.timeZone });
    const rolling = performance.now();
    const days = await stats.rollUp();
    console.log(
      `Rolled up ${days} days in ${((performance.now() - rolling) / 1000).toFixed(1)} s (the server does it hourly).`,
    );
    const range = periodRange("12m", stats.today())!;
    // Unfiltered, then one filter (the filtered roll-up), as Insights reads them.
    for (const filters of [{}, { source: "LinkedIn" }, { page: "/blog" }, { country: "AE" }]) {
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const start = performance.now();
        await stats.stats({ range, filters, sort: "visitors" });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `Insights for 12 months ${JSON.stringify(filters)} (${database.kind}): median ${times[2]!.toFixed(0)} ms; every run ${times.map((t) => t.toFixed(0)).join(" / ")} ms`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  const cause = (error as Error).cause as Error | undefined;
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Seeding failed: ${cause?.message ?? (error as Error).message.split("\n")[0]}`,
  );
  process.exit(1);
}

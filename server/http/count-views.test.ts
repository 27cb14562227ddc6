import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { type Database, openDatabase, queryRows } from "#server/db/client.ts";
import type { DocumentHandler } from "#server/http/app.ts";
import { createAnalytics } from "#server/services/analytics/counter.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { pageOfPath } from "./count-views.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

/** Pages of the stand-in site: `/missing…` is a 404 page, everything else a cacheable 200 page. */
const handleDocument: DocumentHandler = async (request) => {
  const missing = new URL(request.url).pathname.startsWith("/missing");
  return new Response("<!doctype html><title>t</title><p>page</p>", {
    status: missing ? 404 : 200,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
};

/** The app behind Node's listener, as server/main.ts runs it: cache hits are answered before Hono. */
async function serve(database: Database) {
  const { app, services, config } = createTestApp(
    database,
    { PAGE_CACHE_TTL_MS: "60000", SITE_URL: "https://owner.example" },
    { handleDocument },
  );
  let honoRequests = 0;
  const viaHono = app.fetch;
  app.fetch = (...args) => {
    honoRequests++;
    return viaHono(...args);
  };
  const server = http.createServer(app.nodeListener());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    services,
    config,
    honoRequests: () => honoRequests,
    get: (path: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(base + path, { method, headers: { "User-Agent": CHROME, ...headers } }).then(async (res) => {
        await res.arrayBuffer();
        return res;
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type ViewRow = {
  path: string;
  status: number;
  visitor: string | null;
  visit_id: string | null;
  entry: boolean;
  source: string;
  utm_campaign: string | null;
  entry_path: string;
  referrer: string | null;
  device: string;
  browser: string;
};
const views = (database: Database) => queryRows<ViewRow>(database.db, sql`select * from analytics_views order by id`);

describe.each(testDatabaseTargets())("page views counted on the server ($name)", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  it("counts cached and uncached views exactly, with the visit's source on each, and nothing that is not a person viewing", async () => {
    await database.db.execute(sql`delete from analytics_views`);
    const site = await serve(database);
    try {
      const landing = "/blog/launch?utm_source=linkedin&utm_campaign=launch-post&fbclid=abc";
      const first = await site.get(landing, { Referer: "https://www.linkedin.com/" });
      expect(first.status).toBe(200);
      for (let i = 0; i < 6; i++) await site.get("/blog/launch");
      await site.get("/tools", { "If-None-Match": "*" });
      // Six of the seven views of /blog/launch were page-cache hits answered before Hono.
      expect(site.honoRequests()).toBeLessThan(4);
      // Not counted: a bot, HEAD, a prefetch, the API, the admin area, a file, a health check.
      await site.get("/blog/launch", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
      await site.get("/blog/launch", { "User-Agent": "HeadlessChrome/140.0.0.0" });
      await site.get("/blog/launch", {}, "HEAD");
      await site.get("/blog/launch", { "Sec-Purpose": "prefetch" });
      await site.get("/api/articles");
      await site.get("/admin");
      await site.get("/favicon.ico");
      await site.get("/healthz");
      // A 404 with the page linking to it; a GPC browser: a page view, never a visitor.
      await site.get("/missing-page?x=1", { Referer: "https://partner.example/links?who=me", "User-Agent": FIREFOX });
      await site.get("/blog/launch", { "Sec-GPC": "1", "User-Agent": FIREFOX });
      await site.services.analytics!.flush();

      const rows = await views(database);
      const launch = rows.filter((row) => row.path === "/blog/launch");
      expect(launch).toHaveLength(8);
      const counted = launch.filter((row) => row.visitor);
      expect(counted).toHaveLength(7);
      expect(new Set(counted.map((row) => row.visit_id)).size).toBe(1);
      expect(counted.filter((row) => row.entry)).toHaveLength(1);
      expect(counted.every((row) => row.source === "LinkedIn" && row.utm_campaign === "launch-post")).toBe(true);
      expect(counted.every((row) => row.entry_path === "/blog/launch")).toBe(true);
      const gpc = launch.find((row) => !row.visitor)!;
      expect(gpc).toMatchObject({ visit_id: null, entry: false, browser: "Firefox" });
      expect(rows.find((row) => row.path === "/tools")).toMatchObject({ status: 200, entry: false });
      expect(rows.find((row) => row.path === "/missing-page")).toMatchObject({
        status: 404,
        referrer: "partner.example/links",
        source: "partner.example",
      });
      expect(rows).toHaveLength(10);
      // Nothing of the address or the agent is stored.
      expect(JSON.stringify(rows)).not.toContain("127.0.0.1");
      expect(JSON.stringify(rows)).not.toContain("Windows NT");
    } finally {
      await site.close();
    }
  });

  it("does not count a signed-in owner's pages", async () => {
    await database.db.execute(sql`delete from analytics_views`);
    const { app, services } = createTestApp(database, {}, { handleDocument });
    const userId = await services.users.ensureVerified("owner@example.com", "Owner");
    const session = await services.sessions.create(userId!);
    await app.request("/blog/launch", { headers: { "User-Agent": CHROME, Cookie: `sid=${session.token}` } });
    await app.request("/blog/launch", { headers: { "User-Agent": CHROME } });
    await services.analytics!.flush();
    expect(await views(database)).toHaveLength(1);
  });

  it("gives the same visitor a new visit after 30 minutes without a view", async () => {
    await database.db.execute(sql`delete from analytics_views`);
    const start = Date.parse("2026-11-28T10:00:00Z");
    // The counter's clock at the views' day: a salt lives one of the owner's days.
    const analytics = createAnalytics({
      db: database.db,
      kind: database.kind,
      siteUrl: "https://owner.example",
      timeZone: "Asia/Dubai",
      logger: pino({ level: "silent" }),
      flushMs: 60_000,
      country: () => null,
      now: () => new Date(start + 2 * 3_600_000),
    });
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const { seenView } = await import("#server/services/analytics/counter.ts");
    const view = (path: string, minutes: number) =>
      analytics.record(
        seenView("GET", path, 200, "203.0.113.5", (n) => (n === "user-agent" ? CHROME : undefined), at(minutes)),
      );
    view("/", 0);
    view("/tools", 29);
    await analytics.flush(); // the visit goes on across flushes
    view("/blog", 58);
    view("/", 88);
    await analytics.flush();
    const rows = await views(database);
    expect(rows.map((row) => row.entry)).toEqual([true, false, false, true]);
    expect(new Set(rows.map((row) => row.visit_id)).size).toBe(2);
    expect(rows[2]!.entry_path).toBe("/");
  });
});

describe("when views reach the database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabaseTargets()[0]!.open();
  });
  afterAll(() => database?.close());
  const seen = async (i: number) => {
    const { seenView } = await import("#server/services/analytics/counter.ts");
    return seenView("GET", `/page-${i}`, 200, "203.0.113.5", (n) => (n === "user-agent" ? CHROME : undefined));
  };

  it("writes on its own every ANALYTICS_FLUSH_MS: a SIGKILL loses at most the views of that last interval", async () => {
    await database.db.execute(sql`delete from analytics_views`);
    const { services } = createTestApp(database, { ANALYTICS_FLUSH_MS: "200" });
    const analytics = services.analytics!;
    analytics.start();
    try {
      for (let i = 0; i < 5; i++) analytics.record(await seen(i));
      expect(analytics.pendingCount).toBe(5);
      // One interval and the write's own time later, with no flush asked for, all five are stored.
      await new Promise((resolve) => setTimeout(resolve, 200 + 300));
      expect(analytics.pendingCount).toBe(0);
      expect(await views(database)).toHaveLength(5);
    } finally {
      await analytics.stop();
    }
  });

  it("writes what is waiting when stopped (SIGTERM)", async () => {
    await database.db.execute(sql`delete from analytics_views`);
    const { services } = createTestApp(database, { ANALYTICS_FLUSH_MS: "60000" });
    const analytics = services.analytics!;
    analytics.start();
    for (let i = 0; i < 3; i++) analytics.record(await seen(i));
    await analytics.stop();
    expect(await views(database)).toHaveLength(3);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("count every view once and join one visitor's views on both into one visit", async () => {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    const one = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 });
    const two = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 });
    const [a, b] = [await serve(one), await serve(two)];
    try {
      // Rounds of views on both, each round's batches written at the same moment on both instances.
      const N = 10;
      const ROUNDS = 8;
      for (let round = 0; round < ROUNDS; round++) {
        // Ten visitors (their own user agents), each seen by both instances in the same round.
        await Promise.all(
          Array.from({ length: N }, (_, i) =>
            (i % 2 ? a : b).get("/", { "User-Agent": `${CHROME} visitor/${Math.floor(i / 2)}` }),
          ),
        );
        await Promise.all([a.services.analytics!.flush(), b.services.analytics!.flush()]);
      }
      const rows = await views(one);
      expect(rows.filter((row) => row.path === "/")).toHaveLength(N * ROUNDS);
      expect(new Set(rows.map((row) => row.visitor)).size).toBe(N / 2);
      expect(rows.filter((row) => row.entry)).toHaveLength(N / 2);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([one.close(), two.close()]);
      await scratch.drop();
    }
  });
});

describe("which paths are pages", () => {
  it("counts documents and client-side navigations' data requests, never the API, admin or files", () => {
    expect(pageOfPath("/blog/x")).toBe("/blog/x");
    expect(pageOfPath("/blog/x.data")).toBe("/blog/x");
    // React Router 8 loads the index page's data at "/_.data" (7 did at "/_root.data").
    expect(pageOfPath("/_.data")).toBe("/");
    expect(pageOfPath("/_root.data")).toBe("/");
    expect(pageOfPath("/ar.data")).toBe("/ar");
    for (const path of [
      "/api/x",
      "/admin",
      "/admin/insights",
      "/assets/a.js",
      "/resume.pdf",
      "/healthz",
      "/admin.data",
    ]) {
      expect(pageOfPath(path), path).toBeNull();
    }
  });
});

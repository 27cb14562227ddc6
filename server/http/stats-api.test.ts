import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe.each(testDatabaseTargets())("GET /api/admin/stats ($name)", ({ open }) => {
  let database: Database;
  let testApp: ReturnType<typeof createTestApp>;
  let cookie: string;
  beforeAll(async () => {
    database = await open();
    testApp = createTestApp(
      database,
      { SITE_URL: "https://owner.example", ADMIN_EMAILS: "owner@example.com" },
      {
        // A stand-in site where /old-link is a page that no longer exists.
        handleDocument: async (request) =>
          new Response("<!doctype html><title>t</title>", {
            status: new URL(request.url).pathname === "/old-link" ? 404 : 200,
            headers: { "Content-Type": "text/html; charset=utf-8" },
          }),
      },
    );
    const userId = await testApp.services.users.ensureVerified("owner@example.com", "Owner");
    cookie = `sid=${(await testApp.services.sessions.create(userId!)).token}`;
  });
  afterAll(() => database?.close());

  it("answers the owner the period's totals, sources, campaigns, pages and conversions; nobody else", async () => {
    const { app } = testApp;
    const get = (path: string, agent: string, referer?: string) =>
      app.request(path, { headers: { "User-Agent": agent, ...(referer ? { Referer: referer } : {}) } });
    // Two visitors: one from a LinkedIn campaign (3 views, then a message), one from Google (1 view).
    await get("/blog/launch?utm_source=linkedin&utm_campaign=launch", CHROME, "https://www.linkedin.com/");
    await get("/blog/launch", CHROME);
    await get("/tools", CHROME);
    await get("/", SAFARI, "https://www.google.com/");
    await get("/old-link", SAFARI, "https://partner.example/resources");
    await app.request(
      "/api/contact",
      jsonPost({ name: "Layla", email: "layla@example.com", message: "I'd like to talk." }, { "User-Agent": CHROME }),
    );

    expect((await app.request("/api/admin/stats")).status).toBe(401);
    const res = await app.request("/api/admin/stats?period=today", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats.totals).toMatchObject({
      visitors: 2,
      visits: 2,
      pageviews: 5,
      convertedVisits: 1,
      conversionRate: 50,
    });
    expect(stats.sources).toEqual(
      expect.arrayContaining([
        { name: "LinkedIn", visitors: 1, visits: 1, pageviews: 3 },
        { name: "Google", visitors: 1, visits: 1, pageviews: 2 },
      ]),
    );
    expect(stats.campaigns).toContainEqual({ name: "launch", visitors: 1, visits: 1, pageviews: 3 });
    expect(stats.pages).toContainEqual({ path: "/blog/launch", visitors: 1, visits: 1, pageviews: 2 });
    expect(stats.pages.map((row: { path: string }) => row.path)).not.toContain("/old-link");
    expect(stats.notFound).toEqual([{ path: "/old-link", referrer: "partner.example/resources", views: 1 }]);
    expect(stats.conversions).toEqual([
      { goal: "contact", detail: null, source: "LinkedIn", campaign: "launch", count: 1 },
    ]);
    expect(stats.conversionsBySource).toContainEqual({ source: "LinkedIn", visits: 1, conversions: 1, rate: 100 });
    expect(stats.conversionsByEntryPage).toContainEqual({ path: "/blog/launch", visits: 1, conversions: 1, rate: 100 });
    expect(stats.devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "desktop" }),
        expect.objectContaining({ name: "mobile" }),
      ]),
    );
    expect(stats.live).toBe(2);

    // A filter: LinkedIn's visit only.
    const filtered = await (
      await app.request("/api/admin/stats?period=today&source=LinkedIn", { headers: { Cookie: cookie } })
    ).json();
    expect(filtered.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 3 });
    expect(filtered.pages.map((row: { path: string }) => row.path).sort()).toEqual(["/blog/launch", "/tools"]);
  });

  it("names the field of a date that is not one, and exports a breakdown as CSV with formulas kept as text", async () => {
    const { app } = testApp;
    const bad = await app.request("/api/admin/stats?from=2026-02-30&to=2026-03-01", { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toHaveProperty("from");
    await app.request("/?utm_campaign=%3DHYPERLINK(%22x%22)", { headers: { "User-Agent": `${SAFARI} other` } });
    const csv = await app.request("/api/admin/stats.csv?period=today&breakdown=campaigns", {
      headers: { Cookie: cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("name,visitors,visits,pageviews");
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await app.request("/api/admin/stats.csv?breakdown=nope", { headers: { Cookie: cookie } })).status).toBe(
      400,
    );
  });
});

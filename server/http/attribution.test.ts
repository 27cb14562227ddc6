import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/client.ts";
import { queryRows } from "#server/db/client.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe.each(testDatabaseTargets())("a lead keeps the visit it came from ($name)", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  it("a contact message sent after landing from a LinkedIn campaign is attributed to it, on its row and as a conversion", async () => {
    const { app } = createTestApp(database, { SITE_URL: "https://owner.example" });
    const visitor = { "User-Agent": CHROME, "X-Forwarded-For": "198.51.100.20" };
    await app.request("/blog/launch?utm_source=linkedin&utm_medium=social&utm_campaign=launch", {
      headers: { ...visitor, Referer: "https://www.linkedin.com/" },
    });
    await app.request("/ar/tools", { headers: visitor });
    const res = await app.request(
      "/api/contact",
      jsonPost({ name: "Layla", email: "layla@example.com", message: "I'd like to talk." }, visitor),
    );
    expect(res.status).toBe(201);
    const [message] = await queryRows<{ came_from: unknown }>(
      database.db,
      sql`select came_from from contact_messages where email = 'layla@example.com'`,
    );
    expect(message!.came_from).toEqual({
      source: "LinkedIn",
      medium: "social",
      campaign: "launch",
      entryPath: "/blog/launch",
      locale: "en",
    });
    const conversions = await queryRows<{ goal: string; source: string; campaign: string; visit_id: string | null }>(
      database.db,
      sql`select goal, source, campaign, visit_id from analytics_conversions where goal = 'contact'`,
    );
    expect(conversions).toEqual([expect.objectContaining({ goal: "contact", source: "LinkedIn", campaign: "launch" })]);
    expect(conversions[0]!.visit_id).not.toBeNull();
  });

  it("a browser sending GPC is never attributed: the lead is stored with no source, the conversion as not counted", async () => {
    const { app } = createTestApp(database, { SITE_URL: "https://owner.example" });
    const visitor = { "User-Agent": CHROME, "X-Forwarded-For": "198.51.100.21", "Sec-GPC": "1" };
    await app.request("/?utm_source=linkedin", { headers: visitor });
    const res = await app.request("/api/newsletter", jsonPost({ email: "private@example.com" }, visitor));
    expect(res.status).toBe(200);
    const [subscriber] = await queryRows<{ came_from: unknown }>(
      database.db,
      sql`select came_from from newsletter_subscribers where email = 'private@example.com'`,
    );
    expect(subscriber!.came_from).toBeNull();
    const [conversion] = await queryRows<{ source: string; visit_id: string | null }>(
      database.db,
      sql`select source, visit_id from analytics_conversions where goal = 'subscribe'`,
    );
    expect(conversion).toEqual({ source: "(not counted)", visit_id: null });
  });

  it("a calculator used is a conversion of the visit: its GET form without JavaScript, the beacon with it; once per visit", async () => {
    const { app, services } = createTestApp(database, { SITE_URL: "https://owner.example" });
    // Its own visitor (an address alone may not tell the tests' visitors apart).
    const visitor = { "User-Agent": CHROME.replace("140.0", "141.0"), "X-Forwarded-For": "198.51.100.22" };
    await app.request("/blog/zakat?utm_source=linkedin&utm_campaign=zakat-post", { headers: visitor });
    // Without JavaScript: the form reloads the page with its inputs (twice: one use of the calculator).
    await app.request("/islamic-fintech/calculators/murabaha?price=100000&rate=5", { headers: visitor });
    await app.request("/islamic-fintech/calculators/murabaha?price=200000&rate=5", { headers: visitor });
    await app.request("/ar/islamic-fintech/calculators/zakat?cash=5000", { headers: visitor });
    // Not a use: the page alone, with only a campaign's fields, or a page that is no calculator.
    await app.request("/islamic-fintech/calculators/home-finance?utm_source=x", { headers: visitor });
    await app.request("/islamic-fintech/calculators/home-finance", { headers: visitor });
    await app.request("/islamic-fintech/calculators/nothing?price=1", { headers: visitor });
    await services.analytics!.flush();
    // With JavaScript: the first change sends the beacon (again on another page load: still one per visit).
    for (let n = 0; n < 2; n++) {
      const res = await app.request("/api/goals/calculator", jsonPost({ calculator: "loan" }, visitor));
      expect(res.status).toBe(204);
    }
    const unknown = await app.request("/api/goals/calculator", jsonPost({ calculator: "casino" }, visitor));
    expect(unknown.status).toBe(400);
    const read = () =>
      queryRows<{ detail: string; source: string; campaign: string | null; visit_id: string | null }>(
        database.db,
        sql`select detail, source, campaign, visit_id from analytics_conversions where goal = 'calculator'
          and source <> '(not counted)' order by detail`,
      );
    await vi.waitFor(
      async () => expect((await read()).map((row) => row.detail)).toEqual(["loan", "murabaha", "zakat"]),
      {
        timeout: 5000,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // a second beacon would have been stored by now
    const rows = await read();
    expect(rows.map((row) => row.detail)).toEqual(["loan", "murabaha", "zakat"]);
    for (const row of rows) {
      expect(row).toMatchObject({ source: "LinkedIn", campaign: "zakat-post" });
      expect(row.visit_id).not.toBeNull();
    }
    expect(new Set(rows.map((row) => row.visit_id)).size).toBe(1);
  });
});

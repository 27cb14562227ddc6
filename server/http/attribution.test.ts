import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});

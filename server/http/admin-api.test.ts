import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { articles, careerInquiries, contactMessages, newsletterSubscribers } from "#server/db/schema.ts";
import { createTestApp } from "#tests/app.ts";
import { parseCsv } from "#tests/csv.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// The owner's dashboard API, end to end through the Hono app on both databases. (The 401/403 of
// every admin route is checked for all of them at once in admin-routes.test.ts.)

const SITE = "https://owner.example";
const MISSING = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabaseTargets())("admin dashboard API on $name", (target) => {
  let database: Database;
  let testApp: ReturnType<typeof createTestApp>;
  let boss: string;
  let visitor: string;
  beforeAll(async () => {
    database = await target.open();
    testApp = createTestApp(database, { SITE_URL: SITE, ADMIN_EMAILS: "boss@example.com" });
    const cookie = async (email: string) => {
      const userId = await testApp.services.users.ensureVerified(email, "Someone");
      return `sid=${(await testApp.services.sessions.create(userId!)).token}`;
    };
    boss = await cookie("boss@example.com");
    visitor = await cookie("visitor@example.com");
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(contactMessages);
    await database.db.delete(careerInquiries);
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(articles);
  });

  const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    testApp.app.request(path, {
      ...init,
      headers: {
        Origin: SITE,
        ...(init.body ? { "Content-Type": "application/json" } : {}),
        Cookie: init.cookie ?? boss,
        ...(init.headers as Record<string, string>),
      },
    });

  async function seedMessage(name = "Ann") {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name, email: `${name.toLowerCase()}@example.com`, message: "A question about a project." })
      .returning();
    return row!;
  }

  it("answers the overview with the four cards' figures", async () => {
    await database.db.insert(articles).values([
      { title: "First one", slug: "first", excerpt: "x", content: "x", category: "FinTech", published: true, views: 7 },
      { title: "Second one", slug: "second", excerpt: "x", content: "x", category: "FinTech", views: 0 },
    ]);
    await seedMessage();
    const res = await call("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.json();
    // 7 views / 2 articles = 3.5 → 4.
    expect(body.articles).toEqual({ total: 2, published: 1, drafts: 1, views: 7, engagement: 4 });
    expect(body.messages).toEqual({ total: 1, open: 1 });
    expect(body.leadsPerWeek).toHaveLength(12);
  });

  it("lists messages with search and pages from the query string, ignoring nonsense values", async () => {
    await seedMessage("Ann");
    await seedMessage("Ben");
    const found = await (await call("/api/admin/messages?q=ben&page=1")).json();
    expect(found.items.map((m: { name: string }) => m.name)).toEqual(["Ben"]);
    const fallback = await call("/api/admin/messages?page=-4&status=weird");
    expect(fallback.status).toBe(200);
    expect(await fallback.json()).toMatchObject({ page: 1, total: 2, counts: { total: 2, open: 2 } });
  });

  it("marks a message handled and back, and refuses a bad body or id", async () => {
    const row = await seedMessage();
    const patch = (id: string, body: unknown) =>
      call(`/api/admin/messages/${id}`, { method: "PATCH", body: JSON.stringify(body) });

    const res = await patch(row.id, { handled: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Marked as handled" });
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(stored!.handledAt).toBeInstanceOf(Date);
    expect(await (await call("/api/admin/messages?status=handled")).json()).toMatchObject({ total: 1 });

    expect((await patch(row.id, { handled: false })).status).toBe(200);
    expect(await (await call("/api/admin/messages?status=open")).json()).toMatchObject({ total: 1 });

    const bad = await patch(row.id, { handled: "yes" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.any(String) });
    expect((await patch("not-a-uuid", { handled: true })).status).toBe(400);
    const missing = await patch(MISSING, { handled: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "This message no longer exists." });
  });

  it("deletes a message, an inquiry and a subscriber; a second delete is 404", async () => {
    const message = await seedMessage();
    const [inquiry] = await database.db
      .insert(careerInquiries)
      .values({ name: "Cy", email: "cy@example.com", inquiryType: "fulltime", message: "A full-time role for you." })
      .returning();
    const [subscriber] = await database.db
      .insert(newsletterSubscribers)
      .values({ email: "s@example.com", unsubscribeToken: "tok-s" })
      .returning();
    for (const path of [
      `/api/admin/messages/${message.id}`,
      `/api/admin/inquiries/${inquiry!.id}`,
      `/api/admin/newsletter/subscribers/${subscriber!.id}`,
    ]) {
      expect((await call(path, { method: "DELETE" })).status, path).toBe(200);
      expect((await call(path, { method: "DELETE" })).status, path).toBe(404);
    }
    expect(await database.db.select().from(contactMessages)).toEqual([]);
    expect(await database.db.select().from(careerInquiries)).toEqual([]);
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("refuses a cross-site delete even with the admin's cookie", async () => {
    const row = await seedMessage();
    const res = await call(`/api/admin/messages/${row.id}`, {
      method: "DELETE",
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
  });

  it("downloads the subscriber CSV as an attachment: active only by default, all on request", async () => {
    await database.db.insert(newsletterSubscribers).values([
      { email: "on@example.com", name: "@SUM(1)", confirmedAt: new Date(), unsubscribeToken: "t1" },
      { email: "wait@example.com", unsubscribeToken: "t2" },
    ]);
    const res = await call("/api/admin/newsletter/subscribers.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-active-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const rows = parseCsv(await res.text());
    expect(rows.map((r) => [r.email, r.name, r.status])).toEqual([["on@example.com", "'@SUM(1)", "active"]]);

    const everyone = parseCsv(await (await call("/api/admin/newsletter/subscribers.csv?status=all")).text());
    expect(everyone.map((r) => r.email).sort()).toEqual(["on@example.com", "wait@example.com"]);
  });

  it("keeps every dashboard route from a signed-in visitor", async () => {
    for (const path of ["/api/admin/overview", "/api/admin/messages", "/api/admin/newsletter/subscribers.csv"]) {
      expect((await call(path, { cookie: visitor })).status, path).toBe(403);
      expect((await call(path, { cookie: "" })).status, path).toBe(401);
    }
  });
});

import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { contactMessages, newsletterSubscribers } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Input PostgreSQL would refuse (NUL above all) is refused at the edge for every route, public and
// admin: these addresses and bodies were anonymous 500s before (issue #34).

const SITE = "https://owner.example";

describe.each(testDatabaseTargets())("control characters at the edge on $name", (target) => {
  let database: Database;
  let made: ReturnType<typeof createTestApp>;
  let boss: string;
  beforeAll(async () => {
    database = await target.open();
    made = createTestApp(database, { SITE_URL: SITE, ADMIN_EMAILS: "boss@example.com", RATE_LIMIT_FORM_POSTS: "1000" });
    const userId = await made.services.users.ensureVerified("boss@example.com", "Boss");
    boss = `sid=${(await made.services.sessions.create(userId!)).token}`;
  });
  afterAll(() => database?.close());

  it.each([
    "/blog/%00",
    "/ar/blog/a%00",
    "/blog/a%00/og.png",
    "/blog/a%01b",
    "/blog/a%7F",
    "/blog/%E0%A4%A",
    "/api/articles/%00",
  ])("GET %s is a 404 that reaches no route", async (path) => {
    const res = await made.app.request(path);
    expect(res.status).toBe(404);
    expect(made.documentContexts).toHaveLength(0);
  });

  it("answers /api in JSON and pages in HTML, in the page's language", async () => {
    const api = await made.app.request("/api/articles/%00");
    expect(api.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(((await api.json()) as { message: string }).message).toBe("This page does not exist.");
    const page = await made.app.request("/ar/blog/a%00");
    expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
    expect(await page.text()).toContain("هذه الصفحة غير موجودة.");
  });

  it.each([
    ["POST", "/api/articles/%00/views"],
    ["POST", "/api/newsletter/unsubscribe?token=%00"],
    ["GET", "/admin?tab=contact&q=%00"],
    ["GET", "/blog?page=%01"],
    ["GET", "/api/booking/slots?type=intro&tz=%00"],
    ["GET", "/book/manage?token=a%00b"],
  ])("%s %s is refused before it reaches the database", async (method, path) => {
    const res = await made.app.request(path, { method, headers: { Origin: SITE, Cookie: boss } });
    expect(res.status).toBe(path.includes("?") ? 400 : 404);
    expect(made.documentContexts).toHaveLength(0);
  });

  it("refuses a control character in any text field of a JSON body, the admin's too, naming the field", async () => {
    const res = await made.app.request(
      "/api/admin/articles",
      jsonPost({ title: "A title", tags: ["ok", "b\u0000d"], body: "x" }, { Origin: SITE, Cookie: boss }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ "tags.1": "This field must not contain control characters" });
  });

  it("refuses it in a page form (no JavaScript) with an HTML page in the page's language; nothing is stored", async () => {
    const res = await made.app.request("/ar?index", {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "newsletter", email: "a@example.com", name: "A\u0000B" }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("يحتوي النموذج على رموز غير مسموح بها");
    expect(made.documentContexts).toHaveLength(0);
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("keeps tabs and line breaks in text, and ordinary addresses pass", async () => {
    const res = await made.app.request(
      "/api/contact",
      jsonPost(
        { name: "Layla", email: "layla@example.com", message: "Line one,\r\nline two\tand a tab." },
        { Origin: SITE },
      ),
    );
    expect(res.status).toBe(201);
    await database.db.delete(contactMessages);
    expect((await made.app.request("/blog/a%20b?q=caf%C3%A9")).status).toBe(200);
  });

  it("logs a failed query's shape without its parameter values", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "error" }), sink as never);
    const secret = "layla.secret@example.com";
    const error = await database.db.execute(sql`select ${secret}::int as n`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    logger.error({ err: error }, "unhandled error");
    const line = lines.join("");
    expect(line).toContain("select $1::int as n");
    expect(line).not.toContain(secret);
    expect(JSON.parse(line).err.message).toMatch(/^Failed query: select \$1::int as n/);
  });
});

import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #34: the limits caught the wrong people. One bucket of 5 posts was shared by every lead form
// on both doors and counted refused posts; the public bucket was shared by readers' view beacons and
// the admin's own saves; a page form over the limit got raw JSON. Every test takes its own client
// address (X-Forwarded-For), so the buckets of one test never touch another's. Page posts go through
// the built React Router app: a form's limit is its intake's, inside the page's action.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SITE = "https://owner.example";
const contact = { name: "Layla", email: "layla@example.com", message: "Hello, I would like to talk." };
const mistyped = { ...contact, email: "layla@example" };
const career = {
  name: "Omar",
  email: "omar@example.com",
  inquiryType: "consulting",
  message: "I would like to work with you on a project.",
};

let database: Database;
let build: ServerBuild;
beforeAll(async () => {
  database = await testDatabaseTargets()[0]!.open();
  build = (await import(path.resolve(import.meta.dirname, "../../build/server/index.js"))) as ServerBuild;
});
afterAll(() => database?.close());

let nextIp = 10;
function client(env: Record<string, string>) {
  const made = createTestApp(
    database,
    { SITE_URL: SITE, TRUST_PROXY: "true", ADMIN_EMAILS: "boss@example.com", PAGE_CACHE_TTL_MS: "0", ...env },
    { handleDocument: createDocumentHandler(build, "production") },
  );
  const ip = { "X-Forwarded-For": `198.51.100.${nextIp++}` };
  const api = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    made.app.request(path, jsonPost(body, { ...ip, ...headers }));
  // At the site's own address: React Router refuses an action whose Origin is not the request's host.
  const page = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    made.app.request(`${SITE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...ip, ...headers },
      body: new URLSearchParams(fields),
    });
  return { ...made, api, page, ip };
}

describe("lead-form limits", () => {
  it("count only accepted posts: five mistyped e-mails do not lock the visitor out", async () => {
    const { api } = client({ RATE_LIMIT_FORM_POSTS: "2" });
    for (let i = 0; i < 5; i++) expect((await api("/api/contact", mistyped)).status).toBe(400);
    expect((await api("/api/contact", contact)).status).toBe(201);
    expect((await api("/api/contact", contact)).status).toBe(201);
    const refused = await api("/api/contact", contact);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("give each form its own bucket: a used-up contact form leaves the newsletter, career and booking open", async () => {
    const { api, page } = client({ RATE_LIMIT_FORM_POSTS: "1" });
    expect((await api("/api/contact", contact)).status).toBe(201);
    expect((await api("/api/contact", contact)).status).toBe(429);
    expect((await api("/api/newsletter", { email: "reader@example.com" })).status).toBe(200);
    expect((await api("/api/career", career)).status).toBe(201);
    // The landing page's newsletter form (no JavaScript) is the newsletter's bucket, now used up too.
    expect((await page("/?index", { intent: "newsletter", email: "reader@example.com" })).status).toBe(429);
    expect((await page("/?index", { intent: "contact", ...contact })).status).toBe(429);
    expect((await page("/book", { type: "intro-call" })).status).not.toBe(429);
  });

  it("share a form's bucket between its two doors", async () => {
    const { api, page } = client({ RATE_LIMIT_FORM_POSTS: "1" });
    expect((await api("/api/career", career)).status).toBe(201);
    expect((await page("/career", career)).status).toBe(429);
  });

  it("cap refused posts apart, against scripts", async () => {
    const { api } = client({ RATE_LIMIT_INVALID_FORM_POSTS: "3" });
    for (let i = 0; i < 3; i++) expect((await api("/api/contact", mistyped)).status).toBe(400);
    expect((await api("/api/contact", mistyped)).status).toBe(429);
  });

  it("cap page posts that name no form the page takes, as refused ones", async () => {
    const { page } = client({ RATE_LIMIT_INVALID_FORM_POSTS: "2" });
    for (let i = 0; i < 2; i++)
      expect((await page("/?index", { intent: "quote", email: "x@example.com" })).status).toBe(400);
    const capped = await page("/ar", { intent: "quote", email: "x@example.com" });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("answer a page form over the limit with the whole page in its language, its form filled in again", async () => {
    const { api, page } = client({ RATE_LIMIT_FORM_POSTS: "1" });
    expect((await api("/api/career", career, { "Accept-Language": "ar" })).status).toBe(201);
    const refused = await page("/ar/career", career);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toMatch(/role="alert"[^>]*>.*طلبات كثيرة جدًا\. يُرجى المحاولة مرة أخرى بعد/);
    // The page itself, with the form and what was typed.
    expect(html).toContain('action="/ar/career"');
    expect(html).toContain(`value="${career.email}"`);
    expect(html).toContain(career.message);
    const english = await page("/career", career);
    expect(english.status).toBe(429);
    const englishHtml = await english.text();
    expect(englishHtml).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
    expect(englishHtml).toContain(`value="${career.name}"`);
    // JSON is the /api door's, where it is asked for.
    const json = await api("/api/career", career);
    expect(json.status).toBe(429);
    expect(json.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});

describe("beacons and the admin", () => {
  it("count view beacons and downloads in their own bucket, apart from public posts", async () => {
    const { api, page } = client({ RATE_LIMIT_PUBLIC_POSTS: "1", RATE_LIMIT_BEACON_POSTS: "3" });
    for (let i = 0; i < 3; i++) {
      expect((await api("/api/track-download", { type: "resume", timestamp: new Date().toISOString() })).status).toBe(
        201,
      );
    }
    expect((await api(`/api/articles/no-such-article/views`, {})).status).toBe(429);
    // The public tier is untouched by them: a page POST still has its one.
    expect((await page("/tools", { url: "https://example.com" })).status).not.toBe(429);
    expect((await page("/tools", { url: "https://example.com" })).status).toBe(429);
  });

  it("never throttle a signed-in admin for visitors' traffic from the same address", async () => {
    const c = client({ RATE_LIMIT_PUBLIC_POSTS: "1", RATE_LIMIT_BEACON_POSTS: "1", RATE_LIMIT_FORM_POSTS: "1" });
    const userId = await c.services.users.ensureVerified("boss@example.com", "Boss");
    const boss = { Cookie: `sid=${(await c.services.sessions.create(userId!)).token}` };
    // Readers on the same network use up every tier...
    await c.api("/api/track-download", { type: "resume", timestamp: new Date().toISOString() });
    expect((await c.api("/api/track-download", { type: "resume", timestamp: new Date().toISOString() })).status).toBe(
      429,
    );
    await c.page("/admin/messages", { intent: "noop" });
    expect((await c.page("/admin/messages", { intent: "noop" })).status).toBe(429);
    // ...and the admin's saves still go through, however many.
    for (let i = 0; i < 5; i++) expect((await c.page("/admin", { intent: "noop" }, boss)).status).not.toBe(429);
    expect((await c.api("/api/contact", contact, boss)).status).toBe(201);
    expect((await c.api("/api/contact", contact, boss)).status).toBe(201);
  });
});

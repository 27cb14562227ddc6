import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentModule, fileDefaults } from "#content/modules.server.ts";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, type RunningServer, startServer } from "#harness/server-process.ts";
import { startSmtpServer, waitFor } from "#harness/smtp.ts";
import { type Database, openDatabase, queryRows } from "#server/db/client.ts";
import { completeKeys, fieldsOf, formEntries } from "#server/lib/content-form.ts";
import { createContentVersionService } from "#server/services/content-version.ts";
import { ownerSignInLink } from "#tests/owner-link.ts";

// Two built server processes on one PostgreSQL database: everything that must be shared between
// instances (sessions, rate limits, the outbox, page-cache invalidation) lives in the database.
assertBuilt();
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const OWNER = "owner@example.com";
const SITE_URL = "https://owner.example";

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Database;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    smtp = await startSmtpServer();
    // Migrate once here, so the two servers start against a ready schema.
    database = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 });
    const env = {
      DATABASE_URL: scratch.url,
      SITE_URL,
      ADMIN_EMAILS: OWNER,
      OWNER_EMAIL: OWNER,
      SMTP_URL: smtp.url,
      MAIL_WORKER_INTERVAL_MS: "100",
      RATE_LIMIT_FORM_POSTS: "4",
      // Long enough that only an invalidation, never the clock, can refresh a cached page here.
      PAGE_CACHE_TTL_MS: "120000",
      LOG_LEVEL: "warn",
      // One process each, so that a second request reaches the copy the first stored (each node:cluster
      // worker keeps its own cache: tests/server/web-concurrency.test.ts covers the workers).
      WEB_CONCURRENCY: "1",
    };
    [a, b] = await Promise.all([startServer(env, 90_000), startServer(env, 90_000)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await smtp?.close();
    await scratch?.drop();
  });

  /** Signs the owner in on `server` with an e-mailed link (issued as the app would) and returns `sid=…`. */
  async function adminCookie(server: RunningServer): Promise<string> {
    const token = new URL(await ownerSignInLink(database.db, SITE_URL, OWNER)).searchParams.get("token")!;
    const signIn = await fetch(`${server.url}/api/auth/link`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ token }),
    });
    expect(signIn.status).toBe(303);
    return signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("sid="))!
      .split(";")[0]!;
  }

  /** The landing page's `#blog` section, as an anonymous visitor gets it (cached or not). */
  async function landingBlog(server: RunningServer): Promise<{ html: string; cache: string | null }> {
    const res = await fetch(`${server.url}/`);
    const page = await res.text();
    const start = page.indexOf('id="blog"');
    expect(start).toBeGreaterThan(-1);
    const end = page.indexOf("</section>", start);
    return { html: page.slice(start, end), cache: res.headers.get("X-Cache") };
  }

  /** Polls until `check` holds, returning how long after `since` the passing request was sent. */
  async function shownAfter(since: number, check: () => Promise<boolean>): Promise<number> {
    for (;;) {
      const sent = Date.now();
      if (await check()) return sent - since;
      if (Date.now() - since > 5_000) throw new Error("still not shown after 5 s");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Asks until the page comes from the instance's cache (at most 5 s), and returns that answer. */
  async function cachedOn<T extends { cache: string | null }>(page: () => Promise<T>): Promise<T> {
    let answer: T | undefined;
    await waitFor(
      async () => {
        answer = await page();
        return answer.cache === "HIT";
      },
      "the page from the cache",
      5_000,
    );
    return answer!;
  }

  const articleInput = (slug: string, title: string, published: boolean) => ({
    title,
    slug,
    excerpt: "An article written to check that publishing reaches every instance.",
    content: `# ${title}\n\nThis body is long enough for the editor's fifty-character minimum, and then some.`,
    category: "Operations",
    published,
  });

  const adminJson = (server: RunningServer, sid: string, method: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: server.url, Cookie: sid },
      body: JSON.stringify(body),
    });

  it("a session made on one instance works on the other", async () => {
    const sid = await adminCookie(a);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { Cookie: sid } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: OWNER, isAdmin: true });
    // And a page rendered for that session on the other instance is private, never cached.
    const page = await fetch(`${b.url}/`, { headers: { Cookie: sid } });
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Cache")).toBeNull();
  });

  it("a rate limit counts across both instances, and each mail is sent once", async () => {
    const contact = (server: RunningServer, n: number) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: `Visitor ${n}`,
          email: `visitor${n}@example.com`,
          message: `Message number ${n}`,
        }),
      });
    // The form tier allows 4 per client: two on each instance use it up...
    const allowed = [await contact(a, 1), await contact(b, 2), await contact(a, 3), await contact(b, 4)];
    expect(allowed.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    // ...so the fifth is refused wherever it lands.
    const refusedA = await contact(a, 5);
    const refusedB = await contact(b, 6);
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    expect(refusedB.headers.get("Retry-After")).toMatch(/^\d+$/);

    // Both instances' mail workers poll the same outbox every 100 ms; every row goes out exactly once.
    const outboxRows = async () =>
      queryRows<{ total: number; sent: number }>(
        database.db,
        sql`select count(*)::int as total, count(*) filter (where status = 'sent')::int as sent from outbox`,
      );
    await waitFor(
      async () => {
        const [row] = await outboxRows();
        return row!.total > 0 && row!.sent === row!.total;
      },
      "every queued mail to be sent",
      20_000,
    );
    await new Promise((r) => setTimeout(r, 500)); // room for a duplicate to arrive, if there were one
    const [row] = await outboxRows();
    expect(smtp.received).toHaveLength(row!.total);
    const distinct = new Set(smtp.received.map((m) => `${m.to.join(",")}|${m.subject}|${m.text}`));
    expect(distinct.size).toBe(smtp.received.length);
    for (const n of [1, 2, 3, 4]) expect(smtp.received.some((m) => m.text.includes(`Message number ${n}`))).toBe(true);
  });

  it("a content change on one instance drops the other's cached pages within a second", async () => {
    for (const server of [a, b]) {
      await fetch(`${server.url}/`);
      expect((await fetch(`${server.url}/`)).headers.get("X-Cache")).toBe("HIT");
    }
    // Published through a third process of the same code (the admin API will call the same bump).
    const versions = createContentVersionService(database);
    const started = Date.now();
    await versions.bump("pages");
    // When each instance had dropped its copy: the send time of its first request answered by a fresh
    // render (the render itself may take a while on a busy machine, and is not what is measured).
    const droppedAfter = await Promise.all(
      [a, b].map(async (server) => {
        for (;;) {
          const sent = Date.now();
          const res = await fetch(`${server.url}/`);
          if (res.headers.get("X-Cache") === "MISS") return sent - started;
          if (Date.now() - started > 5_000) throw new Error(`${server.url} still serves the old page`);
          await new Promise((r) => setTimeout(r, 20));
        }
      }),
    );
    for (const ms of droppedAfter) expect(ms).toBeLessThan(1_000);
    expect((await fetch(`${b.url}/`)).headers.get("X-Cache")).toBe("HIT");
  });

  it("site content published in the admin on one instance shows on the other's cached pages within a second", async () => {
    const sid = await adminCookie(a);
    const headline = `Published on instance a ${Date.now()}`;
    // B serves / and /ar from its cache (and would keep them for two minutes).
    await cachedOn(async () => {
      const res = await fetch(`${b.url}/`);
      return { cache: res.headers.get("X-Cache"), body: await res.text() };
    });
    // The hero's form as the editor draws it, with a new English headline, posted as a browser would.
    const entry = contentModule("hero")!;
    const root = fieldsOf(entry.schema);
    const defaults = fileDefaults("hero");
    const form = formEntries(root, defaults, completeKeys(root, defaults.en, {}));
    form.set("en.headline", headline);
    form.set("intent", "publish");
    const started = Date.now();
    const published = await fetch(`${a.url}/admin/content/hero`, {
      method: "POST",
      // The instance's own address: React Router also refuses an action posted from another origin.
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.url, Cookie: sid },
      body: new URLSearchParams([...form]),
    });
    const answer = await published.text();
    expect(published.status, answer.slice(0, 500)).toBe(200);
    expect(answer).toContain("Published: version 1 is live for everyone.");
    const shown = await shownAfter(started, async () => (await (await fetch(`${b.url}/`)).text()).includes(headline));
    expect(shown).toBeLessThan(1_000);
    expect(await (await fetch(`${b.url}/sitemap.xml`)).text()).toContain(`${SITE_URL}/project/6`);
  });

  it("an article published on one instance shows on the other's blog page and landing page within a second", async () => {
    const sid = await adminCookie(a);
    const slug = `two-instances-${Date.now()}`;
    const title = `Published across instances ${Date.now()}`;
    // B has the landing page cached (and would keep it for two minutes) and has answered the slug as missing.
    const before = await cachedOn(() => landingBlog(b));
    expect(before.html).not.toContain(title);
    expect((await fetch(`${b.url}/blog/${slug}`)).status).toBe(404);

    const started = Date.now();
    const created = await adminJson(a, sid, "POST", "/api/articles", articleInput(slug, title, true));
    expect(created.status).toBe(201);

    const [articleAfter, landingAfter] = await Promise.all([
      shownAfter(started, async () => {
        const res = await fetch(`${b.url}/blog/${slug}`);
        return res.status === 200 && (await res.text()).includes(title);
      }),
      shownAfter(started, async () => (await landingBlog(b)).html.includes(title)),
    ]);
    expect(articleAfter).toBeLessThan(1_000);
    expect(landingAfter).toBeLessThan(1_000);
  });

  it("a draft published later with PUT on one instance shows on the other within a second", async () => {
    const sid = await adminCookie(a);
    const slug = `draft-then-live-${Date.now()}`;
    const title = `Draft made live ${Date.now()}`;
    const created = await adminJson(a, sid, "POST", "/api/articles", articleInput(slug, title, false));
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    // SPEC: a draft is reachable by its slug, marked noindex; B caches that page and a landing page without it.
    const noindex = '<meta name="robots" content="noindex';
    const draftPage = async () => {
      const res = await fetch(`${b.url}/blog/${slug}`);
      return { status: res.status, html: await res.text(), cache: res.headers.get("X-Cache") };
    };
    // The create's notice reaches B a moment later and empties its cache, so a page cached before it
    // would be dropped: ask until B answers from its cache.
    const draft = await cachedOn(draftPage);
    expect(draft.status).toBe(200);
    expect(draft.html).toContain(noindex);
    const cached = await cachedOn(() => landingBlog(b));
    expect(cached.html).not.toContain(title);

    const started = Date.now();
    const updated = await adminJson(a, sid, "PUT", `/api/articles/${data.id}`, articleInput(slug, title, true));
    expect(updated.status).toBe(200);
    const [articleAfter, landingAfter] = await Promise.all([
      shownAfter(started, async () => {
        const page = await draftPage();
        return page.status === 200 && page.html.includes(title) && !page.html.includes(noindex);
      }),
      shownAfter(started, async () => (await landingBlog(b)).html.includes(title)),
    ]);
    expect(articleAfter).toBeLessThan(1_000);
    expect(landingAfter).toBeLessThan(1_000);
  });
});

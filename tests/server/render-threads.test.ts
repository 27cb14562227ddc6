import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALIZED_CONTENT, setPublishedContent } from "#content/localized.server.ts";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createRenderPool, type RenderPool } from "#server/http/render-pool.ts";
import { createLogger } from "#server/logger.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Decision 034: React renders a page on a render thread from the thread's own copy of the build, out
// of the data the loaders produced on the request thread. The page must be the very bytes the request
// thread renders itself, for every kind of page: the same build's two ways side by side, through the
// real app, with the page cache off.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SITE = "http://site.test";
const ADMIN = "owner@example.com";
const root = path.resolve(import.meta.dirname, "../..");
const buildPath = path.join(root, "build/server/index.js");
const clientDir = path.join(root, "build/client");

let database: Database;
let pool: RenderPool;
let threaded: ReturnType<typeof createTestApp>;
/** The threaded site with its page cache on. */
let cached: ReturnType<typeof createTestApp>;
let here: ReturnType<typeof createTestApp>;
let adminCookie: string;

beforeAll(async () => {
  database = await testDatabaseTargets()[0]!.open();
  const build = (await import(buildPath)) as ServerBuild;
  const env = { SITE_URL: SITE, NODE_ENV: "production", PAGE_CACHE_TTL_MS: "0", ADMIN_EMAILS: ADMIN };
  const handleDocument = createDocumentHandler(build, "production");
  here = createTestApp(database, env, { handleDocument, clientDir });
  pool = createRenderPool({ buildPath, clientDir, threads: 1, logger: createLogger(here.config) });
  threaded = createTestApp(database, env, { handleDocument, clientDir, renderPool: pool });
  cached = createTestApp(
    database,
    { ...env, PAGE_CACHE_TTL_MS: "60000" },
    { handleDocument, clientDir, renderPool: pool },
  );
  const adminId = await here.services.users.ensureVerified(ADMIN, "Omar Owner");
  adminCookie = `sid=${(await here.services.sessions.create(adminId!)).token}`;
  await here.services.articles.create(
    {
      title: "Murabaha in plain words",
      slug: "murabaha-plain",
      excerpt: "What a cost-plus sale is.",
      content: "<p>Some <strong>text</strong>.</p>",
      category: "Islamic Finance",
      published: true,
      publishedAt: new Date(Date.UTC(2026, 0, 5)).toISOString(),
      featuredImage: null,
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      ogImage: null,
    },
    null,
  );
  // (Set last: a content change, such as the article above, reloads it from the database.)
  // What the owner published lives in the request thread's memory only; a render that read it itself
  // (instead of from the loaders' data) would show the files' words on the thread.
  const { hero } = LOCALIZED_CONTENT;
  setPublishedContent({
    hero: {
      en: { ...hero.en, headline: "A headline the owner published" },
      ar: { ...hero.ar, headline: "عنوان نشره المالك" },
    },
  });
  const start = Date.now();
  while (pool.ready < 1) {
    if (Date.now() - start > 60_000) throw new Error("the render thread did not start");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterAll(async () => {
  setPublishedContent({});
  await pool?.close();
  await database?.close();
});

/**
 * What differs between two renders of one page whatever renders them: the nonce, new random keys, and
 * the time an admin form was rendered at.
 */
const normalised = (html: string, nonce: string | undefined) =>
  (nonce ? html.replaceAll(nonce, "NONCE") : html).replace(/\b[0-9a-f]{32}\b/g, "KEY").replace(/\b1\d{12}\b/g, "TIME");

const page = async (app: ReturnType<typeof createTestApp>["app"], pathname: string, cookie?: string) => {
  const res = await app.request(`${SITE}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
  return { status: res.status, html: normalised(await res.text(), nonce) };
};

describe("pages rendered on a render thread", () => {
  it.each([
    "/",
    "/ar",
    "/tools",
    "/tools?tab=zakat",
    "/ar/tools?tab=murabaha",
    "/islamic-fintech",
    "/ar/islamic-fintech",
    "/blog",
    "/blog/murabaha-plain",
    "/project/1",
    "/book",
    "/ar/book",
    "/career",
    "/newsletter",
    "/?sent=contact",
    "/no-such-page",
    "/ar/blog/no-such-article",
  ])("%s is the same page as rendered on the request thread", async (pathname) => {
    const before = pool.counts.threads;
    const [fromThread, fromHere] = [await page(threaded.app, pathname), await page(here.app, pathname)];
    expect(fromThread.status).toBe(fromHere.status);
    expect(fromThread.html.length).toBeGreaterThan(10_000);
    expect(fromThread.html).toBe(fromHere.html);
    // Really rendered there, not handed back.
    expect(pool.counts.threads).toBe(before + 1);
  });

  it("renders the signed-in owner's admin the same way", async () => {
    for (const pathname of ["/admin/overview", "/admin/content/projects", "/admin/bookings"]) {
      const before = pool.counts.threads;
      const [fromThread, fromHere] = [
        await page(threaded.app, pathname, adminCookie),
        await page(here.app, pathname, adminCookie),
      ];
      expect(fromThread.status).toBe(200);
      expect(fromThread.html).toBe(fromHere.html);
      expect(pool.counts.threads).toBe(before + 1);
    }
  });

  it("shows what the owner published, read on the request thread", async () => {
    expect((await page(threaded.app, "/")).html).toContain("A headline the owner published");
    expect((await page(threaded.app, "/ar")).html).toContain("عنوان نشره المالك");
  });

  it("sends each page back compressed as its answer asks, made on the thread with it (decision 045)", async () => {
    const { html } = await page(here.app, "/tools");
    for (const encoding of ["br", "gzip"]) {
      const before = pool.counts.threads;
      const res = await threaded.app.request(`${SITE}/tools`, { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("Content-Encoding")).toBe(encoding);
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("Content-Length"))).toBe(body.length);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
      const unpacked = (encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body)).toString();
      expect(normalised(unpacked, nonce)).toBe(html);
      expect(pool.counts.threads).toBe(before + 1);
    }
  });

  it("makes on the thread the copies the page cache stores: the same page, without the nonce", async () => {
    const { html } = await page(here.app, "/career");
    const stored = html.replaceAll(' nonce="NONCE"', "");
    const miss = await cached.app.request(`${SITE}/career`, { headers: { "Accept-Encoding": "br" } });
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(normalised(brotliDecompressSync(Buffer.from(await miss.arrayBuffer())).toString(), undefined)).toBe(stored);
    const hit = await cached.app.request(`${SITE}/career`, { headers: { "Accept-Encoding": "gzip" } });
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(normalised(gunzipSync(Buffer.from(await hit.arrayBuffer())).toString(), undefined)).toBe(stored);
  });

  it("inlines the site stylesheet there too, and hands nothing back", async () => {
    const { html } = await page(threaded.app, "/");
    const start = html.indexOf("<style data-href=");
    expect(start).toBeGreaterThan(0);
    expect(html.indexOf("</style>", start) - start).toBeGreaterThan(10_000);
    expect(pool.counts.handedBack).toBe(0);
  });
});

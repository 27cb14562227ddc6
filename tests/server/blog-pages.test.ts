import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BLOG_PAGE_SIZE } from "#app/routes/blog-index.tsx";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #34: /blog stopped at 100 articles with no way to the rest, and the sitemap did too. Now the
// blog has pages of BLOG_PAGE_SIZE in both languages, linked newer/older and with rel=prev/next, and
// the sitemap lists every live article. Through the real pages (the built React Router app).
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const SITE = "http://site.test";
// More than a hundred in all: the sitemap used to stop there.
const COUNTS = { en: BLOG_PAGE_SIZE + 6, ar: BLOG_PAGE_SIZE * 4 + 5 };
let database: Database;
let app: ReturnType<typeof createTestApp>["app"];

beforeAll(async () => {
  database = await testDatabaseTargets()[0]!.open();
  const build = (await import(path.resolve(import.meta.dirname, "../../build/server/index.js"))) as ServerBuild;
  const testApp = createTestApp(
    database,
    { SITE_URL: SITE, NODE_ENV: "production", PAGE_CACHE_TTL_MS: "0" },
    { handleDocument: createDocumentHandler(build, "production") },
  );
  app = testApp.app;
  for (const locale of ["en", "ar"] as const) {
    for (let i = 0; i < COUNTS[locale]; i++) {
      await testApp.services.articles.create(
        {
          title: `${locale === "ar" ? "مقالة" : "Article"} ${i}`,
          slug: `${locale}-article-${i}`,
          excerpt: "A short excerpt for the card.",
          content: "Some text.",
          category: "Islamic Finance",
          published: true,
          // Article 0 is the oldest.
          publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
          featuredImage: null,
          metaTitle: null,
          metaDescription: null,
          metaKeywords: null,
          ogImage: null,
          ...(locale === "ar" ? { locale } : {}),
        },
        null,
      );
    }
  }
});
afterAll(() => database?.close());

const get = async (pathname: string) => {
  const res = await app.request(`${SITE}${pathname}`);
  return { status: res.status, html: await res.text() };
};
const cards = (html: string, locale: "en" | "ar") =>
  [...html.matchAll(new RegExp(`href="${locale === "ar" ? "/ar" : ""}/blog/(${locale}-article-\\d+)"`, "g"))].map(
    (m) => m[1],
  );
const unique = (list: (string | undefined)[]) => [...new Set(list)];

describe("the blog's pages", () => {
  it("shows the latest page first, links the older one, and names it rel=next", async () => {
    const { status, html } = await get("/blog");
    expect(status).toBe(200);
    const shown = unique(cards(html, "en"));
    expect(shown).toHaveLength(BLOG_PAGE_SIZE);
    expect(shown[0]).toBe(`en-article-${COUNTS.en - 1}`);
    expect(html).toContain(`<link rel="next" href="${SITE}/blog?page=2"/>`);
    expect(html).not.toContain('rel="prev"');
    expect(html).toMatch(/<a href="\/blog\?page=2" rel="next"[^>]*>Older articles<\/a>/);
    expect(html).toContain("Page 1 of 2");
  });

  it("shows the rest on page 2, with its own canonical address and rel=prev", async () => {
    const { status, html } = await get("/blog?page=2");
    expect(status).toBe(200);
    expect(unique(cards(html, "en"))).toEqual([
      "en-article-5",
      "en-article-4",
      "en-article-3",
      "en-article-2",
      "en-article-1",
      "en-article-0",
    ]);
    expect(html).toContain(`<link rel="prev" href="${SITE}/blog"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/blog?page=2"/>`);
    expect(html).not.toContain('<link rel="next"');
    expect(html).toMatch(/<title>[^<]*Page 2 of 2[^<]*<\/title>/);
  });

  it("pages the Arabic blog on its own, in Arabic", async () => {
    const middle = await get("/ar/blog?page=2");
    expect(middle.status).toBe(200);
    expect(unique(cards(middle.html, "ar"))).toHaveLength(BLOG_PAGE_SIZE);
    expect(middle.html).toContain(`<link rel="prev" href="${SITE}/ar/blog"/>`);
    expect(middle.html).toContain(`<link rel="next" href="${SITE}/ar/blog?page=3"/>`);
    expect(middle.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(middle.html).toContain("مقالات أحدث");
    expect(middle.html).toContain("مقالات أقدم");
    const last = await get("/ar/blog?page=5");
    expect(unique(cards(last.html, "ar"))).toEqual([
      "ar-article-4",
      "ar-article-3",
      "ar-article-2",
      "ar-article-1",
      "ar-article-0",
    ]);
    expect(last.html).not.toContain('<link rel="next"');
  });

  it("answers 404 for a page that does not exist", async () => {
    for (const page of ["3", "0", "-1", "abc", "1e3", "99999999"]) {
      expect((await get(`/blog?page=${page}`)).status, page).toBe(404);
    }
  });

  it("lists every live article in the sitemap, past the first hundred", async () => {
    const { html: xml } = await get("/sitemap.xml");
    for (const locale of ["en", "ar"] as const) {
      for (let i = 0; i < COUNTS[locale]; i++) {
        expect(xml).toContain(`${SITE}${locale === "ar" ? "/ar" : ""}/blog/${locale}-article-${i}<`);
      }
    }
  });
});

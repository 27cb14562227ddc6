import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// The blog in two languages through the real pages (the built React Router app): each language's
// index and feed, an article's address in the other language redirecting to its own, hreflang and the
// switcher's address for a pair, and the sitemap's alternates.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SITE = "http://site.test";
const [pglite] = testDatabaseTargets();
let database: Database;
let app: ReturnType<typeof createTestApp>["app"];
const slugs = { en: "zakat-for-founders", ar: "al-zakat-lil-muassisin", alone: "takaful-basics" };

beforeAll(async () => {
  database = await pglite!.open();
  const build = (await import(path.resolve(import.meta.dirname, "../../build/server/index.js"))) as ServerBuild;
  const testApp = createTestApp(
    database,
    { SITE_URL: SITE, NODE_ENV: "production", PAGE_CACHE_TTL_MS: "0" },
    { handleDocument: createDocumentHandler(build, "production") },
  );
  app = testApp.app;
  const { articles } = testApp.services;
  const common = {
    category: "Islamic Finance",
    published: true,
    publishedAt: "2026-03-10T08:00:00.000Z",
    featuredImage: null,
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    ogImage: null,
  };
  const en = await articles.create(
    {
      ...common,
      title: "Zakat for founders",
      slug: slugs.en,
      excerpt: "What a founder owes on company shares, cash and stock.",
      content: "## Nisab\n\nZakat is due on wealth held for a lunar year above the nisab. Use `nisab * 0.025`.",
    },
    null,
  );
  await articles.create(
    {
      ...common,
      title: "الزكاة للمؤسسين",
      slug: slugs.ar,
      excerpt: "ما الذي يجب على المؤسس في الأسهم والنقد والمخزون.",
      content: "## النصاب\n\nتجب الزكاة في المال الذي حال عليه الحول وبلغ النصاب. استخدم `nisab * 0.025`.",
      category: "التمويل الإسلامي",
      locale: "ar",
      translationId: en.id,
    },
    null,
  );
  await articles.create(
    {
      ...common,
      title: "أساسيات التكافل",
      slug: slugs.alone,
      excerpt: "كيف يعمل التأمين التكافلي القائم على التبرع والتعاون بين المشتركين.",
      content: "## الفكرة\n\nيتبرع المشتركون في صندوق مشترك، وتديره شركة التكافل بالوكالة مقابل أجر معلوم.",
      locale: "ar",
    },
    null,
  );
});
afterAll(() => database?.close());

const get = (pathname: string) => app.request(`${SITE}${pathname}`);
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("the blog in two languages", () => {
  it("lists each language's articles at /blog and /ar/blog", async () => {
    const english = await (await get("/blog")).text();
    expect(english).toContain("Zakat for founders");
    expect(english).not.toContain("الزكاة للمؤسسين");
    const res = await get("/ar/blog");
    expect(res.status).toBe(200);
    const arabic = await res.text();
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(arabic).toContain("المدونة");
    expect(arabic).toContain("الزكاة للمؤسسين");
    expect(arabic).toContain(`href="/ar/blog/${slugs.ar}"`);
    expect(arabic).toContain('href="/ar/blog/rss.xml"');
    expect(arabic).not.toContain("Zakat for founders");
  });

  it("serves a feed per language with its <language>", async () => {
    const english = await (await get("/blog/rss.xml")).text();
    expect(english).toContain("<language>en</language>");
    expect(english).toContain(`${SITE}/blog/${slugs.en}`);
    expect(english).not.toContain(slugs.ar);
    expect(english).toContain(`<url>${SITE}/og-default.png</url>`);
    const res = await get("/ar/blog/rss.xml");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/rss\+xml/);
    const arabic = await res.text();
    expect(arabic).toContain("<language>ar</language>");
    expect(arabic).toContain(`${SITE}/ar/blog/${slugs.ar}`);
    expect(arabic).toContain("النصاب");
    expect(arabic).toContain(`<url>${SITE}/og-default-ar.png</url>`);
    expect(arabic).not.toContain(`/blog/${slugs.en}<`);
    // The owner by the Arabic profile's name: the feed's title, copyright and the items' author.
    expect(arabic).toContain("عمر حداد");
    expect(arabic).not.toContain("Omar Haddad");
    expect(english).toContain("Omar Haddad");
  });

  it("sends an article asked for under the other language's prefix to its own address (301)", async () => {
    const toArabic = await get(`/blog/${slugs.ar}?ref=mail`);
    expect(toArabic.status).toBe(301);
    expect(toArabic.headers.get("Location")).toBe(`/ar/blog/${slugs.ar}?ref=mail`);
    expect(toArabic.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const toEnglish = await get(`/ar/blog/${slugs.en}`);
    expect(toEnglish.status).toBe(301);
    expect(toEnglish.headers.get("Location")).toBe(`/blog/${slugs.en}`);
    expect((await get("/ar/blog/no-such-article")).status).toBe(404);
    expect(await (await get("/ar/blog/no-such-article")).text()).toContain("المقال غير موجود");
  });

  it("renders an Arabic article right to left with both dates, hreflang for the pair and the switch to its translation", async () => {
    const res = await get(`/ar/blog/${slugs.ar}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<article class="mx-auto max-w-3xl" lang="ar" dir="rtl">');
    expect(html).toContain("10 مارس 2026");
    expect(html).toMatch(/\d{1,2} رمضان 1447 هـ/);
    expect(html).toContain("دقيقة واحدة للقراءة");
    expect(html).toContain("لا مشاهدات بعد");
    // The owner's name in Arabic in the title, og:site_name and byline; heading anchors labelled in Arabic.
    expect(html).toContain("<title>الزكاة للمؤسسين | عمر حداد</title>");
    expect(html).toContain('<meta property="og:site_name" content="عمر حداد"/>');
    // (The configured name travels only in the hydration data, which nobody reads.)
    expect(html.split("window.__reactRouterContext")[0]).not.toContain("Omar Haddad");
    expect(html).toContain('aria-label="رابط إلى قسم «النصاب»"');
    expect(alternates(html)).toEqual([
      `en ${SITE}/blog/${slugs.en}`,
      `ar ${SITE}/ar/blog/${slugs.ar}`,
      `x-default ${SITE}/blog/${slugs.en}`,
    ]);
    // The header's switch goes to the English translation, not to /blog/{the Arabic slug}.
    expect(html).toMatch(new RegExp(`<a href="/blog/${slugs.en}" hrefLang="en" lang="en"`));
    expect(html).toContain('"inLanguage":"ar"');
    // Arabic articles share the site's Arabic image (the article drawing has no Arabic font).
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og-default-ar.png"/>`);
    expect(html).toContain(`"image":"${SITE}/og-default-ar.png"`);
    const og = await get(`/blog/${slugs.ar}/og.png`);
    expect(og.status).toBe(302);
    expect(og.headers.get("Location")).toBe("/og-default-ar.png");
  });

  it("lists only itself in hreflang without a translation, and switches to the other blog", async () => {
    const html = await (await get(`/ar/blog/${slugs.alone}`)).text();
    expect(alternates(html)).toEqual([`ar ${SITE}/ar/blog/${slugs.alone}`]);
    expect(html).toMatch(/<a href="\/blog" hrefLang="en" lang="en"/);
    const english = await (await get(`/blog/${slugs.en}`)).text();
    expect(english).toContain("March 10, 2026");
    expect(english).not.toContain("هـ");
    expect(english).toMatch(new RegExp(`<a href="/ar/blog/${slugs.ar}" hrefLang="ar" lang="ar"`));
  });

  it("gives the sitemap both blogs and xhtml:link alternates for the pair", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>${loc}</loc>(.*?)</url>`).exec(xml)?.[1] ?? "";
    const pair = entry(`${SITE}/ar/blog/${slugs.ar}`);
    expect(pair).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/blog/${slugs.en}"/>`);
    expect(pair).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/blog/${slugs.ar}"/>`);
    expect(pair).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/${slugs.en}"/>`);
    expect(entry(`${SITE}/blog/${slugs.en}`)).toContain(`hreflang="ar" href="${SITE}/ar/blog/${slugs.ar}"`);
    expect(entry(`${SITE}/ar/blog/${slugs.alone}`)).not.toContain("xhtml:link");
    expect(entry(`${SITE}/ar/blog`)).toContain(`hreflang="en" href="${SITE}/blog"`);
  });
});

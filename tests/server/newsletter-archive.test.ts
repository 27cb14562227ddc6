import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterIssues } from "#server/db/schema.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// The public archive of sent issues through the built pages: each language lists its own, hidden and
// unsent issues stay out, and the feed carries the same issues with their text escaped.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const [pglite] = testDatabaseTargets();
let database: Database;
let build: ServerBuild;
beforeAll(async () => {
  database = await pglite!.open();
  build = (await import(path.resolve(import.meta.dirname, "../../build/server/index.js"))) as ServerBuild;
});
afterAll(async () => {
  await database?.close();
});

describe("the newsletter archive", () => {
  it("lists sent issues of the page's language, never hidden or unsent ones, with a feed", async () => {
    const sent = { status: "sent" as const, startedAt: new Date("2026-11-01T10:00:00Z") };
    const [english] = await database.db
      .insert(newsletterIssues)
      .values({
        ...sent,
        locale: "en",
        subject: "November <b>notes</b>",
        preheader: "<img src=x onerror=alert(1)>",
        body: "Hello **readers**",
      })
      .returning();
    const [arabic] = await database.db
      .insert(newsletterIssues)
      .values({ ...sent, locale: "ar", subject: "ملاحظات نوفمبر", body: "مرحبًا" })
      .returning();
    const [hidden] = await database.db
      .insert(newsletterIssues)
      .values({ ...sent, locale: "en", subject: "Hidden one", hiddenFromArchive: true })
      .returning();
    const [draft] = await database.db
      .insert(newsletterIssues)
      .values({ locale: "en", subject: "Still a draft" })
      .returning();
    const { app } = createTestApp(
      database,
      { SITE_URL: "http://site.test", NODE_ENV: "production" },
      { handleDocument: createDocumentHandler(build, "production") },
    );

    const page = await (await app.request("/newsletter")).text();
    expect(page).toContain("November &lt;b&gt;notes&lt;/b&gt;");
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain("Hidden one");
    expect(page).not.toContain("Still a draft");
    expect(page).not.toContain("ملاحظات نوفمبر");
    const arabicPage = await (await app.request("/ar/newsletter")).text();
    expect(arabicPage).toMatch(/<html[^>]*dir="rtl"/);
    expect(arabicPage).toContain("ملاحظات نوفمبر");
    expect(arabicPage).not.toContain("November");

    const issuePage = await app.request(`/newsletter/issues/${english!.id}`);
    expect(issuePage.status).toBe(200);
    expect(await issuePage.text()).toContain("<strong>readers</strong>");
    for (const missing of [hidden!.id, draft!.id, arabic!.id, "not-an-id"]) {
      expect((await app.request(`/newsletter/issues/${missing}`)).status).toBe(404);
    }

    const feed = await app.request("/newsletter/rss.xml");
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain(`http://site.test/newsletter/issues/${english!.id}`);
    // Titles are text: escaped inside the CDATA a feed reader reads as HTML.
    expect(xml).toContain("November &lt;b&gt;notes&lt;/b&gt;");
    expect(xml).not.toContain("<b>notes");
    expect(xml).not.toContain("Hidden one");
  });

  it("names the owner in Arabic in /ar/newsletter's title, description, social tags and feed link", async () => {
    const { app } = createTestApp(
      database,
      { SITE_URL: "http://site.test", NODE_ENV: "production" },
      { handleDocument: createDocumentHandler(build, "production") },
    );
    const html = await (await app.request("/ar/newsletter")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const meta = (attr: string, key: string) =>
      new RegExp(`<meta[^>]*${attr}="${key}"[^>]*content="([^"]*)"`).exec(head)?.[1];
    const texts = {
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
      description: meta("name", "description"),
      ogTitle: meta("property", "og:title"),
      ogDescription: meta("property", "og:description"),
      twitterTitle: meta("name", "twitter:title"),
      feedLink: /<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*title="([^"]*)"/.exec(head)?.[1],
    };
    for (const [where, text] of Object.entries(texts)) {
      expect(text, where).toContain("عمر حداد");
      expect(text, where).not.toContain("Omar");
    }
    const xml = await (await app.request("/ar/newsletter/rss.xml")).text();
    expect(xml).toContain("عمر حداد | النشرة البريدية");
    expect(xml).not.toContain("Omar");
  });

  it("is found from every page's footer, from the page head as a feed, and in the sitemap, in both languages", async () => {
    const [issue] = await database.db
      .insert(newsletterIssues)
      .values({ status: "sent", startedAt: new Date(), locale: "ar", subject: "عدد", body: "نص" })
      .returning();
    const { app } = createTestApp(
      database,
      { SITE_URL: "http://site.test", NODE_ENV: "production" },
      { handleDocument: createDocumentHandler(build, "production") },
    );
    const feedLink = (html: string) =>
      /<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="([^"]*newsletter[^"]*)"/.exec(html)?.[1];
    const footerLink = (html: string) => /<footer[\s\S]*?<a[^>]*href="([^"]*\/newsletter)"[^>]*>([^<]*)</.exec(html);

    const english = await (await app.request("/newsletter")).text();
    expect(feedLink(english)).toBe("/newsletter/rss.xml");
    const arabic = await (await app.request("/ar/newsletter")).text();
    expect(feedLink(arabic)).toBe("/ar/newsletter/rss.xml");
    expect(feedLink(await (await app.request(`/ar/newsletter/issues/${issue!.id}`)).text())).toBe(
      "/ar/newsletter/rss.xml",
    );

    const home = await (await app.request("/")).text();
    expect(footerLink(home)?.slice(1)).toEqual(["/newsletter", "Newsletter archive"]);
    const arabicHome = await (await app.request("/ar")).text();
    expect(footerLink(arabicHome)?.slice(1)).toEqual(["/ar/newsletter", "أرشيف النشرة البريدية"]);

    const sitemap = await (await app.request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>http://site.test/newsletter</loc>");
    expect(sitemap).toContain("<loc>http://site.test/ar/newsletter</loc>");
  });
});

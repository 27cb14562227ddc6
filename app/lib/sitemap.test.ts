import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { sitemapEntries } from "#app/routes/sitemap.ts";
import { projects } from "#content/projects.ts";
import { solutions } from "#content/solutions.ts";
import { inEveryLanguage, sitemapXml } from "./sitemap.ts";

const site = { siteUrl: "https://example.com" };

type Url = { loc: string; "xhtml:link"?: { rel: string; hreflang: string; href: string }[] };
function urls(xml: string): Url[] {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    isArray: (name) => name === "url" || name === "xhtml:link",
  }).parse(xml);
  return parsed.urlset.url;
}

describe("sitemap", () => {
  it("lists a page in both languages, each with the pair's alternates and x-default", () => {
    const xml = sitemapXml(site, inEveryLanguage("/career", { changefreq: "monthly", priority: 0.8 }));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const list = urls(xml);
    expect(list.map((u) => u.loc)).toEqual(["https://example.com/career", "https://example.com/ar/career"]);
    for (const url of list) {
      expect(url["xhtml:link"]).toEqual([
        { rel: "alternate", hreflang: "en", href: "https://example.com/career" },
        { rel: "alternate", hreflang: "ar", href: "https://example.com/ar/career" },
        { rel: "alternate", hreflang: "x-default", href: "https://example.com/career" },
      ]);
    }
  });

  it("the landing page is / and /ar", () => {
    const list = urls(sitemapXml(site, inEveryLanguage("/", { changefreq: "weekly", priority: 1 })));
    expect(list.map((u) => u.loc)).toEqual(["https://example.com/", "https://example.com/ar"]);
  });

  it("an article and its translation under other slugs carry each other as alternates; a repeat appears once", () => {
    const pair = { en: "/blog/zakat-guide", ar: "/ar/blog/dalil-al-zakat" };
    const xml = sitemapXml(site, [
      { path: pair.en, changefreq: "monthly", priority: 0.7, alternates: pair, lastmod: "2026-01-02" },
      { path: pair.ar, changefreq: "monthly", priority: 0.7, alternates: pair, lastmod: "2026-01-02" },
      { path: pair.ar, changefreq: "monthly", priority: 0.7, alternates: pair, lastmod: "2026-01-02" },
    ]);
    const list = urls(xml);
    expect(list.map((u) => u.loc)).toEqual([
      "https://example.com/blog/zakat-guide",
      "https://example.com/ar/blog/dalil-al-zakat",
    ]);
    expect(list[1]?.["xhtml:link"]?.map((l) => l.href)).toEqual([
      "https://example.com/blog/zakat-guide",
      "https://example.com/ar/blog/dalil-al-zakat",
      "https://example.com/blog/zakat-guide",
    ]);
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
  });

  it("a page in one language only has no alternates", () => {
    const list = urls(sitemapXml(site, [{ path: "/ar/blog/only-arabic", changefreq: "monthly", priority: 0.7 }]));
    expect(list).toEqual([expect.objectContaining({ loc: "https://example.com/ar/blog/only-arabic" })]);
    expect(list[0]?.["xhtml:link"]).toBeUndefined();
  });

  it("escapes addresses", () => {
    expect(
      sitemapXml({ siteUrl: "https://example.com" }, inEveryLanguage("/a&b", { changefreq: "monthly", priority: 0.5 })),
    ).toContain("<loc>https://example.com/a&amp;b</loc>");
  });

  it("lists every static page, project and solution in English and Arabic", () => {
    const locs = urls(sitemapXml(site, sitemapEntries({ solutions, projects }))).map((u) => u.loc);
    for (const path of ["/career", "/tools", "/islamic-fintech", "/project/1", "/project/6", "/solutions/fintech"]) {
      expect(locs).toContain(`https://example.com${path}`);
      expect(locs).toContain(`https://example.com/ar${path}`);
    }
    expect(locs).toContain("https://example.com/ar");
    expect(new Set(locs).size).toBe(locs.length);
  });
});

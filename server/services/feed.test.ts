import { load } from "cheerio";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { XSS_VECTORS } from "#tests/xss-vectors.ts";
import { buildBlogFeed } from "./feed.ts";
import { renderMarkdown } from "./markdown.ts";

/** What a feed reader does with an item's title or description: reads it as HTML. */
const asHtml = (value: unknown) => load(String(value), null, false);
const items = (xml: string) => {
  const item = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false }).parse(xml).rss
    .channel.item;
  return (Array.isArray(item) ? item : [item]) as Record<string, unknown>[];
};

const site = { siteUrl: "https://owner.example", ownerName: "Omar Haddad" };
const post = {
  title: "Murabaha & you",
  slug: "murabaha",
  excerpt: "Cost-plus sale <explained>.",
  category: "Islamic Finance",
  authorName: null,
  publishedAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-06T10:00:00.000Z",
  featuredImage: "/images/murabaha.png",
  html: '<h2 id="why">Why</h2><p>Because.</p>',
};

describe("buildBlogFeed", () => {
  it("writes valid RSS 2.0 with each article's link, date, category and full HTML", () => {
    const xml = buildBlogFeed(site, [post]);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(xml).rss;
    expect(rss["@_version"]).toBe("2.0");
    expect(rss.channel.title).toBe("Omar Haddad | Blog");
    expect(rss.channel.link).toBe("https://owner.example/blog");
    const item = rss.channel.item;
    expect(asHtml(item.title).text()).toBe("Murabaha & you");
    expect(item.link).toBe("https://owner.example/blog/murabaha");
    expect(new Date(item.pubDate).toISOString()).toBe(post.publishedAt);
    expect(item.category).toBe("Islamic Finance");
    expect(asHtml(item.description).text()).toBe("Cost-plus sale <explained>.");
    expect(item["content:encoded"]).toBe(post.html);
    expect(xml).toContain('<atom:link href="https://owner.example/blog/rss.xml" rel="self"');
  });

  it("gives titles, excerpts and categories as text (escaped alike), never markup, whatever they contain", () => {
    const xml = buildBlogFeed(
      site,
      XSS_VECTORS.map((vector, i) => ({ ...post, slug: `p${i}`, title: vector, excerpt: vector, category: vector })),
    );
    const parsed = items(xml);
    expect(parsed).toHaveLength(XSS_VECTORS.length);
    // A strict XML reading of each category (fast-xml-parser decodes `&amp;#106;` twice).
    const categories = load(xml, { xml: true })("item > category")
      .map((_i, element) => load(element, { xml: true }).text())
      .get();
    parsed.forEach((item, i) => {
      item.category = categories[i];
      for (const field of ["title", "description", "category"]) {
        const html = asHtml(item[field]);
        expect(html("*").length, `${field} of vector ${i}`).toBe(0);
        expect(html.text()).toBe(XSS_VECTORS[i]);
      }
    });
  });

  it("carries bodies only as the pages' sanitiser leaves them", () => {
    const xml = buildBlogFeed(
      site,
      XSS_VECTORS.map((vector, i) => ({ ...post, slug: `p${i}`, html: renderMarkdown(vector).html })),
    );
    items(xml).forEach((item, i) => {
      // Task-list checkboxes (disabled) are the one input markdown may produce.
      const body = asHtml(item["content:encoded"] ?? "");
      expect(
        body("script, iframe, object, embed, style, link, meta, base, form, input:not([type=checkbox][disabled])")
          .length,
        `vector ${i}`,
      ).toBe(0);
      body("*").each((_, el) => {
        for (const [name, value] of Object.entries("attribs" in el ? el.attribs : {})) {
          expect(name, `vector ${i}`).not.toMatch(/^on/i);
          expect(value, `vector ${i}`).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        }
      });
    });
  });

  it("names its language: English at /blog, Arabic at /ar/blog with Arabic words and addresses", () => {
    const english = new XMLParser({ ignoreAttributes: false }).parse(buildBlogFeed(site, [post])).rss.channel;
    expect(english.language).toBe("en");
    const xml = buildBlogFeed(site, [{ ...post, title: "المرابحة وأنت", slug: "almurabaha" }], "ar");
    const arabic = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel;
    expect(arabic.language).toBe("ar");
    // The owner's name as Arabic writes it, nowhere in Latin letters.
    expect(arabic.title).toBe("عمر حداد | المدونة");
    expect(arabic.description).toContain("عمر حداد");
    expect(arabic.copyright).toContain("عمر حداد");
    expect(xml).not.toContain("Omar");
    expect(arabic.description).toContain("التمويل الإسلامي");
    expect(arabic.link).toBe("https://owner.example/ar/blog");
    expect(arabic.item.link).toBe("https://owner.example/ar/blog/almurabaha");
    expect(asHtml(arabic.item.title).text()).toBe("المرابحة وأنت");
    expect(xml).toContain('<atom:link href="https://owner.example/ar/blog/rss.xml" rel="self"');
  });

  it("is a valid, empty channel when nothing is published", () => {
    const rss = new XMLParser().parse(buildBlogFeed(site, [])).rss;
    expect(rss.channel.item).toBeUndefined();
  });
});

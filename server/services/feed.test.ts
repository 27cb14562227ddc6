import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildBlogFeed } from "./feed.ts";

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
    expect(item.title).toBe("Murabaha & you");
    expect(item.link).toBe("https://owner.example/blog/murabaha");
    expect(new Date(item.pubDate).toISOString()).toBe(post.publishedAt);
    expect(item.category).toBe("Islamic Finance");
    expect(item.description).toBe("Cost-plus sale <explained>.");
    expect(item["content:encoded"]).toBe(post.html);
    expect(xml).toContain('<atom:link href="https://owner.example/blog/rss.xml" rel="self"');
  });

  it("is a valid, empty channel when nothing is published", () => {
    const rss = new XMLParser().parse(buildBlogFeed(site, [])).rss;
    expect(rss.channel.item).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FeedServer, feedFixture, startFeedServer } from "#tests/feed-corpus.ts";
import { createFeedAdapter } from "./feed.ts";
import { parseFeedDate } from "./feed-dates.ts";

// Issue 22, cases 1-7: real-world feed shapes (tests/fixtures/feeds, sources in tests/feed-corpus.ts)
// served from loopback as their providers serve them.

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server?.close());

const feeds = createFeedAdapter();
const request = { timeoutMs: 5_000 };

/** Serves a fixture's stored bytes under its own name and reads it as the gateway does. */
async function read(file: string, contentType: string, pathname = `/feeds/${file}`) {
  server.serve(pathname, feedFixture(file), contentType);
  return feeds.read(`${server.url}${pathname}`, request);
}

describe("1. charsets", () => {
  it("decodes an ISO-8859-1 feed by its Content-Type and XML declaration", async () => {
    const items = await read("jn-iso-8859-1.rss", "application/rss+xml; charset=ISO-8859-1");
    expect(items[0]?.title).toBe("Mãe de aluna é a nova presidente da associação");
    expect(items[0]?.source).toBe("Jornal de Notícias - Últimas");
  });

  it("decodes by the Content-Type alone, and by the XML declaration alone", async () => {
    const byHeader = await read("uol-localised-dates.rss", "text/xml; charset=iso-8859-1");
    expect(byHeader[1]?.title).toBe("Promotoria abre inquérito sobre contratos");
    const byDeclaration = await read("latin2-pl.rss", "text/xml");
    expect(byDeclaration[0]?.title).toBe("Zażółć gęślą jaźń");
    const cp1252 = await read("atom03-cp1252.xml", "application/atom+xml");
    expect(cp1252[0]?.source).toBe("€ Watch");
  });

  it("lets a windows-1252 Content-Type override the declaration, and a lying UTF-8 header lose to it", async () => {
    const overridden = await read("feedparser-cp1252-overrides.rss", "text/xml; charset=windows-1252");
    expect(overridden[0]?.description).toBe("This costs £5 – “cheap”… or €6.");
    const lying = await read("jn-iso-8859-1.rss", "application/rss+xml; charset=utf-8", "/feeds/lying.rss");
    expect(lying[0]?.title).toBe("Mãe de aluna é a nova presidente da associação");
  });
});

describe("2. relative links", () => {
  it("resolves GitHub's root-relative release links against the feed's URL", async () => {
    const items = await read("github-releases.atom", "application/atom+xml; charset=utf-8");
    expect(items.map((i) => i.link)).toEqual([
      `${server.url}/gulpjs/gulp/releases/tag/v3.9.0`,
      `${server.url}/gulpjs/gulp/releases/tag/v3.8.11`,
    ]);
  });

  it("resolves against nested xml:base before the feed's URL", async () => {
    const items = await read("rfc4287-xhtml.atom", "application/atom+xml");
    expect(items[0]?.link).toBe("http://example.org/blog/2005/04/02/atom");
  });
});

describe("3. RSS 1.0 (RDF)", () => {
  it("reads rdf:RDF items beside the channel", async () => {
    const items = await read("craigslist-rdf.rss", "application/rss+xml");
    expect(items.map((i) => i.title)).toEqual([
      "Chess partner wanted (Capitol Hill)",
      "Wing Chun lessons (Tacoma)",
      "Flag football Saturday 10 am (Mill Creek)",
    ]);
    expect(items[0]).toMatchObject({
      source: "craigslist seattle | activity partners search",
      publishedAt: "2015-12-19T14:01:00.000Z",
    });
  });

  it("reads RSS 0.90", async () => {
    const items = await read("netscape-rss090.rdf", "application/rdf+xml");
    expect(items.map((i) => i.link)).toEqual(["http://www.mozilla.org/status/", "http://www.mozilla.org/bugs/"]);
  });
});

describe("4. dates", () => {
  it("keeps RSS 0.92 items without pubDate, dated by the channel and marked undated", async () => {
    const items = await read("userland-rss092.xml", "text/xml");
    expect(items).toHaveLength(2);
    expect(items.every((i) => !i.dated && i.publishedAt === "2002-09-30T11:00:00.000Z")).toBe(true);
  });

  it("reads localised RFC 822 dates", async () => {
    const items = await read("uol-localised-dates.rss", "text/xml; charset=iso-8859-1");
    expect(items.map((i) => i.publishedAt)).toEqual([
      "2018-09-24T22:42:40.000Z",
      "2018-09-24T22:38:00.000Z",
      "2018-09-23T12:05:00.000Z",
    ]);
    expect(items.every((i) => i.dated)).toBe(true);
  });

  it("knows month names of other languages through Intl, and refuses what is no date", () => {
    expect(parseFeedDate("mer., 05 févr. 2025 10:00:00 +0100")).toBe(Date.UTC(2025, 1, 5, 9));
    expect(parseFeedDate("Di, 04 Mär 2025 10:00:00 +0100")).toBe(Date.UTC(2025, 2, 4, 9));
    expect(parseFeedDate("2018-09-18 14:38:10")).toBe(Date.UTC(2018, 8, 18, 14, 38, 10));
    expect(parseFeedDate("2")).toBeNull();
    expect(parseFeedDate("soon")).toBeNull();
  });

  it("falls back to the fetch time when the feed has no date at all", async () => {
    const before = Date.now();
    const items = await read("netscape-rss090.rdf", "application/rdf+xml");
    expect(Date.parse(items[0]?.publishedAt ?? "")).toBeGreaterThanOrEqual(before - 1_000);
    expect(items[0]?.dated).toBe(false);
  });
});

describe("5. whitespace at block boundaries", () => {
  it("keeps words apart where paragraphs, list items and line breaks were", async () => {
    const [live] = await read("guardian-football.rss", "application/rss+xml; charset=utf-8");
    expect(live?.description).toContain("arrived at Wembley Clockwatch returns");
    expect(live?.description).toContain("Join us live! Transfer latest below.");
  });
});

describe("6. a feed that parses to nothing", () => {
  it("is an error, not an empty answer", async () => {
    await expect(read("empty-github-releases.atom", "application/atom+xml")).rejects.toMatchObject({
      kind: "schema",
      message: expect.stringContaining("no entry"),
    });
  });
});

describe("7. content shapes", () => {
  it("reads Atom type=xhtml content, titles and summaries", async () => {
    const items = await read("rfc4287-xhtml.atom", "application/atom+xml");
    expect(items[0]?.description).toBe("[Update: The Atom draft is finished.] Next line, and bold words.");
    expect(items[1]).toMatchObject({ title: "Less is more", description: "A short one." });
  });

  it("shows a twice-escaped Reddit description as text, not as markup", async () => {
    const [post] = await read("reddit-double-escaped.rss", "application/rss+xml; charset=UTF-8");
    expect(post?.description).toBe(
      "I'm curious what everyone runs. Mine: a feed reader and a wiki. submitted by example [link]",
    );
  });

  it("reads HTML pasted unescaped into a description", async () => {
    const [post] = await read("reddit-inline-html.rss", "application/rss+xml; charset=UTF-8");
    expect(post?.description).toBe("submitted by example to space [link][959 comments]");
  });

  it("names a feed without a title by its host", async () => {
    const items = await read("feedparser-cp1252-overrides.rss", "text/xml; charset=windows-1252");
    expect(items[0]?.source).toBe("127.0.0.1");
  });
});

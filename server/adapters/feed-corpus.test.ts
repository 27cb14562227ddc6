import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_CORPUS, type FeedServer, feedFixture, startFeedServer } from "#tests/feed-corpus.ts";
import { createFeedAdapter, type FeedItem, newestFirst } from "./feed.ts";

// Feed robustness: every real-world shape in the corpus, served from loopback with its own
// Content-Type and bytes, reads as titles, absolute http(s) links, dates (or the fallback order)
// and clean text.

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
  for (const feed of FEED_CORPUS) server.serve(`/feeds/${feed.file}`, feedFixture(feed.file), feed.contentType);
});
afterAll(() => server?.close());

const feeds = createFeedAdapter();
const request = { timeoutMs: 5_000 };

/** What a visitor must never see: markup, undecoded entities, mojibake, invisible controls. */
const UNCLEAN =
  /<[a-zA-Z/!]|&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);|\uFFFD|[ÃÂ][\u0080-\u00BF]|\p{Cc}|[\u200E\u202A-\u202E]/u;

describe("feed corpus", () => {
  it("has at least 20 feeds covering the formats the issue lists", () => {
    expect(FEED_CORPUS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(FEED_CORPUS)("$file", async ({ file, expect: want }) => {
    const items = await feeds.read(`${server.url}/feeds/${file}`, request);
    expect(items).toHaveLength(want.count);
    const [first] = newestFirst(items);
    const link = want.first.link.startsWith("/") ? `${server.url}${want.first.link}` : want.first.link;
    expect(first).toMatchObject({ title: want.first.title, link, source: want.source });
    if (want.first.publishedAt) expect(first?.publishedAt).toBe(want.first.publishedAt);
    if (want.description) expect(items.map((i) => i.description).join(" | ")).toContain(want.description);
    for (const item of items) {
      expect(item.title, file).not.toBe("");
      for (const text of [item.title, item.description, item.source]) expect(text, file).not.toMatch(UNCLEAN);
      expect(new URL(item.link).protocol, file).toMatch(/^https?:$/);
      expect(new Date(item.publishedAt).toISOString(), file).toBe(item.publishedAt);
    }
    expect(items.filter((i) => !i.dated)).toHaveLength(want.undated ?? 0);
  });

  it("orders dated entries newest first and those without a date after them", async () => {
    const urls = FEED_CORPUS.map((f) => `${server.url}/feeds/${f.file}`);
    const items = await feeds.readAll(urls, request);
    const firstUndated = items.findIndex((i) => !i.dated);
    const dated = items.slice(0, firstUndated);
    expect(dated.length).toBeGreaterThan(30);
    expect(items.slice(firstUndated).every((i: FeedItem) => !i.dated)).toBe(true);
    expect(dated.map((i) => i.publishedAt)).toEqual(
      dated
        .map((i) => i.publishedAt)
        .sort()
        .reverse(),
    );
  });
});

import { XMLParser } from "fast-xml-parser";
import sanitizeHtml from "sanitize-html";
import * as z from "zod";
import { getText, UpstreamError, type UpstreamRequest } from "./http.ts";

/** One entry of an RSS 2.0 or Atom feed, reduced to plain text and a safe http(s) link. */
export type FeedItem = {
  title: string;
  link: string;
  description: string;
  publishedAt: string;
  source: string;
  category?: string;
};

const MAX_FEED_CHARS = 2_000_000;
const MAX_DESCRIPTION_CHARS = 500;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => ["item", "entry", "link", "category"].includes(name),
});

/** A node's text whether the parser gave a string, a number or an object with attributes. */
const textOf = (node: unknown): string => {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  if (node && typeof node === "object" && "#text" in node) return textOf((node as { "#text": unknown })["#text"]);
  return "";
};

const node = z.unknown();
const rssSchema = z.object({
  rss: z.object({
    channel: z.object({ title: node, item: z.array(z.record(z.string(), node)).optional() }),
  }),
});
const atomSchema = z.object({
  feed: z.object({ title: node, entry: z.array(z.record(z.string(), node)).optional() }),
});

/**
 * Feed text is hostile until proven otherwise: tags (and script/style contents) are dropped, entities
 * decoded once, whitespace collapsed. React escapes the result again when it renders.
 */
export function toPlainText(html: string, maxChars = Number.POSITIVE_INFINITY): string {
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  const text = decodeEntities(stripped).replace(/\s+/g, " ").trim();
  return text.length > maxChars ? `${text.slice(0, maxChars - 1).trimEnd()}…` : text;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|#39);/gi, (_, entity: string) => {
    const e = entity.toLowerCase();
    if (e.startsWith("#x")) return safeChar(Number.parseInt(e.slice(2), 16));
    if (e.startsWith("#")) return safeChar(Number(e.slice(1)));
    return ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " } as Record<string, string>)[e] ?? "";
  });
}
const safeChar = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "");

/** Only absolute http(s) links reach a page (no javascript:, data: or relative surprises). */
export function safeLink(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function atomLink(links: unknown): string {
  if (!Array.isArray(links)) return textOf(links);
  const withHref = links.filter((l): l is Record<string, string> => !!l && typeof l === "object" && "@_href" in l);
  const alternate = withHref.find((l) => !l["@_rel"] || l["@_rel"] === "alternate") ?? withHref[0];
  return alternate?.["@_href"] ?? textOf(links);
}

/** Parses RSS 2.0 or Atom text; anything else (an HTML page, broken XML) is a schema error. */
export function parseFeed(xml: string, fallbackSource = "Feed"): FeedItem[] {
  if (xml.length > MAX_FEED_CHARS) throw new UpstreamError("schema", "the feed is too large");
  // No feed needs its own entities; refusing them rules out entity-expansion tricks.
  if (/<!ENTITY/i.test(xml)) throw new UpstreamError("schema", "the feed declares entities");
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    throw new UpstreamError("invalid-json", "the feed is not well-formed XML");
  }
  const rss = rssSchema.safeParse(doc);
  const atom = rss.success ? null : atomSchema.safeParse(doc);
  if (!rss.success && !atom?.success) throw new UpstreamError("schema", "not an RSS or Atom feed");

  const source = toPlainText(textOf(rss.success ? rss.data.rss.channel.title : atom?.data?.feed.title), 80);
  const raw = rss.success ? (rss.data.rss.channel.item ?? []) : (atom?.data?.feed.entry ?? []);
  const items: FeedItem[] = [];
  for (const entry of raw) {
    const title = toPlainText(textOf(entry.title), 300);
    const link = safeLink(rss.success ? textOf(entry.link) || textOf(entry.guid) : atomLink(entry.link));
    const date = Date.parse(
      textOf(entry.pubDate) || textOf(entry.published) || textOf(entry.updated) || textOf(entry["dc:date"]),
    );
    if (!title || !link || Number.isNaN(date)) continue;
    const category = toPlainText(textOf(entry.category), 40) || undefined;
    items.push({
      title,
      link,
      description: toPlainText(
        textOf(entry.description) || textOf(entry.summary) || textOf(entry["content:encoded"]) || textOf(entry.content),
        MAX_DESCRIPTION_CHARS,
      ),
      publishedAt: new Date(date).toISOString(),
      source: source || fallbackSource,
      ...(category ? { category } : {}),
    });
  }
  return items;
}

/** RSS/Atom feeds (news by default, the owner's network articles). */
export function createFeedAdapter() {
  const read = async (url: string, request: UpstreamRequest): Promise<FeedItem[]> =>
    parseFeed(await getText(url, request), new URL(url).hostname);
  return {
    read,
    /**
     * Several feeds merged newest first. One broken feed does not hide the others; all broken is an
     * error (so the cache serves its last good value). `onFailure` hears of every broken feed, also
     * when others succeed (metrics count each failed call).
     */
    async readAll(urls: string[], request: UpstreamRequest, onFailure?: (error: unknown) => void): Promise<FeedItem[]> {
      const results = await Promise.allSettled(urls.map((url) => read(url, request)));
      if (onFailure) for (const r of results) if (r.status === "rejected") onFailure(r.reason);
      const ok = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      if (ok.length === 0 && urls.length > 0) {
        const first = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        throw first?.reason instanceof Error ? first.reason : new UpstreamError("network", "every feed failed");
      }
      const seen = new Set<string>();
      return ok
        .flat()
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .filter((item) => !seen.has(item.link) && !!seen.add(item.link));
    },
  };
}

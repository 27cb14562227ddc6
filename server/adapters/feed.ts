import { XMLParser } from "fast-xml-parser";
import sanitizeHtml from "sanitize-html";
import { decodeFeed } from "./feed-charset.ts";
import { parseFeedDate } from "./feed-dates.ts";
import { getFeed, UpstreamError, type UpstreamRequest } from "./http.ts";

/** One entry of an RSS (0.9x, 1.0, 2.0) or Atom (0.3, 1.0) feed, reduced to plain text and a safe http(s) link. */
export type FeedItem = {
  title: string;
  link: string;
  description: string;
  publishedAt: string;
  /** False when the entry had no usable date and `publishedAt` is the feed's date or the fetch time. */
  dated: boolean;
  source: string;
  category?: string;
};

const MAX_FEED_CHARS = 2_000_000;
const MAX_DESCRIPTION_CHARS = 500;

/** Elements whose content may be markup (Atom xhtml, HTML pasted unescaped): kept raw, read by `htmlOf`. */
const TEXT_CONSTRUCTS = ["title", "description", "summary", "content", "content:encoded"];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  stopNodes: TEXT_CONSTRUCTS.map((name) => `*.${name}`),
  isArray: (name) => ["item", "entry", "link", "category"].includes(name),
});

type Node = Record<string, unknown>;

/** A node's text whether the parser gave a string, a number or an object with attributes. */
const textOf = (node: unknown): string => {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  if (node && typeof node === "object" && "#text" in node) return textOf((node as { "#text": unknown })["#text"]);
  return "";
};
const attr = (node: unknown, name: string): string =>
  node && typeof node === "object" && !Array.isArray(node) ? textOf((node as Node)[`@_${name}`]) : "";
const isNode = (value: unknown): value is Node => !!value && typeof value === "object" && !Array.isArray(value);

/** Tags after which words must not run together once the markup is gone. */
const BLOCK_TAGS =
  "address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul";
const BLOCK_BOUNDARY = new RegExp(`<(/?)(${BLOCK_TAGS})\\b`, "gi");
/** Elements whose text is never prose: sanitize-html's defaults plus a whole page's <head> (Instant Articles). */
const NON_TEXT_TAGS = ["script", "style", "textarea", "option", "noscript", "head"];
/** Bidi overrides and zero-width marks: they can reorder or hide what a visitor reads. */
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Control characters (tabs and line breaks included) count as spaces. */
const CONTROL = /\p{Cc}/gu;

/**
 * Feed text is hostile until proven otherwise: tags (and script/style contents) are dropped, entities
 * decoded once, whitespace collapsed; block boundaries and line breaks become spaces. React escapes
 * the result again when it renders.
 */
export function toPlainText(html: string, maxChars = Number.POSITIVE_INFINITY): string {
  const spaced = html.replace(BLOCK_BOUNDARY, " <$1$2");
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS });
  const text = decodeEntities(stripped).replace(INVISIBLE, "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
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

/**
 * The text between CDATA sections and the sections themselves, alternating (text first), as
 * `split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)` gave; by indexOf, since that pattern rescanned the rest of
 * the feed from every unterminated `<![CDATA[` (quadratic in a hostile feed).
 */
function splitCdata(raw: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf("<![CDATA[", from);
    const end = start < 0 ? -1 : raw.indexOf("]]>", start + "<![CDATA[".length);
    if (end < 0) break;
    parts.push(raw.slice(from, start), raw.slice(start, end + "]]>".length));
    from = end + "]]>".length;
  }
  parts.push(raw.slice(from));
  return parts;
}

/**
 * The HTML a text construct carries, from its raw inner XML. Escaped or CDATA content (RSS, Atom
 * type="html") is unescaped once; inline markup (Atom type="xhtml", HTML pasted unescaped into a
 * description) already is HTML, with CDATA sections in it being literal text.
 */
function htmlOf(node: unknown): string {
  const raw = textOf(node);
  const parts = splitCdata(raw);
  const markup = parts.some((part, i) => i % 2 === 0 && /<[a-z!/]/i.test(part));
  return parts
    .map((part, i) => {
      if (i % 2 === 1) {
        const text = part.slice(9, -3);
        return markup ? text.replace(/&/g, "&amp;").replace(/</g, "&lt;") : text;
      }
      return markup ? part : decodeEntities(part);
    })
    .join("");
}

/**
 * A description escaped twice (Reddit's self posts) shows its markup as text after one unescape:
 * when it holds no tag at all but starts with an escaped one, unescape once more.
 */
function unescapeTwiceEscaped(html: string): string {
  return !/<[a-z!/]/i.test(html) && /^\s*&lt;(?:!--|\/?[a-z][a-z0-9]*[\s/&])/i.test(html) ? decodeEntities(html) : html;
}

/** Only absolute http(s) links reach a page (no javascript:, data: or relative surprises). */
export function safeLink(raw: string, base?: string): string | null {
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An `xml:base` resolved against the base around it (each level may be relative). */
function baseOf(node: unknown, outer: string): string {
  const own = attr(node, "xml:base");
  if (!own) return outer;
  try {
    return new URL(own, outer).toString();
  } catch {
    return outer;
  }
}

/** The entry's web page: rel="alternate" (or no rel) before any other link with an href. */
function atomLink(links: unknown, base: string): string | null {
  const list = (Array.isArray(links) ? links : [links]).filter(isNode);
  const withHref = list.filter((l) => attr(l, "href"));
  const alternate = withHref.find((l) => !attr(l, "rel") || attr(l, "rel") === "alternate") ?? withHref[0];
  return alternate ? safeLink(attr(alternate, "href"), baseOf(alternate, base)) : null;
}

function rssLink(entry: Node, base: string): string | null {
  // RSS links are text; some feeds put an Atom <link href> there too.
  const links = (Array.isArray(entry.link) ? entry.link : [entry.link]).filter((l) => l !== undefined);
  for (const link of links) {
    const href = textOf(link).trim() || attr(link, "href");
    const safe = href ? safeLink(href, base) : null;
    if (safe) return safe;
  }
  // A guid is a permalink unless it says otherwise; RSS 1.0 names its item by rdf:about.
  const guid = entry.guid;
  if (guid !== undefined && attr(guid, "isPermaLink") !== "false") {
    const fromGuid = safeLink(textOf(guid));
    if (fromGuid) return fromGuid;
  }
  return attr(entry, "rdf:about") ? safeLink(attr(entry, "rdf:about")) : null;
}

const DATE_FIELDS = ["pubDate", "published", "dc:date", "updated", "issued", "modified", "created", "dcterms:issued"];
const FEED_DATE_FIELDS = ["pubDate", "lastBuildDate", "dc:date", "updated", "modified"];

function firstDate(node: Node, fields: string[]): number | null {
  for (const field of fields) {
    const time = parseFeedDate(textOf(node[field]));
    if (time !== null) return time;
  }
  return null;
}

/** The document's shape: RSS 0.9x/2.0, RSS 0.90/1.0 (RDF) or Atom 0.3/1.0; null for anything else. */
function structure(doc: unknown): { channel: Node; entries: Node[]; atom: boolean } | null {
  if (!isNode(doc)) return null;
  const entries = (list: unknown) => (Array.isArray(list) ? list.filter(isNode) : []);
  if (isNode(doc.rss) && isNode(doc.rss.channel)) {
    return { channel: doc.rss.channel, entries: entries(doc.rss.channel.item), atom: false };
  }
  const rdfKey = Object.keys(doc).find((key) => key === "RDF" || key.endsWith(":RDF"));
  const rdf = rdfKey ? doc[rdfKey] : undefined;
  if (isNode(rdf)) {
    // RSS 1.0 puts items beside the channel, not in it.
    const channel = isNode(rdf.channel) ? rdf.channel : {};
    return { channel, entries: [...entries(rdf.item), ...entries(channel.item)], atom: false };
  }
  if (isNode(doc.feed)) return { channel: doc.feed, entries: entries(doc.feed.entry), atom: true };
  return null;
}

/**
 * Parses an RSS or Atom document; anything else (an HTML page, broken XML) is a schema error, and so
 * is a feed with no usable entry (the cache then keeps its last good value). `feedUrl` resolves
 * relative links (after any xml:base); `fallbackSource` names a feed without a title.
 */
export function parseFeed(
  xml: string,
  fallbackSource = "Feed",
  { feedUrl, fetchedAt = Date.now() }: { feedUrl?: string; fetchedAt?: number } = {},
): FeedItem[] {
  if (xml.length > MAX_FEED_CHARS) throw new UpstreamError("schema", "the feed is too large");
  // No feed needs its own entities; refusing them rules out entity-expansion tricks.
  if (/<!ENTITY/i.test(xml)) throw new UpstreamError("schema", "the feed declares entities");
  let doc: unknown;
  try {
    doc = parser.parse(xml.trimStart());
  } catch {
    throw new UpstreamError("invalid-json", "the feed is not well-formed XML");
  }
  const shape = structure(doc);
  if (!shape) throw new UpstreamError("schema", "not an RSS or Atom feed");
  const { channel, entries, atom } = shape;

  const source = toPlainText(htmlOf(channel.title), 80) || fallbackSource;
  const channelBase = baseOf(channel, feedUrl ?? "about:blank");
  const fallbackDate = firstDate(channel, FEED_DATE_FIELDS) ?? fetchedAt;
  const items: FeedItem[] = [];
  for (const entry of entries) {
    const base = baseOf(entry, channelBase);
    const title = toPlainText(htmlOf(entry.title), 300);
    const link = atom ? atomLink(entry.link, base) : rssLink(entry, base);
    if (!title || !link) continue;
    const date = firstDate(entry, DATE_FIELDS);
    const body = [entry.description, entry.summary, entry["content:encoded"], entry.content]
      .map((node) => unescapeTwiceEscaped(htmlOf(node)))
      .find((html) => toPlainText(html));
    const categoryNode = Array.isArray(entry.category) ? entry.category[0] : entry.category;
    const category = toPlainText(textOf(categoryNode) || attr(categoryNode, "term"), 40) || undefined;
    items.push({
      title,
      link,
      description: toPlainText(body ?? "", MAX_DESCRIPTION_CHARS),
      publishedAt: new Date(date ?? fallbackDate).toISOString(),
      dated: date !== null,
      source,
      ...(category ? { category } : {}),
    });
  }
  if (items.length === 0) throw new UpstreamError("schema", "the feed has no entry with a title and a link");
  return items;
}

/** Dated entries newest first, then those without a date in the order their feeds gave them. */
export function newestFirst(items: FeedItem[]): FeedItem[] {
  const dated = items.filter((item) => item.dated).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return [...dated, ...items.filter((item) => !item.dated)];
}

/** RSS/Atom feeds (news by default, the owner's network articles). */
export function createFeedAdapter() {
  const read = async (url: string, request: UpstreamRequest): Promise<FeedItem[]> => {
    const body = await getFeed(url, request);
    try {
      return parseFeed(decodeFeed(body.bytes, body.contentType), new URL(url).hostname, { feedUrl: body.url });
    } catch (error) {
      // Say which feed: several are read together and the cache logs only the message.
      if (error instanceof UpstreamError) throw new UpstreamError(error.kind, `${new URL(url).host}: ${error.message}`);
      throw error;
    }
  };
  return {
    read,
    /**
     * Several feeds merged newest first. One broken feed does not hide the others; all broken is an
     * error (so the cache serves its last good value). `onFailure` hears of every broken feed, also
     * when others succeed (metrics count each failed call).
     */
    async readAll(
      urls: string[],
      request: UpstreamRequest,
      onFailure?: (error: unknown, url: string) => void,
    ): Promise<FeedItem[]> {
      const results = await Promise.allSettled(urls.map((url) => read(url, request)));
      for (const [i, r] of results.entries()) if (r.status === "rejected") onFailure?.(r.reason, urls[i] ?? "");
      const ok = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      if (ok.length === 0 && urls.length > 0) {
        const first = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        throw first?.reason instanceof Error ? first.reason : new UpstreamError("network", "every feed failed");
      }
      const seen = new Set<string>();
      return newestFirst(ok.flat()).filter((item) => !seen.has(item.link) && !!seen.add(item.link));
    },
  };
}

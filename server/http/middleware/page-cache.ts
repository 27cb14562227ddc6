import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { declaredQuery } from "#domain/route-facts.ts";
import { copiesOf, wholeBodyOf } from "#plumbing/whole-body.ts";
import type { AppEnv } from "../env.ts";
import { withoutNonce } from "../page-copies.ts";
import { SESSION_COOKIE } from "./auth.ts";
import { acceptedEncoding, type Compressor, compressAnswer, compressForReuse, compressWhole } from "./compress.ts";

/**
 * Micro-cache for anonymous HTML pages, in front of everything that renders them (security headers,
 * compression, React Router). A page rendered for nobody in particular is the same for every visitor
 * for a few seconds, so one render serves them all:
 * - only GET/HEAD, no session, no Authorization, not /api, /admin, /assets or a file path; only
 *   200 (and 404) text/html answers without Set-Cookie whose Cache-Control allows sharing. A session
 *   cookie skips the cache only when it is a session (`signedIn`): a made-up one gets the cached page;
 * - 404 pages are kept apart, per address, in a small store of their own, so that a flood of new
 *   addresses cannot push real pages out (decision 036). The optional `notFoundPath` (one shared 404
 *   page per language) is not used by the app: decision 036 says why it was withdrawn;
 * - what it does not store and that names no Cache-Control of its own is sent `private, no-store`;
 * - keyed on the path and the query parameters its page reads (`queryOf`, the routes' `cacheQuery`):
 *   any other parameter (`?utm_source=…`, `fbclid`, `gclid`…) is left out of the key, so a visit from
 *   a shared link is served the cached page instead of costing a render;
 * - one render per key at a time (single flight); while an expired entry is re-rendered by one
 *   request, the others get the stale copy;
 * - stored once as identity, brotli and gzip bytes (a first render's made where it was rendered, with
 *   it: decision 045), with a strong ETag per encoding
 *   (`If-None-Match` → 304) and the headers of `pageCacheHeaders` (browsers revalidate every view, a
 *   CDN may share the page and serve it stale while it refreshes);
 * - dropped when the "pages" content version changes (an admin edit on any instance).
 *
 * The CSP nonce: a nonce must not be reused across responses, and a cached page (here or in a CDN)
 * is by definition the same bytes for many responses. So a cached page is sent with a hash-based
 * policy instead: the `'nonce-…'` source in script-src is replaced by the SHA-256 of each inline
 * script in that exact HTML. The policy is then as strict as the nonce (only those scripts run) and
 * stays correct for any shared cache; the bytes never need rewriting per response. Pages that are
 * not cached keep the per-request nonce.
 */
export type PageCacheOptions = {
  /** How long a render is served before it is refreshed; 0 turns the cache off. */
  ttlMs: number;
  /** How long shared caches (CDN, nginx) keep a page, in seconds (`s-maxage`, CDN-Cache-Control's `max-age`). */
  sharedMaxAgeSeconds: number;
  /** How long shared caches may serve it stale while refreshing it, in seconds (CDN-Cache-Control only). */
  staleWhileRevalidateSeconds: number;
  /** The current "pages" content version (memory only); entries of an older version are dropped. */
  version: () => number;
  /** The query parameters the page at a path reads (its route's `cacheQuery`): the only ones in its key. */
  queryOf?: (pathname: string) => readonly string[];
  maxEntries?: number;
  /** The largest page kept (its uncompressed bytes). */
  maxBytes?: number;
  /**
   * The most all entries may hold together (each page's uncompressed and compressed copies), oldest
   * dropped first: a flood of new addresses (`?sent=<new value>`, each a page of its own) filled 500
   * entries of ~320 KB for `/`, ~160 MB of a process.
   */
  maxTotalBytes?: number;
  now?: () => number;
  /** Told how each request went, for metrics. */
  onResult?: (result: PageCacheResult) => void;
  /** Compresses a first render at the dynamic levels (on a render thread where there are: decision 034). */
  compressWhole?: Compressor;
  /**
   * Whether a session cookie's token is a session, without a query (true, false, or undefined when not
   * known yet), and with one; only a session skips the cache. Absent, any session cookie skips it.
   */
  signedIn?: { known: (token: string) => boolean | undefined; check: (c: Context<AppEnv>) => Promise<boolean> };
  /** For a path no page claims, the address of the 404 page of its language (all such paths share it). */
  notFoundPath?: (pathname: string) => string | undefined;
};

/** `refused`: a miss answered 503 because the render queue was full (decision 027). */
export type PageCacheResult = "hit" | "stale" | "miss" | "bypass" | "refused";

type CacheState = "HIT" | "MISS" | "STALE";
/**
 * One encoding of a cached page. Its header sets are built once, as plain objects: the Node adapter
 * writes a plain object straight to the socket, where an array or a Headers would be turned into a
 * validated Headers on every response (measured as the largest JavaScript cost of a cache hit).
 */
type Variant = {
  body: Buffer;
  /** The body as the Uint8Array view a Response takes (no copy). */
  view: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<CacheState, Record<string, string>>;
  notModified: Record<CacheState, Record<string, string>>;
};
/** What to send for a cached page. */
export type Answer = { status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null };
type Entry = {
  /** 200, or 404 (kept in the store of missing pages). */
  status: number;
  version: number;
  storedAt: number;
  identity: Variant;
  br: Variant;
  gzip: Variant;
  /** Compressed at the highest levels (compressForReuse), else at the dynamic ones. */
  packed: boolean;
};

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

// Not pages: the API, the admin area, health checks, React Router's route-discovery endpoint
// (`/__manifest?p=…&version=…`), which must reach the router with every parameter it was sent, and its
// data requests (`/x.data`, answered as data even for a path no page claims).
const EXCLUDED_PATH = /^\/(api|admin|assets)(\/|$)|^\/(healthz|readyz|metrics|__manifest)$|\.data$/i;
// Files: not pages either, unless no page and no file claims the path (the shared 404).
const FILE_PATH = /\.[a-z0-9]+$/i;
const SESSION_TOKEN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);
/** 404 pages kept (their own store, apart from the pages'): enough for the addresses asked again. */
const MISSING_ENTRIES = 64;
const MISSING_BYTES = 4 * 1024 * 1024;
// Headers the cache sets itself, or that describe one transfer only.
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "cache-control",
  "cdn-cache-control",
  "content-security-policy",
]);

/**
 * The caching headers of every answer from the cache (a miss, a hit through Hono or Node's listener,
 * a stale copy, a 304), built here only:
 * - `Cache-Control: public, max-age=0, s-maxage=N`: a browser revalidates every view (ETag → 304), so
 *   the owner's edit shows on a visitor's next page view. No `stale-while-revalidate` here: browsers
 *   apply it to their own cache (Chromium does, to a fetched page), and would show the page as it was
 *   before the edit once more. `s-maxage` is ignored by browsers; a shared cache that does not know
 *   CDN-Cache-Control (nginx's proxy_cache) keeps the page for it.
 * - `CDN-Cache-Control: public, max-age=N, stale-while-revalidate=M` (RFC 9213): read by CDNs only
 *   (Cloudflare, Fastly, Akamai…), instead of Cache-Control, so they may serve a stale copy while they
 *   refresh it. nginx serves stale by its own directives (deploy/nginx.conf).
 */
export function pageCacheHeaders(
  options: Pick<PageCacheOptions, "sharedMaxAgeSeconds" | "staleWhileRevalidateSeconds">,
): { "Cache-Control": string; "CDN-Cache-Control": string } {
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}`,
    "CDN-Cache-Control": `public, max-age=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`,
  };
}

export function pageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const queryOf = options.queryOf ?? (() => []);
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 48 * 1024 * 1024;
  const pages = boundedStore(maxEntries, maxTotalBytes);
  const missing = boundedStore(MISSING_ENTRIES, MISSING_BYTES);
  const entries = { get: (key: string) => pages.get(key) ?? missing.get(key) };
  const drop = (key: string) => {
    pages.drop(key);
    missing.drop(key);
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    (entry.status === 200 ? pages : missing).keep(key, entry);
  };
  const signedIn = options.signedIn ?? { known: () => true, check: async () => true };
  const caching = Object.entries(pageCacheHeaders(options));
  const flights = new Map<string, { version: number; done: Promise<Entry | null> }>();
  const report = (result: PageCacheResult) => options.onResult?.(result);

  /** Renders the page for this request alone: `private, no-store` unless it says how it may be kept. */
  const bypass = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    report("bypass");
    await next();
    markPrivate(c);
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const url = c.req.url;
    const query = url.indexOf("?");
    const key =
      options.ttlMs > 0
        ? cacheKey(
            c.req.method,
            c.req.path,
            query < 0 ? "" : url.slice(query + 1),
            (name) => c.req.header(name),
            queryOf,
            options.notFoundPath,
          )
        : null;
    if (!key) return bypass(c, next);
    // Only a session skips the cache: a token not known here yet is checked once (then remembered).
    const token = sessionTokenOf(c.req.header("Cookie"));
    if (token !== undefined && (signedIn.known(token) ?? (await signedIn.check(c)))) return bypass(c, next);
    // The address the page is rendered for, as the visitor wrote it, less the parameters it does not
    // read; a path no page claims, the 404 page's own address (nothing of the path reaches its bytes).
    const notFound = options.notFoundPath?.(c.req.path);
    if (notFound) c.set("pageUrl", new URL(notFound, url).href);
    else if (query >= 0)
      c.set("pageUrl", url.slice(0, query) + declaredQuery(url.slice(query + 1), queryOf(c.req.path)));
    const version = options.version();
    const entry = entries.get(key);
    if (entry && entry.version !== version) drop(key);
    const valid = entry && entry.version === version ? entry : undefined;
    const flight = flights.get(key);

    if (valid && now() - valid.storedAt < options.ttlMs) {
      report("hit");
      c.res = serve(valid, c.req.raw, "HIT");
      return;
    }
    if (valid && flight) {
      report("stale");
      c.res = serve(valid, c.req.raw, "STALE");
      return;
    }
    if (flight && flight.version === version) {
      const shared = await flight.done;
      if (shared) {
        report("hit");
        c.res = serve(shared, c.req.raw, "HIT");
        return;
      }
      return bypass(c, next); // not cacheable (e.g. a 500): render for this request too
    }
    // HEAD has no body to store: answer it from the cache or render it plainly.
    if (c.req.method !== "GET") return bypass(c, next);

    if (valid) c.set("renderUrgent", true);
    // This render's answer is what is stored: its copies are made with it, and the compression
    // middleware leaves it to this one (decision 045).
    c.set("pageStore", valid ? "refresh" : "first");
    let finish: (entry: Entry | null) => void = () => {};
    const done = new Promise<Entry | null>((resolve) => (finish = resolve));
    flights.set(key, { version, done });
    let stored: Entry | null = null;
    try {
      await next();
      stored = c.get("renderRefused")
        ? null
        : await toEntry(c.res, version, now(), {
            caching,
            maxBytes,
            nonce: c.get("secureHeadersNonce"),
            previous: valid,
            compressWhole: options.compressWhole ?? compressWhole,
          });
      if (stored && options.version() === version) {
        keep(key, stored);
      } else if (!stored && !c.get("renderRefused")) {
        drop(key);
      }
    } finally {
      // Only this render's own flight: after an edit, a newer render of the key may have taken its place.
      if (flights.get(key)?.done === done) flights.delete(key);
      finish(stored);
    }
    report(stored ? "miss" : c.get("renderRefused") ? "refused" : "bypass");
    if (!stored) {
      await compressAnswer(c, options.compressWhole ?? compressWhole);
      return markPrivate(c);
    }
    // Replaced, not assigned over: Hono would copy the rendered response's headers onto the cached
    // variant, among them the rendered page's Content-Length, not the variant's.
    c.res = undefined;
    c.res = serve(stored, c.req.raw, "MISS");
  };

  /**
   * A cached page answered from Node's own request, before any framework work (cached-page-listener.ts):
   * a fresh hit, or the stale copy while another request refreshes it (as the middleware would answer).
   * The status, headers and body to send, or null when the middleware must handle the request (a miss,
   * or the expired entry's first request, which starts its refresh). Paths that a URL parser would
   * rewrite (dot segments, escapes, doubled or back slashes) are left to the middleware, so both ways
   * find the same key.
   */
  function answerCached(method: string, rawUrl: string, header: (name: string) => string | undefined): Answer | null {
    if (options.ttlMs <= 0) return null;
    const query = rawUrl.indexOf("?");
    const pathname = query < 0 ? rawUrl : rawUrl.slice(0, query);
    if (!isSimplePath(pathname)) return null;
    // A token not known here yet goes to the middleware, which checks it.
    const token = sessionTokenOf(header("Cookie"));
    if (token !== undefined && signedIn.known(token) !== false) return null;
    const key = cacheKey(
      method,
      pathname,
      query < 0 ? "" : rawUrl.slice(query + 1),
      header,
      queryOf,
      options.notFoundPath,
    );
    const entry = key ? entries.get(key) : undefined;
    if (!key || !entry || entry.version !== options.version()) return null;
    if (now() - entry.storedAt < options.ttlMs) {
      report("hit");
      return respond(entry, method, header, "HIT");
    }
    // While one request re-renders an expired page, the others would each go through the whole
    // middleware chain only to get this copy (~400 requests a refresh of `/` at ~27k a second).
    if (!flights.has(key)) return null;
    report("stale");
    return respond(entry, method, header, "STALE");
  }

  const cache = Object.assign(middleware, {
    answerCached,
    /** Drops every cached page (the content changed). */
    clear: () => {
      pages.clear();
      missing.clear();
    },
  });
  // Getters defined on the function itself (Object.assign would copy their values once).
  return Object.defineProperties(cache, {
    size: { get: () => pages.size + missing.size },
    bytes: { get: () => pages.bytes + missing.bytes },
  }) as typeof cache & {
    /** Pages held (404 pages included). */
    readonly size: number;
    /** What the entries hold together, in bytes. */
    readonly bytes: number;
  };
}

export type PageCache = ReturnType<typeof pageCache>;

/**
 * A path no URL parser rewrites: no dot segments, escapes, doubled or back slashes; `/`, segments of
 * plain characters with single dots inside them, an optional trailing slash. The slash between
 * segments is mandatory in the pattern: with an optional one (`(?:segment\/?)*`) every way of cutting
 * a run of letters into segments was tried before a `%` or space after it failed the match, and one
 * GET of a long slug with `%20` held a worker's event loop for good (issue #41).
 */
const SIMPLE_PATH =
  /^\/(?:[\w~!$&'()*+,;=:@-]+(?:\.[\w~!$&'()*+,;=:@-]+)*(?:\/[\w~!$&'()*+,;=:@-]+(?:\.[\w~!$&'()*+,;=:@-]+)*)*\/?)?$/;

export const isSimplePath = (pathname: string) => SIMPLE_PATH.test(pathname);

/** The cache key, or null when this request must not be served from or stored in the cache. */
function cacheKey(
  method: string,
  pathname: string,
  search: string,
  header: (name: string) => string | undefined,
  queryOf: (pathname: string) => readonly string[],
  notFoundPath: ((pathname: string) => string | undefined) | undefined,
): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (header("Authorization") !== undefined) return null;
  if (EXCLUDED_PATH.test(pathname)) return null;
  // Every path no page claims shares its language's one 404 page (whatever its query).
  const notFound = notFoundPath?.(pathname);
  if (notFound) return notFound;
  if (FILE_PATH.test(pathname)) return null;
  return search ? pathname + declaredQuery(search, queryOf(pathname)) : pathname;
}

/** The session cookie's token (the first, as the cookie parser reads it), or undefined without one. */
function sessionTokenOf(cookie: string | undefined): string | undefined {
  return cookie ? SESSION_TOKEN.exec(cookie)?.[1] : undefined;
}

/** An answer not from the cache that says nothing of how to keep it is for this browser only. */
function markPrivate(c: Context<AppEnv>) {
  if (c.res.headers.has("Cache-Control")) return;
  try {
    c.res.headers.set("Cache-Control", "private, no-store");
  } catch {
    // Immutable headers (a Response.redirect): a copy that can carry it.
    const headers = new Headers(c.res.headers);
    headers.set("Cache-Control", "private, no-store");
    const { body, status, statusText } = c.res;
    c.res = undefined;
    c.res = new Response(body, { status, statusText, headers });
  }
}

/** Cached pages under a bound on their number and on their bytes together, the oldest dropped first. */
function boundedStore(maxEntries: number, maxTotalBytes: number) {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const sizeOf = (entry: Entry) => entry.identity.body.length + entry.br.body.length + entry.gzip.body.length;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= sizeOf(entry);
  };
  return {
    get: (key: string) => entries.get(key),
    drop,
    keep(key: string, entry: Entry) {
      drop(key);
      entries.set(key, entry);
      totalBytes += sizeOf(entry);
      while (entries.size > maxEntries || (totalBytes > maxTotalBytes && entries.size > 1)) {
        drop(entries.keys().next().value!);
      }
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return totalBytes;
    },
  };
}

async function toEntry(
  response: Response,
  version: number,
  storedAt: number,
  limits: {
    /** The caching headers every answer carries (pageCacheHeaders). */
    caching: [string, string][];
    maxBytes: number;
    /** This render's script nonce: stored pages go without it (their policy lists hashes instead). */
    nonce?: string;
    /** The entry this render refreshes: its compressed copies are kept when the page has not changed. */
    previous?: Entry;
    compressWhole: Compressor;
  },
): Promise<Entry | null> {
  const whole = wholeBodyOf(response);
  const cacheable =
    (response.status === 200 || response.status === 404) &&
    (whole !== undefined || response.body !== null) &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/\b(no-store|private|no-cache)\b/i.test(response.headers.get("Cache-Control") ?? "");
  if (!cacheable) return null;
  const decoded = await identityBody(response, whole, limits.maxBytes);
  if (!decoded || decoded.length > limits.maxBytes) return null;
  // Without this render's nonce, a refresh of an unchanged page is the same bytes as before: the same
  // ETag (browsers keep getting 304s across refreshes) and no new compression.
  const made = copiesOf(response)?.stored;
  const identity = made ? asBuffer(made.identity) : withoutNonce(decoded, limits.nonce);

  const csp = hashBasedPolicy(response.headers.get("Content-Security-Policy"), identity);
  const base: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name.toLowerCase())) base.push([name, value]);
  });
  base.push(...limits.caching, ["Vary", "Accept-Encoding"]);
  if (csp) base.push(["Content-Security-Policy", csp]);
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const variant = (body: Buffer, suffix: string, contentEncoding?: string): Variant => {
    const etag = `"${tag}${suffix}"`;
    const headers: [string, string][] = [...base, ["ETag", etag], ["Content-Length", String(body.length)]];
    if (contentEncoding) headers.push(["Content-Encoding", contentEncoding]);
    // A 304 carries no body, so none of the headers that describe one.
    const unchanged = headers.filter(([name]) => !/^(content-length|content-encoding|content-type)$/i.test(name));
    const byState = (list: [string, string][]) =>
      Object.fromEntries(
        (["HIT", "MISS", "STALE"] as const).map((state) => [state, headerObject([...list, ["X-Cache", state]])]),
      ) as Record<CacheState, Record<string, string>>;
    return {
      body,
      view: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
      etag,
      headers: byState(headers),
      notModified: byState(unchanged),
    };
  };
  // An address's first render is compressed at the dynamic levels (~2.5 ms for `/` on this thread): most
  // addresses are asked once (a flood of `?tab=<random>` would otherwise queue two brotli 9 / gzip 9
  // runs per miss on the thread pool, ~40 ms of both cores each, decision 027). Its refresh, a page
  // asked again, is packed at the highest levels once and kept while it does not change.
  const previous = limits.previous;
  const unchanged = previous?.identity.body.equals(identity);
  const packed = previous !== undefined;
  const [br, gzipped] =
    unchanged && previous!.packed
      ? [previous!.br.body, previous!.gzip.body]
      : !packed && made?.br && made.gzip
        ? [asBuffer(made.br), asBuffer(made.gzip)]
        : await Promise.all(
            packed
              ? [compressForReuse(identity, "br"), compressForReuse(identity, "gzip")]
              : [limits.compressWhole(identity, "br"), limits.compressWhole(identity, "gzip")],
          );
  return {
    status: response.status,
    version,
    storedAt,
    identity: variant(identity, ""),
    // The suffix names the level too: other bytes, another strong ETag.
    br: variant(br, packed ? "-br" : "-br1", "br"),
    gzip: variant(gzipped, packed ? "-gz" : "-gz3", "gzip"),
    packed,
  };
}

/**
 * The page as rendered: the response's own bytes (a rendered page is left unencoded for the cache,
 * decision 045), else decompressed (null when that would exceed `maxBytes` many times over).
 */
async function identityBody(response: Response, whole: Uint8Array | undefined, maxBytes: number) {
  const raw = whole
    ? Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength)
    : Buffer.from(await response.arrayBuffer());
  if (raw.length > maxBytes * 4) return null;
  const encoding = response.headers.get("Content-Encoding");
  return encoding === "br" ? await brotliDecompress(raw) : encoding === "gzip" ? await gunzip(raw) : raw;
}

/** The same memory as a Buffer (bytes from a render thread arrive as a plain Uint8Array). */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Header names in a plain object, as given (one entry per name: the cache keeps no repeated header). */
function headerObject(list: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of list) headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  return headers;
}

/** The variant this request accepts, as a status, headers and body (304 when its ETag matches). */
function respond(
  entry: Entry,
  method: string,
  header: (name: string) => string | undefined,
  state: CacheState,
): Answer {
  const encoding = acceptedEncoding(header("Accept-Encoding"));
  const variant = encoding ? entry[encoding] : entry.identity;
  // A 304 says "the page you have is still good": a 404 page is answered whole every time.
  if (entry.status === 200 && matchesEtag(header("If-None-Match") ?? null, variant.etag)) {
    return { status: 304, headers: variant.notModified[state], body: null };
  }
  return { status: entry.status, headers: variant.headers[state], body: method === "HEAD" ? null : variant.view };
}

function serve(entry: Entry, request: Request, state: CacheState): Response {
  const answer = respond(entry, request.method, (name) => request.headers.get(name) ?? undefined, state);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** `If-None-Match` uses the weak comparison: W/ prefixes do not matter, `*` matches anything. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

// On the type attribute's value, which holds no white space (hashBasedPolicy).
const EXECUTABLE_TYPE = /^(?:module|text\/javascript|application\/javascript)?$/i;
const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script");
const TAG_END = 0x3e; // ">"

/**
 * The response's policy with script-src's nonce replaced by the hashes of the page's inline scripts.
 * Without a nonce in the policy (development) it is returned unchanged.
 * The page is searched as bytes, and each script hashed as the UTF-8 bytes it is sent as: decoding the
 * whole page to a string first was ~1.8 ms of every stored render of `/` on the request thread. The
 * pages are React's output, whose tags are lower case (a script tag written otherwise would go
 * unhashed and be refused by the browser: never run by mistake).
 */
export function hashBasedPolicy(policy: string | null, page: string | Buffer): string | null {
  if (!policy || !/'nonce-[^']*'/.test(policy)) return policy;
  const bytes = typeof page === "string" ? Buffer.from(page) : page;
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(SCRIPT_OPEN); at !== -1; at = bytes.indexOf(SCRIPT_OPEN, at + 1)) {
    const next = bytes[at + SCRIPT_OPEN.length];
    if (next !== TAG_END && next !== 0x20 && next !== 0x09 && next !== 0x0a) continue; // <scripts, <script-x
    const bodyStart = bytes.indexOf(TAG_END, at) + 1;
    const bodyEnd = bytes.indexOf(SCRIPT_CLOSE, bodyStart);
    if (bodyStart === 0 || bodyEnd === -1) break;
    const attributes = bytes.toString("latin1", at + SCRIPT_OPEN.length, bodyStart - 1);
    at = bodyEnd;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type)) continue; // JSON and JSON-LD data blocks never run
    hashes.add(`'sha256-${createHash("sha256").update(bytes.subarray(bodyStart, bodyEnd)).digest("base64")}'`);
  }
  return policy.replace(/ 'nonce-[^']*'/g, hashes.size ? ` ${[...hashes].join(" ")}` : "");
}

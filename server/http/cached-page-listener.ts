import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "#server/logger.ts";
import type { Metrics } from "./metrics.ts";
import { badPath, badQuery } from "./middleware/input-guard.ts";
import type { PageCache } from "./middleware/page-cache.ts";
import { logRequest } from "./middleware/request-log.ts";
import { clientIpFrom, requestIdFrom } from "./request-identity.ts";

export type CachedPageDeps = {
  pages: PageCache;
  metrics: Metrics;
  logger: Logger;
  trustProxy: boolean;
  /** Told of each page answered here, for the page-view counter (count-views.ts). */
  onAnswered?: (req: IncomingMessage, status: number) => void;
};

/**
 * Node's request listener for the app: a page-cache hit (fresh, or stale while it is refreshed) is
 * answered here, from Node's own request, and everything else goes to Hono. A hit needs none of the
 * framework's work (a Request object, routing, the middleware chain, a Response converted back to
 * Node's), which cost several times what Node needs to send the same bytes (issue #21,
 * docs/decisions). It still gets what every request gets, through the same functions: a request id
 * (echoed as X-Request-Id), the client's address, the JSON log line, the HTTP metrics and the
 * page-cache counter.
 */
export function nodeRequestListener(fetch: Parameters<typeof getRequestListener>[0], deps: CachedPageDeps) {
  const toHono = getRequestListener(fetch);
  const answerCached = cachedPageAnswerer(deps);
  const listener: RequestListener = (req, res) => {
    if (!answerCached(req, res)) void toHono(req, res);
  };
  return listener;
}

function cachedPageAnswerer({ pages, metrics, logger, trustProxy, onAnswered }: CachedPageDeps) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const start = performance.now();
    const method = req.method ?? "GET";
    const rawUrl = req.url ?? "/";
    // An address with a control character anywhere is the input guard's to refuse (404 in a path, 400
    // in a query), even in a parameter the cache key leaves out: it never gets the cached page.
    if (hasControlCharacter(rawUrl)) return false;
    const answer = pages.answerCached(method, rawUrl, (name) => headerOf(req, name));
    if (!answer) return false;
    const requestId = requestIdFrom(headerOf(req, "x-request-id"));
    // All headers go through writeHead in one object: with none set before (no setHeader), Node
    // writes them straight out instead of storing and re-validating each one (~8 % of a hit's time).
    res.writeHead(answer.status, { ...answer.headers, "X-Request-Id": requestId });
    res.end(answer.body);
    const query = rawUrl.indexOf("?");
    const path = query < 0 ? rawUrl : rawUrl.slice(0, query);
    logRequest(
      logger,
      {
        requestId,
        method,
        path,
        status: answer.status,
        durationMs: 0,
        ip: clientIpFrom(headerOf(req, "x-forwarded-for"), trustProxy, () => req.socket.remoteAddress),
        userAgent: headerOf(req, "user-agent"),
      },
      start,
    );
    metrics.record(method, metrics.pageRoute(path), answer.status, start);
    onAnswered?.(req, answer.status);
    return true;
  };
}

function hasControlCharacter(rawUrl: string): boolean {
  const query = rawUrl.indexOf("?");
  return query < 0 ? badPath(rawUrl) : badPath(rawUrl.slice(0, query)) || badQuery(rawUrl.slice(query));
}

/** One header as Fetch's Headers.get would give it: repeated values joined, names case-insensitive. */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { Goal } from "#domain/analytics.ts";
import type { Logger } from "#server/logger.ts";
import type { Analytics } from "#server/services/analytics/counter.ts";
import { seenView } from "#server/services/analytics/counter.ts";
import { asksNotToBeTracked, isNotAPersonViewing } from "#server/services/analytics/rules.ts";
import type { SessionService } from "#server/services/sessions.ts";
import { DATA_SUFFIX, pagePathOf } from "./data-request.ts";
import type { AppEnv } from "./env.ts";
import { currentUser } from "./middleware/auth.ts";
import { clientIpFrom } from "./request-identity.ts";

/**
 * Where page views are seen (issue #44): a page-cache hit answered by Node's listener
 * (cached-page-listener.ts) and every answer through Hono (a miss rendered, a hit or stale copy the
 * Hono cache served, a 404). Both hand the same facts to the counter, which only appends them to its
 * batch. Not pages: the API, the admin area, assets and files, health checks, metrics.
 */
const NOT_A_PAGE = /^\/(api|admin|assets|media|__manifest)(\/|$)|^\/(healthz|readyz|metrics)$/;
const FILE = /\.[a-z0-9]+$/i;

/**
 * The page a path counts as, or null when it is not a page: a document path as it is, a client-side
 * navigation's `.data` request as the page it loads.
 */
export function pageOfPath(path: string): string | null {
  if (NOT_A_PAGE.test(path)) return null;
  if (path.endsWith(DATA_SUFFIX)) {
    const page = pagePathOf(path);
    return NOT_A_PAGE.test(page) || FILE.test(page) ? null : page;
  }
  return FILE.test(path) ? null : path;
}

/** A 304 is a browser revalidating a page it shows again: a view of that page. */
function countedStatus(status: number): 200 | 404 | null {
  return status === 200 || status === 304 ? 200 : status === 404 ? 404 : null;
}

/** The one call the cache-hit listener makes after answering (cached-page-listener.ts). */
export function nodeViewCounter(analytics: Analytics, trustProxy: boolean) {
  return (req: IncomingMessage, status: number) => {
    const counted = countedStatus(status);
    const rawUrl = req.url ?? "/";
    const query = rawUrl.indexOf("?");
    const page = counted && pageOfPath(query < 0 ? rawUrl : rawUrl.slice(0, query));
    if (!page) return;
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const ip = clientIpFrom(header("x-forwarded-for"), trustProxy, () => req.socket.remoteAddress);
    analytics.record(seenView(req.method ?? "GET", page + (query < 0 ? "" : rawUrl.slice(query)), counted, ip, header));
  };
}

/** Hono's side: after the answer, a page answered 200/304/404 to anyone but a signed-in user is counted. */
export function countViews(analytics: Analytics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const counted = countedStatus(c.res.status);
    if (!counted || c.get("user")) return;
    const page = pageOfPath(c.req.path);
    if (!page) return;
    const type = c.res.headers.get("Content-Type") ?? "";
    const isData = c.req.path.endsWith(DATA_SUFFIX);
    if (!isData && counted === 200 && c.res.status === 200 && !type.startsWith("text/html")) return;
    if (isData && counted !== 200) return;
    const url = c.req.url;
    const query = url.indexOf("?");
    analytics.record(
      seenView(c.req.method, page + (query < 0 ? "" : url.slice(query)), counted, c.get("clientIp"), (name) =>
        c.req.header(name),
      ),
    );
  };
}

/**
 * A goal reached by a request that is no form (a download, the scanner): linked to the visitor's visit
 * and stored after the answer, never holding it up. A bot, a prefetch or the signed-in owner is no conversion.
 */
export function countGoal(
  { analytics, sessions }: { analytics?: Analytics; sessions: SessionService },
  logger: Logger,
  c: Context<AppEnv>,
  goal: Goal,
  detail: string | null = null,
  options: { oncePerVisit?: boolean } = {},
) {
  if (!analytics) return;
  const header = (name: string) => c.req.header(name);
  // A download is a GET a person asked for; HEAD and prefetches are not.
  if (isNotAPersonViewing(c.req.method === "POST" ? "GET" : c.req.method, header)) return;
  const ip = c.get("clientIp");
  void (async () => {
    if (await currentUser(c, sessions)) return;
    const visit = asksNotToBeTracked(header) ? null : await analytics.visitOf(ip, header);
    await analytics.convert(goal, detail, visit, options);
  })().catch((error: unknown) => logger.warn({ err: error, goal }, "analytics: could not store a conversion"));
}

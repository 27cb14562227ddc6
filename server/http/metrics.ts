import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { matchRoutes, type ServerBuild } from "react-router";
import { routeTreeOf } from "#plumbing/route-tree.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import { processRegistry } from "#server/observability/metrics.ts";
import type { AppEnv } from "./env.ts";
import type { PageCacheResult } from "./middleware/page-cache.ts";

/**
 * Prometheus metrics at GET /metrics (text format), behind `METRICS_TOKEN`.
 * Process-wide series (process/Node.js metrics, upstream errors, page-cache results) live in one
 * registry per process (`server/observability/metrics.ts`), so any layer can record into them without
 * importing HTTP code; per-app series (HTTP requests by route pattern, outbox depth read at scrape
 * time) live in the app's own registry.
 */

const pageCacheResults = new Counter({
  name: "page_cache_requests_total",
  help: "Page requests by micro-cache outcome (hit, stale, miss, bypass).",
  labelNames: ["result"] as const,
  registers: [processRegistry],
});

export { recordUpstreamError } from "#server/observability/metrics.ts";

export function recordPageCacheResult(result: PageCacheResult) {
  pageCacheResults.inc({ result });
}

const PATTERN_MEMO_SIZE = 1_000;

/** Maps a page path to its React Router pattern ("/project/:id"), so labels never hold raw paths. */
export type PagePattern = (pathname: string) => string | undefined;

/** The pattern matcher for a server build's route manifest. */
/**
 * A route path as metrics and route facts name it: the optional language segment is dropped
 * ("ar?/tools" → "tools"), so the English and Arabic page share one label.
 */
export function routePathLabel(path: string): string {
  return path.replace(/^ar\?\//, "");
}

export function pagePatternMatcher(routes: ServerBuild["routes"]): PagePattern {
  const tree = routeTreeOf(routes);
  // matchRoutes flattens and ranks the whole tree on every call (measured at ~13 % of the CPU of a
  // cached page), so answers are remembered. Paths come from clients: the memo is bounded.
  const memo = new Map<string, string | undefined>();
  const unclaimed = unclaimedPaths(routes);
  return (pathname) => {
    if (memo.has(pathname)) return memo.get(pathname);
    // A flood of random paths would miss the memo on every request (and empty it for everyone else).
    if (unclaimed?.test(pathname)) return unclaimed.pattern;
    const matches = matchRoutes(tree, pathname);
    const pattern = matches
      ? `/${matches
          .map((m) => m.route.path)
          .filter((p): p is string => Boolean(p) && p !== "/")
          .map(routePathLabel)
          .join("/")}`
      : undefined;
    if (memo.size >= PATTERN_MEMO_SIZE) memo.clear();
    memo.set(pathname, pattern);
    return pattern;
  };
}

/**
 * The paths only a top-level catch-all route (`*`) can answer, told without matching the tree: their
 * first segment (after the optional language segment) is one no other route starts with (compared
 * without case, as React Router matches). Undefined without such a route, or when a route starts
 * with a parameter; an escaped path is left to matchRoutes, which decodes it first.
 */
function unclaimedPaths(
  routes: ServerBuild["routes"],
): { test: (pathname: string) => boolean; pattern: string } | undefined {
  const firsts = new Set<string>();
  let catchAll = false;
  const parentPath = (id: string | undefined): string[] => {
    const route = id ? routes[id] : undefined;
    return route ? [...parentPath(route.parentId), ...(route.path ? route.path.split("/") : [])] : [];
  };
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const segments = parentPath(route.id).filter((segment) => segment !== "" && segment !== "ar?");
    const first = segments[0] ?? "";
    if (route.path === "*" && segments.length === 1) catchAll = true;
    // A parameter, an optional segment, or a literal language segment with more after it: match them all.
    else if (/^[:*]/.test(first) || first.endsWith("?") || (first === "ar" && segments.length > 1)) return undefined;
    else firsts.add(first.toLowerCase());
  }
  if (!catchAll) return undefined;
  return {
    pattern: "/*",
    test: (pathname) => {
      if (pathname.includes("%")) return false;
      const rest = /^\/ar(?=\/|$)/i.test(pathname) ? pathname.slice(3) : pathname;
      return !firsts.has((rest.split("/")[1] ?? "").toLowerCase());
    },
  };
}

export function createMetrics(options: { db: Db; pagePattern?: PagePattern }) {
  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time until the response headers were ready, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: "outbox_depth",
    help: "Mail waiting in the outbox (pending or being sent), read from the database at scrape time.",
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ depth: number }>(
        options.db,
        sql`select count(*)::int as depth from outbox where status in ('pending', 'sending')`,
      );
      this.set(Number(rows[0]?.depth ?? 0));
    },
  });
  new Gauge({
    name: "outbox_failed",
    help: "Mail the outbox gave up on after the last attempt.",
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ failed: number }>(
        options.db,
        sql`select count(*)::int as failed from outbox where status = 'failed'`,
      );
      this.set(Number(rows[0]?.failed ?? 0));
    },
  });

  /** The label of a page (rendered or from the micro-cache): its route pattern, never the raw path. */
  const pageRoute = (pathname: string) => options.pagePattern?.(pathname) ?? "(page)";

  /** The label for a finished request: the pattern of the route that answered, never the raw path. */
  function routeLabel(c: Context<AppEnv>): string {
    const answered = routePath(c);
    if (answered && answered !== "*" && answered !== "/*") return answered;
    // Pages and root static files are answered by catch-alls.
    if (c.res.status === 404) return "(not found)";
    return pageRoute(c.req.path);
  }

  /** Counts one finished request; `start` is its performance.now() on arrival. */
  function record(method: string, route: string, status: number, start: number) {
    duration.observe({ method, route }, (performance.now() - start) / 1000);
    requests.inc({ method, route, status: String(status) });
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const start = performance.now();
    await next();
    record(c.req.method, routeLabel(c), c.res.status, start);
  };

  return {
    middleware,
    record,
    pageRoute,
    async text(): Promise<{ body: string; contentType: string }> {
      const merged = Registry.merge([processRegistry, registry]);
      return { body: await merged.metrics(), contentType: merged.contentType };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`; without a configured token it is not there at all. */
export function mountMetricsRoute(app: Hono<AppEnv>, metrics: Metrics, token: string | undefined) {
  if (!token) return;
  const expected = createHash("sha256").update(token).digest();
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    // Sliced, not matched: `^Bearer\s+(.+)$` backtracked quadratically on a header of white space.
    const authorization = c.req.header("Authorization") ?? "";
    const given = /^Bearer\s/i.test(authorization) ? authorization.slice("Bearer".length).trim() : "";
    if (!timingSafeEqual(createHash("sha256").update(given).digest(), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ message: "A valid metrics token is required." }, 401);
    }
    const { body, contentType } = await metrics.text();
    return c.body(body, 200, { "Content-Type": contentType });
  });
}

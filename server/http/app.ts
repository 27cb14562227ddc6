import fs from "node:fs";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { formatMegabytes } from "#domain/admin-actions.ts";
import { type Locale, localeFromPath } from "#domain/i18n/locales.ts";
import { copiesOf, wholeBodyOf, wholeBodyResponse } from "#plumbing/whole-body.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import { apiFallback, createApiRouter } from "./api/index.ts";
import { TOKEN_AUTHORISED_POSTS } from "./api/leads.ts";
import { nodeRequestListener } from "./cached-page-listener.ts";
import type { AppLoadContext } from "./context.ts";
import { countGoal, countViews, nodeViewCounter } from "./count-views.ts";
import type { AppEnv } from "./env.ts";
import { type ErrorBody, expectedError } from "./errors.ts";
import { mountMediaRoutes } from "./media.ts";
import { createMetrics, mountMetricsRoute, recordPageCacheResult } from "./metrics.ts";
import { currentUser } from "./middleware/auth.ts";
import { isArticleApiSave, requestBodyLimit, UPLOAD_FORM_OVERHEAD_BYTES } from "./middleware/body-limit.ts";
import { acceptedEncoding, compress } from "./middleware/compress.ts";
import { bodyInputGuard, urlInputGuard } from "./middleware/input-guard.ts";
import { originCheck } from "./middleware/origin-check.ts";
import { pageCache } from "./middleware/page-cache.ts";
import { pageForms } from "./middleware/page-forms.ts";
import { publicLimits } from "./middleware/rate-limit.ts";
import { requestLog } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import type { CopiesWanted } from "./page-copies.ts";
import { REFUSED, renderGate } from "./render-gate.ts";
import type { RenderPool } from "./render-pool.ts";
import { clientIpFrom, clientKeyOf, requestIdFrom } from "./request-identity.ts";
import { NO_ROUTE_FACTS, type ShellRouteFacts } from "./route-facts.ts";
import { busyPage, errorPage } from "./simple-page.ts";
import { stylesheetReader } from "./stylesheets.ts";

/** Renders every non-API request through React Router (see react-router.ts). */
export type DocumentHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type AppDeps = {
  config: Config;
  logger: Logger;
  services: Services;
  handleDocument: DocumentHandler;
  /** Built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Turns true once shutdown starts, so a load balancer stops sending traffic. */
  isShuttingDown?: () => boolean;
  /** What the pages declare in their `handle` exports, read from the server build (see route-facts.ts). */
  routeFacts?: ShellRouteFacts;
  /** Render threads (decision 034); absent, pages render on the request thread. */
  renderPool?: Pick<RenderPool, "render" | "compress" | "threads">;
};

export function createApp(deps: AppDeps) {
  const { config, logger, services } = deps;
  const routeFacts = deps.routeFacts ?? NO_ROUTE_FACTS;
  const app = new Hono<AppEnv>();
  // The built client's files outside /assets (icons, images, the manifest), known at start.
  const publicFiles = deps.clientDir ? listPublicFiles(deps.clientDir) : new Set<string>();

  app.use(async (c, next) => {
    const id = requestIdFrom(c.req.header("X-Request-Id"));
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    c.set(
      "clientIp",
      clientIpFrom(c.req.header("X-Forwarded-For"), config.TRUST_PROXY, () => getConnInfo(c).remote.address),
    );
    await next();
  });
  app.use(requestLog(logger));
  const metrics = createMetrics({ db: services.database.db, pagePattern: routeFacts.pagePattern });
  app.use(metrics.middleware);
  // Control characters in the address never reach the page cache, a route or the database.
  app.use(urlInputGuard());
  // Page views (issue #44): after the answer, so it sees what the page cache and the render answered.
  if (services.analytics) app.use(countViews(services.analytics));
  // Before the security headers and compression: a cached page carries its own (see page-cache.ts).
  const pages = pageCache({
    ttlMs: config.PAGE_CACHE_TTL_MS,
    sharedMaxAgeSeconds: config.PAGE_CACHE_SHARED_MAX_AGE,
    staleWhileRevalidateSeconds: config.PAGE_CACHE_STALE_SECONDS,
    queryOf: routeFacts.cacheQueryOf,
    version: () => services.contentVersion.current("pages"),
    onResult: recordPageCacheResult,
    compressWhole: deps.renderPool?.compress,
    // Only a session skips the cached page (a made-up cookie does not): decision 036.
    signedIn: {
      known: (token) => services.sessions.known(token),
      check: async (c) => (await currentUser(c, services.sessions)) !== null,
    },
    // No `notFoundPath`: a 404 page rendered at `/not-found` and served for another address did not
    // hydrate there (React #418, the theme lost: the browser tests' 404 and axe sweeps). Every 404 is
    // kept for its own address instead, in the store of missing pages, which a flood cannot grow.
  });
  services.contentVersion.onChange((scope) => scope === "pages" && pages.clear());
  app.use(pages);
  app.use(securityHeaders(config));
  app.use(compress(deps.renderPool?.compress));
  // Nothing above reads a request body; everything below may.
  app.use(
    requestBodyLimit(
      config.BODY_LIMIT_BYTES,
      {
        maxBytes: config.ARTICLE_BODY_LIMIT_BYTES,
        applies: (c) =>
          isArticleApiSave(c.req.method, c.req.path) ||
          (c.req.method === "POST" && routeFacts.takesLargeBody(c.req.path)),
      },
      {
        // The media library's uploads: only a signed-in admin's multipart post to a page that takes them.
        maxBytes: config.MEDIA_MAX_BYTES + UPLOAD_FORM_OVERHEAD_BYTES,
        message: `The image is larger than ${formatMegabytes(config.MEDIA_MAX_BYTES)}. Go back and choose a smaller file.`,
        applies: async (c) =>
          c.req.method === "POST" &&
          /^\s*multipart\/form-data/i.test(c.req.header("Content-Type") ?? "") &&
          routeFacts.takesUploads(c.req.path) &&
          (await currentUser(c as Context<AppEnv>, services.sessions))?.isAdmin === true,
      },
    ),
  );
  app.use(originCheck(config.SITE_URL, TOKEN_AUTHORISED_POSTS));
  app.use(bodyInputGuard());
  app.use(pageForms(routeFacts.acceptsJson));

  app.onError((error, c) => {
    const isApi = c.req.path === "/api" || c.req.path.startsWith("/api/");
    const expected = expectedError(error);
    if (expected) {
      return isApi ? c.json(expected.body, expected.status) : c.html(errorPage(expected.body.message), expected.status);
    }
    logger.error({ err: error, requestId: c.get("requestId"), path: c.req.path }, "unhandled error");
    const message = "Something went wrong on our side. Please try again.";
    return isApi ? c.json({ message } satisfies ErrorBody, 500) : c.html(errorPage(message), 500);
  });

  app.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (deps.isShuttingDown?.()) return c.json({ status: "shutting down" }, 503);
    try {
      await services.database.ping();
      return c.json({ status: "ready", database: services.database.kind });
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed");
      return c.json({ status: "unavailable", database: services.database.kind }, 503);
    }
  });

  mountMetricsRoute(app, metrics, config.METRICS_TOKEN);

  // The resume PDF, drawn from content/ on first request; the file name carries the owner's name.
  app.get("/resume.pdf", async (c) => {
    const file = await services.resume.get();
    if (c.req.header("If-None-Match") !== file.etag) countGoal(services, logger, c, "resume");
    c.header("Cache-Control", "public, max-age=3600");
    c.header("ETag", file.etag);
    if (c.req.header("If-None-Match") === file.etag) return c.body(null, 304);
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="${file.fileName}"`);
    return c.body(new Uint8Array(file.body));
  });

  // The media library's images, from the database (decision 030).
  mountMediaRoutes(app, services.media);

  const limits = publicLimits(services.rateLimiter, config, services.sessions);
  const api = createApiRouter({ config, services, logger, limits });
  app.route("/api", api);
  app.all("/api/*", apiFallback(api));
  app.all("/api", apiFallback(api));

  if (deps.clientDir) {
    // Vite puts content-hashed files under /assets: they never change, so browsers keep them a year.
    app.use(
      "/assets/*",
      serveStatic({
        root: deps.clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The other public files are known at start (publicFiles): a page request goes straight on to the
    // pages instead of asking the disk for a file of its name first.
    const servePublicFile = serveStatic({
      root: deps.clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    app.use("*", (c, next) => (publicFiles.has(c.req.path) ? servePublicFile(c, next) : next()));
  }

  // Form posts to pages are public POSTs too. A page whose route declares the forms it takes
  // (`handle.intake`) is limited by the intake inside its action, per form as on the `/api` door, so
  // that over the limit it can answer with the whole page and its form (app/lib/intake.server.ts).
  app.post("*", async (c, next) => {
    const tier = routeFacts.postLimitOf(c.req.path);
    if (tier === "intake") return next();
    return (tier === "tokenLink" ? limits.link : limits.publicPost)(c, next);
  });

  // One render more than there are threads, so a thread's next page has its data ready when it is free.
  const concurrency = config.RENDER_CONCURRENCY ?? Math.max(2, (deps.renderPool?.threads ?? 0) + 1);
  const renders = renderGate({ concurrency, queue: config.RENDER_QUEUE });
  // The owner's lane: a signed-in admin's pages never wait in the public queue, whatever fills it.
  const ownerRenders = renderGate({ concurrency: OWNER_RENDERS, queue: OWNER_QUEUE });
  const readStylesheet = deps.clientDir ? stylesheetReader(deps.clientDir) : undefined;
  const renderPool = deps.renderPool;
  app.all("*", async (c) => {
    // Resolved here, once, so loaders (the root's header data, the /admin gate) read it from the context.
    const user = await currentUser(c, services.sessions);
    // The document handler resolves with the whole page (app/entry.server.tsx), so a slot covers the render.
    const pageUrl = c.get("pageUrl");
    const request = pageUrl && pageUrl !== c.req.url ? new Request(pageUrl, c.req.raw) : c.req.raw;
    const response = await (user?.isAdmin ? ownerRenders : renders).run(
      () =>
        deps.handleDocument(request, {
          services,
          site: { ownerName: config.OWNER_NAME, siteUrl: config.SITE_URL },
          nonce: c.get("secureHeadersNonce") ?? "",
          requestId: c.get("requestId"),
          clientIp: c.get("clientIp"),
          logger,
          user,
          readStylesheet,
          renderDocument: renderPool && ((job) => renderPool.render(job, copiesWanted(c))),
        }),
      // Each client its fair share of the public queue (decision 036).
      { urgent: c.get("renderUrgent"), client: clientKeyOf(c.get("clientIp")) },
    );
    if (response === REFUSED) {
      // More misses than the queue holds: an answer at once, never a wait behind all of them.
      c.set("renderRefused", true);
      logger.warn({ requestId: c.get("requestId"), path: c.req.path }, "render queue full: page refused");
      // (A page the cache has an expired copy of is never refused: its visitors get that copy while its
      // refresh goes first in the queue.)
      return overloaded(c);
    }
    // A page that shows who is signed in is for that browser only.
    if (!user) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "private, no-store");
    const init = { status: response.status, statusText: response.statusText, headers };
    // Still the same bytes, so still their copies (decision 045).
    const whole = wholeBodyOf(response);
    return whole ? wholeBodyResponse(whole, init, copiesOf(response)) : new Response(response.body, init);
  });

  /** Node's request listener: fresh page-cache hits answered before Hono, the rest by the app. */
  const nodeListener = () =>
    nodeRequestListener(app.fetch, {
      pages,
      metrics,
      logger,
      trustProxy: config.TRUST_PROXY,
      onAnswered: services.analytics && nodeViewCounter(services.analytics, config.TRUST_PROXY),
    });
  return Object.assign(app, { nodeListener });
}

/**
 * The owner's lane (decision 036): renders at once and waiting, apart from the public ones. The admin
 * pages are one person's clicks and their data requests; more than this at once is not the owner.
 */
const OWNER_RENDERS = 2;
const OWNER_QUEUE = 8;

/**
 * What a render thread makes beside a page, in the same crossing (decision 045): for a page the page
 * cache may store, what it stores (it answers from that); else the answer, compressed as the request
 * accepts.
 */
function copiesWanted(c: Context<AppEnv>): CopiesWanted {
  const store = c.get("pageStore");
  return store ? { store } : { encoding: acceptedEncoding(c.req.header("Accept-Encoding")) ?? undefined };
}

/** How long a refused page asks to be left before it is asked again, in seconds. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The busy page's bytes in each language, made once: under a flood most answers are this page, and a
 * body without a length went through the streaming compressor (a new brotli encoder per answer,
 * measured at ~6 % of the request thread during a miss flood). Under 1 KB, it is sent as it is.
 */
const busyPages = new Map<Locale, Uint8Array<ArrayBuffer>>();

/** The answer to a page no render could be queued for: 503 and Retry-After, never a wait. */
function overloaded(c: Context<AppEnv>) {
  const locale = localeFromPath(c.req.path);
  let body = busyPages.get(locale);
  if (!body) {
    body = new TextEncoder().encode(String(busyPage(locale)));
    busyPages.set(locale, body);
  }
  return c.body(body, 503, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(body.byteLength),
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  });
}

/** The URL paths of the built client's files outside /assets (their precompressed twins are found by serveStatic). */
function listPublicFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const urlPath = `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`;
    if (!urlPath.startsWith("/assets/")) files.add(urlPath);
  }
  return files;
}

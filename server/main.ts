import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { validateContent } from "#content/validate.ts";
import { processCount, renderThreadCount, sendHeartbeats, superviseWorkers } from "./cluster.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { routeConsoleToLogger } from "./console-log.ts";
import { type Database, openConfiguredDatabase } from "./db/client.ts";
import { watchEventLoop } from "./event-loop-watchdog.ts";
import { createApp, type DocumentHandler } from "./http/app.ts";
import { listenUrl } from "./http/listen-url.ts";
import { createDocumentHandler } from "./http/react-router.ts";
import { createRenderPool, type RenderPool } from "./http/render-pool.ts";
import { routeFactsFromBuild, type ShellRouteFacts } from "./http/route-facts.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createServices } from "./services/index.ts";

/** The one process entry point: `npm start` (built app) and `npm run dev` (Vite in middleware mode). */

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config);

// With PostgreSQL, one server process per core (decision 027): this process only supervises them, and
// the rest of this file runs in each worker. Its top-level await never settles, so nothing below runs here.
const processes = processCount(config);
if (processes > 1 && cluster.isPrimary) {
  superviseWorkers(processes, logger);
  await new Promise<never>(() => {});
}
// A worker tells the primary its event loop turns, from its first moment on (the primary's watchdog);
// a server of one process watches its own loop from a worker thread (issue #41).
if (cluster.isWorker) sendHeartbeats();
else if (!config.isDevelopment) {
  watchEventLoop({ onError: (error) => logger.error({ err: error }, "the event-loop watchdog failed") });
}
if (!config.DATABASE_URL && config.WEB_CONCURRENCY && config.WEB_CONCURRENCY > 1) {
  logger.warn("WEB_CONCURRENCY is ignored with the embedded database: PGlite allows one process");
}

// The static content is plain data in the browser; its schemas are checked once here, so a bad edit
// in content/ stops the server at start with every problem listed.
try {
  validateContent();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
// Node's default prints the stack as plain text; the log stays JSON. Exiting non-zero lets the
// supervisor restart the process (docs/deploy.md, "If the process dies").
process.on("uncaughtException", (error) => {
  logger.fatal({ err: error }, "uncaught exception: exiting");
  process.exit(1);
});

let database: Database;
try {
  database = await openConfiguredDatabase(config);
} catch (error) {
  logger.fatal({ err: error }, "could not open the database");
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
}
const services = createServices(database, config, logger);
await services.contentVersion.start();
await services.calendars.start();
// What the owner published overrides the files (it also reloads on every publish: beforeChange).
await services.siteContent.load();
// The search index from what is published now: the files may have changed with this deploy (issue #45).
await services.search
  .rebuild(await services.siteContent.publishedOverrides())
  .catch((error) => logger.error({ err: error }, "could not rebuild the search index"));

let shuttingDown = false;
const root = path.resolve(import.meta.dirname, "..");
const { handleDocument, viteMiddleware, clientDir, routeFacts, renderPool } = await documentLayer(config, logger);
// From here on the log is JSON only (in development Vite's own output stays readable). The start-up
// failures above are told to a person on stderr, in plain words.
if (!config.isDevelopment) routeConsoleToLogger(logger);
const app = createApp({
  config,
  logger,
  services,
  handleDocument,
  clientDir,
  routeFacts,
  renderPool,
  isShuttingDown: () => shuttingDown,
});
const listener = app.nodeListener();
// Listening once the render threads have loaded the build: the first visitors' pages render there.
await renderPool?.started(30_000);
// The outbox and the newsletter start sending with the server, not while it is still getting ready.
services.mailWorker.start();
services.newsletterSender.start();
services.analytics?.start();
// Insights reads finished days from their roll-up: made at start, then every hour (safe on every instance);
// raw views older than ANALYTICS_RAW_DAYS are deleted once rolled up; then the weekly report, if due
// (Monday from 07:00 in the owner's zone; queued once whatever the number of instances).
const rollUp = () =>
  void services.insights
    .rollUp()
    .then(() => services.insights.prune())
    .then(() => services.weeklyReport.runOnce())
    .catch((error: unknown) => logger.warn({ err: error }, "analytics roll-up failed"));
if (services.analytics) {
  rollUp();
  setInterval(rollUp, 3_600_000).unref();
}

const server = http.createServer((req, res) => {
  if (viteMiddleware) viteMiddleware(req, res, () => listener(req, res));
  else listener(req, res);
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = listenUrl(address, config.PORT);
  logger.info(
    {
      url,
      port,
      database: database.kind,
      mode: config.NODE_ENV,
      pid: process.pid,
      node: process.version,
      trustProxy: config.TRUST_PROXY,
      pageCacheTtlMs: config.PAGE_CACHE_TTL_MS,
      renderThreads: renderPool?.threads ?? 0,
      metrics: Boolean(config.METRICS_TOKEN),
    },
    "server started",
  );
  console.log(`Site ready on ${url} (${config.NODE_ENV}, ${database.kind})`);
});

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    logger.error("shutdown timed out; exiting with requests still open");
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  // Stop accepting connections; close() waits for in-flight requests. Keep-alive connections are
  // closed as soon as they go idle, so a finished response does not hold shutdown for a client's timeout.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const reaper = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  await closed;
  clearInterval(reaper);
  // The page views still waiting are written before the database closes.
  await services.analytics?.stop();
  await services.newsletterSender.stop();
  await services.mailWorker.stop();
  await services.contentVersion.stop();
  await services.calendars.stop();
  await renderPool?.close();
  await database.close();
  logger.info({ uptimeSeconds: Math.round(process.uptime()) }, "shutdown complete");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

type DocumentLayer = {
  handleDocument: DocumentHandler;
  viteMiddleware?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  clientDir?: string;
  /** What the routes declare in their `handle` exports (rate-limited forms, cached query parameters). */
  routeFacts: ShellRouteFacts;
  /** Render threads with their own copy of the build (production only: decision 034). */
  renderPool?: RenderPool;
};

async function documentLayer(config: Config, logger: Logger): Promise<DocumentLayer> {
  if (config.isDevelopment) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    logger.info("development mode: Vite serves assets with hot reload");
    // Route facts are read once: a route's new `handle` takes effect at the next start.
    const routeFacts = routeFactsFromBuild((await loadBuild()).routes);
    return {
      handleDocument: createDocumentHandler(loadBuild, "development"),
      viteMiddleware: devServer.middlewares,
      routeFacts,
    };
  }
  const buildPath = path.join(root, "build/server/index.js");
  let build: ServerBuild;
  try {
    build = (await import(buildPath)) as ServerBuild;
  } catch (error) {
    console.error(`No server build at ${buildPath}: run \`npm run build\` first. (${(error as Error).message})`);
    process.exit(1);
  }
  const clientDir = path.relative(process.cwd(), path.join(root, "build/client")) || ".";
  const threads = renderThreadCount(config);
  return {
    handleDocument: createDocumentHandler(build, config.NODE_ENV),
    clientDir,
    routeFacts: routeFactsFromBuild(build.routes),
    renderPool: threads > 0 ? createRenderPool({ buildPath, clientDir, threads, logger }) : undefined,
  };
}

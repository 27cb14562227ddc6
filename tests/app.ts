import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { type AppDeps, createApp, type DocumentHandler } from "#server/http/app.ts";
import type { AppLoadContext } from "#server/http/context.ts";
import { routeFactsFromBuild, type ShellRouteFacts } from "#server/http/route-facts.ts";
import { createLogger, type Logger } from "#server/logger.ts";
import { createServices } from "#server/services/index.ts";
import { routeManifest } from "./route-manifest.ts";

/** What the site's routes declare in their `handle` exports, as the server reads them from a build. */
const siteRouteFacts = routeFactsFromBuild(await routeManifest());

/**
 * The real Hono app for `app.request()` tests, with a stand-in for React Router that records the
 * context each document request received.
 */
export function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: {
    handleDocument?: DocumentHandler;
    isShuttingDown?: () => boolean;
    routeFacts?: ShellRouteFacts;
    logger?: Logger;
    clientDir?: string;
    renderPool?: AppDeps["renderPool"];
  } = {},
) {
  // Tests share one database, so the public-POST limit is out of the way unless a test sets it.
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PUBLIC_POSTS: "100000",
    RATE_LIMIT_BEACON_POSTS: "100000",
    ...env,
  });
  const logger = options.logger ?? createLogger(config);
  const services = createServices(database, config, logger);
  const documentContexts: AppLoadContext[] = [];
  const handleDocument: DocumentHandler =
    options.handleDocument ??
    (async (request, context) => {
      documentContexts.push(context);
      return new Response(`<!doctype html><title>doc</title><p>${new URL(request.url).pathname}</p>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    });
  const app = createApp({
    config,
    logger,
    services,
    handleDocument,
    isShuttingDown: options.isShuttingDown,
    routeFacts: options.routeFacts ?? siteRouteFacts,
    clientDir: options.clientDir,
    renderPool: options.renderPool,
  });
  return { app, config, services, documentContexts };
}

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

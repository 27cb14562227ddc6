import { type Context, Hono } from "hono";
import { trackDownloadSchema } from "#domain/schemas/download.ts";
import { calculatorGoalSchema } from "#domain/schemas/goal.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import { countGoal } from "../count-views.ts";
import type { AppEnv } from "../env.ts";
import type { PublicLimits } from "../middleware/rate-limit.ts";
import { readJson } from "../validate.ts";
import { mountAdminRoutes } from "./admin.ts";
import { mountArticleRoutes } from "./articles.ts";
import { mountAuthRoutes } from "./auth.ts";
import { mountBookingRoutes } from "./booking.ts";
import { mountFinanceRoutes } from "./finance.ts";
import { mountIntakeRoutes } from "./intake.ts";
import { mountLeadRoutes } from "./leads.ts";
import { mountLiveRoutes } from "./live.ts";
import { mountNetworkLinkRoutes } from "./network-links.ts";
import { mountNewsletterRoutes } from "./newsletter.ts";
import { mountScanRoutes } from "./scan.ts";
import { mountSearchRoutes } from "./search.ts";
import { mountTestimonialRoutes } from "./testimonials.ts";

/** `/api/*`: JSON in, JSON out. Later features mount their routers here. */
export function createApiRouter({
  config,
  services,
  logger,
  limits,
}: {
  config: Config;
  services: Services;
  logger: Logger;
  limits: PublicLimits;
}) {
  const api = new Hono<AppEnv>();

  // Bodies are size-limited for every route, pages included, by the app (middleware/body-limit.ts).
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  // Every public POST takes a limiter; admin routes are guarded by the session instead.
  mountAuthRoutes(api, { config, services, logger, linkLimit: limits.link });
  // Every declared form's POST: its limits, honeypot and idempotency are the intake's.
  mountIntakeRoutes(api, { services });
  mountLeadRoutes(api, { services });
  mountBookingRoutes(api, { services });
  mountNewsletterRoutes(api, { config, services, logger, limits });
  mountAdminRoutes(api, { services });
  mountLiveRoutes(api, { services });
  mountNetworkLinkRoutes(api, { services });
  mountArticleRoutes(api, { services, beacon: limits.beacon, siteUrl: config.SITE_URL });
  mountTestimonialRoutes(api, { services });
  mountScanRoutes(api, { config, services, logger, publicPost: limits.publicPost });
  mountFinanceRoutes(api, { config, services, logger });
  mountSearchRoutes(api, { services });

  // A calculator's first real use in a browser running JavaScript (issue #44): the browser computes
  // while the address changes, so no page view says it. Without JavaScript the form's GET is the use
  // (counted with the view: analytics/rules.ts calculatorUsed). No cookie; once per visit.
  api.post("/goals/calculator", limits.beacon, async (c) => {
    const { calculator } = await readJson(c, calculatorGoalSchema);
    countGoal(services, logger, c, "calculator", calculator, { oncePerVisit: true });
    return c.body(null, 204);
  });

  api.post("/track-download", limits.beacon, async (c) => {
    const input = await readJson(c, trackDownloadSchema);
    await services.downloads.track(input, c.req.header("User-Agent"));
    return c.json({ ok: true }, 201);
  });

  return api;
}

/** The answer for an `/api` path no route took: 405 with `Allow` when the path exists, else 404. */
export function apiFallback(api: Hono<AppEnv>) {
  return (c: Context<AppEnv>) => {
    const allowed = allowedMethods(api, c.req.path.replace(/^\/api/, "") || "/");
    if (allowed.length > 0) {
      c.header("Allow", allowed.join(", "));
      return c.json({ message: `Method ${c.req.method} is not allowed here` }, 405);
    }
    return c.json({ message: "Not found" }, 404);
  };
}

/**
 * The methods registered for a path, found by matching it against every route's pattern exactly as
 * Hono routes (strictly: `/contact/` is not `/contact`), so a 405's `Allow` never lists the method
 * that was refused.
 */
function allowedMethods(router: Hono<AppEnv>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of router.routes) {
    if (route.method === "ALL") continue;
    const pattern = new RegExp(
      `^${route.path
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/:\w+/g, "[^/]+")
        .replace(/\*/g, ".*")}$`,
    );
    if (pattern.test(path)) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}

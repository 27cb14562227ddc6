import type { Hono, MiddlewareHandler } from "hono";
import { scanRequestSchema } from "#domain/schemas/scan.ts";
import type { Config } from "#server/config.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { readJson } from "../validate.ts";

/**
 * SPEC §7 POST /api/scan-website `{ url }`: the scan result, 400 for an address the scanner refuses,
 * 502 when the site cannot be fetched. Each scan makes outbound requests, so it has its own tighter
 * per-IP limit on top of the public-POST tier.
 */
export function mountScanRoutes(
  api: Hono<AppEnv>,
  {
    config,
    services,
    publicPost,
  }: {
    config: Pick<Config, "RATE_LIMIT_SCANS" | "RATE_LIMIT_SCAN_WINDOW_SECONDS">;
    services: Services;
    publicPost: MiddlewareHandler<AppEnv>;
  },
) {
  const scanLimit = rateLimit(services.rateLimiter, {
    bucket: "scan-website",
    limit: config.RATE_LIMIT_SCANS,
    windowMs: config.RATE_LIMIT_SCAN_WINDOW_SECONDS * 1000,
  });
  api.post("/scan-website", publicPost, scanLimit, async (c) => {
    const { url } = await readJson(c, scanRequestSchema);
    return c.json(await services.scanner.scan(url));
  });
}

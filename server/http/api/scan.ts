import type { Context, Hono, MiddlewareHandler } from "hono";
import { isLocale, type Locale } from "#domain/i18n/locales.ts";
import { SCAN_URL_INVALID, SCAN_URL_REQUIRED, scanRequestSchema } from "#domain/schemas/scan.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import { scannerT } from "#server/services/scanner/messages.ts";
import { countGoal } from "../count-views.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { readJson } from "../validate.ts";

/**
 * SPEC §7 POST /api/scan-website `{ url }`: the scan result, 400 for an address the scanner refuses,
 * 502 when the site cannot be fetched. Each scan makes outbound requests, so it has its own tighter
 * per-IP limit on top of the public-POST tier. Findings, advice and error messages come in the page's
 * language: a `locale` field in the body ("en" or "ar"), else the first language of Accept-Language.
 */
export function mountScanRoutes(
  api: Hono<AppEnv>,
  {
    config,
    services,
    logger,
    publicPost,
  }: {
    config: Pick<Config, "RATE_LIMIT_SCANS" | "RATE_LIMIT_SCAN_WINDOW_SECONDS">;
    services: Services;
    logger: Logger;
    publicPost: MiddlewareHandler<AppEnv>;
  },
) {
  const scanLimit = rateLimit(services.rateLimiter, {
    bucket: "scan-website",
    limit: config.RATE_LIMIT_SCANS,
    windowMs: config.RATE_LIMIT_SCAN_WINDOW_SECONDS * 1000,
  });
  api.post("/scan-website", publicPost, scanLimit, async (c) => {
    const locale = await requestLocale(c);
    let url: string;
    try {
      ({ url } = await readJson(c, scanRequestSchema));
    } catch (error) {
      throw localizedRequestError(error, locale);
    }
    const report = await services.scanner.scan(url, locale);
    countGoal(services, logger, c, "scanner");
    return c.json(report);
  });
}

async function requestLocale(c: Context<AppEnv>): Promise<Locale> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const field = body && typeof body === "object" ? (body as { locale?: unknown }).locale : undefined;
  if (isLocale(field)) return field;
  return /^\s*ar\b/i.test(c.req.header("Accept-Language") ?? "") ? "ar" : "en";
}

/** The schema's two URL messages in the request's language; anything else as it was. */
function localizedRequestError(error: unknown, locale: Locale): unknown {
  if (locale === "en" || !(error instanceof HttpError)) return error;
  const t = scannerT(locale);
  const key =
    error.message === SCAN_URL_REQUIRED
      ? "request.required"
      : error.message === SCAN_URL_INVALID
        ? "request.invalid"
        : undefined;
  if (!key) return error;
  const fields = error.fields && Object.fromEntries(Object.keys(error.fields).map((name) => [name, t(key)]));
  return new HttpError(error.status, t(key), fields);
}

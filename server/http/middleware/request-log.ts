import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/http/env.ts";
import type { Logger } from "#server/logger.ts";

/** One JSON line per request, written when the response headers are ready. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - start) * 10) / 10,
      ip: c.get("clientIp"),
      userAgent: c.req.header("User-Agent"),
    };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}

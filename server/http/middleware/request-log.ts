import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/http/env.ts";
import { infoLineWriter, type Logger } from "#server/logger.ts";

/** The fields of a request's log line. */
export type RequestLine = {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip: string;
  userAgent: string | undefined;
};

/**
 * Writes one request's line: server errors at error level, the rest at info. The info line, written
 * for every request, is serialised here field by field (the same JSON pino writes, see
 * infoLineWriter); what pino itself writes is the fallback.
 */
export function logRequest(logger: Logger, line: RequestLine, start: number) {
  line.durationMs = Math.round((performance.now() - start) * 10) / 10;
  if (line.status >= 500) {
    logger.error(line, "request");
    return;
  }
  const write = infoLineWriter(logger);
  if (!write) {
    logger.info(line, "request");
    return;
  }
  const { requestId, method, path, status, durationMs, ip, userAgent } = line;
  write(
    `"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"durationMs":${durationMs},"ip":${JSON.stringify(ip)}${userAgent === undefined ? "" : `,"userAgent":${JSON.stringify(userAgent)}`}`,
    "request",
  );
}

/** One JSON line per request, written when the response headers are ready. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logRequest(
      logger,
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: 0,
        ip: c.get("clientIp"),
        userAgent: c.req.header("User-Agent"),
      },
      start,
    );
  };
}

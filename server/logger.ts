import { type Logger, pino } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/**
 * One JSON line per event on stdout; `req.headers.cookie` and `authorization` never reach the log.
 * In production the lines are written asynchronously: what piles up while one write is under way
 * goes out in the next write, instead of one blocking write(2) per request line (under load the
 * request log cost more than serving a cached page). Nothing waits for a size threshold, so an idle
 * server's lines still appear at once, and pino flushes what is pending when the process exits.
 */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino(
    {
      level: config.NODE_ENV === "test" && config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL,
      base: { service: "site" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
    },
    pino.destination({ dest: 1, sync: config.NODE_ENV !== "production" }),
  );
}

import { type Logger, pino } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** One JSON line per event on stdout; `req.headers.cookie` and `authorization` never reach the log. */
export function createLogger(config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: config.NODE_ENV === "test" && config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL,
    base: { service: "site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
  });
}

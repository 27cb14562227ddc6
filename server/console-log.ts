import { format } from "node:util";
import type { Logger } from "./logger.ts";

type Level = "error" | "warn" | "info" | "debug";

/**
 * Sends what libraries print with `console.error/warn/info/debug` (React Router's warnings,
 * @hono/node-server's "The user aborted a request." and response-stream errors) to the JSON log, so
 * every line the server writes stays one JSON object a log collector can read. `console.log` is left
 * alone: the server's own start-up line is for people (and tests wait for it).
 */
export function routeConsoleToLogger(logger: Logger) {
  const to =
    (level: Level) =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first instanceof Error) logger[level]({ err: first }, rest.length > 0 ? format(...rest) : first.message);
      else logger[level](format(...args));
    };
  console.error = to("error");
  console.warn = to("warn");
  console.info = to("info");
  console.debug = to("debug");
}

import fs from "node:fs";
import { type DestinationStream, type Logger, pino } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/**
 * One JSON line per event on stdout; `req.headers.cookie` and `authorization` never reach the log.
 * In production the lines are batched (`batchedLines`): one write(2) per turn of the event loop at
 * most, instead of one per request line (under load the request log cost more than serving a cached
 * page). `destination` is for tests that read the lines.
 */
export function createLogger(
  config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">,
  destination: DestinationStream = config.NODE_ENV === "production"
    ? batchedLines(1)
    : pino.destination({ dest: 1, sync: true }),
): Logger {
  const logger = pino(
    {
      level: config.NODE_ENV === "test" && config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL,
      base: { service: "site" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
    },
    destination,
  );
  // The logger's own fields (`"service":"site"`), as pino writes them on every line.
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? "";
  infoLineWriters.set(logger, (fields, message) => {
    destination.write(
      `{"level":30,"time":"${new Date().toISOString()}"${bindings},${fields},"msg":${JSON.stringify(message)}}\n`,
    );
  });
  return logger;
}

type InfoLineWriter = (fields: string, message: string) => void;
const infoLineWriters = new WeakMap<Logger, InfoLineWriter>();

/**
 * For the one line written on every request: a writer of an info line whose fields the caller has
 * already serialised (`"a":1,"b":"x"`, flat values that need no redaction), into the logger's own
 * destination, in the very format pino writes (tested against it). Pino's general path (merging,
 * redaction paths, serialisers) cost ~7 µs a line, as much as the rest of a cached page's answer.
 * Undefined when info lines are off, or for a logger this module did not make (a child, a test's).
 */
export function infoLineWriter(logger: Logger): InfoLineWriter | undefined {
  return logger.isLevelEnabled("info") ? infoLineWriters.get(logger) : undefined;
}

/** What a full pipe waits on between tries (Atomics.wait: a real sleep, not a busy loop). */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * A destination that gathers the lines written during one turn of the event loop and writes them
 * with one blocking write(2) right after it (setImmediate), and whatever is left when the process
 * exits. Nothing waits for a size threshold, so an idle server's lines appear at once. Not pino's
 * asynchronous destination (sonic-boom): its write() measures the UTF-8 length of the whole pending
 * batch again for every line (a flatten and a scan of up to 16 KB), which under load cost ~8 µs a
 * line, more than the rest of a cached page's answer (issue #21).
 */
export function batchedLines(fd: number): DestinationStream & { flushSync: () => void } {
  let pending: string[] = [];
  let scheduled = false;
  const flushSync = () => {
    scheduled = false;
    if (pending.length === 0) return;
    let bytes = Buffer.from(pending.join(""));
    pending = [];
    while (bytes.length > 0) {
      try {
        bytes = bytes.subarray(fs.writeSync(fd, bytes));
      } catch (error) {
        // A non-blocking pipe that is full: wait a millisecond and try again (a reader that never
        // reads stops the server, as with synchronous logging; lines are never dropped).
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
        Atomics.wait(PAUSE, 0, 0, 1);
      }
    }
  };
  process.on("exit", flushSync);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushSync);
      }
    },
    flushSync,
  };
}

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
      serializers: { err: (error: unknown) => pino.stdSerializers.err(withoutQueryValues(error) as Error) },
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

/** Properties of a database error that carry what a visitor typed (a query's parameters, a key's value). */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where"]);

/**
 * An error as the log may keep it: a failed query keeps its shape (the SQL with `$1` placeholders)
 * but not its parameter values (Drizzle writes them into the message: e-mail addresses, messages,
 * tokens), nor the driver's `detail` ("Key (email)=(…) already exists"), down the `cause` chain.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const record = error as Error & Record<string, unknown>;
  // PostgreSQL's own message may quote the value it refused ('invalid input syntax for type uuid: "…"').
  const fromDatabase = typeof record.code === "string" && /^[0-9A-Z]{5}$/.test(record.code);
  const carriesValues = fromDatabase || Object.keys(record).some((key) => VALUE_FIELDS.has(key));
  if (!carriesValues && !(error.cause instanceof Error)) return error;
  const message =
    typeof record.query === "string" && ("params" in record || "parameters" in record)
      ? `Failed query: ${record.query}`
      : fromDatabase
        ? hideQuotedValue(error.message)
        : error.message;
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) if (!VALUE_FIELDS.has(key)) copy[key] = value;
  Object.defineProperty(copy, "message", { value: message, enumerable: false, writable: true });
  Object.defineProperty(copy, "name", { value: error.name, enumerable: false, writable: true });
  const stack = error.stack?.includes(error.message) ? error.stack.replace(error.message, message) : error.stack;
  Object.defineProperty(copy, "stack", { value: stack, enumerable: false, writable: true });
  if (error.cause !== undefined) {
    Object.defineProperty(copy, "cause", { value: withoutQueryValues(error.cause, depth + 1), enumerable: false });
  }
  return copy;
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

/**
 * `…: "<value>"` at the end of a database message, the value hidden (from the first `: "` on, as
 * `/: ".*"$/s` did). Sliced, not matched: that pattern rescanned the rest of the message from every
 * `: "` in it, quadratic in a value a visitor sent.
 */
function hideQuotedValue(message: string): string {
  const at = message.indexOf(': "');
  return at >= 0 && message.endsWith('"') && message.length - 1 >= at + 3 ? `${message.slice(0, at)}: "…"` : message;
}

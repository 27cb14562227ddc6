import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { routeConsoleToLogger } from "./console-log.ts";
import type { Logger } from "./logger.ts";

/** A pino logger writing to memory, and the JSON lines it wrote. */
function memoryLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  let text = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  const logger = pino({ level: "debug" }, sink);
  return {
    logger,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

describe("routeConsoleToLogger", () => {
  const saved = { ...console };
  beforeEach(() => Object.assign(saved, console));
  afterEach(() => Object.assign(console, saved));

  it("turns what libraries print into JSON log lines at the same level, errors with their stack", () => {
    const { logger, lines } = memoryLogger();
    routeConsoleToLogger(logger);
    console.info("The user aborted a request.");
    console.warn("route %s has no loader", "/x");
    console.error(new TypeError("Failed to parse body as FormData."));
    expect(lines()).toMatchObject([
      { level: 30, msg: "The user aborted a request." },
      { level: 40, msg: "route /x has no loader" },
      { level: 50, msg: "Failed to parse body as FormData.", err: { type: "TypeError", stack: expect.any(String) } },
    ]);
  });
});

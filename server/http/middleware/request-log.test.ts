import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { logRequest, type RequestLine } from "./request-log.ts";

function capturingLogger(level = "info") {
  const lines: string[] = [];
  const logger = createLogger({ LOG_LEVEL: level as "info", NODE_ENV: "production" }, { write: (s) => lines.push(s) });
  return { logger, lines };
}

const withoutTime = (line: string | undefined) => line?.replace(/"time":"[^"]+"/, '"time":"T"');

const LINE: RequestLine = {
  requestId: "df6fa46c-5775-4007-8029-ae01d05348c1",
  method: "GET",
  path: '/blog/"quoted"\\back\nslash-\u0645\u0631\u0627\u0628\u062d\u0629-\u2028',
  status: 200,
  durationMs: 0,
  ip: "203.0.113.9",
  userAgent: 'Mozilla/5.0 "test" \u0007',
};

describe("logRequest", () => {
  it.each([
    ["with a user agent", LINE],
    ["without one", { ...LINE, userAgent: undefined }],
    ["for a redirect", { ...LINE, status: 303, method: "POST", path: "/" }],
  ])("writes, %s, byte for byte the line pino itself writes for the same fields", (_, fields) => {
    const { logger, lines } = capturingLogger();
    const start = performance.now();
    logRequest(logger, { ...fields }, start);
    const written = lines[0]!;
    const parsed = JSON.parse(written) as RequestLine & { durationMs: number };
    logger.info({ ...fields, durationMs: parsed.durationMs }, "request");
    expect(lines).toHaveLength(2);
    expect(written.endsWith("}\n")).toBe(true);
    expect(withoutTime(written)).toBe(withoutTime(lines[1]));
    expect(parsed).toMatchObject({
      level: 30,
      service: "site",
      msg: "request",
      path: fields.path,
      status: fields.status,
    });
    expect(Date.parse((parsed as unknown as { time: string }).time)).toBeGreaterThan(Date.now() - 5000);
  });

  it("writes server errors at error level, through pino", () => {
    const { logger, lines } = capturingLogger();
    logRequest(logger, { ...LINE, status: 503 }, performance.now());
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, status: 503, msg: "request" });
  });

  it("writes nothing when info lines are off", () => {
    const { logger, lines } = capturingLogger("warn");
    logRequest(logger, { ...LINE }, performance.now());
    expect(lines).toEqual([]);
  });

  it("writes a child logger's line through pino, with the child's own fields", () => {
    const { logger, lines } = capturingLogger();
    logRequest(logger.child({ worker: 2 }), { ...LINE }, performance.now());
    expect(JSON.parse(lines[0]!)).toMatchObject({ worker: 2, service: "site", path: LINE.path, msg: "request" });
  });
});

import { Writable } from "node:stream";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import { handleError } from "./entry.server.tsx";

describe("handleError", () => {
  it("reports a loader's or action's unexpected error as one JSON log line with the request id", () => {
    let text = "";
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          text += chunk;
          done();
        },
      }),
    );
    const context = new RouterContextProvider();
    context.set(appLoadContext, { logger, requestId: "req-1" } as unknown as AppLoadContext);
    const request = new Request("https://owner.example/career", { method: "POST" });

    handleError(new Error("database went away"), { request, context, params: {} });

    expect(JSON.parse(text)).toMatchObject({
      level: 50,
      msg: "page error",
      requestId: "req-1",
      path: "/career",
      err: { message: "database went away", stack: expect.any(String) },
    });
  });

  it("says nothing when the visitor went away", () => {
    const controller = new AbortController();
    controller.abort();
    const request = new Request("https://owner.example/", { signal: controller.signal });
    expect(() =>
      handleError(new Error("aborted"), { request, context: new RouterContextProvider(), params: {} }),
    ).not.toThrow();
  });
});

import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { HttpError } from "../errors.ts";
import { requestBodyLimit } from "./body-limit.ts";

/** A request that counts how often its body is asked for (the Node adapter builds a Request to answer). */
function countingRequest(url: string, init: RequestInit) {
  const counter = { asked: 0 };
  class CountingRequest extends Request {
    override get body() {
      counter.asked++;
      return super.body;
    }
  }
  return { request: new CountingRequest(url, init), counter };
}

function app() {
  const hono = new Hono();
  hono.use(requestBodyLimit(16));
  hono.onError((error, c) => c.text(error.message, error instanceof HttpError ? (error.status as 413) : 500));
  hono.all("*", (c) => c.text("ok"));
  return hono;
}

describe("requestBodyLimit", () => {
  it.each(["GET", "HEAD"])("never asks a %s for its body, which it cannot have", async (method) => {
    const { request, counter } = countingRequest("http://site.test/api/crypto", { method });
    expect((await app().request(request)).status).toBe(200);
    expect(counter.asked).toBe(0);
  });

  it("still checks every other method's body, and refuses one over the limit with 413", async () => {
    const small = countingRequest("http://site.test/api/contact", { method: "POST", body: "tiny" });
    expect((await app().request(small.request)).status).toBe(200);
    expect(small.counter.asked).toBeGreaterThan(0);
    const big = countingRequest("http://site.test/api/contact", { method: "PUT", body: "x".repeat(17) });
    expect((await app().request(big.request)).status).toBe(413);
  });
});

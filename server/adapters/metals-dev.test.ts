import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_PATHS, type FakeUpstream, startFakeUpstream } from "#harness/fake-upstream.ts";
import { UpstreamError } from "./http.ts";
import { createMetalsDevAdapter, TROY_OUNCE_GRAMS } from "./metals-dev.ts";

// metals.dev against the loopback fake (tests/fixtures/upstream/metals-dev-latest.json): AED per troy
// ounce in, AED per gram out, and every way the provider can fail ends in an UpstreamError the cache
// understands (it then keeps the last good prices, or the form asks the visitor for them).

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream({ slowMs: 1_500 });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

const adapter = (apiKey = "fake-metals-dev-key") => createMetalsDevAdapter({ baseUrl: fake.url, apiKey });
const request = { timeoutMs: 500 };

async function failure(call: Promise<unknown>): Promise<UpstreamError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("metals.dev adapter", () => {
  it("turns the AED price per troy ounce into AED per gram (31.1034768 g), with the provider's own time", async () => {
    const prices = await adapter().latest(request);
    expect(prices).toEqual({
      currency: "AED",
      goldPerGram: 312.8679, // 9,731.2801 / 31.1034768
      silverPerGram: 3.5425, // 110.1843 / 31.1034768
      provider: "metals.dev",
      pricedAt: "2025-01-05T12:04:31.122Z",
    });
    expect(TROY_OUNCE_GRAMS).toBe(31.1034768);
    expect(prices.goldPerGram * TROY_OUNCE_GRAMS).toBeCloseTo(9731.2801, 2);
    expect(fake.hits(FAKE_PATHS.metalsDev)).toBe(1);
  });

  it("gives up after its timeout instead of holding the page", async () => {
    fake.set(FAKE_PATHS.metalsDev, "slow");
    const started = Date.now();
    expect((await failure(adapter().latest(request))).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it.each([
    ["500", "http"],
    ["429", "rate-limited"],
    ["invalid-json", "invalid-json"],
    ["html", "invalid-json"],
    ["changed-schema", "schema"],
  ] as const)("a %s answer is a %s failure, never prices", async (mode, kind) => {
    fake.set(FAKE_PATHS.metalsDev, mode);
    expect((await failure(adapter().latest(request))).kind).toBe(kind);
  });

  it("a refused key is a configuration failure, and the key never shows in the message", async () => {
    const error = await failure(createMetalsDevAdapter({ baseUrl: fake.url, apiKey: "" }).latest(request));
    expect(error.kind).toBe("config");
    expect(error.message).not.toContain("api_key");
  });
});

describe("metals.dev's own failure answers", () => {
  let body = "";
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.writeHead(200, { "Content-Type": "application/json" }).end(body));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("a used-up monthly quota waits a day; another refusal is a configuration failure", async () => {
    const metals = createMetalsDevAdapter({ baseUrl: base, apiKey: "k" });
    body = JSON.stringify({ status: "failure", error_code: 1201, error_message: "Monthly request limit reached." });
    const quota = await failure(metals.latest(request));
    expect(quota.kind).toBe("quota");
    expect(quota.retryAfterMs).toBe(86_400_000);
    body = JSON.stringify({ status: "failure", error_code: 2102, error_message: "Invalid currency." });
    expect((await failure(metals.latest(request))).kind).toBe("config");
  });

  it("prices in another currency or unit than asked for are refused, not converted wrongly", async () => {
    const metals = createMetalsDevAdapter({ baseUrl: base, apiKey: "k" });
    const good = { status: "success", currency: "AED", unit: "toz", metals: { gold: 9000, silver: 100 } };
    const timestamps = { metal: "2025-01-05T12:04:31.122Z" };
    body = JSON.stringify({ ...good, currency: "USD", timestamps });
    expect((await failure(metals.latest(request))).kind).toBe("schema");
    body = JSON.stringify({ ...good, unit: "g", timestamps });
    expect((await failure(metals.latest(request))).kind).toBe("schema");
    body = JSON.stringify({ ...good, metals: { gold: 0, silver: 100 }, timestamps });
    expect((await failure(metals.latest(request))).kind).toBe("schema");
    body = JSON.stringify({ ...good, timestamps: { metal: "yesterday-ish" } });
    expect((await failure(metals.latest(request))).kind).toBe("schema");
  });
});

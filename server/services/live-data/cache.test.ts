import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "#server/adapters/http.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { upstreamCache } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { BACKOFF_BASE_MS, RATE_LIMIT_MIN_BACKOFF_MS } from "./breaker.ts";
import { createUpstreamCache, type Fetched } from "./cache.ts";

const logger = createLogger(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
const TTL = 60_000;
const policy = { ttlMs: TTL };

/** A clock the test moves by hand (the cache never reads the real one when given this). */
function manualClock(start = Date.parse("2025-01-05T12:00:00Z")) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A provider stand-in that counts its calls and answers what the test queues. */
function provider<T>(answer: () => Promise<T> | T) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    fetch: async (): Promise<Fetched<T>> => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { value: await answer() };
    },
  };
}

describe.each(testDatabaseTargets())("upstream cache on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(upstreamCache);
  });

  const make = (clock = manualClock()) => ({
    clock,
    cache: createUpstreamCache({ db: database.db, logger, refreshDeadlineMs: 2_000, now: clock.now }),
  });

  it("makes one upstream call for 100 concurrent requests on a cold key (single-flight)", async () => {
    const { cache } = make();
    const upstream = provider(() => ({ price: 1 }));
    const results = await Promise.all(Array.from({ length: 100 }, () => cache.get("k", policy, upstream.fetch)));
    expect(upstream.calls).toBe(1);
    expect(results.every((r) => r?.value.price === 1 && !r.stale)).toBe(true);
  });

  it("makes one upstream call when two processes share the table on a cold key", async () => {
    const clock = manualClock();
    const a = make(clock).cache;
    const b = make(clock).cache;
    const upstream = provider(() => "shared");
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => a.get("k", policy, upstream.fetch)),
      ...Array.from({ length: 20 }, () => b.get("k", policy, upstream.fetch)),
    ]);
    expect(upstream.calls).toBe(1);
    expect(results.map((r) => r?.value)).toEqual(Array(40).fill("shared"));
  });

  it("serves a fresh value from memory without asking the provider again", async () => {
    const { cache, clock } = make();
    const upstream = provider(() => 1);
    await cache.get("k", policy, upstream.fetch);
    clock.advance(TTL - 1);
    expect((await cache.get("k", policy, upstream.fetch))?.stale).toBe(false);
    expect(upstream.calls).toBe(1);
  });

  it("serves a stale value at once and refreshes it in the background (stale-while-revalidate)", async () => {
    const { cache, clock } = make();
    let version = 1;
    const upstream = provider(() => version);
    await cache.get("k", policy, upstream.fetch);
    version = 2;
    clock.advance(TTL + 1);
    const stale = await cache.get("k", policy, upstream.fetch);
    expect(stale).toMatchObject({ value: 1, stale: true });
    await expect.poll(async () => (await cache.get("k", policy, upstream.fetch))?.value).toBe(2);
    expect(upstream.calls).toBe(2);
  });

  it("keeps serving the last good value with its 'as of' time when the provider fails (stale-if-error)", async () => {
    const { cache, clock } = make();
    let fail = false;
    const upstream = provider(() => {
      if (fail) throw new UpstreamError("http", "provider answered 500");
      return "good";
    });
    const first = await cache.get("k", policy, upstream.fetch);
    fail = true;
    clock.advance(TTL + 1);
    await cache.get("k", policy, upstream.fetch); // triggers the failing refresh
    const row = async () => (await database.db.select().from(upstreamCache))[0];
    await expect.poll(async () => (await row())?.failures).toBe(1);
    expect(upstream.calls).toBe(2);
    expect((await row())?.lastError).toBe("provider answered 500");
    // A new process (empty memory) gets the same last good value from the table.
    const other = createUpstreamCache({ db: database.db, logger, refreshDeadlineMs: 2_000, now: clock.now });
    for (const c of [cache, other]) {
      const served = await c.get("k", policy, upstream.fetch);
      expect(served).toEqual({ value: "good", asOf: first!.asOf, stale: true });
    }
    expect(upstream.calls).toBe(2);
  });

  it("backs off after failures instead of hammering the provider (breaker), then recovers", async () => {
    const { cache, clock } = make();
    let fail = true;
    const upstream = provider(() => {
      if (fail) throw new UpstreamError("timeout", "slow");
      return "back";
    });
    expect(await cache.get("k", policy, upstream.fetch)).toBeNull();
    for (let i = 0; i < 50; i++) expect(await cache.get("k", policy, upstream.fetch)).toBeNull();
    expect(upstream.calls).toBe(1);
    clock.advance(BACKOFF_BASE_MS + 1);
    await cache.get("k", policy, upstream.fetch);
    expect(upstream.calls).toBe(2);
    // Second failure: the wait doubles.
    clock.advance(BACKOFF_BASE_MS + 1);
    await cache.get("k", policy, upstream.fetch);
    expect(upstream.calls).toBe(2);
    fail = false;
    clock.advance(BACKOFF_BASE_MS);
    expect((await cache.get("k", policy, upstream.fetch))?.value).toBe("back");
    expect(upstream.calls).toBe(3);
    const [row] = await database.db.select().from(upstreamCache);
    expect(row).toMatchObject({ failures: 0, retryAfter: null, lastError: null });
  });

  it("stays away at least a minute after a 429, longer when the provider says so", async () => {
    const { cache, clock } = make();
    const upstream = provider((): string => {
      throw new UpstreamError("rate-limited", "429", 120_000);
    });
    await cache.get("k", policy, upstream.fetch);
    clock.advance(RATE_LIMIT_MIN_BACKOFF_MS + 1);
    await cache.get("k", policy, upstream.fetch);
    expect(upstream.calls).toBe(1);
    clock.advance(120_000 - RATE_LIMIT_MIN_BACKOFF_MS);
    await cache.get("k", policy, upstream.fetch);
    expect(upstream.calls).toBe(2);
  });

  it("honours a provider's own next-update time as the freshness", async () => {
    const { cache, clock } = make();
    const nextUpdate = new Date(clock.now() + 6 * 60 * 60_000);
    let calls = 0;
    const fetcher = async () => {
      calls++;
      return { value: "rates", freshUntil: nextUpdate };
    };
    await cache.get("k", policy, fetcher);
    clock.advance(5 * 60 * 60_000);
    cache.clearMemory();
    await cache.get("k", policy, fetcher);
    expect(calls).toBe(1);
  });

  it("peeks at cached values for first paint without ever calling a provider", async () => {
    const { cache } = make();
    const upstream = provider(() => [1, 2]);
    await cache.get("known", policy, upstream.fetch);
    cache.clearMemory();
    const found = await cache.peek(["known", "cold"], { known: TTL, cold: TTL });
    expect(found.get("known")?.value).toEqual([1, 2]);
    expect(found.has("cold")).toBe(false);
    expect(upstream.calls).toBe(1);
  });

  it("asks the table about a key memory lacks at most once a second", async () => {
    const { cache, clock } = make();
    const other = make(clock).cache; // a second instance on the same table
    const select = vi.spyOn(database.db, "select");
    const peek = async () => {
      select.mockClear();
      const found = await cache.peek(["shared"], { shared: TTL });
      return { value: found.get("shared")?.value, queries: select.mock.calls.length };
    };
    try {
      expect(await peek()).toEqual({ value: undefined, queries: 1 });
      await other.get("shared", policy, provider(() => [7]).fetch);
      expect(await peek()).toEqual({ value: undefined, queries: 0 });
      clock.advance(1_001);
      expect(await peek()).toEqual({ value: [7], queries: 1 });
      expect(await peek()).toEqual({ value: [7], queries: 0 });
    } finally {
      select.mockRestore();
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { rateLimitHits } from "#server/db/schema.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { createRateLimiter } from "./rate-limit.ts";

describe.each(testDatabaseTargets())("the rate limiter on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it("allows the limit, then refuses until the window ends", async () => {
    let clock = Date.UTC(2026, 0, 1, 12, 0, 10);
    const limiter = createRateLimiter(database, () => clock);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("form:1.2.3.4", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    // The window slides: the oldest counted hit leaves it a minute after it came.
    expect(results[3]!.resetAt.toISOString()).toBe("2026-01-01T12:01:10.000Z");

    clock += 60_000;
    expect((await limiter.hit("form:1.2.3.4", 3, 60_000)).allowed).toBe(true);
  });

  it("does not let twice the limit through across a clock boundary", async () => {
    let clock = Date.UTC(2026, 0, 5, 12, 0, 59, 900);
    const limiter = createRateLimiter(database, () => clock);
    const hit = () => limiter.hit("boundary", 5, 60_000);
    for (let i = 0; i < 5; i++) expect((await hit()).allowed).toBe(true);
    // 200 ms later, past 12:01:00, a fixed window would start again from zero.
    clock = Date.UTC(2026, 0, 5, 12, 1, 0, 100);
    const refused = await hit();
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    // Counted in one-second slices, rounded up: the hits leave the window a minute after 12:01:00.
    expect(refused.resetAt.toISOString()).toBe("2026-01-05T12:02:00.000Z");
    clock = Date.UTC(2026, 0, 5, 12, 1, 59, 999);
    expect((await hit()).allowed).toBe(false);
    clock = Date.UTC(2026, 0, 5, 12, 2, 0, 0);
    expect((await hit()).allowed).toBe(true);
  });

  it("never allows more than the limit in any window-long stretch", async () => {
    let clock = Date.UTC(2026, 0, 6, 11, 59, 30);
    const limiter = createRateLimiter(database, () => clock);
    const allowedAt: number[] = [];
    // A request every 1.5 s for five minutes, bursts of three every 20 s on top.
    for (let t = 0; t < 300_000; t += 1500) {
      const burst = t % 20_000 === 0 ? 3 : 1;
      for (let i = 0; i < burst; i++) {
        clock = Date.UTC(2026, 0, 6, 11, 59, 30) + t;
        if ((await limiter.hit("steady", 10, 60_000)).allowed) allowedAt.push(clock);
      }
    }
    for (const start of allowedAt) {
      expect(allowedAt.filter((at) => at >= start && at < start + 60_000).length).toBeLessThanOrEqual(10);
    }
    // And it is not stuck: each minute lets the limit through.
    expect(allowedAt.length).toBeGreaterThanOrEqual(50);
  });

  it("keeps at most about a hundred rows per client, however high the limit", async () => {
    let clock = Date.UTC(2026, 0, 7, 9, 0, 0);
    const limiter = createRateLimiter(database, () => clock);
    for (let i = 0; i < 400; i++) {
      clock += 250;
      expect((await limiter.hit("many", 1_000_000, 60_000)).allowed).toBe(true);
    }
    const rows = await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, "many"));
    expect(rows.length).toBeLessThanOrEqual(101);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(400);
  });

  it("counts each client separately", async () => {
    const limiter = createRateLimiter(database, () => Date.UTC(2026, 0, 2));
    await limiter.hit("form:10.0.0.1", 1, 60_000);
    expect((await limiter.hit("form:10.0.0.1", 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit("form:10.0.0.2", 1, 60_000)).allowed).toBe(true);
  });

  it("shares counts between limiters on the same database, as separate processes would", async () => {
    const now = () => Date.UTC(2026, 0, 3);
    const a = createRateLimiter(database, now);
    const b = createRateLimiter(database, now);
    await Promise.all([a.hit("shared", 10, 60_000), b.hit("shared", 10, 60_000), a.hit("shared", 10, 60_000)]);
    expect((await b.hit("shared", 10, 60_000)).remaining).toBe(6);
  });

  it("counts every one of many concurrent hits", async () => {
    const limiter = createRateLimiter(database, () => Date.UTC(2026, 0, 4));
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit("burst", 20, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });
});

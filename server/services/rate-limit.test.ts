import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
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
    const limiter = createRateLimiter(database.db, () => clock);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("form:1.2.3.4", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.resetAt.toISOString()).toBe("2026-01-01T12:01:00.000Z");

    clock += 60_000;
    expect((await limiter.hit("form:1.2.3.4", 3, 60_000)).allowed).toBe(true);
  });

  it("counts each client separately", async () => {
    const limiter = createRateLimiter(database.db, () => Date.UTC(2026, 0, 2));
    await limiter.hit("form:10.0.0.1", 1, 60_000);
    expect((await limiter.hit("form:10.0.0.1", 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit("form:10.0.0.2", 1, 60_000)).allowed).toBe(true);
  });

  it("shares counts between limiters on the same database, as separate processes would", async () => {
    const now = () => Date.UTC(2026, 0, 3);
    const a = createRateLimiter(database.db, now);
    const b = createRateLimiter(database.db, now);
    await Promise.all([a.hit("shared", 10, 60_000), b.hit("shared", 10, 60_000), a.hit("shared", 10, 60_000)]);
    expect((await b.hit("shared", 10, 60_000)).remaining).toBe(6);
  });

  it("counts every one of many concurrent hits", async () => {
    const limiter = createRateLimiter(database.db, () => Date.UTC(2026, 0, 4));
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit("burst", 20, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });
});

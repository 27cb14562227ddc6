import { and, eq, gt, lt, sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client.ts";
import { rateLimitHits } from "#server/db/schema.ts";

export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; resetAt: Date };

/** Hits older than this (or than the longest window asked for) are swept away now and then. */
const KEEP_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A sliding-window log kept in the database, so a limit holds across every server process that
 * shares it: a request is allowed when fewer than `limit` requests were allowed for the same key in
 * the `windowMs` before it. No window is aligned to the clock, so twice the limit never fits across
 * a boundary (a fixed window let `limit` through at 11:59:59 and `limit` more at 12:00:00).
 *
 * Each allowed request is one row `(key, at, count)` in `rate_limit_hits` (`window_start` holds the
 * moment; hits in the same millisecond add to `count`); refused requests are not written, so a key
 * never has more than `limit` live rows and a client that waits gets through again. Per key, the
 * check and the write run in one transaction under a transaction-scoped advisory lock, so
 * concurrent requests in any process are counted one after another (PostgreSQL and PGlite alike).
 *
 * Why not `rate-limiter-flexible` (its `RateLimiterDrizzle` store): its counters are fixed windows
 * that start at a key's first request (twice the limit still fits across one), its read-then-write
 * transaction loses counts under concurrent requests on PostgreSQL, and it reads the wall clock.
 */
export function createRateLimiter(db: Db, now: () => number = Date.now) {
  let lastSweep = 0;
  let longestWindow = KEEP_MS;
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const current = now();
      const at = new Date(current);
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${key}`}, 0))`);
        const [recent] = await queryRows<{ used: number; oldest: string | Date | null }>(
          tx as unknown as Db,
          sql`select coalesce(sum(${rateLimitHits.count}), 0)::int as used, min(${rateLimitHits.windowStart}) as oldest
              from ${rateLimitHits}
              where ${and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, new Date(current - windowMs)))}`,
        );
        const used = Number(recent?.used ?? 0);
        const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : current;
        if (used >= limit) {
          // The first moment the oldest counted request leaves the window.
          return { allowed: false, limit, remaining: 0, resetAt: new Date(oldest + windowMs) };
        }
        await tx
          .insert(rateLimitHits)
          .values({ key, windowStart: at, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimitHits.key, rateLimitHits.windowStart],
            set: { count: sql`${rateLimitHits.count} + 1` },
          });
        return { allowed: true, limit, remaining: limit - used - 1, resetAt: new Date(oldest + windowMs) };
      });
      longestWindow = Math.max(longestWindow, windowMs);
      if (current - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = current;
        await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(current - longestWindow)));
      }
      return result;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

import { lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { rateLimitHits } from "#server/db/schema.ts";

export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; resetAt: Date };

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process that
 * shares it. One upsert per counted request; old windows are swept now and then.
 */
export function createRateLimiter(db: Db, now: () => number = Date.now) {
  let lastSweep = 0;
  return {
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const current = now();
      const windowStart = new Date(Math.floor(current / windowMs) * windowMs);
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${rateLimitHits.count} + 1` },
        })
        .returning({ count: rateLimitHits.count });
      if (current - lastSweep > 10 * 60_000) {
        lastSweep = current;
        await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(current - 24 * 3_600_000)));
      }
      const count = row?.count ?? 1;
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        resetAt: new Date(windowStart.getTime() + windowMs),
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

import { and, eq, gt, lt, sql } from "drizzle-orm";
import { type Database, type Db, queryRows } from "#server/db/client.ts";
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
 * Allowed requests are counted in `rate_limit_hits` rows `(key, until, count)`: `window_start` holds
 * the end of the slice of time the hit fell in (slices of a hundredth of the window, at least a
 * second), so a key has at most ~100 live rows however high its limit, and a hit is counted up to
 * one slice longer than exact, never shorter. Refused requests are not written, so a client that
 * waits gets through again. Per key, the check and the write run one request at a time: on
 * PostgreSQL in a transaction under a transaction-scoped advisory lock (any number of processes);
 * on PGlite, which one process owns, in a per-key queue in that process (a transaction there cost
 * several times the check itself).
 *
 * Why not `rate-limiter-flexible` (its `RateLimiterDrizzle` store): its counters are fixed windows
 * that start at a key's first request (twice the limit still fits across one), its read-then-write
 * transaction loses counts under concurrent requests on PostgreSQL, and it reads the wall clock.
 */
export function createRateLimiter(database: Pick<Database, "db" | "kind">, now: () => number = Date.now) {
  const { db } = database;
  let lastSweep = 0;
  let longestWindow = KEEP_MS;
  /** Counts the hit unless the window is full; `tx` must be the only writer for `key` meanwhile. */
  async function check(tx: Db, key: string, limit: number, windowMs: number, current: number) {
    const slice = Math.max(1000, Math.ceil(windowMs / 100));
    const at = new Date(Math.ceil(current / slice) * slice);
    // One statement: the window's count, and the hit written only if it fits.
    const since = new Date(current - windowMs);
    const [row] = await queryRows<{ used: number; oldest: string | Date | null; counted: number }>(
      tx,
      sql`with recent as (
            select coalesce(sum(${rateLimitHits.count}), 0)::int as used, min(${rateLimitHits.windowStart}) as oldest
            from ${rateLimitHits}
            where ${and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, since))}
          ), counted as (
            insert into ${rateLimitHits} (key, window_start, count)
            select ${key}, ${at}, 1 from recent where recent.used < ${limit}
            on conflict (key, window_start) do update set count = ${rateLimitHits}.count + 1
            returning 1
          )
          select recent.used, recent.oldest, (select count(*) from counted)::int as counted from recent`,
    );
    const used = Number(row?.used ?? 0);
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : at.getTime();
    if (!row?.counted) {
      // The first moment the oldest counted slice leaves the window.
      return { allowed: false, limit, remaining: 0, resetAt: new Date(oldest + windowMs) };
    }
    return { allowed: true, limit, remaining: limit - used - 1, resetAt: new Date(oldest + windowMs) };
  }

  return {
    /**
     * Where `key` stands without counting a request: a form's limits count only what was accepted,
     * which is known after the request, so the gate before it looks and the count comes after.
     */
    async peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const current = now();
      const [row] = await queryRows<{ used: number; oldest: string | Date | null }>(
        db,
        sql`select coalesce(sum(${rateLimitHits.count}), 0)::int as used, min(${rateLimitHits.windowStart}) as oldest
            from ${rateLimitHits}
            where ${and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, new Date(current - windowMs)))}`,
      );
      const used = Number(row?.used ?? 0);
      const resetAt = new Date((row?.oldest ? new Date(row.oldest).getTime() : current) + windowMs);
      return { allowed: used < limit, limit, remaining: Math.max(0, limit - used), resetAt };
    },
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
      const current = now();
      const result =
        database.kind === "pglite"
          ? await oneAtATime(db, key, () => check(db, key, limit, windowMs, current))
          : await db.transaction(async (tx) => {
              await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${key}`}, 0))`);
              return check(tx as unknown as Db, key, limit, windowMs, current);
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

/** Per database and key, the tail of the queue of checks (PGlite: every limiter in this process). */
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

function oneAtATime<T>(db: Db, key: string, run: () => Promise<T>): Promise<T> {
  const byKey = queues.get(db) ?? new Map<string, Promise<unknown>>();
  queues.set(db, byKey);
  const result = (byKey.get(key) ?? Promise.resolve()).then(run);
  const tail = result.catch(() => {});
  byKey.set(key, tail);
  void tail.then(() => {
    if (byKey.get(key) === tail) byKey.delete(key);
  });
  return result;
}

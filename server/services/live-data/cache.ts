import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { upstreamCache } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { backoffMs } from "./breaker.ts";

/** A cached provider answer: the value, when it was fetched ("as of") and whether it is past its TTL. */
export type Cached<T> = { value: T; asOf: Date; stale: boolean };

/** What a fetcher returns: the value and, optionally, the provider's own "fresh until" (e.g. next update). */
export type Fetched<T> = { value: T; freshUntil?: Date };

export type CachePolicy = {
  /** How long a value is fresh (SPEC §9 polling interval of the widget it feeds). */
  ttlMs: number;
};

type Row = typeof upstreamCache.$inferSelect;

/** The in-process copy of a row; trusted without asking the database until `trustUntil`. */
type MemoryEntry = { value: unknown; fetchedAt: number | null; trustUntil: number };

export type UpstreamCacheOptions = {
  db: Db;
  logger: Logger;
  /** The longest one refresh may take (all its upstream calls); also the cross-process lease. */
  refreshDeadlineMs: number;
  now?: () => number;
};

/**
 * Two-level cache for provider answers: an in-process Map in front of the shared `upstream_cache`
 * table, so several server processes share one upstream call per key.
 *
 * - fresh: served from memory, no database, no upstream;
 * - stale: served at once while one refresh runs in the background (stale-while-revalidate);
 * - refresh failed: the last good value keeps being served with its "as of" time (stale-if-error),
 *   and the key's breaker stays open for an exponential backoff (longer after a 429);
 * - cold: callers wait for the one refresh; concurrent callers in a process share it (single-flight)
 *   and other processes see the row's lease and wait for its value instead of calling the provider.
 */
const PEEK_REUSE_MS = 1_000;

export function createUpstreamCache({ db, logger, refreshDeadlineMs, now = Date.now }: UpstreamCacheOptions) {
  const memory = new Map<string, MemoryEntry>();
  // The table rows `peek` read lately (the keys are the landing page's few live-data sources).
  const peeked = new Map<string, { row: Row | null; until: number }>();
  const inflight = new Map<string, Promise<MemoryEntry>>();
  const leaseMs = refreshDeadlineMs + 1_000;

  const toCached = <T>(entry: MemoryEntry, ttlMs: number): Cached<T> | null =>
    entry.fetchedAt === null || entry.value === null
      ? null
      : { value: entry.value as T, asOf: new Date(entry.fetchedAt), stale: now() > entry.fetchedAt + ttlMs };

  const fromRow = (row: Row): MemoryEntry => {
    const freshUntil = row.freshUntil?.getTime() ?? 0;
    const retryAfter = row.retryAfter?.getTime() ?? 0;
    return {
      value: row.value ?? null,
      fetchedAt: row.fetchedAt?.getTime() ?? null,
      // No need to look again before the value expires or the breaker closes.
      trustUntil: Math.max(freshUntil, retryAfter),
    };
  };

  const readRow = async (key: string): Promise<Row | undefined> =>
    (await db.select().from(upstreamCache).where(eq(upstreamCache.key, key)).limit(1))[0];

  /** Takes the key's refresh lease unless another process holds it or the value is still fresh. */
  async function claim(key: string): Promise<boolean> {
    const at = new Date(now());
    const until = new Date(now() + leaseMs);
    const claimed = await db
      .insert(upstreamCache)
      .values({ key, freshUntil: until })
      .onConflictDoUpdate({
        target: upstreamCache.key,
        set: { freshUntil: until, updatedAt: at },
        setWhere: sql`(${upstreamCache.freshUntil} is null or ${upstreamCache.freshUntil} <= ${at.toISOString()}) and (${upstreamCache.retryAfter} is null or ${upstreamCache.retryAfter} <= ${at.toISOString()})`,
      })
      .returning({ key: upstreamCache.key });
    return claimed.length > 0;
  }

  /** Another process holds the lease on a cold key: wait for its value rather than call the provider too. */
  async function waitForOther(key: string): Promise<MemoryEntry> {
    const deadline = now() + leaseMs;
    while (now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = await readRow(key);
      if (row?.value != null || (row?.retryAfter && row.retryAfter.getTime() > now())) return fromRow(row);
    }
    return { value: null, fetchedAt: null, trustUntil: 0 };
  }

  async function refresh<T>(key: string, policy: CachePolicy, fetcher: (signal: AbortSignal) => Promise<Fetched<T>>) {
    const row = await readRow(key);
    if (row && (row.freshUntil?.getTime() ?? 0) > now() && row.value != null) return fromRow(row);
    if (row?.retryAfter && row.retryAfter.getTime() > now()) return fromRow(row);
    if (!(await claim(key))) {
      const current = await readRow(key);
      return current?.value != null ? fromRow(current) : waitForOther(key);
    }
    try {
      const { value, freshUntil } = await fetcher(AbortSignal.timeout(refreshDeadlineMs));
      const fetchedAt = new Date(now());
      const until = new Date(Math.max(freshUntil?.getTime() ?? 0, now() + policy.ttlMs));
      await db
        .update(upstreamCache)
        .set({
          value,
          fetchedAt,
          freshUntil: until,
          failures: 0,
          retryAfter: null,
          lastError: null,
          updatedAt: fetchedAt,
        })
        .where(eq(upstreamCache.key, key));
      return { value, fetchedAt: fetchedAt.getTime(), trustUntil: until.getTime() };
    } catch (error) {
      const failures = (row?.failures ?? 0) + 1;
      const retryAfter = new Date(now() + backoffMs(failures, error));
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ key, failures, retryAfter, err: message }, "upstream refresh failed; serving the last good value");
      await db
        .update(upstreamCache)
        .set({
          failures,
          retryAfter,
          freshUntil: retryAfter,
          lastError: message.slice(0, 500),
          updatedAt: new Date(now()),
        })
        .where(eq(upstreamCache.key, key));
      return {
        value: row?.value ?? null,
        fetchedAt: row?.fetchedAt?.getTime() ?? null,
        trustUntil: retryAfter.getTime(),
      };
    }
  }

  /** One refresh per key per process at a time; its result becomes the memory entry. */
  function revalidate<T>(key: string, policy: CachePolicy, fetcher: (signal: AbortSignal) => Promise<Fetched<T>>) {
    let running = inflight.get(key);
    if (!running) {
      running = refresh(key, policy, fetcher)
        .catch((error: unknown) => {
          // The database itself failed: keep what memory has and try again shortly.
          logger.error(
            { key, err: error instanceof Error ? error.message : String(error) },
            "upstream cache unavailable",
          );
          const known = memory.get(key);
          return { value: known?.value ?? null, fetchedAt: known?.fetchedAt ?? null, trustUntil: now() + 5_000 };
        })
        .then((entry) => {
          memory.set(key, entry);
          return entry;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, running);
    }
    return running;
  }

  return {
    /**
     * The value for `key`: from memory when trusted, else the last known value at once (refreshing in
     * the background), else after the one refresh. Null when no good value has ever been fetched.
     */
    async get<T>(
      key: string,
      policy: CachePolicy,
      fetcher: (signal: AbortSignal) => Promise<Fetched<T>>,
    ): Promise<Cached<T> | null> {
      const known = memory.get(key);
      if (known && now() < known.trustUntil) return toCached<T>(known, policy.ttlMs);
      if (known && known.value !== null) {
        void revalidate(key, policy, fetcher);
        return toCached<T>(known, policy.ttlMs);
      }
      return toCached<T>(await revalidate(key, policy, fetcher), policy.ttlMs);
    },

    /**
     * What is cached for these keys, from memory or the table; never calls a provider (first paint).
     * A key memory lacks is looked up in the table at most once a second (what another instance
     * stored shows here that much later), so uncached page renders do not each cost a query.
     */
    async peek(keys: string[], ttlMs: Record<string, number>): Promise<Map<string, Cached<unknown>>> {
      const found = new Map<string, Cached<unknown>>();
      const missing: string[] = [];
      const fromTable = (key: string, row: Row | null) => {
        const cached = row ? toCached(fromRow(row), ttlMs[key] ?? 0) : null;
        if (cached) found.set(key, cached);
      };
      for (const key of keys) {
        const entry = memory.get(key);
        const cached = entry ? toCached(entry, ttlMs[key] ?? 0) : null;
        const recent = peeked.get(key);
        if (cached) found.set(key, cached);
        else if (recent && now() < recent.until) fromTable(key, recent.row);
        else missing.push(key);
      }
      if (missing.length > 0) {
        const rows = await db.select().from(upstreamCache).where(inArray(upstreamCache.key, missing));
        for (const key of missing) {
          const row = rows.find((r) => r.key === key) ?? null;
          peeked.set(key, { row, until: now() + PEEK_REUSE_MS });
          fromTable(key, row);
        }
      }
      return found;
    },

    /** Forgets the in-process layer (tests; a second process starts with an empty one). */
    clearMemory() {
      memory.clear();
      peeked.clear();
    },
  };
}

export type UpstreamCache = ReturnType<typeof createUpstreamCache>;

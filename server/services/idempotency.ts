import { and, eq, lt } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import type { Db } from "#server/db/client.ts";
import { idempotencyKeys } from "#server/db/schema.ts";
import { hashToken } from "#server/lib/tokens.ts";

/** A transaction on the database, as Drizzle hands it to `db.transaction`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Writes that must commit together, and what to do once they have (e.g. wake the mail worker). */
export type UnitOfWork = { tx: Tx; afterCommit: (action: () => void) => void };

/** An answer as it is stored and replayed. */
export type StoredAnswer = { status: number; body: unknown };

export const IDEMPOTENCY_MESSAGES = {
  mismatch: "This Idempotency-Key was already used for a different request.",
} as const;

const HOUR = 3_600_000;

/**
 * Runs a request's writes at most once per client key. The key is claimed by inserting its row in
 * the same transaction as the writes and the answer, so the lead and the record of having stored it
 * commit together or not at all. A second request with the key waits on that row (PostgreSQL's
 * unique index; PGlite runs one transaction at a time) and then gets the first answer; with another
 * body it gets 422, so knowing someone's key is not enough to read their answer.
 */
export function createIdempotencyService(db: Db, { ttlHours = 24, now = Date.now } = {}) {
  let lastSweep = 0;
  return {
    /**
     * The answer already stored for this key and request, or null (no such key, another request's,
     * one still being written, or one whose day is over). Read before the rate limit, so a client
     * replaying a stored key gets its first answer even once its bucket is full.
     */
    async stored(scope: string, key: string, requestHash: string): Promise<StoredAnswer | null> {
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.keyHash, hashToken(key))));
      if (!first || first.requestHash !== requestHash || first.status === null) return null;
      if (first.expiresAt.getTime() < now()) return null;
      return { status: first.status, body: first.body };
    },

    async once(
      scope: string,
      key: string,
      requestHash: string,
      work: (unit: UnitOfWork) => Promise<StoredAnswer>,
      /** How long this key's answer is kept, when not the service's day (a key the server made up). */
      { ttlMs = ttlHours * HOUR }: { ttlMs?: number } = {},
    ): Promise<StoredAnswer & { replayed: boolean }> {
      const keyHash = hashToken(key);
      const row = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.keyHash, keyHash));
      const afterCommit: (() => void)[] = [];
      const answer = await db.transaction(async (tx) => {
        const current = new Date(now());
        // A key whose day is over may be used afresh.
        await tx.delete(idempotencyKeys).where(and(row, lt(idempotencyKeys.expiresAt, current)));
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ scope, keyHash, requestHash, expiresAt: new Date(current.getTime() + ttlMs) })
          .onConflictDoNothing()
          .returning({ scope: idempotencyKeys.scope });
        if (claimed.length === 0) {
          const [first] = await tx.select().from(idempotencyKeys).where(row);
          if (!first || first.requestHash !== requestHash || first.status === null) {
            throw new DomainError("unprocessable", IDEMPOTENCY_MESSAGES.mismatch);
          }
          return { status: first.status, body: first.body, replayed: true };
        }
        const fresh = await work({ tx, afterCommit: (action) => afterCommit.push(action) });
        await tx.update(idempotencyKeys).set({ status: fresh.status, body: fresh.body }).where(row);
        return { ...fresh, replayed: false };
      });
      for (const action of afterCommit) action();
      if (now() - lastSweep > 10 * 60_000) {
        lastSweep = now();
        await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date(lastSweep)));
      }
      return answer;
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

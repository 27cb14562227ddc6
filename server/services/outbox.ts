import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";

export type QueuedMail = {
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  /** A calendar invitation (RFC 5545 text and its iTIP method), sent inline and as invite.ics. */
  icalEvent?: { method: string; content: string } | null;
  /** Not before this time (a meeting reminder); default now. */
  notBefore?: Date;
  /** What the mail belongs to, so `withdraw` can drop it while it still waits. */
  ref?: string | null;
};

export type OutboxRow = typeof outbox.$inferSelect;

/** Anything that can run Drizzle queries: the database or a transaction on it. */
type Executor = Pick<Db, "insert" | "update" | "select" | "delete">;

const MINUTE = 60_000;

/** Retry delay after the nth failed attempt: 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * MINUTE, 30_000 * 2 ** Math.max(0, attempts - 1));
}

export function createOutbox(db: Db) {
  return {
    /** Queues mail; pass the lead's transaction so the two commit together. */
    async enqueue(executor: Executor, mail: QueuedMail) {
      await executor.insert(outbox).values({
        kind: mail.kind,
        toAddress: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        headers: mail.headers ?? {},
        icalEvent: mail.icalEvent ?? null,
        ref: mail.ref ?? null,
        ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
      });
    },

    /** Drops mail queued under `ref` that no sender has taken yet (a reminder for a meeting that moved). */
    async withdraw(executor: Executor, ref: string) {
      await executor.delete(outbox).where(and(eq(outbox.ref, ref), eq(outbox.status, "pending")));
    },

    /**
     * Takes up to `limit` due rows for this process. `FOR UPDATE SKIP LOCKED` means two processes never
     * take the same row; a claim expires after `lockMs`, so rows of a crashed sender are retried.
     */
    async claim(limit: number, lockMs = 2 * MINUTE): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          or(
            and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
            and(eq(outbox.status, "sending"), lte(outbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outbox.createdAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(outbox)
        .set({
          status: "sending",
          lockedUntil: sql`now() + ${`${lockMs} milliseconds`}::interval`,
          attempts: sql`${outbox.attempts} + 1`,
        })
        .where(inArray(outbox.id, due))
        .returning();
    },

    async markSent(id: string) {
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, id));
    },

    /** Schedules another try with backoff, or gives up after `maxAttempts`. */
    async markFailed(row: OutboxRow, error: string, maxAttempts: number) {
      const giveUp = row.attempts >= maxAttempts;
      await db
        .update(outbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
      return giveUp;
    },

    /**
     * The whole message went out and the server never confirmed it (./mailer.ts `sendFailure`): it may
     * have arrived, so it is not retried, as a second copy of a booking or a confirmation would confuse.
     */
    async markUnknown(id: string, error: string) {
      await db
        .update(outbox)
        .set({
          status: "unknown",
          lockedUntil: null,
          lastError:
            `Delivery unknown: the connection dropped after the whole message was sent, before the mail server confirmed it; not sent again (${error})`.slice(
              0,
              1000,
            ),
        })
        .where(eq(outbox.id, id));
    },

    /** Mail not known to be sent (pending, in flight, given up, or delivery unknown), oldest first. */
    unsent(): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(inArray(outbox.status, ["pending", "sending", "failed", "unknown"]))
        .orderBy(asc(outbox.createdAt));
    },

    /** Mail due and not yet sent; reminders queued for later do not count until their time. */
    async depth(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(
          or(eq(outbox.status, "sending"), and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`))),
        );
      return row?.n ?? 0;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

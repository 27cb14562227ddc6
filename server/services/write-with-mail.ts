import type { Db } from "#server/db/client.ts";
import type { Tx, UnitOfWork } from "./idempotency.ts";
import type { QueuedMail } from "./outbox.ts";

/**
 * The one way a service stores something together with the mail it causes: `work` writes in the
 * caller's unit of work (an idempotent request's transaction) or in a transaction of its own, and
 * lists in `queued` the mail it put in the outbox; `onQueued` (which wakes the mail worker) runs for
 * each only once the writes have committed, so the worker never looks before they are there.
 */
export async function writeWithMail<T>(
  db: Db,
  unit: UnitOfWork | undefined,
  onQueued: (mail: QueuedMail) => void,
  work: (tx: Tx, queued: QueuedMail[]) => Promise<T>,
): Promise<T> {
  const queued: QueuedMail[] = [];
  if (unit) {
    const result = await work(unit.tx, queued);
    unit.afterCommit(() => {
      for (const mail of queued) onQueued(mail);
    });
    return result;
  }
  const result = await db.transaction((tx) => work(tx, queued));
  for (const mail of queued) onQueued(mail);
  return result;
}

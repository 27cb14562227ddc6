import type { Logger } from "#server/logger.ts";
import { type Mailer, type MailFrom, sendFailure } from "./mailer.ts";
import type { Outbox } from "./outbox.ts";

const BATCH = 10;

/**
 * Sends queued mail: on a timer, and at once when a lead has just queued some (`kick`). Never two runs
 * at a time in one process; several processes share the work through the outbox's row claims.
 */
export function createMailWorker(options: {
  outbox: Outbox;
  mailer: Mailer;
  /**
   * The From: one for every mail, or one per mail from its Content-Language header (an Arabic mail is
   * signed with the Arabic sender's name; decision 041).
   */
  from: MailFrom | ((language: string | undefined) => MailFrom);
  logger: Logger;
  intervalMs: number;
  maxAttempts: number;
}) {
  const { outbox, mailer, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await outbox.claim(BATCH);
      if (rows.length === 0) return sent;
      for (const row of rows) {
        try {
          const from = options.from;
          await mailer.send({
            from: typeof from === "function" ? from(row.headers?.["Content-Language"]) : from,
            to: row.toAddress,
            replyTo: row.replyTo,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            headers: row.headers,
            icalEvent: row.icalEvent,
          });
          await outbox.markSent(row.id);
          sent += 1;
          logger.info({ mailId: row.id, kind: row.kind }, "mail sent");
        } catch (error) {
          const message = (error as Error).message;
          if (sendFailure(error) === "unknown") {
            await outbox.markUnknown(row.id, message);
            logger.warn({ mailId: row.id, kind: row.kind, err: message }, "mail delivery unknown; not repeated");
            continue;
          }
          const gaveUp = await outbox.markFailed(row, message, options.maxAttempts);
          logger[gaveUp ? "error" : "warn"](
            { mailId: row.id, kind: row.kind, attempts: row.attempts, err: message },
            gaveUp ? "mail failed for good" : "mail failed; will retry",
          );
        }
      }
    }
  }

  /** One pass over the due mail; resolves with how many were sent. */
  function runOnce(): Promise<number> {
    if (!mailer.configured || stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => {
        logger.error({ err: error }, "mail worker pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    start() {
      if (!mailer.configured) {
        logger.warn("SMTP_URL is not set: mail stays in the outbox (see `npm run mail:pending`)");
        return;
      }
      timer = setInterval(() => void runOnce(), options.intervalMs);
      timer.unref();
      void runOnce();
    },
    kick() {
      if (mailer.configured) setImmediate(() => void runOnce());
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      mailer.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;

import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "#server/db/client.ts";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { type Mailer, sendFailure } from "./mailer.ts";
import { addressIssue, type NewsletterSite, type RenderedIssue } from "./newsletter-email.ts";
import type { NewsletterIssueService } from "./newsletter-issues.ts";
import { retryDelayMs } from "./outbox.ts";

/**
 * Sends newsletter deliveries (decision 028), one at a time and no faster than `ratePerMinute`
 * (shared SMTP services throttle). Each send is claimed and committed as `sending` before the SMTP
 * conversation starts; after a crash, a claim that ran out is marked `unknown` and never retried, so
 * no subscriber gets an issue twice (at most the one mail in flight per process is in doubt). So is a
 * send whose connection failed after the whole message went out (`sendFailure` in ./mailer.ts). A
 * subscriber who unsubscribed or bounced is no longer claimed: their pending mail is skipped.
 */

export type ClaimedDelivery = {
  issueId: string;
  subscriberId: string;
  email: string;
  attempts: number;
  unsubscribeToken: string;
};

/** Why a delivery is `unknown` when the connection failed after the whole message was sent. */
export const UNKNOWN_AFTER_SEND =
  "The connection to the mail server dropped after the whole message was sent and before it confirmed; not repeated, so it cannot arrive twice";

/** Longest an SMTP send may take (nodemailer's timeouts add up to ~40 s) before its claim runs out. */
const CLAIM_MS = 2 * 60_000;

export function createNewsletterSender(options: {
  db: Db;
  issues: NewsletterIssueService;
  mailer: Mailer;
  from: string;
  site: NewsletterSite;
  logger: Logger;
  ratePerMinute: number;
  maxAttempts: number;
  idleMs: number;
  claimMs?: number;
}) {
  const { db, mailer, logger } = options;
  const gapMs = 60_000 / options.ratePerMinute;
  const claimMs = options.claimMs ?? CLAIM_MS;
  let stopped = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let lastSendAt = 0;
  // The last issue rendered: a send of 10,000 renders its markdown once.
  let cached: RenderedIssue | undefined;

  async function rendered(issueId: string): Promise<RenderedIssue> {
    if (cached?.issueId === issueId) return cached;
    // With the open pixel and tracked links the issue started with, if the owner had tracking on.
    cached = await options.issues.renderForSending(issueId);
    return cached;
  }

  /** Takes the next due delivery of a sending issue whose subscriber still receives newsletters. */
  async function claim(): Promise<ClaimedDelivery | null> {
    const rows = await queryRows<ClaimedDelivery>(
      db,
      sql`with due as (
            select d.issue_id, d.subscriber_id
            from ${newsletterDeliveries} d
            join ${newsletterIssues} i on i.id = d.issue_id and i.status = 'sending'
            join ${newsletterSubscribers} s on s.id = d.subscriber_id
              and s.subscribed and s.confirmed_at is not null and s.bounced_at is null
            where d.status = 'pending' and d.next_attempt_at <= now()
            order by d.next_attempt_at
            limit 1
            for update of d skip locked)
          update ${newsletterDeliveries} d
          set status = 'sending', attempts = d.attempts + 1,
              locked_until = now() + ${`${claimMs} milliseconds`}::interval
          from due, ${newsletterSubscribers} s
          where d.issue_id = due.issue_id and d.subscriber_id = due.subscriber_id and s.id = d.subscriber_id
          returning d.issue_id as "issueId", d.subscriber_id as "subscriberId", d.email, d.attempts,
                    s.unsubscribe_token as "unsubscribeToken"`,
    );
    return rows[0] ?? null;
  }

  const where = (d: ClaimedDelivery) =>
    sql`${newsletterDeliveries.issueId} = ${d.issueId} and ${newsletterDeliveries.subscriberId} = ${d.subscriberId}`;

  async function settle(d: ClaimedDelivery, error: unknown) {
    const message = String((error as Error).message ?? error).slice(0, 1000);
    const failure = sendFailure(error);
    if (failure === "refused") {
      // A permanent refusal: the address gets nothing more from this list.
      await db.transaction(async (tx) => {
        await tx
          .update(newsletterDeliveries)
          .set({ status: "bounced", lockedUntil: null, lastError: message })
          .where(where(d));
        await tx
          .update(newsletterSubscribers)
          .set({ bouncedAt: new Date(), bounceReason: message })
          .where(eq(newsletterSubscribers.id, d.subscriberId));
      });
      logger.warn(
        { issueId: d.issueId, code: (error as { responseCode?: number }).responseCode },
        "newsletter address bounced",
      );
      return;
    }
    if (failure === "unknown") {
      // The whole issue went out and no answer came: it may have arrived, so it is not sent again.
      await db
        .update(newsletterDeliveries)
        .set({ status: "unknown", lockedUntil: null, lastError: `${UNKNOWN_AFTER_SEND} (${message})`.slice(0, 1000) })
        .where(where(d));
      logger.warn({ issueId: d.issueId, err: message }, "newsletter delivery unknown; not repeated");
      return;
    }
    const giveUp = d.attempts >= options.maxAttempts;
    await db
      .update(newsletterDeliveries)
      .set({
        status: giveUp ? "failed" : "pending",
        lockedUntil: null,
        lastError: message,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(d.attempts)),
      })
      .where(where(d));
    logger[giveUp ? "error" : "warn"](
      { issueId: d.issueId, attempts: d.attempts, err: message },
      "newsletter mail failed",
    );
  }

  /** Sends one claimed delivery; true when one was claimed. */
  async function sendOne(): Promise<boolean> {
    const d = await claim();
    if (!d) return false;
    try {
      const mail = addressIssue(options.site, await rendered(d.issueId), d);
      await mailer.send({ from: options.from, ...mail });
      await db
        .update(newsletterDeliveries)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(where(d));
    } catch (error) {
      await settle(d, error);
    }
    return true;
  }

  /**
   * Housekeeping when nothing is due: claims whose sender died become `unknown`; pending mail of
   * subscribers who left is skipped; an issue with nothing left to send is `sent`.
   */
  async function tidy() {
    await db.execute(
      sql`update ${newsletterDeliveries} set status = 'unknown', locked_until = null,
            last_error = 'The sending process stopped during this send; not repeated, so it cannot arrive twice'
          where status = 'sending' and locked_until < now()`,
    );
    await db.execute(
      sql`update ${newsletterDeliveries} d set status = 'skipped', last_error = 'Unsubscribed or bounced before it was sent'
          from ${newsletterSubscribers} s
          where d.status = 'pending' and s.id = d.subscriber_id
            and (not s.subscribed or s.confirmed_at is null or s.bounced_at is not null)`,
    );
    await db.execute(
      sql`update ${newsletterIssues} i set status = 'sent', finished_at = now()
          where i.status = 'sending' and not exists (
            select 1 from ${newsletterDeliveries} d where d.issue_id = i.id and d.status in ('pending', 'sending'))`,
    );
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function run() {
    while (!stopped) {
      try {
        await options.issues.startDue();
        // A kick may end a sleep early; the gap between two sends holds all the same.
        for (let wait = lastSendAt + gapMs - Date.now(); wait > 0 && !stopped; wait = lastSendAt + gapMs - Date.now()) {
          await sleep(wait);
        }
        if (stopped) break;
        const started = Date.now();
        if (await sendOne()) {
          lastSendAt = started;
          continue;
        }
        await tidy();
        await sleep(options.idleMs);
      } catch (error) {
        logger.error({ err: error }, "newsletter sender pass failed");
        await sleep(options.idleMs);
      }
    }
  }

  return {
    start() {
      if (!mailer.configured || loop) return;
      loop = run();
    },
    /** An issue started or resumed: look now instead of at the next idle tick. */
    kick() {
      wake?.();
    },
    sendOne,
    tidy,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
      mailer.close();
    },
  };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;

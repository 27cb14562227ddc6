import { randomBytes } from "node:crypto";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import {
  type NewsletterIssueStatus,
  newsletterDeliveries,
  newsletterIssues,
  newsletterLinks,
  newsletterSubscribers,
} from "#server/db/schema.ts";
import type { Tx } from "../idempotency.ts";
import { addressIssue, linksOf, type RenderedIssue, renderIssue } from "../newsletter-email.ts";
import type { QueuedMail } from "../outbox.ts";
import { EDITABLE, findIssue, type IssueDeps, type IssueRow, receives, withAlts } from "./context.ts";
import { trackingSettings, welcome } from "./editing.ts";

/**
 * Sending: an issue started now or at its time, paused, resumed or cancelled, and the mail that goes
 * out of it (the issue as the sender mails it, the welcome mail, a test to the owner). Starting an
 * issue writes one delivery row per recipient in the same transaction that moves the issue to
 * `sending`, so an issue is never "sending" with half its list queued; the sender
 * (newsletter-sender.ts) works through those rows. The status moves live here, apart from editing,
 * because they are what the sender and the scheduler race on.
 */

/**
 * Moves an issue to `sending` and queues one delivery per recipient of its language, in `tx`. The
 * primary key (issue, subscriber) means a repeated start cannot queue anyone twice.
 */
async function beginSending(deps: IssueDeps, tx: Tx, issue: IssueRow): Promise<number> {
  // Tracking as the owner has it set now, fixed for this issue (decision 032).
  const tracking = await trackingSettings(deps, tx);
  const tracks = tracking.trackOpens || tracking.trackClicks;
  if (tracking.trackClicks) {
    const links = linksOf(renderIssue(deps.site, await withAlts(deps, issue, tx)).htmlHead);
    if (links.length > 0) {
      await tx
        .insert(newsletterLinks)
        .values(links.map((url, n) => ({ issueId: issue.id, n, url })))
        .onConflictDoNothing();
    }
  }
  await tx
    .update(newsletterIssues)
    .set({
      trackOpens: tracking.trackOpens,
      trackClicks: tracking.trackClicks,
      trackingKey: tracks ? randomBytes(24).toString("base64url") : null,
    })
    .where(eq(newsletterIssues.id, issue.id));
  const inserted = await queryRows<{ n: number }>(
    tx as unknown as Db,
    sql`with queued as (
          insert into ${newsletterDeliveries} (issue_id, subscriber_id, email)
          select ${issue.id}::uuid, ${newsletterSubscribers.id}, ${newsletterSubscribers.email}
          from ${newsletterSubscribers} where ${receives(issue.locale)}
          on conflict do nothing
          returning 1)
        select count(*)::int as n from queued`,
  );
  const count = inserted[0]?.n ?? 0;
  await tx
    .update(newsletterIssues)
    .set({ status: "sending", startedAt: new Date(), recipientCount: count })
    .where(eq(newsletterIssues.id, issue.id));
  return count;
}

/**
 * Fresh planner statistics once thousands of delivery rows have arrived: without them the sender's
 * claim (newsletter-sender.ts) sorted every pending row for each mail (33 ms a claim at 10,000
 * rows, on the event loop with PGlite) instead of reading one from the index (0.3 ms). PGlite has
 * no autovacuum to do it.
 */
async function refreshStatistics(deps: IssueDeps) {
  try {
    await deps.db.execute(sql`analyze ${newsletterDeliveries}`);
  } catch {
    // Only the plan's speed depends on it.
  }
}

async function transition(
  deps: IssueDeps,
  id: string,
  from: NewsletterIssueStatus[],
  to: NewsletterIssueStatus,
  refusal: string,
) {
  const [row] = await deps.db
    .update(newsletterIssues)
    .set({ status: to })
    .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, from)))
    .returning({ id: newsletterIssues.id });
  if (!row) {
    await findIssue(deps, id);
    throw new DomainError("conflict", refusal);
  }
}

export function sendingMethods(deps: IssueDeps) {
  const { db, outbox, site, onStarted, onQueued } = deps;
  return {
    /** The issue as the sender mails it: with the pixel and tracked links it started with, if any. */
    async renderForSending(id: string): Promise<RenderedIssue> {
      const issue = await withAlts(deps, await findIssue(deps, id));
      if (!issue.trackingKey || !(issue.trackOpens || issue.trackClicks)) return renderIssue(site, issue);
      const links = issue.trackClicks
        ? new Map(
            (
              await db
                .select({ n: newsletterLinks.n, url: newsletterLinks.url })
                .from(newsletterLinks)
                .where(eq(newsletterLinks.issueId, id))
            ).map((link) => [link.url, link.n]),
          )
        : null;
      return renderIssue(site, issue, { opens: issue.trackOpens, links, key: issue.trackingKey });
    },

    /**
     * Queues the welcome mail for a subscriber who has just confirmed, in the confirmation's
     * transaction; null when the owner turned it off for their language.
     */
    async queueWelcome(
      tx: Tx,
      subscriber: { id: string; email: string; locale: Locale; unsubscribeToken: string },
    ): Promise<QueuedMail | null> {
      // Read in the confirmation's transaction: PGlite has one connection, a read beside it would wait on it.
      const words = await welcome(deps, subscriber.locale, tx);
      if (!words.enabled) return null;
      const rendered = renderIssue(site, {
        id: `welcome-${subscriber.locale}`,
        locale: subscriber.locale,
        subject: words.subject,
        preheader: "",
        body: words.body,
        ctaLabel: null,
        ctaUrl: null,
        imageUrl: null,
      });
      const mail = addressIssue(site, rendered, {
        email: subscriber.email,
        subscriberId: subscriber.id,
        unsubscribeToken: subscriber.unsubscribeToken,
      });
      const queued: QueuedMail = {
        kind: "newsletter-welcome",
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...mail.headers, "Message-ID": `<${mail.messageId}>` },
      };
      await outbox.enqueue(tx, queued);
      return queued;
    },

    /** How many subscribers an issue in `locale` would go to now (shown before the owner confirms). */
    async recipientCount(locale: Locale): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(receives(locale));
      return row?.n ?? 0;
    },

    /** Starts sending a draft or scheduled issue now; answers the number of recipients queued. */
    async sendNow(id: string): Promise<number> {
      const count = await db.transaction(async (tx) => {
        const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
        if (!issue) throw new DomainError("not_found", "That issue no longer exists");
        if (!EDITABLE.includes(issue.status)) throw new DomainError("conflict", "This issue has already started");
        return beginSending(deps, tx, issue);
      });
      await refreshStatistics(deps);
      onStarted();
      return count;
    },

    async schedule(id: string, at: Date) {
      if (!(at.getTime() > Date.now())) throw new DomainError("invalid", "Choose a time in the future");
      const [row] = await db
        .update(newsletterIssues)
        .set({ status: "scheduled", scheduledAt: at })
        .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, EDITABLE)))
        .returning();
      if (!row) throw new DomainError("conflict", "Only a draft or a scheduled issue can be scheduled");
      return row;
    },

    /** Starts every scheduled issue whose time has come; each in its own transaction. */
    async startDue(): Promise<number> {
      const due = await db
        .select({ id: newsletterIssues.id })
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.scheduledAt, sql`now()`)));
      let started = 0;
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          // Another instance may have started it a moment ago: the row lock and the status decide.
          const [issue] = await tx
            .select()
            .from(newsletterIssues)
            .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "scheduled")))
            .for("update", { skipLocked: true });
          if (!issue) return;
          await beginSending(deps, tx, issue);
          started += 1;
        });
      }
      if (started > 0) await refreshStatistics(deps);
      return started;
    },

    async pause(id: string) {
      await transition(deps, id, ["sending"], "paused", "Only a sending issue can be paused");
    },
    async resume(id: string) {
      await transition(deps, id, ["paused"], "sending", "Only a paused issue can be resumed");
      onStarted();
    },
    /** Cancels an issue that has not started (a draft or a scheduled one). */
    async cancel(id: string) {
      await transition(deps, id, EDITABLE, "cancelled", "Only an issue that has not started can be cancelled");
    },

    /** Queues the issue, marked as a test, to the admin's own address through the ordinary outbox. */
    async sendTest(id: string, to: string) {
      const issue = await withAlts(deps, await findIssue(deps, id));
      const mail = addressIssue(site, renderIssue(site, issue), {
        email: to,
        subscriberId: `test-${Date.now()}`,
        unsubscribeToken: "test",
      });
      const queued: QueuedMail = {
        kind: "newsletter-test",
        to,
        // Marked in the issue's own language: "[Test] …", "[تجربة] …".
        subject: `[${createTranslator(issue.locale, CATALOGUE.mail[issue.locale])("issue.test")}] ${mail.subject}`,
        text: mail.text,
        html: mail.html,
        headers: { ...mail.headers, "Message-ID": `<${mail.messageId}>` },
      };
      await outbox.enqueue(db, queued);
      onQueued(queued);
    },
  };
}

import type { Db } from "#server/db/client.ts";
import type { NewsletterSite } from "./newsletter-email.ts";
import { archiveMethods } from "./newsletter-issues/archive.ts";
import { editingMethods } from "./newsletter-issues/editing.ts";
import { reportMethods } from "./newsletter-issues/reports.ts";
import { sendingMethods } from "./newsletter-issues/sending.ts";
import type { Outbox, QueuedMail } from "./outbox.ts";

export type { IssueRow } from "./newsletter-issues/context.ts";
export type { TrackingSettings, WelcomeMail } from "./newsletter-issues/editing.ts";
export type { IssueReport } from "./newsletter-issues/reports.ts";

/**
 * Newsletter issues (decision 028): the owner writes one per language, sends it now or at a time, and
 * can pause, resume or cancel it. Starting an issue writes one delivery row per recipient in the same
 * transaction that moves the issue to `sending`, so an issue is never "sending" with half its list
 * queued; the sender (newsletter-sender.ts) works through those rows.
 *
 * One service to its callers, four parts inside (./newsletter-issues/), each a set of functions of
 * the same deps (context.ts: the database, outbox, site and the two wake-ups):
 * - editing.ts: writing issues and twins, the welcome mail and the tracking settings;
 * - sending.ts: starting, scheduling, pausing, cancelling, and the mail an issue becomes;
 * - reports.ts: what became of a sent issue, and the addresses that refuse mail;
 * - archive.ts: the public archive pages and feed.
 */
export function createNewsletterIssueService(
  db: Db,
  outbox: Outbox,
  site: NewsletterSite,
  onStarted: () => void = () => {},
  onQueued: (mail: QueuedMail) => void = () => {},
  /** The site search's index, kept in step inside each save's transaction (issue #45). */
  searchIndex?: { issue(tx: Db, id: string): Promise<void> },
) {
  const deps = { db, outbox, site, onStarted, onQueued, searchIndex };
  return {
    ...editingMethods(deps),
    ...sendingMethods(deps),
    ...reportMethods(deps),
    ...archiveMethods(deps),
  };
}

export type NewsletterIssueService = ReturnType<typeof createNewsletterIssueService>;

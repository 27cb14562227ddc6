import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { mediaRef } from "#domain/media.ts";
import type { Db } from "#server/db/client.ts";
import { media, type NewsletterIssueStatus, newsletterIssues, newsletterSubscribers } from "#server/db/schema.ts";
import { libraryRefsOf, type NewsletterSite } from "../newsletter-email.ts";
import type { Outbox, QueuedMail } from "../outbox.ts";

/**
 * What the parts of the newsletter issue service share (editing, sending, reports, the archive): the
 * handles it was built with, and the few reads every part makes (an issue by id, its library images'
 * alt text, who receives a language). Each part is a set of functions of these deps, no state.
 */

export type IssueRow = typeof newsletterIssues.$inferSelect;

export type IssueDeps = {
  db: Db;
  outbox: Outbox;
  site: NewsletterSite;
  /** An issue started or resumed: wakes the sender. */
  onStarted: () => void;
  /** A mail was queued in the ordinary outbox (a test send): wakes the mail worker. */
  onQueued: (mail: QueuedMail) => void;
  /** The site search's index, kept in step inside each save's transaction (issue #45). */
  searchIndex?: { issue(tx: Db, id: string): Promise<void> };
};

/** Who receives a language's issues: confirmed, still subscribed, never bounced. */
export const receives = (locale: Locale) =>
  and(
    eq(newsletterSubscribers.locale, locale),
    eq(newsletterSubscribers.subscribed, true),
    isNotNull(newsletterSubscribers.confirmedAt),
    isNull(newsletterSubscribers.bouncedAt),
    isNull(newsletterSubscribers.complainedAt),
  );

/** The states in which an issue can still be changed (it has not started). */
export const EDITABLE: NewsletterIssueStatus[] = ["draft", "scheduled"];

export async function findIssue(deps: IssueDeps, id: string): Promise<IssueRow> {
  const [row] = await deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) throw new DomainError("not_found", "That issue no longer exists");
  return row;
}

/**
 * The issue with the alt text of the library images it shows, in its language: the mail and the
 * archive page say what the pages say for the same image, never an empty alt.
 */
export async function withAlts<T extends { imageUrl: string | null; body: string; locale: Locale }>(
  deps: IssueDeps,
  issue: T,
  executor: Pick<Db, "select"> = deps.db,
): Promise<T & { libraryAlts: ReadonlyMap<string, string> }> {
  const hashes = libraryRefsOf(issue).map((ref) => ref.slice("/media/".length));
  if (hashes.length === 0) return { ...issue, libraryAlts: new Map() };
  const rows = await executor
    .select({ hash: media.hash, altEn: media.altEn, altAr: media.altAr })
    .from(media)
    .where(inArray(media.hash, hashes));
  const alts = new Map(rows.map((row) => [mediaRef(row.hash), issue.locale === "ar" ? row.altAr : row.altEn]));
  return { ...issue, libraryAlts: alts };
}

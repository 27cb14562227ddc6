import { and, asc, desc, eq, sql } from "drizzle-orm";
import { newsletterDeliveries, newsletterLinks, newsletterSubscribers } from "#server/db/schema.ts";
import { findIssue, type IssueDeps } from "./context.ts";

/**
 * Reports: what became of an issue once it started (deliveries by status, opens, clicks, complaints)
 * and the addresses that refuse mail. Only reads the rows the sender and the tracking write; apart
 * because the figures grow with each kind of feedback, never with how an issue is written or sent.
 */

export type IssueReport = {
  recipients: number;
  sent: number;
  pending: number;
  failed: number;
  bounced: number;
  skipped: number;
  /** Sends a crash or a dropped connection interrupted after the message went out: maybe delivered, never repeated. */
  unknown: number;
  /** Recipients who unsubscribed after the issue started. */
  unsubscribedAfter: number;
  /** Recipients who marked it as spam. */
  complained: number;
  /** Unique opens and clicks (recipients), and each link's clicks; null when the issue did not track them. */
  opens: number | null;
  clicks: number | null;
  links: { n: number; url: string; clicks: number }[];
};

export function reportMethods(deps: IssueDeps) {
  const { db } = deps;
  return {
    async report(id: string): Promise<IssueReport> {
      const issue = await findIssue(deps, id);
      const counts = await db
        .select({ status: newsletterDeliveries.status, n: sql<number>`count(*)::int` })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, id))
        .groupBy(newsletterDeliveries.status);
      const by = Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number>;
      const [after] = issue.startedAt
        ? await db
            .select({ n: sql<number>`count(*)::int` })
            .from(newsletterDeliveries)
            .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
            .where(
              and(
                eq(newsletterDeliveries.issueId, id),
                sql`${newsletterSubscribers.unsubscribedAt} >= ${issue.startedAt}`,
              ),
            )
        : [{ n: 0 }];
      const [engaged] = await db
        .select({
          opens: sql<number>`count(${newsletterDeliveries.openedAt})::int`,
          clicks: sql<number>`count(${newsletterDeliveries.clickedAt})::int`,
          complained: sql<number>`count(${newsletterDeliveries.complainedAt})::int`,
        })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, id));
      const links = issue.trackClicks
        ? await db
            .select({ n: newsletterLinks.n, url: newsletterLinks.url, clicks: newsletterLinks.clicks })
            .from(newsletterLinks)
            .where(eq(newsletterLinks.issueId, id))
            .orderBy(asc(newsletterLinks.n))
        : [];
      return {
        complained: engaged?.complained ?? 0,
        opens: issue.trackOpens ? (engaged?.opens ?? 0) : null,
        clicks: issue.trackClicks ? (engaged?.clicks ?? 0) : null,
        links,
        recipients: issue.recipientCount,
        sent: by.sent ?? 0,
        pending: (by.pending ?? 0) + (by.sending ?? 0),
        failed: by.failed ?? 0,
        bounced: by.bounced ?? 0,
        skipped: by.skipped ?? 0,
        unknown: by.unknown ?? 0,
        unsubscribedAfter: after?.n ?? 0,
      };
    },

    /** Addresses that refused an issue for good or complained, newest first. */
    async bounced() {
      return db
        .select({
          email: newsletterSubscribers.email,
          bouncedAt:
            sql<Date>`coalesce(${newsletterSubscribers.complainedAt}, ${newsletterSubscribers.bouncedAt})`.mapWith(
              newsletterSubscribers.bouncedAt,
            ),
          complained: sql<boolean>`${newsletterSubscribers.complainedAt} is not null`,
          reason: newsletterSubscribers.bounceReason,
        })
        .from(newsletterSubscribers)
        .where(sql`${newsletterSubscribers.bouncedAt} is not null or ${newsletterSubscribers.complainedAt} is not null`)
        .orderBy(desc(sql`coalesce(${newsletterSubscribers.complainedAt}, ${newsletterSubscribers.bouncedAt})`))
        .limit(500);
    },
  };
}

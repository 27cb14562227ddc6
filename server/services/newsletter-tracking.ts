import { timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { newsletterDeliveries, newsletterIssues, newsletterLinks } from "#server/db/schema.ts";
import { trackingSignature } from "./newsletter-email.ts";

/**
 * Opens and clicks of issues that the owner chose to track (decision 032). The mail carries, per
 * recipient, `<subscriber id>.<signature>`: the signature is an HMAC with the issue's own key, so
 * nobody can count an open or a click for someone else. The click redirect only ever goes to a link
 * stored for that issue when it started (looked up by number): never an address taken from the URL.
 * An issue that did not track (the default) records nothing, whatever arrives.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A 1×1 transparent GIF. */
export const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export function createNewsletterTracking(db: Db) {
  /** The subscriber a recipient part names, if its signature holds for the issue's key. */
  function verified(key: string | null, who: string): string | null {
    if (!key) return null;
    const [subscriberId, signature, extra] = who.split(".");
    if (extra !== undefined || !subscriberId || !signature || !UUID.test(subscriberId)) return null;
    const expected = Buffer.from(trackingSignature(key, subscriberId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? subscriberId : null;
  }

  async function issue(issueId: string) {
    if (!UUID.test(issueId)) return null;
    const [row] = await db
      .select({
        trackOpens: newsletterIssues.trackOpens,
        trackClicks: newsletterIssues.trackClicks,
        key: newsletterIssues.trackingKey,
      })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    return row ?? null;
  }

  const delivery = (issueId: string, subscriberId: string) =>
    and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, subscriberId));

  return {
    /** The pixel was loaded: the recipient's first open is kept (unique opens). True when counted. */
    async open(issueId: string, who: string): Promise<boolean> {
      const row = await issue(issueId);
      if (!row?.trackOpens) return false;
      const subscriberId = verified(row.key, who);
      if (!subscriberId) return false;
      const updated = await db
        .update(newsletterDeliveries)
        .set({ openedAt: sql`coalesce(${newsletterDeliveries.openedAt}, now())` })
        .where(delivery(issueId, subscriberId))
        .returning({ issueId: newsletterDeliveries.issueId });
      return updated.length > 0;
    },

    /**
     * A tracked link was followed: answers the stored address to redirect to (null: no such link of
     * this issue). The click is counted only when the recipient part is genuine; a click is an open too.
     */
    async click(issueId: string, n: string, who: string): Promise<string | null> {
      if (!/^\d{1,4}$/.test(n)) return null;
      const row = await issue(issueId);
      if (!row?.trackClicks) return null;
      const [link] = await db
        .select({ url: newsletterLinks.url })
        .from(newsletterLinks)
        .where(and(eq(newsletterLinks.issueId, issueId), eq(newsletterLinks.n, Number(n))));
      if (!link) return null;
      const subscriberId = verified(row.key, who);
      if (subscriberId) {
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(newsletterDeliveries)
            .set({
              clickedAt: sql`coalesce(${newsletterDeliveries.clickedAt}, now())`,
              openedAt: row.trackOpens ? sql`coalesce(${newsletterDeliveries.openedAt}, now())` : undefined,
            })
            .where(delivery(issueId, subscriberId))
            .returning({ issueId: newsletterDeliveries.issueId });
          if (updated.length === 0) return;
          await tx
            .update(newsletterLinks)
            .set({ clicks: sql`${newsletterLinks.clicks} + 1` })
            .where(and(eq(newsletterLinks.issueId, issueId), eq(newsletterLinks.n, Number(n))));
        });
      }
      return link.url;
    },
  };
}

export type NewsletterTracking = ReturnType<typeof createNewsletterTracking>;

import { and, asc, eq, gte } from "drizzle-orm";
import { bookingFeedTokens, bookings } from "#server/db/schema.ts";
import { buildCalendar } from "#server/lib/ics.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";
import { bookingEvent } from "../booking-emails.ts";
import { type BookingContext, HOUR } from "./context.ts";

/**
 * The owner's private calendar feed: one secret URL their calendar app subscribes to. Its own part
 * because it is reached by a token of its own (not a session, not a manage link) and only reads.
 */
export function ownerFeedMethods(ctx: BookingContext) {
  const { db, site, settings, now } = ctx;
  return {
    /** When the current feed URL was made, or null when there is none. */
    async feedCreatedAt(): Promise<Date | null> {
      const [row] = await db.select({ createdAt: bookingFeedTokens.createdAt }).from(bookingFeedTokens);
      return row?.createdAt ?? null;
    },

    /** A new feed token (shown once); the previous URL stops working. */
    async renewFeed(): Promise<string> {
      const token = randomToken();
      await db
        .insert(bookingFeedTokens)
        .values({ id: "owner", tokenHash: hashToken(token) })
        .onConflictDoUpdate({
          target: bookingFeedTokens.id,
          set: { tokenHash: hashToken(token), createdAt: new Date() },
        });
      return token;
    },

    async revokeFeed(): Promise<void> {
      await db.delete(bookingFeedTokens);
    },

    /** The owner's calendar feed (confirmed bookings from 30 days back), or null for a wrong token. */
    async feed(token: string): Promise<string | null> {
      if (!token || token.length > 200) return null;
      const [known] = await db
        .select({ id: bookingFeedTokens.id })
        .from(bookingFeedTokens)
        .where(eq(bookingFeedTokens.tokenHash, hashToken(token)));
      if (!known) return null;
      const rows = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, "confirmed"), gte(bookings.startsAt, new Date(now() - 30 * 24 * HOUR))))
        .orderBy(asc(bookings.startsAt));
      return buildCalendar(
        "PUBLISH",
        rows.map((row) => bookingEvent(site, ctx.factsOf(row), "CONFIRMED")),
        `${settings.ownerName}: consultations`,
      );
    },
  };
}

import { asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { CameFrom } from "#domain/analytics.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { DomainError } from "#domain/errors.ts";
import { bookings } from "#server/db/schema.ts";
import type { BookingContext, BookingView } from "./context.ts";
import { cancel, move } from "./reservations.ts";

/**
 * The owner's side of bookings (admin → Bookings): the lists and counts, and the owner's own moves and
 * cancellations. Apart from the visitor's side because it is reached by id behind the admin session,
 * never by a manage token, and its mail carries the owner's message.
 */
export function ownerChangeMethods(ctx: BookingContext) {
  const { db, now } = ctx;
  return {
    /** With the visit each booking came from (issue #44): the owner's side only, never the visitor's manage page. */
    async list(when: "upcoming" | "past"): Promise<Array<BookingView & { cameFrom: CameFrom | null }>> {
      const at = new Date(now());
      const rows =
        when === "upcoming"
          ? await db.select().from(bookings).where(gte(bookings.endsAt, at)).orderBy(asc(bookings.startsAt)).limit(200)
          : await db.select().from(bookings).where(lt(bookings.endsAt, at)).orderBy(desc(bookings.startsAt)).limit(200);
      return rows.map((row) => ({ ...ctx.viewOf(row), cameFrom: row.cameFrom }));
    },

    /**
     * The owner moves a booking, with an optional message: the visitor gets the updated invitation
     * (same UID, SEQUENCE raised) in the language they booked in; their manage link keeps working.
     */
    async rescheduleByOwner(id: string, startText: string, message: string | null): Promise<BookingView> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      return move(ctx, row, startText, { token: null, byOwner: { message } });
    },

    async cancelByOwner(id: string, message: string | null): Promise<BookingView> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      if (row.status === "cancelled") return ctx.viewOf(row);
      return cancel(ctx, row, "owner", message);
    },

    async counts(): Promise<{ upcoming: number; total: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          upcoming: sql<number>`(count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.startsAt} >= ${new Date(now()).toISOString()}::timestamptz))::int`,
        })
        .from(bookings);
      return { upcoming: Number(row?.upcoming ?? 0), total: Number(row?.total ?? 0) };
    },

    /** Bookings made per week since `first` (the overview's leads chart). */
    async madeSince(first: Date): Promise<Date[]> {
      const rows = await db.select({ at: bookings.createdAt }).from(bookings).where(gte(bookings.createdAt, first));
      return rows.map((row) => row.at);
    },
  };
}

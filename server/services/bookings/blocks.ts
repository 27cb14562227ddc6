import { and, asc, eq, gt, lt } from "drizzle-orm";
import { blockBounds, blockProblem } from "#domain/booking/blocks.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { addDays, dateInZone, startOfDay } from "#domain/booking/zone.ts";
import { DomainError } from "#domain/errors.ts";
import { bookingBlocks, bookings } from "#server/db/schema.ts";
import type { BookingContext } from "./context.ts";
import { cancel } from "./reservations.ts";

/**
 * Blocked days (issue #42): the owner's days off. A part of its own because a block has its own rows
 * and rules (`domain/booking/blocks.ts`) and never changes a booking by itself: it stops new ones
 * (availability reads the blocks), and the owner decides what happens to those already on its days.
 */

type BlockRow = typeof bookingBlocks.$inferSelect;

/** Confirmed bookings not yet started on the owner's dates [from, to]. */
async function bookedOn(
  ctx: BookingContext,
  from: string,
  to: string,
): Promise<{ id: string; name: string; start: Date }[]> {
  const { timeZone } = ctx.rules;
  const after = Math.max(ctx.now(), startOfDay(from, timeZone));
  return ctx.db
    .select({ id: bookings.id, name: bookings.name, start: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, new Date(after)),
        lt(bookings.startsAt, new Date(startOfDay(addDays(to, 1), timeZone))),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

export function blockMethods(ctx: BookingContext) {
  const { db, rules, now } = ctx;
  return {
    /**
     * The blocked days, each with the confirmed, not yet held bookings still on them (the owner may
     * cancel those). A row stored before its days were checked (9999-12-31, text that is no date) comes
     * with `problem` and nothing booked, for the owner to unblock: it never takes the tab down.
     */
    async blocks(): Promise<(BlockRow & { problem: string | null; booked: Awaited<ReturnType<typeof bookedOn>> })[]> {
      const rows = await db.select().from(bookingBlocks).orderBy(asc(bookingBlocks.fromDate));
      const today = dateInZone(now(), rules.timeZone);
      return Promise.all(
        rows.map(async (row) => {
          const problem = blockProblem({ from: row.fromDate, to: row.toDate }, today, true);
          if (problem) return { ...row, problem: problem.message, booked: [] };
          return { ...row, problem: null, booked: await bookedOn(ctx, row.fromDate, row.toDate) };
        }),
      );
    },

    /**
     * Cancels every booking still on a block's days, each visitor told with `message` (in their
     * language, SEQUENCE raised); the count cancelled. Blocking a day offers this; it never happens by itself.
     */
    async cancelBlocked(blockId: string, message: string | null): Promise<number> {
      if (!/^[0-9a-f-]{36}$/i.test(blockId)) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      const [block] = await db.select().from(bookingBlocks).where(eq(bookingBlocks.id, blockId));
      if (!block) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      // A stored row that is no block (see `blocks`) has nothing on it to cancel.
      if (blockProblem({ from: block.fromDate, to: block.toDate }, dateInZone(now(), rules.timeZone), true)) return 0;
      const booked = await bookedOn(ctx, block.fromDate, block.toDate);
      for (const { id } of booked) {
        const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
        if (row?.status === "confirmed") await cancel(ctx, row, "owner", message);
      }
      return booked.length;
    },

    /** The first and last day a new block may cover today (the form's date fields take them as min and max). */
    blockDays(): { earliest: string; latest: string } {
      return blockBounds(dateInZone(now(), rules.timeZone));
    },

    async addBlock(input: { from: string; to?: string; note: string | null }) {
      const to = input.to ?? input.from;
      const problem = blockProblem({ from: input.from, to }, dateInZone(now(), rules.timeZone));
      if (problem) throw new DomainError("invalid", problem.message, { [problem.field]: problem.message });
      const [row] = await db
        .insert(bookingBlocks)
        .values({ fromDate: input.from, toDate: to, note: input.note })
        .returning();
      // A block stops new bookings; those already made stay until the owner cancels them (the tab
      // offers it beside the block), so the owner is told how many there are.
      return { ...row!, stillBooked: (await bookedOn(ctx, input.from, to)).length };
    },

    async removeBlock(id: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
      const rows = await db.delete(bookingBlocks).where(eq(bookingBlocks.id, id)).returning({ id: bookingBlocks.id });
      return rows.length > 0;
    },
  };
}

import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { CameFrom } from "#domain/analytics.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { buffersOf, type ConsultationType, cellsOf } from "#domain/booking/slots.ts";
import { addDays, dateInZone, startOfDay } from "#domain/booking/zone.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { BookingInput } from "#domain/schemas/booking.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { bookingCells, bookings } from "#server/db/schema.ts";
import { buildCalendar } from "#server/lib/ics.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";
import {
  type BookingFacts,
  bookingCancellation,
  bookingEvent,
  bookingInvitation,
  bookingOwnerNotice,
  bookingReminders,
} from "../booking-emails.ts";
import type { Tx, UnitOfWork } from "../idempotency.ts";
import type { QueuedMail } from "../outbox.ts";
import { answersOf, busyBetween, checkBusy, checkStart } from "./availability.ts";
import { type BookingContext, type BookingRow, type BookingView, MINUTE, REMINDER_BEFORE_MS } from "./context.ts";

/**
 * Reservations: a booking made, moved and cancelled, and the visitor's manage link. This is the part
 * that writes: each change and the mail it causes commit in one transaction, and no double booking
 * is possible (the `booking_cells` primary key decides, not a read before the write). `move` and
 * `cancel` are exported because the owner's changes and the blocks make the same changes.
 */

/** Holds the meeting's cells; a clash with another booking is the 409 every loser of a race gets. */
async function holdCells(
  ctx: BookingContext,
  tx: Tx,
  bookingId: string,
  type: ConsultationType,
  start: number,
  end: number,
) {
  const { before, after } = buffersOf(ctx.rules, type);
  try {
    await tx
      .insert(bookingCells)
      .values(cellsOf(start, end, after, before).map((cell) => ({ cell: new Date(cell), bookingId })));
  } catch (error) {
    // The transaction is spoilt on PostgreSQL after the error: throwing rolls all of it back.
    if (isUniqueViolation(error))
      throw new DomainError("conflict", BOOKING_MESSAGES.taken, { start: BOOKING_MESSAGES.taken });
    throw error;
  }
}

/**
 * The daily maximum inside the booking's transaction: one type-and-day at a time (an advisory lock
 * held to the commit), then a count that includes the new row, so two visitors racing for the last
 * place on a day cannot both get it.
 */
async function holdDay(ctx: BookingContext, tx: Tx, type: ConsultationType, bookingId: string, start: number) {
  if (type.dailyMax === undefined) return;
  const { timeZone } = ctx.rules;
  const date = dateInZone(start, timeZone);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${type.id}:${date}`}))`);
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        eq(bookings.typeId, type.id),
        gte(bookings.startsAt, new Date(startOfDay(date, timeZone))),
        lt(bookings.startsAt, new Date(startOfDay(addDays(date, 1), timeZone))),
      ),
    );
  if (rows.filter((row) => row.id !== bookingId).length >= type.dailyMax)
    throw new DomainError("conflict", BOOKING_MESSAGES.full, { start: BOOKING_MESSAGES.full });
}

/** Queues the reminders when the meeting is more than a day away (otherwise the invitation is fresh). */
async function queueReminders(
  ctx: BookingContext,
  tx: Tx,
  facts: BookingFacts,
  token: string | null,
  queued: QueuedMail[],
) {
  const due = facts.start.getTime() - REMINDER_BEFORE_MS;
  if (due <= ctx.now() + 10 * MINUTE) return;
  for (const mail of bookingReminders(ctx.site, facts, token, new Date(due), ctx.reminderRef(facts.id))) {
    await ctx.outbox.enqueue(tx, mail);
    queued.push(mail);
  }
}

async function enqueueAll(ctx: BookingContext, tx: Tx, mails: QueuedMail[]) {
  for (const mail of mails) await ctx.outbox.enqueue(tx, mail);
}

async function rowByToken(ctx: BookingContext, token: string): Promise<BookingRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashToken(token)));
  return row ?? null;
}

/**
 * Moves a booking to a new start: rules checked, cells swapped in one transaction (a clash is a 409
 * and nothing changes), SEQUENCE raised, reminders re-queued, the visitor's invitation and the owner's
 * notice sent. The owner's move has no token (only its hash is stored): its mail points the visitor to
 * the link they already have, which keeps working.
 */
export async function move(
  ctx: BookingContext,
  row: BookingRow,
  startText: string,
  how: { token: string | null; byOwner?: { message: string | null } },
): Promise<BookingView> {
  const { site } = ctx;
  if (row.status === "cancelled") throw new DomainError("invalid", BOOKING_MESSAGES.cancelled);
  if (row.startsAt.getTime() <= ctx.now()) throw new DomainError("invalid", BOOKING_MESSAGES.started);
  const type = ctx.typeOf(row.typeId);
  const start = await checkStart(ctx, type, startText);
  const end = start + type.minutes * MINUTE;
  await checkBusy(ctx, type, start, end, row.id);
  const view = await ctx.runWrite(undefined, async (tx, queued) => {
    await tx.delete(bookingCells).where(eq(bookingCells.bookingId, row.id));
    await holdCells(ctx, tx, row.id, type, start, end);
    const [moved] = await tx
      .update(bookings)
      .set({
        startsAt: new Date(start),
        endsAt: new Date(end),
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, "confirmed")))
      .returning();
    if (!moved) throw new DomainError("invalid", BOOKING_MESSAGES.cancelled);
    await ctx.outbox.withdraw(tx, ctx.reminderRef(row.id));
    const facts = ctx.factsOf(moved);
    queued.push(
      bookingInvitation(site, facts, how.token, true, how.byOwner),
      bookingOwnerNotice(site, facts, "moved", how.byOwner?.message),
    );
    await enqueueAll(ctx, tx, queued);
    await queueReminders(ctx, tx, facts, how.token, queued);
    await holdDay(ctx, tx, type, row.id, start);
    return { view: ctx.viewOf(moved), object: ctx.calendarObject(moved) };
  });
  ctx.calendars?.written("moved", row.id, view.object);
  return view.view;
}

export async function cancel(
  ctx: BookingContext,
  row: BookingRow,
  by: "visitor" | "owner",
  message: string | null,
): Promise<BookingView> {
  const { site } = ctx;
  const view = await ctx.runWrite(undefined, async (tx, queued) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelledAt: new Date(ctx.now()),
        cancelledBy: by,
        cancelMessage: message,
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, "confirmed")))
      .returning();
    if (!cancelled) {
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
      return { view: ctx.viewOf(current ?? row), changed: false };
    }
    await tx.delete(bookingCells).where(eq(bookingCells.bookingId, row.id));
    await ctx.outbox.withdraw(tx, ctx.reminderRef(row.id));
    const facts = ctx.factsOf(cancelled);
    queued.push(
      bookingCancellation(site, facts, by === "owner" ? message : null, by === "owner"),
      bookingOwnerNotice(site, facts, "cancelled", message),
    );
    await enqueueAll(ctx, tx, queued);
    return { view: ctx.viewOf(cancelled), changed: true };
  });
  if (view.changed) ctx.calendars?.written("cancelled", row.id, "");
  return view.view;
}

/** The visitor's side: booking, the dry run a trapped bot is answered from, and the manage link. */
export function reservationMethods(ctx: BookingContext) {
  const { rules, site, calendars, now } = ctx;
  return {
    /**
     * Books a slot. The booking, its cells, the invitation, the owner's notice and the reminders commit
     * together; a clash is a 409 with nothing stored. `locale` is the language of the page (or API request)
     * they booked from: the visitor's e-mails, invitation and manage link are in it, now and later.
     * Returns the manage token for the confirmation page.
     */
    async book(
      input: BookingInput,
      unit?: UnitOfWork,
      locale: Locale = "en",
      cameFrom: CameFrom | null = null,
    ): Promise<{ id: string; start: Date; end: Date; token: string }> {
      const type = ctx.typeOf(input.type);
      ctx.checkTimeZone(input.timeZone);
      const answers = answersOf(ctx, type, input, locale);
      const start = await checkStart(ctx, type, input.start, unit?.tx);
      const end = start + type.minutes * MINUTE;
      await checkBusy(ctx, type, start, end, undefined, unit?.tx);
      const token = randomToken();
      const booked = await ctx.runWrite(unit, async (tx, queued) => {
        const [row] = await tx
          .insert(bookings)
          .values({
            typeId: type.id,
            startsAt: new Date(start),
            endsAt: new Date(end),
            name: input.name,
            email: input.email,
            company: input.company,
            topic: input.topic,
            timeZone: input.timeZone,
            manageTokenHash: hashToken(token),
            locale,
            answers,
            cameFrom,
          })
          .returning();
        await holdCells(ctx, tx, row!.id, type, start, end);
        await holdDay(ctx, tx, type, row!.id, start);
        const facts = ctx.factsOf(row!);
        queued.push(bookingInvitation(site, facts, token), bookingOwnerNotice(site, facts, "new"));
        await enqueueAll(ctx, tx, queued);
        await queueReminders(ctx, tx, facts, token, queued);
        return { row: row!, result: { id: row!.id, start: row!.startsAt, end: row!.endsAt, token } };
      });
      // Out to the owner's calendar once stored (after the caller's commit when it holds the transaction).
      const writeOut = () => calendars?.written("booked", booked.row.id, ctx.calendarObject(booked.row));
      if (unit) unit.afterCommit(writeOut);
      else writeOut();
      return booked.result;
    },

    /**
     * What `book` checks before it writes (the type, the zone, a free bookable start), writing nothing:
     * a trapped bot is answered from it exactly as a visitor, or refused exactly as one.
     */
    async check(input: BookingInput, locale: Locale = "en"): Promise<{ start: Date; end: Date }> {
      const type = ctx.typeOf(input.type);
      ctx.checkTimeZone(input.timeZone);
      answersOf(ctx, type, input, locale);
      const start = await checkStart(ctx, type, input.start);
      const end = start + type.minutes * MINUTE;
      const { before, after } = buffersOf(rules, type);
      const kept = { from: start - before * MINUTE, to: end + after * MINUTE };
      const busy = (await busyBetween(ctx, start, end)).filter(
        (b) => b.start - (b.before ?? 0) * MINUTE < kept.to && kept.from < b.end + (b.after ?? 0) * MINUTE,
      );
      if (busy.length > 0) throw new DomainError("conflict", BOOKING_MESSAGES.taken, { start: BOOKING_MESSAGES.taken });
      await checkBusy(ctx, type, start, end, undefined);
      return { start: new Date(start), end: new Date(end) };
    },

    /** The booking a manage link names, or null for an unknown (or tampered) token. */
    async findByToken(token: string): Promise<BookingView | null> {
      const row = await rowByToken(ctx, token);
      return row ? ctx.viewOf(row) : null;
    },

    /**
     * The visitor's own event for a manage link, in the language they booked in (the confirmation
     * page's "add to calendar"), or null for an unknown token or a cancelled booking.
     */
    async calendarEventByToken(
      token: string,
    ): Promise<{ title: string; details: string; location: string; start: number; end: number } | null> {
      const row = await rowByToken(ctx, token);
      if (row?.status !== "confirmed") return null;
      const event = bookingEvent(site, ctx.factsOf(row), "CONFIRMED", row.locale);
      return {
        title: event.summary,
        details: event.description ?? "",
        location: event.location ?? "",
        start: row.startsAt.getTime(),
        end: row.endsAt.getTime(),
      };
    },

    /**
     * The same event as an .ics file to download (METHOD:PUBLISH, so no attendee; same UID and
     * SEQUENCE as the invitation, so a later update or cancellation by e-mail replaces it).
     */
    async calendarFileByToken(token: string): Promise<string | null> {
      const row = await rowByToken(ctx, token);
      if (row?.status !== "confirmed") return null;
      return buildCalendar("PUBLISH", [bookingEvent(site, ctx.factsOf(row), "CONFIRMED", row.locale)]);
    },

    /**
     * The visitor cancels through the manage link, with an optional reason for the owner: the slot is
     * free again and a METHOD:CANCEL goes out.
     */
    async cancelByToken(token: string, reason: string | null = null): Promise<BookingView> {
      const row = await rowByToken(ctx, token);
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.invalidLink);
      if (row.status === "cancelled") return ctx.viewOf(row);
      if (row.startsAt.getTime() <= now()) throw new DomainError("invalid", BOOKING_MESSAGES.started);
      return cancel(ctx, row, "visitor", reason);
    },

    /** The visitor moves the meeting (same UID, higher SEQUENCE); a clash is a 409 and nothing changes. */
    async rescheduleByToken(token: string, startText: string): Promise<BookingView> {
      const row = await rowByToken(ctx, token);
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.invalidLink);
      return move(ctx, row, startText, { token });
    },
  };
}

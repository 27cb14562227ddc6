import { and, asc, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import {
  type AvailabilityRules,
  type BlockedRange,
  type BusyTime,
  type ConsultationType,
  cellsOf,
  clashes,
  freeSlots,
  type SlotProblem,
  slotProblem,
  visitorWindow,
} from "#domain/booking/slots.ts";
import { addDays, dateInZone, isIsoDate, isTimeZone, parseIsoInstant, startOfDay } from "#domain/booking/zone.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { BookingInput } from "#domain/schemas/booking.ts";
import { MAX_SLOT_DAYS } from "#domain/schemas/booking.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { bookingBlocks, bookingCells, bookingFeedTokens, bookings } from "#server/db/schema.ts";
import { buildCalendar } from "#server/lib/ics.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";
import {
  type BookingFacts,
  type BookingSite,
  bookingCancellation,
  bookingEvent,
  bookingInvitation,
  bookingOwnerNotice,
  bookingReminders,
} from "./booking-emails.ts";
import type { Tx, UnitOfWork } from "./idempotency.ts";
import type { Outbox, QueuedMail } from "./outbox.ts";
import { writeWithMail } from "./write-with-mail.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Reminders go this long before a meeting. */
export const REMINDER_BEFORE_MS = 24 * HOUR;

export type BookingSettings = Omit<BookingSite, "ownerTimeZone"> & {
  types: readonly ConsultationType[];
  rules: AvailabilityRules;
};

type BookingRow = typeof bookings.$inferSelect;

/** A booking as its manage page and the admin see it (never the token). */
export type BookingView = {
  id: string;
  typeId: string;
  typeTitle: string;
  minutes: number;
  start: Date;
  end: Date;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  timeZone: string;
  status: "confirmed" | "cancelled";
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  cancelMessage: string | null;
  /** The language the visitor booked in (their e-mails are in it). */
  locale: Locale;
};

/**
 * Consultation bookings: free slots, booking with no double booking (the `booking_cells` primary
 * key decides, not a read before the write), the manage link (cancel, reschedule), the owner's
 * cancellations, blocked days and the private calendar feed. Every booking change and the mail it
 * causes (invitation, reminders 24 hours ahead, cancellation) commit in one transaction; the outbox
 * worker sends the mail later, so SMTP being down loses nothing. `now` is injectable for tests.
 */
export function createBookingService(
  db: Db,
  outbox: Outbox,
  settings: BookingSettings,
  onQueued: (mail: QueuedMail) => void = () => {},
  now: () => number = Date.now,
) {
  const { rules } = settings;
  const site: BookingSite = { ...settings, ownerTimeZone: rules.timeZone };
  const typeById = new Map(settings.types.map((type) => [type.id, type]));
  const reminderRef = (id: string) => `booking-reminder:${id}`;

  function typeOf(id: string): ConsultationType {
    const type = typeById.get(id);
    if (!type)
      throw new DomainError("invalid", BOOKING_MESSAGES.unknownType(id), { type: BOOKING_MESSAGES.unknownType(id) });
    return type;
  }

  function checkTimeZone(tz: string) {
    if (!isTimeZone(tz)) {
      throw new DomainError("invalid", BOOKING_MESSAGES.unknownTimeZone(tz), {
        timeZone: BOOKING_MESSAGES.unknownTimeZone(tz),
      });
    }
  }

  const problemMessage = (problem: SlotProblem): string =>
    ({
      past: BOOKING_MESSAGES.past,
      notice: BOOKING_MESSAGES.notice(Math.round(rules.minNoticeMinutes / 60)),
      horizon: BOOKING_MESSAGES.horizon(rules.horizonDays),
      closed: BOOKING_MESSAGES.closed,
      off_grid: BOOKING_MESSAGES.offGrid(rules.slotStepMinutes),
    })[problem];

  async function blockedRanges(reader: Pick<Db, "select"> = db): Promise<BlockedRange[]> {
    const rows = await reader.select({ from: bookingBlocks.fromDate, to: bookingBlocks.toDate }).from(bookingBlocks);
    return rows;
  }

  /** Confirmed bookings whose time (with the buffer) touches [from, to), optionally leaving one out. */
  async function busyBetween(from: number, to: number, except?: string): Promise<BusyTime[]> {
    const margin = rules.bufferMinutes * MINUTE;
    const rows = await db
      .select({ id: bookings.id, start: bookings.startsAt, end: bookings.endsAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          lt(bookings.startsAt, new Date(to + margin + 24 * HOUR)),
          gt(bookings.endsAt, new Date(from - margin - 24 * HOUR)),
        ),
      );
    return rows
      .filter((row) => row.id !== except)
      .map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
  }

  /** Checks a wanted start against the rules; the instant, or a 400 naming the problem. */
  /**
   * `reader`: the caller's transaction when there is one. PGlite runs one transaction at a time, so a
   * read outside it would wait for it forever (a booking inside an idempotent unit of work).
   */
  async function checkStart(
    type: ConsultationType,
    startText: string,
    reader: Pick<Db, "select"> = db,
  ): Promise<number> {
    const start = parseIsoInstant(startText);
    if (start === null) throw new DomainError("invalid", BOOKING_MESSAGES.start, { start: BOOKING_MESSAGES.start });
    const problem = slotProblem(rules, type.minutes, start, now(), await blockedRanges(reader));
    if (problem) throw new DomainError("invalid", problemMessage(problem), { start: problemMessage(problem) });
    return start;
  }

  /** Holds the meeting's cells; a clash with another booking is the 409 every loser of a race gets. */
  async function holdCells(tx: Tx, bookingId: string, start: number, end: number) {
    try {
      await tx
        .insert(bookingCells)
        .values(cellsOf(start, end, rules.bufferMinutes).map((cell) => ({ cell: new Date(cell), bookingId })));
    } catch (error) {
      // The transaction is spoilt on PostgreSQL after the error: throwing rolls all of it back.
      if (isUniqueViolation(error))
        throw new DomainError("conflict", BOOKING_MESSAGES.taken, { start: BOOKING_MESSAGES.taken });
      throw error;
    }
  }

  function factsOf(row: BookingRow): BookingFacts {
    return {
      id: row.id,
      typeId: row.typeId,
      typeTitle: typeById.get(row.typeId)?.title ?? row.typeId,
      start: row.startsAt,
      end: row.endsAt,
      name: row.name,
      email: row.email,
      company: row.company,
      topic: row.topic,
      timeZone: row.timeZone,
      sequence: row.sequence,
      locale: row.locale,
    };
  }

  function viewOf(row: BookingRow): BookingView {
    const type = typeById.get(row.typeId);
    return {
      id: row.id,
      typeId: row.typeId,
      typeTitle: type?.title ?? row.typeId,
      minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE),
      start: row.startsAt,
      end: row.endsAt,
      name: row.name,
      email: row.email,
      company: row.company,
      topic: row.topic,
      timeZone: row.timeZone,
      status: row.status,
      createdAt: row.createdAt,
      cancelledAt: row.cancelledAt,
      cancelledBy: row.cancelledBy,
      cancelMessage: row.cancelMessage,
      locale: row.locale,
    };
  }

  /** Queues the reminders when the meeting is more than a day away (otherwise the invitation is fresh). */
  async function queueReminders(tx: Tx, facts: BookingFacts, token: string | null, queued: QueuedMail[]) {
    const due = facts.start.getTime() - REMINDER_BEFORE_MS;
    if (due <= now() + 10 * MINUTE) return;
    for (const mail of bookingReminders(site, facts, token, new Date(due), reminderRef(facts.id))) {
      await outbox.enqueue(tx, mail);
      queued.push(mail);
    }
  }

  async function enqueueAll(tx: Tx, mails: QueuedMail[]) {
    for (const mail of mails) await outbox.enqueue(tx, mail);
  }

  const runWrite = <T>(unit: UnitOfWork | undefined, work: (tx: Tx, queued: QueuedMail[]) => Promise<T>) =>
    writeWithMail(db, unit, onQueued, work);

  async function rowByToken(token: string): Promise<BookingRow | null> {
    if (!token || token.length > 200) return null;
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.manageTokenHash, hashToken(token)));
    return row ?? null;
  }

  return {
    types: () => settings.types.map(({ id, minutes, title, description }) => ({ id, minutes, title, description })),
    rules: () => rules,

    /**
     * Free slots of a type over `days` calendar days from `from` on the visitor's clock. `except` leaves
     * one booking's own time free (its manage page, choosing a new time).
     */
    async slots(query: {
      type: string;
      from: string;
      days: number;
      timeZone: string;
      except?: string;
    }): Promise<number[]> {
      const type = typeOf(query.type);
      checkTimeZone(query.timeZone);
      if (!isIsoDate(query.from))
        throw new DomainError("invalid", BOOKING_MESSAGES.from, { from: BOOKING_MESSAGES.from });
      if (!Number.isInteger(query.days) || query.days < 1 || query.days > MAX_SLOT_DAYS) {
        throw new DomainError("invalid", BOOKING_MESSAGES.days(MAX_SLOT_DAYS), {
          days: BOOKING_MESSAGES.days(MAX_SLOT_DAYS),
        });
      }
      // Only dates near the bookable window are answered: far dates (9999-12-31) would take the zone
      // arithmetic past what Date can hold, and there is nothing to list there anyway.
      // A calendar may start on the Monday before today, hence a week back; a day more ahead than the
      // horizon covers a visitor whose date is behind the owner's.
      const today = dateInZone(now(), query.timeZone);
      const [earliest, latest] = [addDays(today, -7), addDays(today, rules.horizonDays + 2)];
      if (query.from < earliest || query.from > latest) {
        const message = BOOKING_MESSAGES.fromRange(earliest, latest);
        throw new DomainError("invalid", message, { from: message });
      }
      const window = visitorWindow(query.from, query.days, query.timeZone);
      const [busy, blocked] = await Promise.all([busyBetween(window.from, window.to, query.except), blockedRanges()]);
      return freeSlots({ rules, minutes: type.minutes, ...window, now: now(), busy, blocked });
    },

    /** Today's date on a visitor's clock (where the calendar starts). */
    today: (timeZone: string) => dateInZone(now(), isTimeZone(timeZone) ? timeZone : rules.timeZone),

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
    ): Promise<{ id: string; start: Date; end: Date; token: string }> {
      const type = typeOf(input.type);
      checkTimeZone(input.timeZone);
      const start = await checkStart(type, input.start, unit?.tx);
      const end = start + type.minutes * MINUTE;
      const token = randomToken();
      return runWrite(unit, async (tx, queued) => {
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
          })
          .returning();
        await holdCells(tx, row!.id, start, end);
        const facts = factsOf(row!);
        queued.push(bookingInvitation(site, facts, token), bookingOwnerNotice(site, facts, "new"));
        await enqueueAll(tx, queued);
        await queueReminders(tx, facts, token, queued);
        return { id: row!.id, start: row!.startsAt, end: row!.endsAt, token };
      });
    },

    /**
     * What `book` checks before it writes (the type, the zone, a free bookable start), writing nothing:
     * a trapped bot is answered from it exactly as a visitor, or refused exactly as one.
     */
    async check(input: BookingInput): Promise<{ start: Date; end: Date }> {
      const type = typeOf(input.type);
      checkTimeZone(input.timeZone);
      const start = await checkStart(type, input.start);
      const end = start + type.minutes * MINUTE;
      // busyBetween reads a day either side: only a booking the time (with its buffer) meets is a clash.
      if (clashes(start, end, await busyBetween(start, end), rules.bufferMinutes))
        throw new DomainError("conflict", BOOKING_MESSAGES.taken, { start: BOOKING_MESSAGES.taken });
      return { start: new Date(start), end: new Date(end) };
    },

    /** The booking a manage link names, or null for an unknown (or tampered) token. */
    async findByToken(token: string): Promise<BookingView | null> {
      const row = await rowByToken(token);
      return row ? viewOf(row) : null;
    },

    /**
     * The visitor's own event for a manage link, in the language they booked in (the confirmation
     * page's "add to calendar"), or null for an unknown token or a cancelled booking.
     */
    async calendarEventByToken(
      token: string,
    ): Promise<{ title: string; details: string; location: string; start: number; end: number } | null> {
      const row = await rowByToken(token);
      if (row?.status !== "confirmed") return null;
      const event = bookingEvent(site, factsOf(row), "CONFIRMED", row.locale);
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
      const row = await rowByToken(token);
      if (row?.status !== "confirmed") return null;
      return buildCalendar("PUBLISH", [bookingEvent(site, factsOf(row), "CONFIRMED", row.locale)]);
    },

    /**
     * The visitor cancels through the manage link, with an optional reason for the owner: the slot is
     * free again and a METHOD:CANCEL goes out.
     */
    async cancelByToken(token: string, reason: string | null = null): Promise<BookingView> {
      const row = await rowByToken(token);
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.invalidLink);
      if (row.status === "cancelled") return viewOf(row);
      if (row.startsAt.getTime() <= now()) throw new DomainError("invalid", BOOKING_MESSAGES.started);
      return cancel(row, "visitor", reason);
    },

    /** The visitor moves the meeting (same UID, higher SEQUENCE); a clash is a 409 and nothing changes. */
    async rescheduleByToken(token: string, startText: string): Promise<BookingView> {
      const row = await rowByToken(token);
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.invalidLink);
      return move(row, startText, { token });
    },

    // The owner's side (admin area).

    async list(when: "upcoming" | "past"): Promise<BookingView[]> {
      const at = new Date(now());
      const rows =
        when === "upcoming"
          ? await db.select().from(bookings).where(gte(bookings.endsAt, at)).orderBy(asc(bookings.startsAt)).limit(200)
          : await db.select().from(bookings).where(lt(bookings.endsAt, at)).orderBy(desc(bookings.startsAt)).limit(200);
      return rows.map(viewOf);
    },

    /**
     * The owner moves a booking, with an optional message: the visitor gets the updated invitation
     * (same UID, SEQUENCE raised) in the language they booked in; their manage link keeps working.
     */
    async rescheduleByOwner(id: string, startText: string, message: string | null): Promise<BookingView> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      return move(row, startText, { token: null, byOwner: { message } });
    },

    async cancelByOwner(id: string, message: string | null): Promise<BookingView> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      if (!row) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      if (row.status === "cancelled") return viewOf(row);
      return cancel(row, "owner", message);
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

    /** The blocked days, each with the confirmed, not yet held bookings still on them (the owner may cancel those). */
    async blocks() {
      const rows = await db.select().from(bookingBlocks).orderBy(asc(bookingBlocks.fromDate));
      return Promise.all(rows.map(async (row) => ({ ...row, booked: await bookedOn(row.fromDate, row.toDate) })));
    },

    /**
     * Cancels every booking still on a block's days, each visitor told with `message` (in their
     * language, SEQUENCE raised); the count cancelled. Blocking a day offers this; it never happens by itself.
     */
    async cancelBlocked(blockId: string, message: string | null): Promise<number> {
      if (!/^[0-9a-f-]{36}$/i.test(blockId)) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      const [block] = await db.select().from(bookingBlocks).where(eq(bookingBlocks.id, blockId));
      if (!block) throw new DomainError("not_found", BOOKING_MESSAGES.unknownBooking);
      const booked = await bookedOn(block.fromDate, block.toDate);
      for (const { id } of booked) {
        const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
        if (row?.status === "confirmed") await cancel(row, "owner", message);
      }
      return booked.length;
    },

    async addBlock(input: { from: string; to?: string; note: string | null }) {
      const to = input.to ?? input.from;
      if (!isIsoDate(input.from) || !isIsoDate(to) || to < input.from) {
        throw new DomainError("invalid", BOOKING_MESSAGES.block, { from: BOOKING_MESSAGES.block });
      }
      const [row] = await db
        .insert(bookingBlocks)
        .values({ fromDate: input.from, toDate: to, note: input.note })
        .returning();
      // A block stops new bookings; those already made stay until the owner cancels them (the tab
      // offers it beside the block), so the owner is told how many there are.
      return { ...row!, stillBooked: (await bookedOn(input.from, to)).length };
    },

    async removeBlock(id: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
      const rows = await db.delete(bookingBlocks).where(eq(bookingBlocks.id, id)).returning({ id: bookingBlocks.id });
      return rows.length > 0;
    },

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
        rows.map((row) => bookingEvent(site, factsOf(row), "CONFIRMED")),
        `${settings.ownerName}: consultations`,
      );
    },

    /** Bookings made per week since `first` (the overview's leads chart). */
    async madeSince(first: Date): Promise<Date[]> {
      const rows = await db.select({ at: bookings.createdAt }).from(bookings).where(gte(bookings.createdAt, first));
      return rows.map((row) => row.at);
    },
  };

  /**
   * Moves a booking to a new start: rules checked, cells swapped in one transaction (a clash is a 409
   * and nothing changes), SEQUENCE raised, reminders re-queued, the visitor's invitation and the owner's
   * notice sent. The owner's move has no token (only its hash is stored): its mail points the visitor to
   * the link they already have, which keeps working.
   */
  async function move(
    row: BookingRow,
    startText: string,
    how: { token: string | null; byOwner?: { message: string | null } },
  ): Promise<BookingView> {
    if (row.status === "cancelled") throw new DomainError("invalid", BOOKING_MESSAGES.cancelled);
    if (row.startsAt.getTime() <= now()) throw new DomainError("invalid", BOOKING_MESSAGES.started);
    const type = typeOf(row.typeId);
    const start = await checkStart(type, startText);
    const end = start + type.minutes * MINUTE;
    return runWrite(undefined, async (tx, queued) => {
      await tx.delete(bookingCells).where(eq(bookingCells.bookingId, row.id));
      await holdCells(tx, row.id, start, end);
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
      await outbox.withdraw(tx, reminderRef(row.id));
      const facts = factsOf(moved);
      queued.push(
        bookingInvitation(site, facts, how.token, true, how.byOwner),
        bookingOwnerNotice(site, facts, "moved", how.byOwner?.message),
      );
      await enqueueAll(tx, queued);
      await queueReminders(tx, facts, how.token, queued);
      return viewOf(moved);
    });
  }

  /** Confirmed bookings not yet started on the owner's dates [from, to]. */
  async function bookedOn(from: string, to: string): Promise<{ id: string; name: string; start: Date }[]> {
    const after = Math.max(now(), startOfDay(from, rules.timeZone));
    return db
      .select({ id: bookings.id, name: bookings.name, start: bookings.startsAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gt(bookings.startsAt, new Date(after)),
          lt(bookings.startsAt, new Date(startOfDay(addDays(to, 1), rules.timeZone))),
        ),
      )
      .orderBy(asc(bookings.startsAt));
  }

  async function cancel(row: BookingRow, by: "visitor" | "owner", message: string | null): Promise<BookingView> {
    return runWrite(undefined, async (tx, queued) => {
      const [cancelled] = await tx
        .update(bookings)
        .set({
          status: "cancelled",
          cancelledAt: new Date(now()),
          cancelledBy: by,
          cancelMessage: message,
          sequence: sql`${bookings.sequence} + 1`,
        })
        .where(and(eq(bookings.id, row.id), eq(bookings.status, "confirmed")))
        .returning();
      if (!cancelled) {
        const [current] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
        return viewOf(current ?? row);
      }
      await tx.delete(bookingCells).where(eq(bookingCells.bookingId, row.id));
      await outbox.withdraw(tx, reminderRef(row.id));
      const facts = factsOf(cancelled);
      queued.push(
        bookingCancellation(site, facts, by === "owner" ? message : null, by === "owner"),
        bookingOwnerNotice(site, facts, "cancelled", message),
      );
      await enqueueAll(tx, queued);
      return viewOf(cancelled);
    });
  }
}

export type BookingService = ReturnType<typeof createBookingService>;

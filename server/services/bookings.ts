import { and, asc, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { CameFrom } from "#domain/analytics.ts";
import { type BookingAnswer, checkAnswers } from "#domain/booking/answers.ts";
import { blockBounds, blockProblem } from "#domain/booking/blocks.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import {
  type AvailabilityRules,
  type BlockedRange,
  type BusyTime,
  buffersOf,
  type ConsultationType,
  cellsOf,
  freeSlots,
  type SlotProblem,
  slotProblem,
  typeRules,
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
  /** The types in each language (their questions as the visitor reads them); English is `types`. */
  localizedTypes?: Partial<Record<Locale, readonly ConsultationType[]>>;
  /**
   * Where the types are read at each use when the owner can edit them (the published site content);
   * `types` and `localizedTypes` otherwise.
   */
  typesIn?: (locale: Locale) => readonly ConsultationType[];
  rules: AvailabilityRules;
};

/**
 * The owner's connected calendars as the booking rules see them (server/services/calendars.ts).
 * `null` from a read means visitors get no times now (a calendar past its stale-read limit whose
 * owner chose to stop offering).
 */
export type ExternalCalendars = {
  /** The cached busy times touching [from, to): no network, a few milliseconds. */
  busy(from: number, to: number): BusyTime[] | null;
  /** Reads the calendars again for [from, to) (a booking is about to be stored); the cache's blocks where a read fails. */
  recheck(from: number, to: number): Promise<BusyTime[] | null>;
  /** A booking was made, moved or cancelled: written out to the calendar that receives bookings, after the commit. */
  written(change: "booked" | "moved" | "cancelled", bookingId: string, ics: string): void;
};

type BookingRow = typeof bookings.$inferSelect;
type BlockRow = typeof bookingBlocks.$inferSelect;

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
  /** Their answers to the type's questions. */
  answers: BookingAnswer[];
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
  calendars: ExternalCalendars | null = null,
) {
  const { rules } = settings;
  const site: BookingSite = { ...settings, ownerTimeZone: rules.timeZone };
  const typesIn = (locale: Locale): readonly ConsultationType[] =>
    settings.typesIn?.(locale) ??
    (locale === "en" ? settings.types : (settings.localizedTypes?.[locale] ?? settings.types));
  /** The English type of an id, as the owner's content says now. */
  const typeById = { get: (id: string) => typesIn("en").find((type) => type.id === id) };
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

  const problemMessage = (problem: SlotProblem, type: ConsultationType): string =>
    ({
      past: BOOKING_MESSAGES.past,
      notice: BOOKING_MESSAGES.notice(Math.round(typeRules(rules, type).minNoticeMinutes / 60)),
      horizon: BOOKING_MESSAGES.horizon(typeRules(rules, type).horizonDays),
      closed: BOOKING_MESSAGES.closed,
      off_grid: BOOKING_MESSAGES.offGrid(rules.slotStepMinutes),
    })[problem];

  async function blockedRanges(reader: Pick<Db, "select"> = db): Promise<BlockedRange[]> {
    const rows = await reader.select({ from: bookingBlocks.fromDate, to: bookingBlocks.toDate }).from(bookingBlocks);
    return rows;
  }

  /**
   * Confirmed bookings whose time (with the buffers) touches [from, to), optionally leaving one out,
   * each with its type's buffers.
   */
  async function busyBetween(
    from: number,
    to: number,
    except?: string,
    reader: Pick<Db, "select"> = db,
  ): Promise<(BusyTime & { typeId: string })[]> {
    const margin = 4 * HOUR; // more than any buffer (at most 2 hours each side)
    const rows = await reader
      .select({ id: bookings.id, typeId: bookings.typeId, start: bookings.startsAt, end: bookings.endsAt })
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
      .map((row) => ({
        typeId: row.typeId,
        start: row.start.getTime(),
        end: row.end.getTime(),
        ...buffersOf(rules, typeById.get(row.typeId)),
      }));
  }

  /** Meetings of a type per owner's date among `busy` (for its daily maximum). */
  function perDay(busy: readonly (BusyTime & { typeId: string })[], typeId: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const b of busy) {
      if (b.typeId !== typeId) continue;
      const date = dateInZone(b.start, rules.timeZone);
      counts.set(date, (counts.get(date) ?? 0) + 1);
    }
    return counts;
  }

  /** The type's questions in a language (English when that language has no twin). */
  function questionsOf(typeId: string, locale: Locale) {
    const localized = typesIn(locale).find((type) => type.id === typeId);
    return (localized ?? typeById.get(typeId))?.questions ?? [];
  }

  /**
   * The checks only the database and the calendars can answer, before a booking is stored: the type's
   * daily maximum, and the connected calendars read again (a meeting added a minute ago blocks the slot).
   */
  async function checkBusy(
    type: ConsultationType,
    start: number,
    end: number,
    except: string | undefined,
    reader: Pick<Db, "select"> = db,
  ) {
    const { before, after } = buffersOf(rules, type);
    const from = start - before * MINUTE;
    const to = end + after * MINUTE;
    if (type.dailyMax !== undefined) {
      const date = dateInZone(start, rules.timeZone);
      const dayFrom = startOfDay(date, rules.timeZone);
      const dayTo = startOfDay(addDays(date, 1), rules.timeZone);
      const sameDay = (await busyBetween(dayFrom, dayTo, except, reader)).filter(
        (b) => b.typeId === type.id && dateInZone(b.start, rules.timeZone) === date,
      );
      if (sameDay.length >= type.dailyMax)
        throw new DomainError("conflict", BOOKING_MESSAGES.full, { start: BOOKING_MESSAGES.full });
    }
    if (calendars) {
      const external = await calendars.recheck(from, to);
      if (external === null || external.some((b) => b.start < to && from < b.end))
        throw new DomainError("conflict", BOOKING_MESSAGES.calendarBusy, { start: BOOKING_MESSAGES.calendarBusy });
    }
  }

  /** The visitor's answers checked against the type's questions in the page's language; a 400 per field otherwise. */
  function answersOf(type: ConsultationType, input: BookingInput, locale: Locale): BookingAnswer[] {
    const checked = checkAnswers(questionsOf(type.id, locale), input.answers);
    if (!checked.ok) throw new DomainError("invalid", Object.values(checked.errors)[0]!, checked.errors);
    return checked.answers;
  }

  /**
   * The daily maximum inside the booking's transaction: one type-and-day at a time (an advisory lock
   * held to the commit), then a count that includes the new row, so two visitors racing for the last
   * place on a day cannot both get it.
   */
  async function holdDay(tx: Tx, type: ConsultationType, bookingId: string, start: number) {
    if (type.dailyMax === undefined) return;
    const date = dateInZone(start, rules.timeZone);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-day:${type.id}:${date}`}))`);
    const rows = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          eq(bookings.typeId, type.id),
          gte(bookings.startsAt, new Date(startOfDay(date, rules.timeZone))),
          lt(bookings.startsAt, new Date(startOfDay(addDays(date, 1), rules.timeZone))),
        ),
      );
    if (rows.filter((row) => row.id !== bookingId).length >= type.dailyMax)
      throw new DomainError("conflict", BOOKING_MESSAGES.full, { start: BOOKING_MESSAGES.full });
  }

  /** The owner's copy of a booking for their calendar (no METHOD: a CalDAV object, RFC 4791 §4.1). */
  function calendarObject(row: BookingRow): string {
    return buildCalendar("PUBLISH", [bookingEvent(site, factsOf(row), "CONFIRMED")]).replace(
      /^METHOD:PUBLISH\r\n/m,
      "",
    );
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
    const problem = slotProblem(typeRules(rules, type), type.minutes, start, now(), await blockedRanges(reader));
    if (problem)
      throw new DomainError("invalid", problemMessage(problem, type), { start: problemMessage(problem, type) });
    return start;
  }

  /** Holds the meeting's cells; a clash with another booking is the 409 every loser of a race gets. */
  async function holdCells(tx: Tx, bookingId: string, type: ConsultationType, start: number, end: number) {
    const { before, after } = buffersOf(rules, type);
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
      answers: row.answers,
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
      answers: row.answers,
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
    types: () => typesIn("en").map(({ id, minutes, title, description }) => ({ id, minutes, title, description })),
    /** A type's questions in a language, for the booking form. */
    questions: (typeId: string, locale: Locale) => questionsOf(typeId, locale),
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
      const [earliest, latest] = [addDays(today, -7), addDays(today, typeRules(rules, type).horizonDays + 2)];
      if (query.from < earliest || query.from > latest) {
        const message = BOOKING_MESSAGES.fromRange(earliest, latest);
        throw new DomainError("invalid", message, { from: message });
      }
      const window = visitorWindow(query.from, query.days, query.timeZone);
      const external = calendars ? calendars.busy(window.from - 4 * HOUR, window.to + 4 * HOUR) : [];
      if (external === null) return [];
      // The daily maximum counts whole owner's days: a day either side of the window.
      const [busy, blocked] = await Promise.all([
        busyBetween(window.from - 24 * HOUR, window.to + 24 * HOUR, query.except),
        blockedRanges(),
      ]);
      return freeSlots({
        rules,
        minutes: type.minutes,
        ...window,
        now: now(),
        busy,
        external,
        blocked,
        limits: type,
        bookedPerDay: perDay(busy, type.id),
      });
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
      cameFrom: CameFrom | null = null,
    ): Promise<{ id: string; start: Date; end: Date; token: string }> {
      const type = typeOf(input.type);
      checkTimeZone(input.timeZone);
      const answers = answersOf(type, input, locale);
      const start = await checkStart(type, input.start, unit?.tx);
      const end = start + type.minutes * MINUTE;
      await checkBusy(type, start, end, undefined, unit?.tx);
      const token = randomToken();
      const booked = await runWrite(unit, async (tx, queued) => {
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
        await holdCells(tx, row!.id, type, start, end);
        await holdDay(tx, type, row!.id, start);
        const facts = factsOf(row!);
        queued.push(bookingInvitation(site, facts, token), bookingOwnerNotice(site, facts, "new"));
        await enqueueAll(tx, queued);
        await queueReminders(tx, facts, token, queued);
        return { row: row!, result: { id: row!.id, start: row!.startsAt, end: row!.endsAt, token } };
      });
      // Out to the owner's calendar once stored (after the caller's commit when it holds the transaction).
      const writeOut = () => calendars?.written("booked", booked.row.id, calendarObject(booked.row));
      if (unit) unit.afterCommit(writeOut);
      else writeOut();
      return booked.result;
    },

    /**
     * What `book` checks before it writes (the type, the zone, a free bookable start), writing nothing:
     * a trapped bot is answered from it exactly as a visitor, or refused exactly as one.
     */
    async check(input: BookingInput, locale: Locale = "en"): Promise<{ start: Date; end: Date }> {
      const type = typeOf(input.type);
      checkTimeZone(input.timeZone);
      answersOf(type, input, locale);
      const start = await checkStart(type, input.start);
      const end = start + type.minutes * MINUTE;
      const { before, after } = buffersOf(rules, type);
      const kept = { from: start - before * MINUTE, to: end + after * MINUTE };
      const busy = (await busyBetween(start, end)).filter(
        (b) => b.start - (b.before ?? 0) * MINUTE < kept.to && kept.from < b.end + (b.after ?? 0) * MINUTE,
      );
      if (busy.length > 0) throw new DomainError("conflict", BOOKING_MESSAGES.taken, { start: BOOKING_MESSAGES.taken });
      await checkBusy(type, start, end, undefined);
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

    /** With the visit each booking came from (issue #44): the owner's side only, never the visitor's manage page. */
    async list(when: "upcoming" | "past"): Promise<Array<BookingView & { cameFrom: CameFrom | null }>> {
      const at = new Date(now());
      const rows =
        when === "upcoming"
          ? await db.select().from(bookings).where(gte(bookings.endsAt, at)).orderBy(asc(bookings.startsAt)).limit(200)
          : await db.select().from(bookings).where(lt(bookings.endsAt, at)).orderBy(desc(bookings.startsAt)).limit(200);
      return rows.map((row) => ({ ...viewOf(row), cameFrom: row.cameFrom }));
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
          return { ...row, problem: null, booked: await bookedOn(row.fromDate, row.toDate) };
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
      const booked = await bookedOn(block.fromDate, block.toDate);
      for (const { id } of booked) {
        const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
        if (row?.status === "confirmed") await cancel(row, "owner", message);
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
    await checkBusy(type, start, end, row.id);
    const view = await runWrite(undefined, async (tx, queued) => {
      await tx.delete(bookingCells).where(eq(bookingCells.bookingId, row.id));
      await holdCells(tx, row.id, type, start, end);
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
      await holdDay(tx, type, row.id, start);
      return { view: viewOf(moved), object: calendarObject(moved) };
    });
    calendars?.written("moved", row.id, view.object);
    return view.view;
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
    const view = await runWrite(undefined, async (tx, queued) => {
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
        return { view: viewOf(current ?? row), changed: false };
      }
      await tx.delete(bookingCells).where(eq(bookingCells.bookingId, row.id));
      await outbox.withdraw(tx, reminderRef(row.id));
      const facts = factsOf(cancelled);
      queued.push(
        bookingCancellation(site, facts, by === "owner" ? message : null, by === "owner"),
        bookingOwnerNotice(site, facts, "cancelled", message),
      );
      await enqueueAll(tx, queued);
      return { view: viewOf(cancelled), changed: true };
    });
    if (view.changed) calendars?.written("cancelled", row.id, "");
    return view.view;
  }
}

export type BookingService = ReturnType<typeof createBookingService>;

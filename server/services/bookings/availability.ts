import { and, eq, gt, lt } from "drizzle-orm";
import { type BookingAnswer, checkAnswers } from "#domain/booking/answers.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import {
  type BlockedRange,
  type BusyTime,
  buffersOf,
  type ConsultationType,
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
import { bookingBlocks, bookings } from "#server/db/schema.ts";
import { type BookingContext, HOUR, MINUTE } from "./context.ts";

/**
 * Availability: which times are free, and the checks a wanted time must pass. Everything here only
 * reads; it is its own part because both the visitor's calendar (`slots`) and every write (a booking,
 * a move) ask the same rules, and those rules are what changes most (notice, horizon, daily maximum,
 * buffers, the connected calendars).
 *
 * `reader`, where a function takes one: the caller's transaction when there is one. PGlite runs one
 * transaction at a time, so a read outside it would wait for it forever (a booking inside an
 * idempotent unit of work).
 */

export async function blockedRanges(ctx: BookingContext, reader: Pick<Db, "select"> = ctx.db): Promise<BlockedRange[]> {
  const rows = await reader.select({ from: bookingBlocks.fromDate, to: bookingBlocks.toDate }).from(bookingBlocks);
  return rows;
}

/**
 * Confirmed bookings whose time (with the buffers) touches [from, to), optionally leaving one out,
 * each with its type's buffers.
 */
export async function busyBetween(
  ctx: BookingContext,
  from: number,
  to: number,
  except?: string,
  reader: Pick<Db, "select"> = ctx.db,
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
      ...buffersOf(ctx.rules, ctx.typeById.get(row.typeId)),
    }));
}

/** Meetings of a type per owner's date among `busy` (for its daily maximum). */
function perDay(
  ctx: BookingContext,
  busy: readonly (BusyTime & { typeId: string })[],
  typeId: string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const b of busy) {
    if (b.typeId !== typeId) continue;
    const date = dateInZone(b.start, ctx.rules.timeZone);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

function problemMessage(ctx: BookingContext, problem: SlotProblem, type: ConsultationType): string {
  const { rules } = ctx;
  return {
    past: BOOKING_MESSAGES.past,
    notice: BOOKING_MESSAGES.notice(Math.round(typeRules(rules, type).minNoticeMinutes / 60)),
    horizon: BOOKING_MESSAGES.horizon(typeRules(rules, type).horizonDays),
    closed: BOOKING_MESSAGES.closed,
    off_grid: BOOKING_MESSAGES.offGrid(rules.slotStepMinutes),
  }[problem];
}

/** Checks a wanted start against the rules; the instant, or a 400 naming the problem. */
export async function checkStart(
  ctx: BookingContext,
  type: ConsultationType,
  startText: string,
  reader: Pick<Db, "select"> = ctx.db,
): Promise<number> {
  const start = parseIsoInstant(startText);
  if (start === null) throw new DomainError("invalid", BOOKING_MESSAGES.start, { start: BOOKING_MESSAGES.start });
  const problem = slotProblem(
    typeRules(ctx.rules, type),
    type.minutes,
    start,
    ctx.now(),
    await blockedRanges(ctx, reader),
  );
  if (problem)
    throw new DomainError("invalid", problemMessage(ctx, problem, type), {
      start: problemMessage(ctx, problem, type),
    });
  return start;
}

/**
 * The checks only the database and the calendars can answer, before a booking is stored: the type's
 * daily maximum, and the connected calendars read again (a meeting added a minute ago blocks the slot).
 */
export async function checkBusy(
  ctx: BookingContext,
  type: ConsultationType,
  start: number,
  end: number,
  except: string | undefined,
  reader: Pick<Db, "select"> = ctx.db,
) {
  const { rules, calendars } = ctx;
  const { before, after } = buffersOf(rules, type);
  const from = start - before * MINUTE;
  const to = end + after * MINUTE;
  if (type.dailyMax !== undefined) {
    const date = dateInZone(start, rules.timeZone);
    const dayFrom = startOfDay(date, rules.timeZone);
    const dayTo = startOfDay(addDays(date, 1), rules.timeZone);
    const sameDay = (await busyBetween(ctx, dayFrom, dayTo, except, reader)).filter(
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
export function answersOf(
  ctx: BookingContext,
  type: ConsultationType,
  input: BookingInput,
  locale: Locale,
): BookingAnswer[] {
  const checked = checkAnswers(ctx.questionsOf(type.id, locale), input.answers);
  if (!checked.ok) throw new DomainError("invalid", Object.values(checked.errors)[0]!, checked.errors);
  return checked.answers;
}

/** The visitor's side of availability: the types, their questions, the rules and the free slots. */
export function availabilityMethods(ctx: BookingContext) {
  const { rules, calendars, now } = ctx;
  return {
    types: () => ctx.typesIn("en").map(({ id, minutes, title, description }) => ({ id, minutes, title, description })),
    /** A type's questions in a language, for the booking form. */
    questions: (typeId: string, locale: Locale) => ctx.questionsOf(typeId, locale),
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
      const type = ctx.typeOf(query.type);
      ctx.checkTimeZone(query.timeZone);
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
        busyBetween(ctx, window.from - 24 * HOUR, window.to + 24 * HOUR, query.except),
        blockedRanges(ctx),
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
        bookedPerDay: perDay(ctx, busy, type.id),
      });
    },

    /** Today's date on a visitor's clock (where the calendar starts). */
    today: (timeZone: string) => dateInZone(now(), isTimeZone(timeZone) ? timeZone : rules.timeZone),
  };
}

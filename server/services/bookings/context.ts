import type { BookingAnswer } from "#domain/booking/answers.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import type { AvailabilityRules, BusyTime, ConsultationType } from "#domain/booking/slots.ts";
import { isTimeZone } from "#domain/booking/zone.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { Db } from "#server/db/client.ts";
import type { bookings } from "#server/db/schema.ts";
import { buildCalendar } from "#server/lib/ics.ts";
import { type BookingFacts, type BookingSite, bookingEvent } from "../booking-emails.ts";
import type { Tx, UnitOfWork } from "../idempotency.ts";
import type { Outbox, QueuedMail } from "../outbox.ts";
import { writeWithMail } from "../write-with-mail.ts";

/**
 * What every part of the booking service shares (availability, reservations, the owner's changes,
 * blocks and the owner's feed): the handles it was built with, and what a stored booking means (its
 * type, its mail facts, its view, its calendar object). Kept apart so that each part is a set of
 * plain functions of this context, with no state of its own: the pieces can be read one at a time.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
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

export type BookingRow = typeof bookings.$inferSelect;

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

/** The shared state: the database, the outbox and its wake-up, the clock, the calendars, the settings. */
export type BookingDeps = {
  db: Db;
  outbox: Outbox;
  settings: BookingSettings;
  onQueued: (mail: QueuedMail) => void;
  /** Injectable for tests. */
  now: () => number;
  calendars: ExternalCalendars | null;
};

export type BookingContext = ReturnType<typeof bookingContext>;

export function bookingContext(deps: BookingDeps) {
  const { db, settings, onQueued } = deps;
  const { rules } = settings;
  const site: BookingSite = { ...settings, ownerTimeZone: rules.timeZone };
  const typesIn = (locale: Locale): readonly ConsultationType[] =>
    settings.typesIn?.(locale) ??
    (locale === "en" ? settings.types : (settings.localizedTypes?.[locale] ?? settings.types));
  /** The English type of an id, as the owner's content says now. */
  const typeById = { get: (id: string) => typesIn("en").find((type) => type.id === id) };

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

  /** The type's questions in a language (English when that language has no twin). */
  function questionsOf(typeId: string, locale: Locale) {
    const localized = typesIn(locale).find((type) => type.id === typeId);
    return (localized ?? typeById.get(typeId))?.questions ?? [];
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

  /** The owner's copy of a booking for their calendar (no METHOD: a CalDAV object, RFC 4791 §4.1). */
  function calendarObject(row: BookingRow): string {
    return buildCalendar("PUBLISH", [bookingEvent(site, factsOf(row), "CONFIRMED")]).replace(
      /^METHOD:PUBLISH\r\n/m,
      "",
    );
  }

  return {
    ...deps,
    rules,
    site,
    typesIn,
    typeById,
    typeOf,
    checkTimeZone,
    questionsOf,
    factsOf,
    viewOf,
    calendarObject,
    reminderRef: (id: string) => `booking-reminder:${id}`,
    runWrite: <T>(unit: UnitOfWork | undefined, work: (tx: Tx, queued: QueuedMail[]) => Promise<T>) =>
      writeWithMail(db, unit, onQueued, work),
  };
}

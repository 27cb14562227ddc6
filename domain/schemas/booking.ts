import * as z from "zod/mini";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { QUESTION_LIMITS } from "#domain/booking/slots.ts";
import { isIsoDate } from "#domain/booking/zone.ts";
import { HONEYPOT_FIELD, LIMITS, MESSAGES, NO_CONTROL_CHARACTERS_MULTILINE } from "./lead-rules.ts";
import { emailField, nameField } from "./leads.ts";

/** The booking form and `POST /api/booking` (the type, start and zone are checked by the service). */
export const BOOKING_LIMITS = { topic: 2000, company: 100 } as const;

/**
 * How much of each answer a refused booking form shows again: one character over the field's maximum
 * (so the field's "too long" message still applies), never the whole of what was posted.
 */
export const BOOKING_ECHO_LIMITS = {
  type: 101,
  start: 41,
  name: LIMITS.name + 1,
  email: LIMITS.email + 1,
  company: BOOKING_LIMITS.company + 1,
  topic: BOOKING_LIMITS.topic + 1,
  timeZone: 65,
} as const;

/**
 * Text without the explicit direction controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069
 * isolates): typed into a name they reorder what follows in the owner's list, the e-mails and the
 * invitation (a U+202E makes "Ann" read as a different name). The marks LRM/RLM stay allowed.
 */
export const NO_DIRECTION_CONTROLS = /^[^\u202A-\u202E\u2066-\u2069]*$/u;

/** The most days `GET /api/booking/slots` lists at once. */
export const MAX_SLOT_DAYS = 62;

/**
 * The booking fields' messages that are not the lead forms' (lead-rules.ts `MESSAGES`): keys of the
 * `forms` namespace, so a refused `/ar/book` says them in Arabic, each naming the field as it was posted.
 */
export const BOOKING_FIELD_MESSAGES = {
  typeRequired: "validation.required.type",
  typeTooLong: "validation.tooLong.type",
  timeZoneRequired: "validation.required.timeZone",
  timeZoneTooLong: "validation.tooLong.timeZone",
  answerTooLong: "validation.tooLong.answer",
  tooManyAnswers: "validation.tooManyAnswers",
} as const;

export const bookingSchema = z.object({
  type: z
    .string({ error: BOOKING_FIELD_MESSAGES.typeRequired })
    .check(z.maxLength(100, BOOKING_FIELD_MESSAGES.typeTooLong)),
  start: z.string({ error: BOOKING_MESSAGES.start }).check(z.maxLength(40, BOOKING_MESSAGES.start)),
  name: nameField.check(z.regex(NO_DIRECTION_CONTROLS, MESSAGES.controlCharacters("name"))),
  email: emailField,
  company: z.pipe(
    z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(BOOKING_LIMITS.company, MESSAGES.tooLong("company")),
            z.regex(NO_CONTROL_CHARACTERS_MULTILINE, MESSAGES.controlCharacters("company")),
            z.regex(NO_DIRECTION_CONTROLS, MESSAGES.controlCharacters("company")),
          ),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  topic: z
    .string({ error: BOOKING_MESSAGES.topic })
    .check(
      z.trim(),
      z.minLength(5, BOOKING_MESSAGES.topic),
      z.maxLength(BOOKING_LIMITS.topic, MESSAGES.tooLong("topic")),
      z.regex(NO_CONTROL_CHARACTERS_MULTILINE, MESSAGES.controlCharacters("topic")),
    ),
  timeZone: z
    .string({ error: BOOKING_FIELD_MESSAGES.timeZoneRequired })
    .check(z.maxLength(64, BOOKING_FIELD_MESSAGES.timeZoneTooLong)),
  /**
   * Answers to the type's questions by question id (the service checks them against the type, each by
   * its own limit). The longest answer any question takes is the limit said here: zod's own message
   * was "<=2001 characters" for a limit of 2,000.
   */
  answers: z.optional(
    z
      .record(
        z.string().check(z.maxLength(40)),
        z.string().check(z.maxLength(QUESTION_LIMITS.long, BOOKING_FIELD_MESSAGES.answerTooLong)),
      )
      .check(
        z.refine(
          (answers) => Object.keys(answers).length <= QUESTION_LIMITS.questions,
          BOOKING_FIELD_MESSAGES.tooManyAnswers,
        ),
      ),
  ),
  [HONEYPOT_FIELD]: z.optional(z.string()),
});
export type BookingInput = z.output<typeof bookingSchema>;

/** The owner moving a booking from the admin area: the new start on the owner's clock, an optional message. */
export const ownerMoveSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, BOOKING_MESSAGES.unknownBooking)),
  when: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Choose the new day and time")),
  message: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(LIMITS.message, `Message must be at most ${LIMITS.message} characters`)),
    ),
    z.transform((value: string | undefined) => value || null),
  ),
});

/** The visitor's optional reason when cancelling from the manage page (told to the owner). */
export const visitorCancelReason = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.message), z.regex(NO_CONTROL_CHARACTERS_MULTILINE))),
  z.transform((value: string | undefined) => value || null),
);

/** The owner cancelling from the admin area: an optional message to the visitor. */
export const ownerCancelSchema = z.object({
  // A real UUID: 36 dashes passed the old pattern and failed in the database.
  id: z.string().check(z.uuid(BOOKING_MESSAGES.unknownBooking)),
  message: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(LIMITS.message, `Message must be at most ${LIMITS.message} characters`)),
    ),
    z.transform((value: string | undefined) => value || null),
  ),
});

/** Blocking days in the admin area. */
export const blockSchema = z.object({
  // A real calendar date each; how far back and ahead is the booking service's rule (it knows today).
  from: z.string(BOOKING_MESSAGES.blockDate("from")).check(z.refine(isIsoDate, BOOKING_MESSAGES.blockDate("from"))),
  to: z.pipe(
    z.optional(
      z.string().check(z.refine((value) => value === "" || isIsoDate(value), BOOKING_MESSAGES.blockDate("to"))),
    ),
    z.transform((value: string | undefined) => value || undefined),
  ),
  note: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(200, `Note must be at most ${200} characters`))),
    z.transform((value: string | undefined) => value || null),
  ),
});

/** Connecting a calendar in the admin area: a secret ICS address, or a CalDAV account. */
export const calendarAddSchema = z.object({
  kind: z.enum(["ics", "caldav"], "Choose the kind of calendar"),
  label: z
    .string("Give the calendar a name")
    .check(
      z.trim(),
      z.minLength(1, "Give the calendar a name"),
      z.maxLength(80, "The name must be at most 80 characters"),
    ),
  url: z
    .string("Enter the calendar's address")
    .check(z.trim(), z.minLength(1, "Enter the calendar's address"), z.maxLength(2000, "The address is too long")),
  username: z.optional(z.string().check(z.trim(), z.maxLength(200, "The user name is too long"))),
  password: z.optional(z.string().check(z.maxLength(500, "The password is too long"))),
  whenStale: z.optional(z.enum(["offer", "stop"])),
});

/** A connected calendar's settings: what a stale read means, and for CalDAV where bookings go. */
export const calendarUpdateSchema = z.object({
  id: z.string().check(z.uuid("That calendar is no longer connected.")),
  whenStale: z.enum(["offer", "stop"], "Choose what visitors get when the calendar cannot be read"),
  write: z.optional(z.string().check(z.maxLength(2000))),
});

import { randomUUID } from "node:crypto";
import type * as z from "zod/mini";
import type { CameFrom, Goal } from "#domain/analytics.ts";
import { QUESTION_LIMITS } from "#domain/booking/slots.ts";
import { isoInZone } from "#domain/booking/zone.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localizePath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { BOOKING_ECHO_LIMITS, bookingSchema } from "#domain/schemas/booking.ts";
import { ECHO_LIMITS } from "#domain/schemas/lead-rules.ts";
import { careerSchema, contactSchema, newsletterSchema } from "#domain/schemas/leads.ts";
import { randomToken } from "#server/lib/tokens.ts";
import type { createBookingService } from "../bookings.ts";
import type { StoredAnswer, UnitOfWork } from "../idempotency.ts";
import type { createLeadService } from "../leads.ts";
import type { BookingDecoys } from "./decoys.ts";

/** The services a form's declaration may call. */
export type IntakeDeps = {
  leads: ReturnType<typeof createLeadService>;
  bookings: ReturnType<typeof createBookingService>;
  decoys: BookingDecoys;
};

/** Which door a submission came through: the `/api` endpoint (JSON) or the page's action (a form post). */
export type Door = "api" | "page";

/**
 * Where a form's idempotency keys live: a page's form, with JavaScript or without, posts to its
 * route action and its keys are `page:<name>`; API clients' `Idempotency-Key`s are `<name>`. The two
 * doors store different answers (an address to go on to; JSON), so a key replays only on its own door.
 */
export const idempotencyScope = (door: Door, form: string) => (door === "api" ? form : `page:${form}`);

/**
 * One public form, declared once and taken through both doors by the intake (./index.ts): the action
 * of every page whose route names it in `handle.intake` (domain/route-facts.ts), which the page's form
 * posts to with JavaScript or without, and the `/api/<name>` JSON endpoint for other clients. The
 * name is also the form's rate-limit bucket (lead-form limits, counted per client address, accepted
 * and refused posts apart), its idempotency scope (`idempotencyScope`) and the `intent` a page with
 * several forms posts. Parsing, the honeypot (the schema's `fax`),
 * idempotency, the limits and the error answers are the intake's, the same for every form.
 */
export type IntakeDeclaration<S extends z.ZodMiniObject = z.ZodMiniObject, R = unknown> = {
  schema: S;
  /**
   * The service call: stores the submission and queues its mail, inside `unit` when a key makes it
   * idempotent, with the visit it was sent in (`cameFrom`, issue #44) on its row.
   */
  submit: (
    deps: IntakeDeps,
    input: z.output<S>,
    unit: UnitOfWork | undefined,
    locale: Locale,
    cameFrom: CameFrom | null,
  ) => Promise<R>;
  /** The conversion it counts as in Admin → Insights, and its detail (a booking's type). */
  goal: Goal;
  goalDetail?: (input: z.output<S>) => string;
  /**
   * A trapped submission (the honeypot filled): a result of the same shape, after the same checks as
   * a real one (a refusal is thrown alike), storing nothing and sending nothing.
   */
  trap: (deps: IntakeDeps, input: z.output<S>, door: Door, locale: Locale) => Promise<R>;
  /** The `/api` door's answer when it was accepted: status and JSON body. */
  json: (result: R, input: z.output<S>, locale: Locale) => StoredAnswer;
  /** The page door's: the address the visitor goes on to (redirected there, 303-style). */
  page: (result: R, locale: Locale) => string;
  /** How much of each field a refused page form shows again (a little over its limit). */
  echo: Readonly<Record<string, number>>;
  /**
   * A page form's flat text fields as the schema takes them, where they differ (the booking's answers
   * are posted one field each), and which of those fields a refused page shows again.
   */
  fromPage?: {
    input: (fields: Record<string, string>) => Record<string, unknown>;
    echo: (fields: Record<string, string>) => Record<string, string>;
  };
};

/** The posted answers (`answer.<id>` fields), each cut to a little over the longest answer kept. */
function postedAnswers(fields: Record<string, string>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith("answer.") || name.length > 48) continue;
    if (Object.keys(answers).length >= QUESTION_LIMITS.questions) break;
    answers[name] = value.slice(0, QUESTION_LIMITS.long + 1);
  }
  return answers;
}

/** Declares a form with its types checked against its schema. */
const declare = <S extends z.ZodMiniObject, R>(declaration: IntakeDeclaration<S, R>) =>
  declaration as unknown as IntakeDeclaration;

/** What a lead form's success says, in the request's language (the browser shows its own toasts, SPEC §8). */
const reply = (locale: Locale, form: "contact" | "newsletter" | "career") =>
  createTranslator(locale, CATALOGUE.forms[locale])(`reply.${form}`);

/** The schema's fields that a page shows again, each with its `ECHO_LIMITS` length. */
const echoOf = (schema: z.ZodMiniObject) =>
  Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ECHO_LIMITS[name] ?? 100]));

/**
 * A stored lead's answer for a trapped one: an id of the same kind (a random UUID, as the database's
 * gen_random_uuid() gives) that leads nowhere.
 */
const fakeId = async () => ({ id: randomUUID() });

/** Every public form, by name (also its `/api/<name>` address). A new form is one entry here. */
export const INTAKE_FORMS = {
  contact: declare({
    schema: contactSchema,
    submit: ({ leads }, input, unit, _locale, cameFrom) => leads.submitContact(input, unit, cameFrom),
    goal: "contact",
    trap: fakeId,
    json: ({ id }, _input, locale) => ({ status: 201, body: { message: reply(locale, "contact"), id } }),
    page: (_result, locale) => localizePath("/?sent=contact#contact", locale),
    echo: echoOf(contactSchema),
  }),
  newsletter: declare({
    schema: newsletterSchema,
    // The subscriber's language: their confirmation and every newsletter come in it.
    submit: ({ leads }, input, unit, locale, cameFrom) => leads.subscribe(input, unit, locale, cameFrom),
    goal: "subscribe",
    trap: async () => undefined,
    json: (_result, _input, locale) => ({ status: 200, body: { message: reply(locale, "newsletter") } }),
    page: (_result, locale) => localizePath("/?subscribed=1#newsletter", locale),
    echo: echoOf(newsletterSchema),
  }),
  career: declare({
    schema: careerSchema,
    submit: ({ leads }, input, unit, _locale, cameFrom) => leads.submitCareer(input, unit, cameFrom),
    goal: "career",
    trap: fakeId,
    json: ({ id }, _input, locale) => ({ status: 201, body: { message: reply(locale, "career"), id } }),
    page: (_result, locale) => localizePath("/career?submitted=1", locale),
    echo: echoOf(careerSchema),
  }),
  booking: declare({
    schema: bookingSchema,
    // The page's (or request's) language is the booking's: its e-mails, invitation and manage link are in it.
    submit: ({ bookings }, input, unit, locale, cameFrom) => bookings.book(input, unit, locale, cameFrom),
    goal: "booking",
    goalDetail: (input) => input.type,
    // The same checks as a booking (a past, closed or taken time is refused alike); without JavaScript
    // the visitor is sent to the booking's page, so a decoy of it is kept for its token (./decoys.ts).
    trap: async ({ bookings, decoys }, input, door, locale) => {
      const booked = { id: randomUUID(), ...(await bookings.check(input)), token: randomToken() };
      if (door === "page") await decoys.keep(booked.token, booked, input, locale);
      return booked;
    },
    // Times in the visitor's zone, as they chose them.
    json: ({ id, start, end }, input) => ({
      status: 201,
      body: { id, start: isoInZone(start.getTime(), input.timeZone), end: isoInZone(end.getTime(), input.timeZone) },
    }),
    page: ({ token }, locale) => localizePath(`/book/manage?token=${encodeURIComponent(token)}&booked=1`, locale),
    echo: BOOKING_ECHO_LIMITS,
    // Each answer to the type's questions is its own field on the page (`answer.<question id>`).
    fromPage: {
      input: (fields) => {
        const answers = postedAnswers(fields);
        return {
          ...fields,
          answers: Object.fromEntries(
            Object.entries(answers).map(([name, value]) => [name.slice("answer.".length), value]),
          ),
        };
      },
      echo: postedAnswers,
    },
  }),
} as const satisfies Record<string, IntakeDeclaration>;

export type IntakeFormName = keyof typeof INTAKE_FORMS;

export const isIntakeForm = (name: unknown): name is IntakeFormName =>
  typeof name === "string" && Object.hasOwn(INTAKE_FORMS, name);

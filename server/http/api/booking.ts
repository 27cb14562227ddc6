import { randomUUID } from "node:crypto";
import type { Hono, MiddlewareHandler } from "hono";
import { isoInZone } from "#domain/booking/zone.ts";
import { bookingSchema } from "#domain/schemas/booking.ts";
import { HONEYPOT_FIELD } from "#domain/schemas/leads.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { answerOnce } from "../idempotency.ts";
import { readLocalizedJson } from "../validate.ts";

const MINUTE = 60_000;

/**
 * The booking API the pages' calendar and other clients use:
 * `GET /api/booking/types`, `GET /api/booking/slots?type=&from=&days=&tz=` (times in the visitor's
 * zone), `POST /api/booking` (the lead-form rate limit, honeypot, Idempotency-Key), and the owner's
 * private calendar feed `GET /api/booking/feed/<token>.ics`.
 */
export function mountBookingRoutes(
  api: Hono<AppEnv>,
  { services, logger, formLimit }: { services: Services; logger: Logger; formLimit: MiddlewareHandler<AppEnv> },
) {
  const { bookings, idempotency } = services;

  api.get("/booking/types", (c) =>
    c.json({
      // A type's questions are listed only when it has some (answers go in `answers` by question id).
      types: bookings.types().map(({ id, minutes, title }) => {
        const questions = bookings.questions(id, "en");
        return questions.length > 0 ? { id, minutes, title, questions } : { id, minutes, title };
      }),
    }),
  );

  api.get("/booking/slots", async (c) => {
    const timeZone = c.req.query("tz") ?? bookings.rules().timeZone;
    const type = c.req.query("type") ?? "";
    const daysText = c.req.query("days") ?? "7";
    const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN;
    const starts = await bookings.slots({
      type,
      from: c.req.query("from") ?? bookings.today(timeZone),
      days,
      timeZone,
    });
    const minutes = bookings.types().find((t) => t.id === type)!.minutes;
    return c.json({
      slots: starts.map((start) => ({
        start: isoInZone(start, timeZone),
        end: isoInZone(start + minutes * MINUTE, timeZone),
      })),
    });
  });

  api.post("/booking", formLimit, async (c) => {
    // The request's language (the body's `locale`, then Accept-Language): the visitor's e-mails are in it.
    const { input, locale } = await readLocalizedJson(c, bookingSchema);
    const bot = Boolean(input[HONEYPOT_FIELD]);
    if (bot) logger.warn({ form: "booking", ip: c.get("clientIp") }, "honeypot filled: submission dropped");
    return answerOnce(c, idempotency, "booking", async (unit) => {
      // A bot gets a real booking's checks (a past or closed time is refused alike) and answer, and
      // nothing is booked or sent.
      const booked = bot
        ? { id: randomUUID(), ...(await bookings.check(input)) }
        : await bookings.book(input, unit, locale);
      const zone = input.timeZone;
      return {
        status: 201,
        body: {
          id: booked.id,
          start: isoInZone(booked.start.getTime(), zone),
          end: isoInZone(booked.end.getTime(), zone),
        },
      };
    });
  });

  // The owner subscribes to this address from a calendar app; the token is the only key.
  api.get("/booking/feed/:file", async (c) => {
    const file = c.req.param("file");
    const calendar = file.endsWith(".ics") ? await bookings.feed(file.slice(0, -".ics".length)) : null;
    if (!calendar) throw new HttpError(404, "This calendar feed address is not valid (it may have been revoked).");
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Cache-Control", "private, no-store");
    return c.body(calendar);
  });
}

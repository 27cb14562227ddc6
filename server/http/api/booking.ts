import type { Hono } from "hono";
import { isoInZone } from "#domain/booking/zone.ts";
import { DomainError } from "#domain/errors.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";

const MINUTE = 60_000;

/**
 * The booking API the pages' calendar and other clients use:
 * `GET /api/booking/types`, `GET /api/booking/slots?type=&from=&days=&tz=` (times in the visitor's
 * zone), and the owner's private calendar feed `GET /api/booking/feed/<token>.ics`. `POST /api/booking`
 * is the intake's (./intake.ts, the `booking` form of server/services/intake/forms.ts).
 */
export function mountBookingRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const { bookings } = services;

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
    const starts = await bookings
      .slots({ type, from: c.req.query("from") ?? bookings.today(timeZone), days, timeZone })
      .catch(renameField("timeZone", "tz"));
    const minutes = bookings.types().find((t) => t.id === type)!.minutes;
    return c.json({
      slots: starts.map((start) => ({
        start: isoInZone(start, timeZone),
        end: isoInZone(start + minutes * MINUTE, timeZone),
      })),
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

/**
 * A refusal whose field the service names as its input does (`timeZone`) answered under the name this
 * address takes it by (`tz`): an error names the field the client sent.
 */
function renameField(from: string, to: string) {
  return (error: unknown): never => {
    if (error instanceof DomainError && error.fields && from in error.fields) {
      const { [from]: message, ...fields } = error.fields;
      throw new DomainError(error.kind, error.message, { ...fields, [to]: message! });
    }
    throw error;
  };
}

import { and, eq, gt } from "drizzle-orm";
import type { Locale } from "#domain/i18n/locales.ts";
import type { BookingInput } from "#domain/schemas/booking.ts";
import type { Db } from "#server/db/client.ts";
import { idempotencyKeys } from "#server/db/schema.ts";
import { buildCalendar } from "#server/lib/ics.ts";
import { hashToken } from "#server/lib/tokens.ts";
import { type BookingSite, bookingEvent } from "../booking-emails.ts";
import type { BookingView, createBookingService } from "../bookings.ts";

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The decoys' rows sit beside the idempotency records, which expire (and are swept) the same way. */
const SCOPE = "decoy:booking";

type Bookings = Pick<ReturnType<typeof createBookingService>, "check" | "types" | "rules">;

/** What a decoy keeps: what the manage page shows of a booking, nothing the owner ever sees. */
type Decoy = {
  id: string;
  typeId: string;
  start: number;
  end: number;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  timeZone: string;
  locale: Locale;
  status: "confirmed" | "cancelled";
  createdAt: number;
  cancelledAt: number | null;
};

/**
 * A trapped booking's page (issue #34): a bot that filled the honeypot is sent on to a manage
 * address exactly like a visitor's (`/book/manage?token=…&booked=1`, a token of the same kind), and
 * that page must show the booking as booked, offer its calendar file and let it be moved or
 * cancelled, or a careful bot learns it was caught. What that page shows is kept for a day in a
 * row of `idempotency_keys` under the token's hash: no booking, no held time, no e-mail, nothing in
 * the owner's lists or calendar feed.
 */
export function createBookingDecoys(
  db: Db,
  bookings: Bookings,
  site: Omit<BookingSite, "ownerTimeZone">,
  now: () => number = Date.now,
) {
  const row = (token: string) => and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.keyHash, hashToken(token)));

  async function read(token: string): Promise<Decoy | null> {
    if (!token || token.length > 200) return null;
    const [found] = await db
      .select({ body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(and(row(token), gt(idempotencyKeys.expiresAt, new Date(now()))));
    return (found?.body as Decoy | undefined) ?? null;
  }

  const write = (token: string, decoy: Decoy) => db.update(idempotencyKeys).set({ body: decoy }).where(row(token));

  function viewOf(decoy: Decoy): BookingView {
    const type = bookings.types().find((item) => item.id === decoy.typeId);
    return {
      id: decoy.id,
      typeId: decoy.typeId,
      typeTitle: type?.title ?? decoy.typeId,
      minutes: Math.round((decoy.end - decoy.start) / MINUTE),
      start: new Date(decoy.start),
      end: new Date(decoy.end),
      name: decoy.name,
      email: decoy.email,
      company: decoy.company,
      topic: decoy.topic,
      // The visitor's page never shows answers (only the owner's mail and list do): none are kept.
      answers: [],
      timeZone: decoy.timeZone,
      status: decoy.status,
      createdAt: new Date(decoy.createdAt),
      cancelledAt: decoy.cancelledAt === null ? null : new Date(decoy.cancelledAt),
      cancelledBy: decoy.cancelledAt === null ? null : "visitor",
      cancelMessage: null,
      locale: decoy.locale,
    };
  }

  function eventOf(decoy: Decoy) {
    const view = viewOf(decoy);
    return bookingEvent(
      { ...site, ownerTimeZone: bookings.rules().timeZone },
      { ...view, sequence: 0 },
      "CONFIRMED",
      decoy.locale,
    );
  }

  return {
    /** Keeps what a trapped booking's manage page shows, under its token, for a day. */
    async keep(
      token: string,
      booked: { id: string; start: Date; end: Date },
      input: BookingInput,
      locale: Locale,
    ): Promise<void> {
      const decoy: Decoy = {
        id: booked.id,
        typeId: input.type,
        start: booked.start.getTime(),
        end: booked.end.getTime(),
        name: input.name,
        email: input.email,
        company: input.company,
        topic: input.topic,
        timeZone: input.timeZone,
        locale,
        status: "confirmed",
        createdAt: now(),
        cancelledAt: null,
      };
      await db.insert(idempotencyKeys).values({
        scope: SCOPE,
        keyHash: hashToken(token),
        requestHash: "",
        status: 200,
        body: decoy,
        expiresAt: new Date(now() + DAY),
      });
    },

    /** The booking a decoy's manage link shows, as `bookings.findByToken` gives a real one. */
    async find(token: string): Promise<BookingView | null> {
      const decoy = await read(token);
      return decoy ? viewOf(decoy) : null;
    },

    /** Its "add to calendar" event, as `bookings.calendarEventByToken` gives a real one's. */
    async calendarEvent(token: string) {
      const decoy = await read(token);
      if (decoy?.status !== "confirmed") return null;
      const event = eventOf(decoy);
      return {
        title: event.summary,
        details: event.description ?? "",
        location: event.location ?? "",
        start: decoy.start,
        end: decoy.end,
      };
    },

    /** Its .ics file, as `bookings.calendarFileByToken` gives a real one's. */
    async calendarFile(token: string): Promise<string | null> {
      const decoy = await read(token);
      return decoy?.status === "confirmed" ? buildCalendar("PUBLISH", [eventOf(decoy)]) : null;
    },

    /** "Cancel" on a decoy's page: shown cancelled from then on. False when the token is no decoy. */
    async cancel(token: string): Promise<boolean> {
      const decoy = await read(token);
      if (!decoy) return false;
      if (decoy.status === "confirmed") await write(token, { ...decoy, status: "cancelled", cancelledAt: now() });
      return true;
    },

    /**
     * "Move" on a decoy's page: the new time is checked as a real move's is (a taken or past time is
     * refused alike, by the DomainError `bookings.check` throws). False when the token is no decoy.
     */
    async move(token: string, startText: string): Promise<boolean> {
      const decoy = await read(token);
      if (!decoy) return false;
      const { start, end } = await bookings.check({
        type: decoy.typeId,
        start: startText,
        name: decoy.name,
        email: decoy.email,
        company: decoy.company,
        topic: decoy.topic,
        timeZone: decoy.timeZone,
      });
      await write(token, { ...decoy, start: start.getTime(), end: end.getTime() });
      return true;
    },
  };
}

export type BookingDecoys = ReturnType<typeof createBookingDecoys>;

import type { Db } from "#server/db/client.ts";
import { availabilityMethods } from "./bookings/availability.ts";
import { blockMethods } from "./bookings/blocks.ts";
import { type BookingSettings, bookingContext, type ExternalCalendars } from "./bookings/context.ts";
import { ownerChangeMethods } from "./bookings/owner-changes.ts";
import { ownerFeedMethods } from "./bookings/owner-feed.ts";
import { reservationMethods } from "./bookings/reservations.ts";
import type { Outbox, QueuedMail } from "./outbox.ts";

export {
  type BookingSettings,
  type BookingView,
  type ExternalCalendars,
  REMINDER_BEFORE_MS,
} from "./bookings/context.ts";

/**
 * Consultation bookings: free slots, booking with no double booking (the `booking_cells` primary
 * key decides, not a read before the write), the manage link (cancel, reschedule), the owner's
 * cancellations, blocked days and the private calendar feed. Every booking change and the mail it
 * causes (invitation, reminders 24 hours ahead, cancellation) commit in one transaction; the outbox
 * worker sends the mail later, so SMTP being down loses nothing. `now` is injectable for tests.
 *
 * One service to its callers, five parts inside (./bookings/), each a set of functions of one shared
 * context (./bookings/context.ts: the database, outbox, clock, calendars and settings):
 * - availability.ts: the free slots and the rules a wanted time must pass (reads only);
 * - reservations.ts: a booking made, moved, cancelled, and the visitor's manage link (the writes);
 * - owner-changes.ts: the owner's lists, counts, moves and cancellations (admin, by id);
 * - blocks.ts: the owner's days off, and cancelling what is still on them;
 * - owner-feed.ts: the owner's private calendar feed.
 */
export function createBookingService(
  db: Db,
  outbox: Outbox,
  settings: BookingSettings,
  onQueued: (mail: QueuedMail) => void = () => {},
  now: () => number = Date.now,
  calendars: ExternalCalendars | null = null,
) {
  const ctx = bookingContext({ db, outbox, settings, onQueued, now, calendars });
  return {
    ...availabilityMethods(ctx),
    ...reservationMethods(ctx),
    // The owner's side (admin area).
    ...ownerChangeMethods(ctx),
    ...blockMethods(ctx),
    ...ownerFeedMethods(ctx),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;

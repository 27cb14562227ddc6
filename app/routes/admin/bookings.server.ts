import { formValues } from "#app/lib/forms.ts";
import { BOOKING_MESSAGES, CALENDAR_ACTION_MESSAGES } from "#domain/admin-actions.ts";
import { minutesOf } from "#domain/booking/slots.ts";
import { isIsoDate, isoInZone, zonedInstant } from "#domain/booking/zone.ts";
import {
  blockSchema,
  calendarAddSchema,
  calendarUpdateSchema,
  ownerCancelSchema,
  ownerMoveSchema,
} from "#domain/schemas/booking.ts";
import { type AdminAnswer, type AdminContext, done, refused } from "./admin.server.ts";

/**
 * The Bookings section's changes, posted to its action (the caller has checked the admin, and answers
 * a DomainError thrown here with `answering`: a move onto a time just taken is the booking rules' 409,
 * told to the owner like any refusal):
 * cancel a booking with a message, block or unblock days (and cancel the bookings on blocked days), make or revoke the calendar feed address.
 */
export async function bookingAction(context: AdminContext, intent: string, form: FormData): Promise<AdminAnswer> {
  const { bookings } = context.services;
  const values = formValues(form);
  switch (intent) {
    case "booking-cancel": {
      const input = ownerCancelSchema.safeParse(values);
      if (!input.success) return refused(input.error.issues[0]?.message);
      const cancelled = await bookings.cancelByOwner(input.data.id, input.data.message);
      return done(BOOKING_MESSAGES.cancelled(cancelled.name));
    }
    case "booking-block": {
      const input = blockSchema.safeParse(values);
      if (!input.success) return refused(input.error.issues[0]?.message);
      const block = await bookings.addBlock(input.data);
      return done(BOOKING_MESSAGES.blocked(block.fromDate, block.toDate, block.stillBooked));
    }
    case "booking-move": {
      const input = ownerMoveSchema.safeParse(values);
      if (!input.success) return refused(input.error.issues[0]?.message);
      // The owner types the new time on their own clock (the availability's zone).
      const zone = bookings.rules().timeZone;
      const [date, time] = input.data.when.split("T") as [string, string];
      const instant = isIsoDate(date) ? zonedInstant(date, minutesOf(time), zone) : null;
      if (instant === null) return refused("That day and time do not exist on your clock; choose another.");
      const moved = await bookings.rescheduleByOwner(input.data.id, isoInZone(instant, zone), input.data.message);
      return done(BOOKING_MESSAGES.moved(moved.name));
    }
    case "booking-cancel-blocked": {
      const input = ownerCancelSchema.safeParse(values);
      if (!input.success) return refused(input.error.issues[0]?.message);
      return done(BOOKING_MESSAGES.cancelledOnBlock(await bookings.cancelBlocked(input.data.id, input.data.message)));
    }
    case "booking-unblock":
      return (await bookings.removeBlock(values.id ?? ""))
        ? done(BOOKING_MESSAGES.unblocked)
        : refused(BOOKING_MESSAGES.blockMissing, 404);
    case "booking-feed-renew": {
      const token = await bookings.renewFeed();
      return done(BOOKING_MESSAGES.feedRenewed, { feedUrl: `${context.site.siteUrl}/api/booking/feed/${token}.ics` });
    }
    case "booking-feed-revoke":
      await bookings.revokeFeed();
      return done(BOOKING_MESSAGES.feedRevoked);
    case "booking-calendar-add": {
      const input = calendarAddSchema.safeParse(values);
      if (!input.success) return refused(input.error.issues[0]?.message);
      const added = await context.services.calendars.add(input.data);
      return done(CALENDAR_ACTION_MESSAGES.added(added.label, added.busyCount));
    }
    case "booking-calendar-update": {
      const input = calendarUpdateSchema.safeParse(values);
      if (!input.success) return refused(input.error.issues[0]?.message);
      const read = form.getAll("read").filter((value): value is string => typeof value === "string");
      const updated = await context.services.calendars.update(input.data.id, {
        read,
        writeUrl: input.data.write || null,
        whenStale: input.data.whenStale,
      });
      return done(CALENDAR_ACTION_MESSAGES.updated(updated.label));
    }
    case "booking-calendar-refresh": {
      const id = values.id ?? "";
      if (!/^[0-9a-f-]{36}$/i.test(id)) return refused(CALENDAR_ACTION_MESSAGES.missing, 404);
      await context.services.calendars.refresh(id);
      const view = (await context.services.calendars.list()).find((c) => c.id === id);
      if (!view) return refused(CALENDAR_ACTION_MESSAGES.missing, 404);
      return view.lastError
        ? refused(CALENDAR_ACTION_MESSAGES.readFailed(view.label, view.lastError), 502)
        : done(CALENDAR_ACTION_MESSAGES.read(view.label, view.busyCount));
    }
    case "booking-calendar-remove": {
      const id = values.id ?? "";
      return /^[0-9a-f-]{36}$/i.test(id) && (await context.services.calendars.remove(id))
        ? done(CALENDAR_ACTION_MESSAGES.removed)
        : refused(CALENDAR_ACTION_MESSAGES.missing, 404);
    }
    default:
      return refused();
  }
}

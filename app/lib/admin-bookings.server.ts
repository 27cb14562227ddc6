import { ACTION_MESSAGES, type AdminActionResult, BOOKING_MESSAGES } from "#domain/admin-actions.ts";
import { DomainError } from "#domain/errors.ts";
import { blockSchema, ownerCancelSchema } from "#domain/schemas/booking.ts";
import { formValues } from "./forms.ts";
import type { AppLoadContext } from "./server-types.ts";

type Answer = { status: number; result: AdminActionResult };

/**
 * The Bookings tab's changes, posted to the /admin action (the caller has checked the admin):
 * cancel a booking with a message, block or unblock days (and cancel the bookings on blocked days), make or revoke the calendar feed address.
 */
export async function bookingAdminAction(context: AppLoadContext, intent: string, form: FormData): Promise<Answer> {
  const { bookings } = context.services;
  const values = formValues(form);
  try {
    switch (intent) {
      case "booking-cancel": {
        const input = ownerCancelSchema.safeParse(values);
        if (!input.success) return invalid(input.error.issues[0]?.message);
        const cancelled = await bookings.cancelByOwner(input.data.id, input.data.message);
        return ok(BOOKING_MESSAGES.cancelled(cancelled.name));
      }
      case "booking-block": {
        const input = blockSchema.safeParse(values);
        if (!input.success) return invalid(input.error.issues[0]?.message);
        const block = await bookings.addBlock(input.data);
        return ok(BOOKING_MESSAGES.blocked(block.fromDate, block.toDate, block.stillBooked));
      }
      case "booking-cancel-blocked": {
        const input = ownerCancelSchema.safeParse(values);
        if (!input.success) return invalid(input.error.issues[0]?.message);
        return ok(BOOKING_MESSAGES.cancelledOnBlock(await bookings.cancelBlocked(input.data.id, input.data.message)));
      }
      case "booking-unblock":
        return (await bookings.removeBlock(values.id ?? ""))
          ? ok(BOOKING_MESSAGES.unblocked)
          : invalid(BOOKING_MESSAGES.blockMissing, 404);
      case "booking-feed-renew": {
        const token = await bookings.renewFeed();
        return {
          status: 200,
          result: {
            ok: true,
            message: BOOKING_MESSAGES.feedRenewed,
            feedUrl: `${context.site.siteUrl}/api/booking/feed/${token}.ics`,
          },
        };
      }
      case "booking-feed-revoke":
        await bookings.revokeFeed();
        return ok(BOOKING_MESSAGES.feedRevoked);
      default:
        return invalid();
    }
  } catch (error) {
    if (error instanceof DomainError && (error.kind === "invalid" || error.kind === "not_found")) {
      return invalid(error.message, error.kind === "not_found" ? 404 : 400);
    }
    throw error;
  }
}

const ok = (message: string): Answer => ({ status: 200, result: { ok: true, message } });
const invalid = (message: string = ACTION_MESSAGES.invalid, status = 400): Answer => ({
  status,
  result: { ok: false, message },
});

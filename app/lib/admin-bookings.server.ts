import type { AdminActionResult } from "#domain/admin-actions.ts";
import { DomainError } from "#domain/errors.ts";
import { blockSchema, ownerCancelSchema } from "#domain/schemas/booking.ts";
import { formValues } from "./forms.ts";
import type { AppLoadContext } from "./server-types.ts";

type Answer = { status: number; result: AdminActionResult };

/**
 * The Bookings tab's changes, posted to the /admin action (the caller has checked the admin):
 * cancel a booking with a message, block or unblock days, make or revoke the calendar feed address.
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
        return ok(`The consultation with ${cancelled.name} is cancelled; they have been told.`);
      }
      case "booking-block": {
        const input = blockSchema.safeParse(values);
        if (!input.success) return invalid(input.error.issues[0]?.message);
        const block = await bookings.addBlock(input.data);
        return ok(
          block.fromDate === block.toDate
            ? `${block.fromDate} is blocked.`
            : `${block.fromDate} to ${block.toDate} are blocked.`,
        );
      }
      case "booking-unblock":
        return (await bookings.removeBlock(values.id ?? ""))
          ? ok("Unblocked.")
          : invalid("That block no longer exists.", 404);
      case "booking-feed-renew": {
        const token = await bookings.renewFeed();
        return {
          status: 200,
          result: {
            ok: true,
            message: "A new feed address is ready; the previous one no longer works.",
            feedUrl: `${context.site.siteUrl}/api/booking/feed/${token}.ics`,
          },
        };
      }
      case "booking-feed-revoke":
        await bookings.revokeFeed();
        return ok("The feed address is revoked.");
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
const invalid = (message = "That request was not understood.", status = 400): Answer => ({
  status,
  result: { ok: false, message },
});

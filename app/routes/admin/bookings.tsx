import { AdminSection } from "#app/components/admin/action-answer.tsx";
import { BookingsTab } from "#app/components/admin/bookings-tab.tsx";
import type { Route } from "./+types/bookings";
import { answering, requireAdmin } from "./admin.server.ts";
import { bookingAction } from "./bookings.server.ts";

/**
 * /admin/bookings: the consultations (`?when=past` for the held ones), blocked days, the connected
 * calendars and the private feed, every time on the owner's clock.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  const when = new URL(request.url).searchParams.get("when") === "past" ? ("past" as const) : ("upcoming" as const);
  const [bookings, counts, blocks, feedCreatedAt, connected] = await Promise.all([
    services.bookings.list(when),
    services.bookings.counts(),
    services.bookings.blocks(),
    services.bookings.feedCreatedAt(),
    services.calendars.list(),
  ]);
  return {
    when,
    bookings,
    counts,
    blocks,
    blockDays: services.bookings.blockDays(),
    feedCreatedAt,
    ownerTimeZone: services.bookings.rules().timeZone,
    calendars: {
      list: connected,
      configured: services.calendars.configured,
      staleMinutes: services.calendars.staleMinutes,
      limits: services.calendars.limits,
    },
  };
}

/** A booking's, a block's, the feed's or a calendar's change (`booking-*`). */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const form = await request.formData();
  return answering(() => bookingAction(admin, String(form.get("intent") ?? ""), form));
}

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection answer={actionData}>
      <BookingsTab data={loaderData} />
    </AdminSection>
  );
}

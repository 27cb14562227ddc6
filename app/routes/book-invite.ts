import { getAppContext } from "#app/lib/context.ts";
import type { Route } from "./+types/book-invite";

/**
 * `/book/manage/invite.ics?token=…`: the booking as a calendar file, the confirmation page's
 * "Download .ics" (for Apple Calendar and any app that opens .ics), so the visitor has the meeting
 * even before the e-mail arrives. The token is the only key; a wrong one or a cancelled booking is a 404.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { bookings, intake } = getAppContext(context).services;
  // A trapped bot's booking has its file as a real one does (server/services/intake/decoys.ts).
  const file = (await bookings.calendarFileByToken(token)) ?? (await intake.decoys.calendarFile(token));
  if (!file) return new Response("This booking link is not valid, or the booking was cancelled.\n", { status: 404 });
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="consultation.ics"',
      // The address carries the booking's secret: keep it out of every cache.
      "Cache-Control": "private, no-store",
    },
  });
}

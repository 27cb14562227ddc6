/**
 * "Add to calendar" links for a booked meeting: Google Calendar's and Outlook's event templates. They
 * carry the event in the address (title, times in UTC, details, place), so they work whether or not
 * the invitation e-mail has arrived; the `.ics` download is the third way (Apple Calendar and others).
 */
export type CalendarLinkEvent = {
  title: string;
  details: string;
  location: string;
  start: number;
  end: number;
};

/** 20261207T050000Z, the basic UTC form both services read. */
const basicUtc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Outlook on the web (personal accounts); work accounts are redirected by Microsoft's sign-in. */
export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: new Date(event.start).toISOString().replace(/\.\d{3}Z$/, "Z"),
    enddt: new Date(event.end).toISOString().replace(/\.\d{3}Z$/, "Z"),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query.toString()}`;
}

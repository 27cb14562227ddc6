import { createDAVClient } from "tsdav";
import { type BusyBlock, busyBlocks, parseCalendar } from "#server/lib/busy-times.ts";
import { guardedFetch, safeFetch } from "#server/services/scanner/safe-fetch.ts";

/**
 * The owner's connected calendars as one small adapter: a secret ICS address (Google, Outlook, iCloud,
 * Proton) fetched through the scanner's SSRF-safe fetcher, or a CalDAV account (Fastmail, Nextcloud,
 * iCloud, Radicale) through tsdav with the same guards on every request. Reads give busy blocks for a
 * window (ical.js through server/lib/busy-times.ts); CalDAV also takes the bookings written out.
 */

export type IcsSource = { kind: "ics"; url: string };
export type CaldavSource = { kind: "caldav"; url: string; username: string; password: string };
export type CalendarSource = IcsSource | CaldavSource;

export type SourceLimits = {
  /** Tests only: loopback and private addresses allowed (CALENDAR_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBodyBytes: number;
};

export const CALENDAR_LIMITS = { timeoutMs: 10_000, maxBodyBytes: 5 * 1024 * 1024 } as const;

/** A read that did not work, in words the owner can act on (shown in the admin as it is). */
export class CalendarReadError extends Error {
  override name = "CalendarReadError";
}

/** The UID our own bookings carry (server/services/booking-emails.ts): never counted as the owner's busy time. */
const OWN_BOOKING_UID = /^booking-[0-9a-f-]{36}@/i;

function blocksOf(texts: readonly string[], from: number, to: number, ownerZone: string): BusyBlock[] {
  const found: BusyBlock[] = [];
  for (const text of texts) {
    let parsed: ReturnType<typeof parseCalendar>;
    try {
      parsed = parseCalendar(text);
    } catch {
      throw new CalendarReadError("The calendar's answer is not an iCalendar file.");
    }
    parsed.events = parsed.events.filter((event) => !OWN_BOOKING_UID.test(event.uid ?? ""));
    found.push(...busyBlocks(parsed, from, to, ownerZone));
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Plain words for a failed request (the scanner's errors already have them). */
function reason(error: unknown): string {
  if (error instanceof CalendarReadError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return message || "The calendar could not be read.";
}

async function readIcsText(source: IcsSource, limits: SourceLimits): Promise<string> {
  const page = await safeFetch(new URL(source.url), {
    allowPrivate: limits.allowPrivate,
    timeoutMs: limits.timeoutMs,
    maxBodyBytes: limits.maxBodyBytes,
    maxRedirects: 3,
    userAgent: "ConsultantSite-Calendar/1.0",
    accept: "text/calendar, */*;q=0.5",
  }).catch((error: unknown) => {
    // A refused address keeps its kind: the service words it for the owner.
    if (error instanceof Error && error.name === "ScanRefusedError") throw error;
    throw new CalendarReadError(reason(error));
  });
  if (page.status === 401 || page.status === 403 || page.status === 404)
    throw new CalendarReadError(
      `The calendar address answered ${page.status}: it may have been reset. Copy the secret address again.`,
    );
  if (page.status !== 200) throw new CalendarReadError(`The calendar address answered ${page.status}.`);
  if (page.truncated)
    throw new CalendarReadError(`The calendar is larger than ${Math.round(limits.maxBodyBytes / 1048576)} MB.`);
  if (!/BEGIN:VCALENDAR/i.test(page.body.slice(0, 2_000)))
    throw new CalendarReadError("The address did not give a calendar (.ics); check it is the secret iCal address.");
  return page.body;
}

async function davClient(source: CaldavSource, limits: SourceLimits) {
  const fetch = guardedFetch({
    allowPrivate: limits.allowPrivate,
    timeoutMs: limits.timeoutMs,
    maxBodyBytes: limits.maxBodyBytes,
  });
  try {
    return await createDAVClient({
      serverUrl: source.url,
      credentials: { username: source.username, password: source.password },
      authMethod: "Basic",
      defaultAccountType: "caldav",
      fetch,
    });
  } catch (error) {
    throw new CalendarReadError(`Could not sign in to the CalDAV server: ${reason(error)}`);
  }
}

/** The account's calendars (the owner picks which to read and which receives bookings). */
export async function listCaldavCalendars(
  source: CaldavSource,
  limits: SourceLimits,
): Promise<{ url: string; name: string }[]> {
  const client = await davClient(source, limits);
  try {
    const calendars = await client.fetchCalendars();
    return calendars
      .filter((calendar) => !calendar.components || calendar.components.includes("VEVENT"))
      .map((calendar) => ({
        url: calendar.url,
        name: typeof calendar.displayName === "string" && calendar.displayName ? calendar.displayName : calendar.url,
      }));
  } catch (error) {
    throw new CalendarReadError(`Could not list the calendars: ${reason(error)}`);
  }
}

/** Busy blocks touching [from, to) on the owner's clock, from an ICS address or the chosen CalDAV calendars. */
export async function readBusy(
  source: CalendarSource,
  calendars: readonly string[],
  window: { from: number; to: number },
  ownerZone: string,
  limits: SourceLimits,
): Promise<BusyBlock[]> {
  if (source.kind === "ics") return blocksOf([await readIcsText(source, limits)], window.from, window.to, ownerZone);
  const client = await davClient(source, limits);
  const texts: string[] = [];
  for (const url of calendars) {
    try {
      const objects = await client.fetchCalendarObjects({
        calendar: { url },
        // A day's margin each side: the server's filter is by UTC instants, ours by the owner's days.
        timeRange: {
          start: new Date(window.from - 86_400_000).toISOString(),
          end: new Date(window.to + 86_400_000).toISOString(),
        },
      });
      for (const object of objects) if (typeof object.data === "string" && object.data) texts.push(object.data);
    } catch (error) {
      throw new CalendarReadError(`Could not read the calendar ${url}: ${reason(error)}`);
    }
  }
  return blocksOf(texts, window.from, window.to, ownerZone);
}

/** Writes (or rewrites) a booking's event into a CalDAV calendar, as `<booking id>.ics`. */
export async function writeBookingEvent(
  source: CaldavSource,
  calendarUrl: string,
  bookingId: string,
  ics: string,
  limits: SourceLimits,
): Promise<void> {
  const client = await davClient(source, limits);
  const url = new URL(`${bookingId}.ics`, calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`).href;
  const response = await client.updateCalendarObject({ calendarObject: { url, data: ics } });
  if (!response.ok) throw new CalendarReadError(`The CalDAV server refused the booking (${response.status}).`);
}

/** Removes a booking's event from a CalDAV calendar (gone already is fine). */
export async function deleteBookingEvent(
  source: CaldavSource,
  calendarUrl: string,
  bookingId: string,
  limits: SourceLimits,
): Promise<void> {
  const client = await davClient(source, limits);
  const url = new URL(`${bookingId}.ics`, calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`).href;
  const response = await client.deleteCalendarObject({ calendarObject: { url, etag: "" } });
  if (!response.ok && response.status !== 404)
    throw new CalendarReadError(`The CalDAV server refused to remove the booking (${response.status}).`);
}

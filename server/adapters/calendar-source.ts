import { createDAVClient } from "tsdav";
import {
  type BusyBlock,
  CALENDAR_CAPS,
  type CalendarKey,
  CalendarReadError,
  type CalendarText,
} from "#server/lib/busy-times.ts";
import { expandInThread } from "#server/lib/busy-times-thread.ts";
import { ScanRefusedError } from "#server/services/scanner/address-policy.ts";
import { guardedFetch, ScanFetchError, safeFetch } from "#server/services/scanner/safe-fetch.ts";

export { CalendarReadError };

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

/**
 * How long a read's parse and expansion may take: the budget of the read's own thread, no longer than
 * the fetch's timeout (a re-check at booking time asks for less).
 */
const budgetOf = (limits: SourceLimits) => Math.min(limits.timeoutMs, CALENDAR_CAPS.seconds * 1000);

/** The fetcher's failures in a calendar's words (the scanner's own speak of "websites" being "scanned"). */
const FETCH_FAILURES: Readonly<Record<string, CalendarKey>> = {
  "fetch.noAddress": "fetch.noAddress",
  "fetch.unresolved": "fetch.unresolved",
  "fetch.timeout": "fetch.timeout",
  "fetch.unreachable": "fetch.unreachable",
  "fetch.redirects": "fetch.redirects",
  "fetch.badRedirect": "fetch.badRedirect",
  "fetch.tooLarge": "fetch.tooLarge",
  "fetch.brokeOff": "fetch.brokeOff",
};

/** A failure we can word, found among an error's causes (tsdav passes the fetcher's errors on). */
function fetchFailure(error: unknown): CalendarReadError | undefined {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++, current = current.cause) {
    if (current instanceof CalendarReadError) return current;
    if (current instanceof ScanRefusedError) return new CalendarReadError("refused");
    const key = current instanceof ScanFetchError ? FETCH_FAILURES[current.text.key] : undefined;
    if (key) return new CalendarReadError(key, (current as ScanFetchError).text.values);
  }
  return undefined;
}

/**
 * Any failure of a read or a write as words for the owner: ours and the fetcher's as they are, anything
 * else (a library's internal message, "Maximum call stack size exceeded") as "could not be read".
 */
export function failureText(error: unknown): CalendarText {
  return fetchFailure(error)?.text ?? { key: "unreadable" };
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
    throw fetchFailure(error) ?? new CalendarReadError("fetch.unreachable");
  });
  if (page.status === 401 || page.status === 403 || page.status === 404)
    throw new CalendarReadError("statusGone", { status: String(page.status) });
  if (page.status !== 200) throw new CalendarReadError("status", { status: String(page.status) });
  if (page.truncated) throw new CalendarReadError("tooLarge", { max: Math.round(limits.maxBodyBytes / 1048576) });
  if (!/BEGIN:VCALENDAR/i.test(page.body.slice(0, 2_000))) throw new CalendarReadError("notCalendar");
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
    throw fetchFailure(error) ?? new CalendarReadError("signIn");
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
    throw fetchFailure(error) ?? new CalendarReadError("list");
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
  if (source.kind === "ics")
    return expandInThread([await readIcsText(source, limits)], window, ownerZone, budgetOf(limits));
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
      throw fetchFailure(error) ?? new CalendarReadError("readOne", { name: url });
    }
  }
  return expandInThread(texts, window, ownerZone, budgetOf(limits));
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
  if (!response.ok) throw new CalendarReadError("writeRefused", { status: String(response.status) });
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
    throw new CalendarReadError("deleteRefused", { status: String(response.status) });
}

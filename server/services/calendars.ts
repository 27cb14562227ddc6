import type { Db } from "#server/db/client.ts";
import { connectionMethods } from "./calendars/connections.ts";
import { type CalendarSettings, createCalendarReader } from "./calendars/reader.ts";
import { sayLimits } from "./calendars/words.ts";

export type { CalendarView } from "./calendars/connections.ts";
export type { CalendarSettings } from "./calendars/reader.ts";
export { CALENDAR_MESSAGES, sayFailure, sayLimits } from "./calendars/words.ts";

/**
 * The owner's connected calendars (admin → Bookings): a secret ICS address or a CalDAV account. Their
 * busy times are read in the background every `refreshMs` over the bookable window, expanded once and
 * kept in memory (and in the row, so a restart or a failing read still has the last good read); a
 * slots request only looks them up. Before a booking is stored the calendars are read again for its
 * time. A calendar with no good read for `staleMs` is stale: the admin says so, and the owner's choice
 * applies: keep offering times from the last good read ("offer", the default) or offer none ("stop").
 * A CalDAV calendar may receive the bookings: written after each commit, moved and deleted with them.
 * A feed's parse and expansion run on a thread of their own within CALENDAR_CAPS (a calendar beyond
 * them fails its read, in words, and keeps its last good read). In a cluster one process reads a
 * calendar per period: the background read first claims the row (`lastAttemptAt`, see `claim`).
 *
 * One service to its callers, three parts inside (./calendars/): reader.ts (the background reads,
 * the in-memory busy times the booking rules see, and the write-outs), connections.ts (the owner's
 * admin form) and words.ts (failures and limits in the owner's words).
 */
export function createCalendarService(db: Db, settings: CalendarSettings) {
  const reader = createCalendarReader(db, settings);
  return {
    external: reader.external,
    /** Whether calendars can be connected (CALENDAR_SECRET_KEY is set). */
    configured: settings.box !== null,
    staleMinutes: Math.round(settings.staleMs / 60_000),
    /** What a read keeps to, in the owner's words. */
    limits: sayLimits(),
    ...connectionMethods(db, settings, reader),
    /** Loads the last good reads, then refreshes in the background every `refreshMs`. */
    start: reader.start,
    stop: reader.stop,
    /** Waits for the write-outs in flight (tests, and shutdown). */
    settled: reader.settled,
    /** Loads the stored reads into memory without reading the calendars (tests). */
    load: () => reader.load().then(() => {}),
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

import ICAL from "ical.js";
import { addDays, isTimeZone, startOfDay, wallTime, zonedInstant } from "#domain/booking/zone.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { createTranslator } from "#domain/i18n/translate.ts";

/**
 * Busy times from an iCalendar feed (a connected calendar's export), through ical.js rather than a
 * hand-written parser: recurring events (RRULE with COUNT/UNTIL, EXDATE, RDATE), RECURRENCE-ID
 * overrides (moved or cancelled single meetings), STATUS:CANCELLED and TRANSP:TRANSPARENT ignored,
 * all-day events blocking the owner's whole local day, floating times read on the owner's clock,
 * TZIDs read as IANA zones through Intl (domain/booking/zone.ts) or, for names Intl does not know
 * (Outlook's "Arabian Standard Time"), through the feed's own VTIMEZONE. Only occurrences touching
 * the window are returned. A feed beyond the caps below is refused with words for the owner, never
 * read in part: a busy time dropped would be offered to visitors.
 */

export type BusyBlock = { start: number; end: number };

/**
 * What one read takes at most (issue #41.3: a 4 MB feed of 28,000 daily series held a process for
 * minutes). `events`: VEVENTs in one read, all files together; `steps`: occurrences of one series walked
 * up to the end of the window (a daily meeting since 1890; an hourly one across the window, never a
 * minutely or secondly one); `busy`: busy times in the window (a full diary has a few hundred);
 * `seconds`: the whole parse and expansion, off the request thread (`expandInThread`).
 */
export const CALENDAR_CAPS = { events: 10_000, steps: 50_000, busy: 20_000, seconds: 10 } as const;

export type CalendarKey = keyof typeof CATALOGUE.calendars.en;
export type CalendarText = { key: CalendarKey; values?: Record<string, string | number> };

const english = createTranslator("en", CATALOGUE.calendars.en);

/** A read that did not work, as a catalogue key the admin says in the owner's words (English in logs). */
export class CalendarReadError extends Error {
  override name = "CalendarReadError";
  readonly text: CalendarText;
  constructor(key: CalendarKey, values?: CalendarText["values"]) {
    super(english(key, values));
    this.text = { key, values };
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control and direction characters are what this removes
const UNSAYABLE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** An event's name for the owner to find it by (their calendar's content, quoted in a message). */
const nameOf = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue("summary") ?? component.getFirstPropertyValue("uid") ?? "?")
    .replace(UNSAYABLE, " ")
    .slice(0, 80);

/** A feed parsed once: its events with their overrides related, ready to expand for any window. */
export type ParsedCalendar = {
  events: ICAL.Event[];
  zones: Map<string, ICAL.Timezone>;
  /** The owner's zone, for floating times (and zones the feed does not define) in UNTIL and EXDATE. */
  ownerZone?: string;
};

/** VEVENTs in a feed, counted before ical.js builds anything for them. */
export function countEvents(text: string): number {
  const upper = text.toUpperCase();
  let count = 0;
  for (let at = upper.indexOf("BEGIN:VEVENT"); at !== -1; at = upper.indexOf("BEGIN:VEVENT", at + 12)) count++;
  return count;
}

export function parseCalendar(text: string, ownerZone?: string): ParsedCalendar {
  const count = countEvents(text);
  if (count > CALENDAR_CAPS.events) throw new CalendarReadError("tooManyEvents", { count, max: CALENDAR_CAPS.events });
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new CalendarReadError("notIcs");
  }
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  const events: ICAL.Event[] = [];
  const parsed: ParsedCalendar = { events, zones, ownerZone };
  for (const vevent of root.getAllSubcomponents("vevent")) {
    // Without a start an event marks no time (RFC 5545 requires one): nothing to block.
    if (!vevent.hasProperty("dtstart")) continue;
    try {
      // No exceptions given: ical.js would otherwise relate every override in the file to every series
      // (whatever its UID), once per series, which is quadratic. They are related by UID below.
      const event = new ICAL.Event(vevent, { exceptions: [], strictExceptions: true });
      if (event.isRecurrenceException()) overrides.push(event);
      else {
        utcRuleTimesToWall(event, parsed);
        masters.set(event.uid, event);
        events.push(event);
      }
    } catch {
      throw new CalendarReadError("unreadableEvent", { summary: nameOf(vevent) });
    }
  }
  for (const override of overrides) {
    const master = masters.get(override.uid);
    // An override whose series is not in the feed is a meeting of its own.
    if (master) {
      const toWall = wallConverter(master, parsed);
      const property = override.component.getFirstProperty("recurrence-id");
      const id = property?.getFirstValue();
      if (toWall && id instanceof ICAL.Time && id.zone === ICAL.Timezone.utcTimezone && !id.isDate)
        property!.setValue(toWall(id));
      master.relateException(override);
    } else events.push(override);
  }
  return parsed;
}

/**
 * A converter from a UTC time to the series' own wall time (in its start's zone object), or undefined
 * when the series is in UTC or all-day. ical.js walks a series in its wall time and compares UNTIL,
 * EXDATE and RECURRENCE-ID with it as if both were UTC; with a TZID it has no definition for (every
 * IANA name here) a UTC value is then hours off.
 */
function wallConverter(event: ICAL.Event, parsed: ParsedCalendar): ((utc: ICAL.Time) => ICAL.Time) | undefined {
  const start = event.startDate;
  if (!start || start.isDate || start.zone === ICAL.Timezone.utcTimezone) return undefined;
  const tzid = tzidOf(event, "dtstart");
  const feedZone = tzid && !isTimeZone(tzid) ? parsed.zones.get(tzid) : undefined;
  // Floating, or a zone nobody defines: the owner's clock, as `instantOf` reads it.
  const zone = tzid && isTimeZone(tzid) ? tzid : parsed.ownerZone;
  if (!feedZone && !zone) return undefined;
  return (utc) => {
    const wall = feedZone ? utc.convertToZone(feedZone) : wallTime(utc.toUnixTime() * 1000, zone!);
    return new ICAL.Time(
      { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute, second: wall.second },
      start.zone,
    );
  };
}

/**
 * RFC 5545 requires UNTIL in UTC when the start has a TZID (Outlook and Exchange write it so), and
 * EXDATEs are often written in UTC too: both are moved to the series' wall time, so the last meeting
 * of such a series is kept (issue #42.9) and a cancelled one is freed (issue #42.10).
 */
function utcRuleTimesToWall(event: ICAL.Event, parsed: ParsedCalendar) {
  const toWall = wallConverter(event, parsed);
  if (!toWall) return;
  const isUtc = (time: unknown): time is ICAL.Time =>
    time instanceof ICAL.Time && !time.isDate && time.zone === ICAL.Timezone.utcTimezone;
  for (const property of event.component.getAllProperties("rrule")) {
    const recur = property.getFirstValue() as ICAL.Recur;
    if (isUtc(recur.until)) recur.until = toWall(recur.until);
  }
  for (const property of event.component.getAllProperties("exdate")) {
    const values = property.getValues();
    if (values.some(isUtc)) property.setValues(values.map((value) => (isUtc(value) ? toWall(value) : value)));
  }
}

/**
 * The instant of an ical.js time. UTC as it is; with a TZID (read from the property, since ical.js
 * turns a TZID it has no definition for into floating time), through Intl when it is an IANA name,
 * else through the feed's VTIMEZONE; floating (and unknown zones) on the owner's clock.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, parsed: ParsedCalendar, ownerZone: string): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  const date = dateOf(time);
  const minutes = time.hour * 60 + time.minute;
  if (tzid && isTimeZone(tzid)) return wallInstant(date, minutes, time.second, tzid);
  const feedZone = tzid ? parsed.zones.get(tzid) : undefined;
  if (feedZone) {
    const zoned = new ICAL.Time(
      { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
      feedZone,
    );
    return zoned.toUnixTime() * 1000;
  }
  return wallInstant(date, minutes, time.second, ownerZone);
}

/** The TZID parameter of an event's DTSTART or DTEND, if any. */
function tzidOf(event: ICAL.Event, name: "dtstart" | "dtend"): string | undefined {
  const value = event.component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : undefined;
}

/**
 * Wall times already converted (Intl's zone arithmetic is most of an expansion's cost, and a busy
 * calendar repeats the same few times of day): bounded, cleared when full.
 */
const wallMemo = new Map<string, number>();

/** A wall time in a zone; in a skipped hour (spring forward), the first instant after it. */
function wallInstant(date: string, minutes: number, seconds: number, zone: string): number {
  const key = `${zone}|${date}|${minutes}|${seconds}`;
  let instant = wallMemo.get(key);
  if (instant === undefined) {
    if (wallMemo.size > 50_000) wallMemo.clear();
    instant = convertWall(date, minutes, seconds, zone);
    wallMemo.set(key, instant);
  }
  return instant;
}

function convertWall(date: string, minutes: number, seconds: number, zone: string): number {
  for (let at = minutes; at < minutes + 120; at++) {
    const instant = zonedInstant(date, at, zone);
    if (instant !== null) return instant + seconds * 1000;
  }
  return startOfDay(date, zone);
}

const dateOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;

function blocks(event: ICAL.Event): boolean {
  const component = event.component;
  if (String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return false;
  return String(component.getFirstPropertyValue("transp") ?? "OPAQUE").toUpperCase() !== "TRANSPARENT";
}

/** One occurrence as an interval: an all-day one is the owner's whole local days. */
function interval(
  event: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  parsed: ParsedCalendar,
  ownerZone: string,
): BusyBlock {
  if (start.isDate) {
    const last = end.isDate && end.compare(start) > 0 ? dateOf(end) : addDays(dateOf(start), 1);
    return { start: startOfDay(dateOf(start), ownerZone), end: startOfDay(last, ownerZone) };
  }
  const startZone = tzidOf(event, "dtstart");
  const from = instantOf(start, startZone, parsed, ownerZone);
  // Without DTEND (a DURATION), the end is on the start's clock.
  const endZone = event.component.hasProperty("dtend") ? tzidOf(event, "dtend") : startZone;
  return { start: from, end: Math.max(from, instantOf(end, endZone, parsed, ownerZone)) };
}

/** Frequencies whose occurrences repeat with the same phase every 7 × INTERVAL days. */
const FIXED_PERIOD = new Set(["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY"]);

/**
 * Where to start walking an open-ended series so its years before the window cost nothing: its first
 * start moved forward by whole multiples of 7 × INTERVAL days, to just before `beforeDay` (a day
 * number). That period is a whole number of the rule's own intervals (seconds to weeks) and of weeks,
 * so the times of day, the weekdays and the interval's phase are all kept (an hourly series from 2025
 * is walked from the window, issue #41.4). Rules with COUNT (which count from the real start), BYSETPOS
 * or a monthly or yearly frequency are walked from the start, within the step cap. The moved start is
 * days before the window, so whether it is itself an occurrence does not matter.
 */
function fastForward(event: ICAL.Event, beforeDay: number): ICAL.Time | undefined {
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1) return undefined;
  const recur = rules[0]!.getFirstValue() as ICAL.Recur;
  if (recur.count || !FIXED_PERIOD.has(recur.freq) || recur.parts.BYSETPOS) return undefined;
  const period = 7 * (recur.interval || 1);
  const start = event.startDate;
  const startDay = Math.floor(Date.UTC(start.year, start.month - 1, start.day) / 86_400_000);
  const periods = Math.floor((beforeDay - startDay) / period);
  if (periods <= 0) return undefined;
  const moved = start.clone();
  moved.adjust(periods * period, 0, 0, 0);
  return moved;
}

/** The length of one step of a fixed-period rule, in days. */
const STEP_DAYS: Readonly<Record<string, number>> = {
  SECONDLY: 1 / 86_400,
  MINUTELY: 1 / 1_440,
  HOURLY: 1 / 24,
  DAILY: 1,
  WEEKLY: 7,
};

/**
 * A day number on or after a series' last start, when the rule bounds it simply: its UNTIL, or its
 * COUNT times its period (plain rules; daily or weekly ones filtered by weekday repeat at least every
 * 7 × INTERVAL days). Undefined for anything else, and with RDATEs, which may add a date anywhere.
 * Walking an old series of 400 meetings through ical.js costs milliseconds; thousands of them cost
 * minutes, so a series known to end before the window is not walked at all.
 */
function lastStartBound(event: ICAL.Event): number | undefined {
  if (event.component.hasProperty("rdate")) return undefined;
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1) return undefined;
  const recur = rules[0]!.getFirstValue() as ICAL.Recur;
  if (recur.until) return Math.floor(Date.UTC(recur.until.year, recur.until.month - 1, recur.until.day) / DAY_MS) + 1;
  const stepDays = STEP_DAYS[recur.freq];
  if (!recur.count || stepDays === undefined) return undefined;
  const parts = Object.keys(recur.parts);
  const interval = recur.interval || 1;
  const start = event.startDate;
  const startDay = Math.floor(Date.UTC(start.year, start.month - 1, start.day) / DAY_MS);
  if (parts.length === 0) return startDay + Math.ceil((recur.count - 1) * interval * stepDays) + 1;
  if ((recur.freq === "DAILY" || recur.freq === "WEEKLY") && parts.every((part) => part === "BYDAY"))
    return startDay + recur.count * 7 * interval + 1;
  return undefined;
}

const DAY_MS = 86_400_000;

/** A UTC date as a number 20261207 (wall dates compare the same way). */
const dayKey = (date: Date) => date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();

/**
 * The busy blocks of a parsed feed that touch [from, to), sorted by start. A series that repeats more
 * than `CALENDAR_CAPS.steps` times before the window ends, or a window with more than
 * `CALENDAR_CAPS.busy` busy times, is a CalendarReadError: never a calendar reported free.
 */
export function busyBlocks(parsed: ParsedCalendar, from: number, to: number, ownerZone: string): BusyBlock[] {
  const found: BusyBlock[] = [];
  const keep = (block: BusyBlock) => {
    if (!(block.start < to && block.end > from && block.end > block.start)) return;
    if (found.length >= CALENDAR_CAPS.busy) throw new CalendarReadError("tooManyBusy", { max: CALENDAR_CAPS.busy });
    found.push(block);
  };
  for (const event of parsed.events) {
    try {
      eventBlocks(event, parsed, from, to, ownerZone, keep);
    } catch (error) {
      if (error instanceof CalendarReadError) throw error;
      // ical.js's own failure ("Cannot read properties of null") means nothing to the owner: name the event.
      throw new CalendarReadError("unreadableEvent", { summary: nameOf(event.component) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function eventBlocks(
  event: ICAL.Event,
  parsed: ParsedCalendar,
  from: number,
  to: number,
  ownerZone: string,
  keep: (block: BusyBlock) => void,
) {
  if (!event.isRecurring()) {
    if (blocks(event)) keep(interval(event, event.startDate, event.endDate, parsed, ownerZone));
    return;
  }
  // A cancelled series blocks nothing, whatever its overrides say.
  if (String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") return;
  // A long meeting that began before the window still overlaps it: look back a week. Occurrences
  // come in order of their original wall time; an override may move one a little, so stop two days
  // late. Both are compared as wall dates (no zone arithmetic), with a day's margin for any offset.
  const horizon = from - 7 * 86_400_000;
  const iterator = event.iterator(fastForward(event, Math.floor(horizon / 86_400_000) - 2));
  const firstDay = dayKey(new Date(horizon - 86_400_000));
  const lastDay = dayKey(new Date(to + 2 * 86_400_000));
  const exceptions = event.exceptions as unknown as Record<string, ICAL.Event>;
  const seen = new Set<string>();
  const bound = lastStartBound(event);
  // Its last start a week before the look-back's week: ended long before the window (its overrides,
  // which may have moved a meeting into the window, are still placed below).
  const endedBefore = bound !== undefined && bound < Math.floor(horizon / DAY_MS) - 7;
  let steps = 0;
  for (let next = endedBefore ? null : iterator.next(); next; next = iterator.next()) {
    const day = next.year * 10_000 + next.month * 100 + next.day;
    if (day > lastDay) break;
    // Not yet past the window: stopping here would leave its busy times out, so the read fails.
    if (++steps > CALENDAR_CAPS.steps)
      throw new CalendarReadError("tooFrequent", { summary: nameOf(event.component), max: CALENDAR_CAPS.steps });
    // Long before the window: skipped without zone arithmetic or even a key (the cost of old series);
    // an override of such an occurrence is placed by the loop after the walk.
    if (day < firstDay) continue;
    const key = next.toString();
    if (exceptions[key]) seen.add(key);
    const details = event.getOccurrenceDetails(next);
    const block = interval(details.item, details.startDate, details.endDate, parsed, ownerZone);
    if (block.end < horizon) continue;
    if (blocks(details.item)) keep(block);
  }
  // Overrides the walk did not reach: an occurrence moved into the window from far after it (or from
  // before where a long series' walk started) is busy where it was moved to, whatever its original date.
  for (const [key, override] of Object.entries(exceptions)) {
    if (seen.has(key) || !blocks(override)) continue;
    keep(interval(override, override.startDate, override.endDate, parsed, ownerZone));
  }
}

/** The UID our own bookings carry (server/services/booking-emails.ts): never counted as the owner's busy time. */
const OWN_BOOKING_UID = /^booking-[0-9a-f-]{36}@/i;

/** The busy blocks of one read (an ICS feed, or a CalDAV account's objects), within the caps. */
export function feedBlocks(texts: readonly string[], from: number, to: number, ownerZone: string): BusyBlock[] {
  let count = 0;
  for (const text of texts) count += countEvents(text);
  if (count > CALENDAR_CAPS.events) throw new CalendarReadError("tooManyEvents", { count, max: CALENDAR_CAPS.events });
  const found: BusyBlock[] = [];
  for (const text of texts) {
    const parsed = parseCalendar(text, ownerZone);
    parsed.events = parsed.events.filter((event) => !OWN_BOOKING_UID.test(event.uid ?? ""));
    // One by one, not push(...blocks): spreading a huge array overflows the stack.
    for (const block of busyBlocks(parsed, from, to, ownerZone)) {
      if (found.length >= CALENDAR_CAPS.busy) throw new CalendarReadError("tooManyBusy", { max: CALENDAR_CAPS.busy });
      found.push(block);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

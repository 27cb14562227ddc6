import ICAL from "ical.js";
import { addDays, isTimeZone, startOfDay, zonedInstant } from "#domain/booking/zone.ts";

/**
 * Busy times from an iCalendar feed (a connected calendar's export), through ical.js rather than a
 * hand-written parser: recurring events (RRULE with COUNT/UNTIL, EXDATE, RDATE), RECURRENCE-ID
 * overrides (moved or cancelled single meetings), STATUS:CANCELLED and TRANSP:TRANSPARENT ignored,
 * all-day events blocking the owner's whole local day, floating times read on the owner's clock,
 * TZIDs read as IANA zones through Intl (domain/booking/zone.ts) or, for names Intl does not know
 * (Outlook's "Arabian Standard Time"), through the feed's own VTIMEZONE. Only occurrences touching
 * the window are returned; a series is walked from its start, so a runaway rule is cut off.
 */

export type BusyBlock = { start: number; end: number };

/** How many occurrences of one series are walked at most (a daily meeting for ~27 years). */
const MAX_STEPS = 10_000;

/** A feed parsed once: its events with their overrides related, ready to expand for any window. */
export type ParsedCalendar = { events: ICAL.Event[]; zones: Map<string, ICAL.Timezone> };

export function parseCalendar(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  const events: ICAL.Event[] = [];
  for (const vevent of root.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(vevent);
    if (event.isRecurrenceException()) overrides.push(event);
    else {
      masters.set(event.uid, event);
      events.push(event);
    }
  }
  for (const override of overrides) {
    const master = masters.get(override.uid);
    // An override whose series is not in the feed is a meeting of its own.
    if (master) master.relateException(override);
    else events.push(override);
  }
  return { events, zones };
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

/**
 * Where to start walking an open-ended daily or weekly series so its years before the window cost
 * nothing: its first start moved forward by whole multiples of 7 × INTERVAL days (which keeps both
 * the weekdays and the interval's phase), to just before `beforeDay` (a day number). Rules with COUNT
 * (which count from the real start), BYSETPOS or other frequencies are walked from the start.
 * The moved start is days before the window, so whether it is itself an occurrence does not matter.
 */
function fastForward(event: ICAL.Event, beforeDay: number): ICAL.Time | undefined {
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1) return undefined;
  const recur = rules[0]!.getFirstValue() as ICAL.Recur;
  if (recur.count || (recur.freq !== "DAILY" && recur.freq !== "WEEKLY") || recur.parts.BYSETPOS) return undefined;
  const period = 7 * (recur.interval || 1);
  const start = event.startDate;
  const startDay = Math.floor(Date.UTC(start.year, start.month - 1, start.day) / 86_400_000);
  const periods = Math.floor((beforeDay - startDay) / period);
  if (periods <= 0) return undefined;
  const moved = start.clone();
  moved.adjust(periods * period, 0, 0, 0);
  return moved;
}

/** A UTC date as a number 20261207 (wall dates compare the same way). */
const dayKey = (date: Date) => date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();

/** The busy blocks of a parsed feed that touch [from, to), sorted by start. */
export function busyBlocks(parsed: ParsedCalendar, from: number, to: number, ownerZone: string): BusyBlock[] {
  const found: BusyBlock[] = [];
  const keep = (block: BusyBlock) => {
    if (block.start < to && block.end > from && block.end > block.start) found.push(block);
  };
  for (const event of parsed.events) {
    if (!event.isRecurring()) {
      if (blocks(event)) keep(interval(event, event.startDate, event.endDate, parsed, ownerZone));
      continue;
    }
    // A cancelled series blocks nothing, whatever its overrides say.
    if (String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
    // A long meeting that began before the window still overlaps it: look back a week. Occurrences
    // come in order of their original wall time; an override may move one a little, so stop two days
    // late. Both are compared as wall dates (no zone arithmetic), with a day's margin for any offset.
    const horizon = from - 7 * 86_400_000;
    const iterator = event.iterator(fastForward(event, Math.floor(horizon / 86_400_000) - 2));
    const firstDay = dayKey(new Date(horizon - 86_400_000));
    const lastDay = dayKey(new Date(to + 2 * 86_400_000));
    const exceptions = event.exceptions as unknown as Record<string, ICAL.Event>;
    const seen = new Set<string>();
    for (let step = 0, next = iterator.next(); next && step < MAX_STEPS; step++, next = iterator.next()) {
      const day = next.year * 10_000 + next.month * 100 + next.day;
      if (day > lastDay) break;
      const key = next.toString();
      if (exceptions[key]) seen.add(key);
      // Long before the window and not overridden: skipped without zone arithmetic (the cost of old series).
      else if (day < firstDay) continue;
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
  return found.sort((a, b) => a.start - b.start);
}

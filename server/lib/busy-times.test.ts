import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { availability } from "#content/booking.ts";
import { freeSlots } from "#domain/booking/slots.ts";
import {
  type BusyBlock,
  busyBlocks,
  CALENDAR_CAPS,
  CalendarReadError,
  feedBlocks,
  parseCalendar,
} from "./busy-times.ts";

// Busy times from real-world-shaped exports (server/lib/calendar-fixtures/): Google with its
// VTIMEZONE, a weekly series with EXDATE, a moved and a cancelled occurrence, all-day, transparent and
// multi-day events; Exchange with Windows zone names and a DST-crossing series; Apple floating times;
// Proton's open-ended daily series from years back. The owner works in Dubai.

const OWNER = "Asia/Dubai";
const fixture = (name: string) =>
  parseCalendar(readFileSync(new URL(`./calendar-fixtures/${name}`, import.meta.url), "utf8"), OWNER);
const iso = (blocks: BusyBlock[]) =>
  blocks.map((b) => `${new Date(b.start).toISOString().slice(0, 16)}/${new Date(b.end).toISOString().slice(0, 16)}`);
const at = (text: string) => Date.parse(text);

describe("busy times from iCalendar feeds", () => {
  it("Google: weekly series with EXDATE, a moved and a cancelled occurrence, all-day, transparent, cancelled, multi-day", () => {
    const blocks = busyBlocks(fixture("google-work.ics"), at("2026-11-09T00:00Z"), at("2026-12-21T00:00Z"), OWNER);
    expect(iso(blocks)).toEqual([
      // 9 November is an EXDATE; 16 November moved to 14:00; 23 November cancelled.
      "2026-11-16T14:00/2026-11-16T15:00",
      "2026-11-30T09:00/2026-11-30T10:00",
      // All day on 2 December: the owner's whole day in Dubai (20:00 UTC the evening before).
      "2026-12-01T20:00/2026-12-02T20:00",
      // Three days of travel, across midnight.
      "2026-12-04T03:00/2026-12-06T09:00",
      "2026-12-07T09:00/2026-12-07T10:00",
      // UNTIL 14 December 23:59:59Z includes that Monday.
      "2026-12-14T09:00/2026-12-14T10:00",
    ]);
  });

  it("a London series keeps 09:00 on London's clock across the October switch", () => {
    const blocks = busyBlocks(fixture("google-work.ics"), at("2026-10-19T00:00Z"), at("2026-11-03T00:00Z"), OWNER);
    expect(iso(blocks)).toEqual([
      "2026-10-19T08:00/2026-10-19T09:00",
      "2026-10-26T09:00/2026-10-26T10:00",
      "2026-11-02T09:00/2026-11-02T10:00",
    ]);
  });

  it("Exchange: Windows zone names through the feed's VTIMEZONE, COUNT, UNTIL, RDATE and DURATION", () => {
    const feed = fixture("outlook-exchange.ics");
    expect(iso(busyBlocks(feed, at("2026-10-19T00:00Z"), at("2026-11-09T00:00Z"), OWNER))).toEqual([
      // New York's clock: 08:00 EDT, then EST from 1 November.
      "2026-10-22T12:00/2026-10-22T13:00",
      "2026-10-29T12:00/2026-10-29T13:00",
      "2026-11-05T13:00/2026-11-05T14:00",
    ]);
    expect(iso(busyBlocks(feed, at("2026-11-09T00:00Z"), at("2026-12-21T00:00Z"), OWNER))).toEqual([
      "2026-11-12T13:00/2026-11-12T14:00",
      "2026-11-19T13:00/2026-11-19T14:00",
      "2026-11-26T13:00/2026-11-26T14:00",
      // Daily, COUNT=3, at 11:00 Arabian Standard Time (+04).
      "2026-11-30T07:00/2026-11-30T08:00",
      "2026-12-01T07:00/2026-12-01T08:00",
      "2026-12-02T07:00/2026-12-02T08:00",
      // DTSTART and an RDATE, each 45 minutes.
      "2026-12-07T12:00/2026-12-07T12:45",
      "2026-12-08T12:00/2026-12-08T12:45",
    ]);
  });

  it("Apple: floating time on the owner's clock; a two-day all-day event is two of the owner's days", () => {
    expect(
      iso(busyBlocks(fixture("apple-personal.ics"), at("2026-12-01T00:00Z"), at("2026-12-31T00:00Z"), OWNER)),
    ).toEqual(["2026-12-10T05:00/2026-12-10T05:30", "2026-12-13T20:00/2026-12-15T20:00"]);
  });

  it("Proton: an open-ended weekday series from 2020 yields only the window's occurrences", () => {
    const blocks = busyBlocks(fixture("proton-family.ics"), at("2026-11-09T00:00Z"), at("2026-12-21T00:00Z"), OWNER);
    expect(blocks).toHaveLength(30);
    expect(iso(blocks)[0]).toBe("2026-11-09T04:00/2026-11-09T04:30");
    expect(iso(blocks).at(-1)).toBe("2026-12-18T04:00/2026-12-18T04:30");
  });

  it("an occurrence moved into the window from weeks after it, and one moved from before a long series' walk, both block", () => {
    const feed = parseCalendar(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//test//EN",
        // Weekly on Mondays at 09:00 UTC since 2020, open-ended (its walk starts near the window).
        "BEGIN:VEVENT",
        "UID:weekly@test",
        "DTSTAMP:20260101T000000Z",
        "DTSTART:20200106T090000Z",
        "DTEND:20200106T100000Z",
        "RRULE:FREQ=WEEKLY;BYDAY=MO",
        "END:VEVENT",
        // The 4 January 2027 meeting (four weeks after the window) moved into it: Wednesday 9 December.
        "BEGIN:VEVENT",
        "UID:weekly@test",
        "DTSTAMP:20260101T000000Z",
        "RECURRENCE-ID:20270104T090000Z",
        "DTSTART:20261209T130000Z",
        "DTEND:20261209T140000Z",
        "END:VEVENT",
        // The 6 January 2020 meeting, long before the walk's start, moved into it too.
        "BEGIN:VEVENT",
        "UID:weekly@test",
        "DTSTAMP:20260101T000000Z",
        "RECURRENCE-ID:20200106T090000Z",
        "DTSTART:20261210T110000Z",
        "DTEND:20261210T113000Z",
        "END:VEVENT",
        // One moved out of the window to far after it blocks nothing in it.
        "BEGIN:VEVENT",
        "UID:weekly@test",
        "DTSTAMP:20260101T000000Z",
        "RECURRENCE-ID:20261214T090000Z",
        "DTSTART:20270301T090000Z",
        "DTEND:20270301T100000Z",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
    );
    expect(iso(busyBlocks(feed, at("2026-12-07T00:00Z"), at("2026-12-19T00:00Z"), OWNER))).toEqual([
      "2026-12-07T09:00/2026-12-07T10:00",
      "2026-12-09T13:00/2026-12-09T14:00",
      "2026-12-10T11:00/2026-12-10T11:30",
    ]);
  });
});

/** A feed of the given VEVENT lines. */
const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");
const event = (uid: string, ...lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  "DTSTAMP:20260101T000000Z",
  ...lines,
  "END:VEVENT",
];
/** The CalendarReadError a read throws (its catalogue key and values), or what it returned. */
function failure(read: () => unknown): unknown {
  try {
    return { returned: read() };
  } catch (error) {
    return error instanceof CalendarReadError ? error.text : error;
  }
}

describe("UTC in a zoned series (issue #42.9, #42.10)", () => {
  const feed = fixture("outlook-utc-until.ics");
  const blocks = busyBlocks(feed, at("2026-12-07T00:00Z"), at("2027-01-05T00:00Z"), OWNER);

  it("keeps the last meeting of an UNTIL in UTC, frees an EXDATE in UTC and moves a RECURRENCE-ID in UTC", () => {
    expect(iso(blocks)).toEqual([
      "2026-12-07T08:00/2026-12-07T09:00",
      // The clinic of 10 December moved to 15:00 Dubai (its RECURRENCE-ID is 05:00 UTC): only there.
      "2026-12-10T11:00/2026-12-10T12:00",
      // Eastern Standard Time through the feed's VTIMEZONE; UNTIL 17 December 13:00 UTC is 08:00 there.
      "2026-12-10T13:00/2026-12-10T13:30",
      // UNTIL=20261214T080000Z is 12:00 in Dubai: that Monday's meeting is the series' last.
      "2026-12-14T08:00/2026-12-14T09:00",
      "2026-12-17T05:00/2026-12-17T06:00",
      "2026-12-17T13:00/2026-12-17T13:30",
      // EXDATE:20261224T050000Z is 09:00 in Dubai: 24 December is free.
      "2026-12-31T05:00/2026-12-31T06:00",
    ]);
  });

  it("so 14 December at 12:00 Dubai is not offered and 24 December at 09:00 is", () => {
    const now = at("2026-12-06T08:00Z");
    const slots = freeSlots({
      rules: availability,
      minutes: 30,
      from: at("2026-12-07T00:00Z"),
      to: at("2027-01-05T00:00Z"),
      now,
      external: blocks,
    });
    expect(slots).not.toContain(at("2026-12-14T08:00Z"));
    expect(slots).toContain(at("2026-12-24T05:00Z"));
  });
});

describe("a series that repeats often (issue #41.4)", () => {
  const from = at("2026-12-07T00:00Z");
  const to = at("2026-12-21T00:00Z");

  it("an hourly series from 2025 is walked from the window: every hour of it is busy", () => {
    const feed = parseCalendar(
      calendar(...event("hourly@test", "DTSTART:20250101T000000Z", "DTEND:20250101T003000Z", "RRULE:FREQ=HOURLY")),
    );
    const blocks = busyBlocks(feed, from, to, OWNER);
    expect(blocks).toHaveLength(14 * 24);
    expect(iso(blocks)[0]).toBe("2026-12-07T00:00/2026-12-07T00:30");
    expect(iso(blocks).at(-1)).toBe("2026-12-20T23:00/2026-12-20T23:30");
  });

  it("a series that ended before the window blocks nothing there, but its occurrence moved into the window does", () => {
    const feed = parseCalendar(
      calendar(
        ...event("old@test", "DTSTART:20200106T090000Z", "DTEND:20200106T100000Z", "RRULE:FREQ=DAILY;COUNT=10"),
        ...event("old@test", "RECURRENCE-ID:20200108T090000Z", "DTSTART:20261208T090000Z", "DTEND:20261208T100000Z"),
        ...event(
          "until@test",
          "DTSTART:20200106T110000Z",
          "DTEND:20200106T120000Z",
          "RRULE:FREQ=WEEKLY;UNTIL=20200301T000000Z",
        ),
        // 1 November to 8 December: still walked, its last two meetings are in the window.
        ...event("ending@test", "DTSTART:20261101T130000Z", "DTEND:20261101T140000Z", "RRULE:FREQ=DAILY;COUNT=38"),
      ),
      OWNER,
    );
    expect(iso(busyBlocks(feed, from, to, OWNER))).toEqual([
      "2026-12-07T13:00/2026-12-07T14:00",
      "2026-12-08T09:00/2026-12-08T10:00",
      "2026-12-08T13:00/2026-12-08T14:00",
    ]);
  });

  it("a secondly series from 2020, or an hourly one with a COUNT walked from 2020, fails the read: never free", () => {
    const secondly = parseCalendar(
      calendar(
        ...event("s@test", "SUMMARY:Ping", "DTSTART:20200101T000000Z", "DTEND:20200101T000001Z", "RRULE:FREQ=SECONDLY"),
      ),
    );
    expect(failure(() => busyBlocks(secondly, from, to, OWNER))).toEqual({
      key: "tooFrequent",
      values: { summary: "Ping", max: CALENDAR_CAPS.steps },
    });
    const counted = parseCalendar(
      calendar(
        ...event("c@test", "DTSTART:20200101T000000Z", "DTEND:20200101T003000Z", "RRULE:FREQ=HOURLY;COUNT=1000000"),
      ),
    );
    expect(failure(() => busyBlocks(counted, from, to, OWNER))).toMatchObject({ key: "tooFrequent" });
  });
});

describe("what a read refuses, in the owner's words (issue #41.3, #41.8)", () => {
  const from = at("2026-12-07T00:00Z");
  const to = at("2026-12-21T00:00Z");

  it("more events than the cap, before ical.js builds them", () => {
    const lines = Array.from({ length: CALENDAR_CAPS.events + 1 }, (_, i) =>
      event(`e${i}@test`, "DTSTART:20261208T090000Z", "DTEND:20261208T093000Z"),
    ).flat();
    expect(failure(() => feedBlocks([calendar(...lines)], from, to, OWNER))).toEqual({
      key: "tooManyEvents",
      values: { count: CALENDAR_CAPS.events + 1, max: CALENDAR_CAPS.events },
    });
  });

  it("more busy times in the window than the cap (and never a stack overflow)", () => {
    // 1,500 daily series of 400: 14 each in the window, 21,000 in all.
    const lines = Array.from({ length: 1_500 }, (_, i) =>
      event(`d${i}@test`, "DTSTART:20261201T090000Z", "DTEND:20261201T093000Z", "RRULE:FREQ=DAILY;COUNT=400"),
    ).flat();
    expect(failure(() => feedBlocks([calendar(...lines)], from, to, OWNER))).toEqual({
      key: "tooManyBusy",
      values: { max: CALENDAR_CAPS.busy },
    });
  });

  it("an event ical.js cannot expand is named, not reported with the library's message", () => {
    // A DTSTART ical.js cannot read as a time: its expansion fails inside ical.js.
    const broken = calendar(...event("broken@test", "SUMMARY:Weekly 1:1", "DTSTART:not-a-time", "RRULE:FREQ=WEEKLY"));
    expect(failure(() => feedBlocks([broken], from, to, OWNER))).toEqual({
      key: "unreadableEvent",
      values: { summary: "Weekly 1:1" },
    });
  });

  it("a VEVENT nested in another: the inner one is ignored, the outer one blocks its time", () => {
    const nested = calendar(
      "BEGIN:VEVENT",
      "UID:outer@test",
      "DTSTAMP:20260101T000000Z",
      ...event("inner@test", "DTSTART:20261208T090000Z"),
      "DTSTART:20261209T090000Z",
      "DTEND:20261209T100000Z",
      "END:VEVENT",
    );
    expect(iso(feedBlocks([nested], from, to, OWNER))).toEqual(["2026-12-09T09:00/2026-12-09T10:00"]);
    const withoutStart = calendar(
      "BEGIN:VEVENT",
      "UID:outer@test",
      ...event("inner@test", "DTSTART:20261208T090000Z"),
      "END:VEVENT",
    );
    expect(feedBlocks([withoutStart], from, to, OWNER)).toEqual([]);
  });

  it("an override of one series never replaces a meeting of another with the same time", () => {
    const feed = calendar(
      ...event("a@test", "DTSTART:20261207T090000Z", "DTEND:20261207T100000Z", "RRULE:FREQ=WEEKLY;COUNT=2"),
      ...event("b@test", "DTSTART:20261207T090000Z", "DTEND:20261207T093000Z", "RRULE:FREQ=WEEKLY;COUNT=2"),
      ...event("b@test", "RECURRENCE-ID:20261207T090000Z", "DTSTART:20261208T150000Z", "DTEND:20261208T153000Z"),
    );
    expect(iso(feedBlocks([feed], from, to, OWNER))).toEqual([
      "2026-12-07T09:00/2026-12-07T10:00",
      "2026-12-08T15:00/2026-12-08T15:30",
      "2026-12-14T09:00/2026-12-14T10:00",
      "2026-12-14T09:00/2026-12-14T09:30",
    ]);
  });
});

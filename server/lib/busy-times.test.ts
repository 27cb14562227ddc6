import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type BusyBlock, busyBlocks, parseCalendar } from "./busy-times.ts";

// Busy times from real-world-shaped exports (server/lib/calendar-fixtures/): Google with its
// VTIMEZONE, a weekly series with EXDATE, a moved and a cancelled occurrence, all-day, transparent and
// multi-day events; Exchange with Windows zone names and a DST-crossing series; Apple floating times;
// Proton's open-ended daily series from years back. The owner works in Dubai.

const fixture = (name: string) =>
  parseCalendar(readFileSync(new URL(`./calendar-fixtures/${name}`, import.meta.url), "utf8"));
const iso = (blocks: BusyBlock[]) =>
  blocks.map((b) => `${new Date(b.start).toISOString().slice(0, 16)}/${new Date(b.end).toISOString().slice(0, 16)}`);
const at = (text: string) => Date.parse(text);
const OWNER = "Asia/Dubai";

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

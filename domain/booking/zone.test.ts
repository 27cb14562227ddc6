import { describe, expect, it } from "vitest";
import {
  addDays,
  dateInZone,
  isIsoDate,
  isoInZone,
  isTimeZone,
  offsetMinutes,
  parseIsoInstant,
  startOfDay,
  weekdayOf,
  zonedInstant,
} from "./zone.ts";

const at = (iso: string) => Date.parse(iso);

describe("time-zone arithmetic", () => {
  it("knows IANA zones and refuses offsets, typos and odd input", () => {
    expect(isTimeZone("Asia/Dubai")).toBe(true);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("+04:00")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it("reads offsets on both sides of the London and New York switches", () => {
    expect(offsetMinutes(at("2027-03-28T00:59:00Z"), "Europe/London")).toBe(0);
    expect(offsetMinutes(at("2027-03-28T01:00:00Z"), "Europe/London")).toBe(60);
    expect(offsetMinutes(at("2026-10-25T00:59:00Z"), "Europe/London")).toBe(60);
    expect(offsetMinutes(at("2026-10-25T01:00:00Z"), "Europe/London")).toBe(0);
    expect(offsetMinutes(at("2027-03-14T06:59:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(at("2027-03-14T07:00:00Z"), "America/New_York")).toBe(-240);
    expect(offsetMinutes(at("2026-11-01T05:59:00Z"), "America/New_York")).toBe(-240);
    expect(offsetMinutes(at("2026-11-01T06:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(at("2026-07-01T12:00:00Z"), "Asia/Dubai")).toBe(240);
    expect(offsetMinutes(at("2026-07-01T12:00:00Z"), "Asia/Kathmandu")).toBe(345);
  });

  it("turns a wall-clock time into its instant, with no answer in a skipped hour and the first in a repeated one", () => {
    expect(zonedInstant("2026-12-07", 9 * 60, "Asia/Dubai")).toBe(at("2026-12-07T05:00:00Z"));
    expect(zonedInstant("2027-03-28", 90, "Europe/London")).toBeNull();
    expect(zonedInstant("2027-03-28", 120, "Europe/London")).toBe(at("2027-03-28T01:00:00Z"));
    expect(zonedInstant("2026-10-25", 90, "Europe/London")).toBe(at("2026-10-25T00:30:00Z"));
    expect(zonedInstant("2027-03-14", 150, "America/New_York")).toBeNull();
    expect(zonedInstant("2026-11-01", 90, "America/New_York")).toBe(at("2026-11-01T05:30:00Z"));
  });

  it("finds the start of days that last 23 and 25 hours", () => {
    const short = startOfDay(addDays("2027-03-28", 1), "Europe/London") - startOfDay("2027-03-28", "Europe/London");
    const long = startOfDay("2026-10-26", "Europe/London") - startOfDay("2026-10-25", "Europe/London");
    expect(short / 3_600_000).toBe(23);
    expect(long / 3_600_000).toBe(25);
  });

  it("writes instants as ISO 8601 with the zone's offset at that moment", () => {
    expect(isoInZone(at("2026-10-23T10:00:00Z"), "Europe/London")).toBe("2026-10-23T11:00:00+01:00");
    expect(isoInZone(at("2026-10-26T10:00:00Z"), "Europe/London")).toBe("2026-10-26T10:00:00+00:00");
    expect(isoInZone(at("2026-10-30T10:00:00Z"), "America/New_York")).toBe("2026-10-30T06:00:00-04:00");
    expect(isoInZone(at("2026-11-02T10:00:00Z"), "America/New_York")).toBe("2026-11-02T05:00:00-05:00");
    expect(isoInZone(at("2026-12-07T05:00:00Z"), "Asia/Dubai")).toBe("2026-12-07T09:00:00+04:00");
    expect(dateInZone(at("2026-12-07T22:00:00Z"), "Asia/Dubai")).toBe("2026-12-08");
  });

  it("parses ISO 8601 instants with an offset and refuses anything else", () => {
    expect(parseIsoInstant("2026-10-26T10:00:00+00:00")).toBe(at("2026-10-26T10:00:00Z"));
    expect(parseIsoInstant("2026-10-30T06:00-04:00")).toBe(at("2026-10-30T10:00:00Z"));
    expect(parseIsoInstant("2026-10-30T10:00:00Z")).toBe(at("2026-10-30T10:00:00Z"));
    for (const bad of ["2026-10-30T10:00:00", "2026-02-30T10:00:00Z", "tomorrow", "2026-10-30T25:00Z", 5, null]) {
      expect(parseIsoInstant(bad)).toBeNull();
    }
  });

  it("does calendar arithmetic on dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekdayOf("2026-11-25")).toBe(3); // a Wednesday
  });
});

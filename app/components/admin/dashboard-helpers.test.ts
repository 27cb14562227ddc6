import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatShortDay } from "./format.ts";
import { chartSummary } from "./leads-chart.tsx";
import { adminHref, parseAdminSection } from "./tabs.ts";

const week = (weekStart: string, contacts: number, inquiries: number, subscribers: number, bookings = 0) => ({
  weekStart,
  contacts,
  inquiries,
  subscribers,
  bookings,
});

describe("dashboard addresses", () => {
  it("reads a known tab and falls back to the Overview", () => {
    expect(parseAdminSection("messages")).toBe("messages");
    expect(parseAdminSection("network")).toBe("network");
    expect(parseAdminSection(null)).toBe("overview");
    expect(parseAdminSection("constructor")).toBe("overview");
  });

  it("builds short addresses, one path per section: no page 1, status all or empty search", () => {
    expect(adminHref("overview")).toBe("/admin/overview");
    expect(adminHref("messages", { q: "", page: 1, status: "all" })).toBe("/admin/messages");
    expect(adminHref("career", { q: "ann & co", page: 3, status: "handled" })).toBe(
      "/admin/career?q=ann+%26+co&page=3&status=handled",
    );
  });
});

describe("the weekly leads chart's text alternative", () => {
  it("sums each kind of lead and names the busiest week", () => {
    const weeks = [
      week("2026-11-02T00:00:00.000Z", 1, 0, 0),
      week("2026-11-09T00:00:00.000Z", 2, 1, 3),
      week("2026-11-16T00:00:00.000Z", 0, 0, 1),
    ];
    expect(chartSummary(weeks)).toBe(
      "8 new leads in the last 3 weeks: 3 contact messages, 1 career inquiry, 4 confirmed subscribers, 0 consultations booked. Busiest week: from 9 Nov, with 6.",
    );
  });

  it("says so when there were none", () => {
    const quiet = [week("2026-11-09T00:00:00.000Z", 0, 0, 0), week("2026-11-16T00:00:00.000Z", 0, 0, 0)];
    expect(chartSummary(quiet)).toBe("No new leads in the last 2 weeks.");
  });
});

describe("dates in the owner's locale and time zone (Dubai, UTC+4)", () => {
  it("formats the same instant the same way everywhere", () => {
    const late = new Date("2026-11-18T21:30:00Z"); // already the 19th in Dubai
    expect(formatDate(late)).toBe("19 Nov 2026");
    expect(formatDateTime(late)).toBe("19 Nov 2026, 01:30");
    expect(formatShortDay("2026-11-16T00:00:00.000Z")).toBe("16 Nov");
  });
});

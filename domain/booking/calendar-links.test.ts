import { describe, expect, it } from "vitest";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links.ts";

const event = {
  title: "استشارة: Sarah & Co",
  details: "Topic: BNPL\nJoin: https://meet.example.com/x?a=1&b=2",
  location: "https://meet.example.com/x?a=1&b=2",
  start: Date.parse("2026-12-07T05:00:00Z"),
  end: Date.parse("2026-12-07T05:30:00Z"),
};

describe("add-to-calendar links", () => {
  it("gives Google the UTC range and every field, encoded", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261207T050000Z/20261207T053000Z");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("details")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe(event.location);
  });

  it("gives Outlook ISO times in UTC", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.hostname).toBe("outlook.live.com");
    expect(url.searchParams.get("startdt")).toBe("2026-12-07T05:00:00Z");
    expect(url.searchParams.get("enddt")).toBe("2026-12-07T05:30:00Z");
    expect(url.searchParams.get("subject")).toBe(event.title);
    expect(url.searchParams.get("body")).toBe(event.details);
  });
});

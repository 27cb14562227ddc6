import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, foldLine, type IcsEvent, icsText, icsUtc, paramText } from "./ics.ts";

const event: IcsEvent = {
  uid: "0b8f5c1e-1111-4222-8333-944455556666@example.com",
  sequence: 0,
  start: new Date("2026-10-26T10:00:00Z"),
  end: new Date("2026-10-26T10:30:00Z"),
  stamp: new Date("2026-10-20T08:00:00.123Z"),
  summary: "Free intro call: Ann, Acme; Co",
  description: "Topic: payments\nLine two",
  location: "https://meet.example.com/owner",
  url: "https://meet.example.com/owner",
  organizer: { name: "Owner Name", email: "owner@example.com" },
  attendees: [{ name: 'Ann "the PM"', email: "ann@example.org" }],
  status: "CONFIRMED",
};

describe("iCalendar text", () => {
  it("writes UTC times in basic format", () => {
    expect(icsUtc(new Date("2026-10-26T10:00:00.500Z"))).toBe("20261026T100000Z");
  });

  it("escapes TEXT values", () => {
    expect(icsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds long lines at 75 octets without splitting a multi-byte character", () => {
    const line = `SUMMARY:${"استشارة ".repeat(20)}`;
    const folded = foldLine(line).split("\r\n");
    const encoder = new TextEncoder();
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("builds a REQUEST with a stable UID, UTC times, the organiser and CRLF line ends", () => {
    const text = buildCalendar("REQUEST", [event]);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//consultant-site//Booking//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:0b8f5c1e-1111-4222-8333-944455556666@example.com",
      "SEQUENCE:0",
      "DTSTAMP:20261020T080000Z",
      "DTSTART:20261026T100000Z",
      "DTEND:20261026T103000Z",
      "SUMMARY:Free intro call: Ann\\, Acme\\; Co",
      "DESCRIPTION:Topic: payments\\nLine two",
      "LOCATION:https://meet.example.com/owner",
      "URL:https://meet.example.com/owner",
      'ORGANIZER;CN="Owner Name":mailto:owner@example.com',
      'ATTENDEE;CN="Ann the PM";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:ann@example.org',
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("writes names as a quoted string every client reads: quotation marks dropped, no RFC 6868 carets", () => {
    expect(paramText('Zoë "Q" O\'Brien')).toBe('"Zoë Q O\'Brien"');
    expect(paramText("Ann\r\nB\u0007 ^n ^' ^^ x^y")).toBe('"Ann B n \' ^ x^y"');
    const parsed = new ICAL.Component(ICAL.parse(buildCalendar("REQUEST", [event])));
    const attendee = parsed.getFirstSubcomponent("vevent")!.getFirstProperty("attendee")!;
    expect(attendee.getParameter("cn")).toBe("Ann the PM");
    expect(attendee.getFirstValue()).toBe("mailto:ann@example.org");
  });

  it("names the sending address in the organiser's SENT-BY, quoted", () => {
    const text = buildCalendar("REQUEST", [
      { ...event, organizer: { ...event.organizer, sentBy: "no-reply@example.com" } },
    ]);
    expect(text.replace(/\r\n /g, "")).toContain(
      'ORGANIZER;CN="Owner Name";SENT-BY="mailto:no-reply@example.com":mailto:owner@example.com',
    );
    const organizer = new ICAL.Component(ICAL.parse(text))
      .getFirstSubcomponent("vevent")!
      .getFirstProperty("organizer")!;
    expect(organizer.getParameter("sent-by")).toBe("mailto:no-reply@example.com");
  });

  it("names no ATTENDEE in a PUBLISH (RFC 5546 §3.2.1): the owner's copy and the feed", () => {
    const text = buildCalendar("PUBLISH", [event]);
    expect(text).toContain("METHOD:PUBLISH\r\n");
    expect(text).not.toContain("ATTENDEE");
    expect(text).toContain('ORGANIZER;CN="Owner Name":mailto:owner@example.com\r\n');
    expect(buildCalendar("REQUEST", [event])).toContain("ATTENDEE;");
  });

  it("builds a CANCEL for the same UID with a higher sequence", () => {
    const text = buildCalendar("CANCEL", [{ ...event, sequence: 1, status: "CANCELLED" }]);
    expect(text).toContain("METHOD:CANCEL\r\n");
    expect(text).toContain("UID:0b8f5c1e-1111-4222-8333-944455556666@example.com\r\n");
    expect(text).toContain("SEQUENCE:1\r\n");
    expect(text).toContain("STATUS:CANCELLED\r\n");
  });
});

import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  type BookingFacts,
  type BookingSite,
  bookingCancellation,
  bookingInvitation,
  bookingOwnerNotice,
} from "./booking-emails.ts";
import { mailAddress } from "./mailer.ts";

const site: BookingSite = {
  ownerName: "Omar Haddad",
  ownerEmail: "omar@gmail.example",
  siteUrl: "https://consultant.example",
  ownerTimeZone: "Asia/Dubai",
  mailFrom: "Omar Haddad <no-reply@consultant.example>",
};

const booking: BookingFacts = {
  id: "b1",
  typeId: "intro",
  typeTitle: "Free intro call",
  start: new Date("2026-12-07T05:00:00Z"),
  end: new Date("2026-12-07T05:30:00Z"),
  name: 'Zoë "Q" O\'Brien',
  email: "zoe@example.org",
  company: null,
  topic: "Payments",
  timeZone: "Asia/Riyadh",
  sequence: 1,
  locale: "en",
};

/** The one VEVENT of a mail's calendar, parsed as a calendar client would. */
const eventOf = (content: string) => {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return { method: calendar.getFirstPropertyValue("method"), event: calendar.getFirstSubcomponent("vevent")! };
};

describe("booking invitations and their senders", () => {
  it("reads the address out of a From header", () => {
    expect(mailAddress("Omar Haddad <no-reply@consultant.example>")).toBe("no-reply@consultant.example");
    expect(mailAddress("no-reply@consultant.example")).toBe("no-reply@consultant.example");
    expect(mailAddress('Evil <a"b@c>')).toBeUndefined();
    expect(mailAddress(undefined)).toBeUndefined();
  });

  it("names the mail's From address as the organiser's SENT-BY (RFC 6047 §2.2), in every invitation", () => {
    const from = mailAddress(site.mailFrom);
    for (const mail of [
      bookingInvitation(site, booking, "token"),
      bookingCancellation(site, booking, null, true),
      bookingOwnerNotice(site, booking, "new"),
      bookingOwnerNotice(site, booking, "cancelled"),
    ]) {
      const organizer = eventOf(mail.icalEvent!.content).event.getFirstProperty("organizer")!;
      expect(organizer.getFirstValue()).toBe(`mailto:${site.ownerEmail}`);
      expect(organizer.getParameter("sent-by")).toBe(`mailto:${from}`);
    }
    // From the owner's own address, no SENT-BY is needed.
    const own = bookingInvitation({ ...site, mailFrom: `Omar <${site.ownerEmail}>` }, booking, "token");
    expect(own.icalEvent!.content).not.toContain("SENT-BY");
  });

  it("keeps the owner's copies of one booking alike: published, then cancelled, never with an attendee", () => {
    const copies = (["new", "moved", "cancelled"] as const).map((change) => {
      const mail = bookingOwnerNotice(site, booking, change);
      return { ...eventOf(mail.icalEvent!.content), header: mail.icalEvent!.method };
    });
    expect(copies.map((copy) => copy.method)).toEqual(["PUBLISH", "PUBLISH", "CANCEL"]);
    expect(copies.map((copy) => copy.header)).toEqual(["PUBLISH", "PUBLISH", "CANCEL"]);
    const uids = new Set(copies.map((copy) => copy.event.getFirstPropertyValue("uid")));
    expect(uids.size).toBe(1);
    for (const copy of copies) expect(copy.event.getAllProperties("attendee")).toEqual([]);
    // The visitor's invitation and cancellation do name them, as one attendee throughout.
    for (const mail of [bookingInvitation(site, booking, "token"), bookingCancellation(site, booking, null, false)]) {
      const attendees = eventOf(mail.icalEvent!.content).event.getAllProperties("attendee");
      expect(attendees.map((a) => a.getFirstValue())).toEqual(["mailto:zoe@example.org"]);
    }
  });

  it("writes the visitor's name without caret escapes", () => {
    const content = bookingInvitation(site, booking, "token").icalEvent!.content;
    expect(content).not.toContain("^'");
    const attendee = eventOf(content).event.getFirstProperty("attendee")!;
    expect(attendee.getParameter("cn")).toBe("Zoë Q O'Brien");
  });

  it("names the zones in Arabic mail as the Arabic booking page does, never by IANA id", () => {
    const arabic = { ...booking, locale: "ar" as const };
    for (const mail of [
      bookingInvitation(site, arabic, "token"),
      bookingCancellation(site, arabic, null, true),
      bookingInvitation(site, { ...arabic, timeZone: "Pacific/Auckland" }, "token"),
    ]) {
      expect(mail.text).not.toMatch(/[A-Z][a-z]+\/[A-Z]/);
      expect(mail.html).not.toMatch(/[A-Z][a-z]+\/[A-Z]/);
      expect(mail.text).toContain("(دبي)");
    }
    expect(bookingInvitation(site, arabic, "token").text).toContain("(الرياض)");
    // Its language, which signs it in Arabic (the mail worker's From).
    expect(bookingInvitation(site, arabic, "token").headers).toEqual({ "Content-Language": "ar" });
    // The owner's English notice keeps the zone ids the owner reads.
    expect(bookingOwnerNotice(site, booking, "new").text).toContain("(Asia/Riyadh)");
  });
});

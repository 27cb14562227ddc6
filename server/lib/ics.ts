/**
 * iCalendar (RFC 5545) text for booking invitations (RFC 5546 METHOD REQUEST / CANCEL) and the
 * owner's calendar feed: CRLF line ends, lines folded at 75 octets without splitting a UTF-8
 * character, TEXT values escaped, every time in UTC ("Z"), so no VTIMEZONE is needed.
 */

export type IcsPerson = { name: string; email: string };

/** The organiser, and who sends their mail when another address does (RFC 5545 §3.2.18 SENT-BY). */
export type IcsOrganizer = IcsPerson & { sentBy?: string };

export type IcsEvent = {
  /** Stable across reschedules and the cancellation: calendars match updates by UID. */
  uid: string;
  /** Raised by every change (RFC 5545 §3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: IcsOrganizer;
  attendees?: (IcsPerson & { partstat?: "NEEDS-ACTION" | "ACCEPTED" | "DECLINED" })[];
  status: "CONFIRMED" | "CANCELLED";
  /** The language of the summary, description and location (RFC 5545 LANGUAGE, e.g. "ar"); unset, none is named. */
  language?: string;
};

export type IcsMethod = "REQUEST" | "CANCEL" | "PUBLISH";

const PRODID = "-//consultant-site//Booking//EN";

/** 20261207T050000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, "");
}

/**
 * A parameter value (a CN), quoted (RFC 5545 §3.1: DQUOTE around anything with ":", ";" or ","). A
 * quoted string cannot hold DQUOTE or a control character, so they are dropped and a line break
 * becomes a space. RFC 6868's caret escapes (^' for ") were used before, but Outlook, Gmail and
 * Apple Calendar do not read them and showed "Zoë ^'Q^' O'Brien"; a name without its quotation marks
 * reads the same in every client. A caret before n, ' or ^ is dropped too, so a calendar that does
 * read RFC 6868 finds no escape where there is none.
 */
export function paramText(value: string): string {
  const clean = value
    .replace(/\r\n|\r|\n/g, " ")
    .replace(/["\p{Cc}]/gu, "")
    .replace(/\^(?=[n'^])/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
  return `"${clean}"`;
}

/** Folds one content line into lines of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: IcsEvent, method: IcsMethod): string[] {
  const lang = event.language ? `;LANGUAGE=${event.language.replace(/[^A-Za-z0-9-]/g, "")}` : "";
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY${lang}:${icsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION${lang}:${icsText(event.description)}`);
  if (event.location) lines.push(`LOCATION${lang}:${icsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  // SENT-BY names the address the mail comes from when it is not the organiser's (RFC 6047 §2.2:
  // a receiving calendar checks the sender against ORGANIZER, or against its SENT-BY).
  const sentBy = event.organizer.sentBy ? `;SENT-BY="mailto:${event.organizer.sentBy}"` : "";
  lines.push(`ORGANIZER;CN=${paramText(event.organizer.name)}${sentBy}:mailto:${event.organizer.email}`);
  // RFC 5546 §3.2.1: a PUBLISH names no attendees (the owner's copy and feed are published, not sent
  // as an invitation), so the visitor is named in the summary and description only.
  for (const attendee of method === "PUBLISH" ? [] : (event.attendees ?? [])) {
    lines.push(
      `ATTENDEE;CN=${paramText(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${attendee.partstat ?? "NEEDS-ACTION"};RSVP=FALSE:mailto:${attendee.email}`,
    );
  }
  lines.push(`STATUS:${event.status}`, "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** A whole VCALENDAR object, CRLF-terminated. */
export function buildCalendar(method: IcsMethod, events: IcsEvent[], name?: string): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, "CALSCALE:GREGORIAN", `METHOD:${method}`];
  if (name) lines.push(`X-WR-CALNAME:${icsText(name)}`);
  for (const event of events) lines.push(...eventLines(event, method));
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

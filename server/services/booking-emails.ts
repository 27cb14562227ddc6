import { formatWhen } from "#domain/booking/format.ts";
import { escapeHtml } from "#server/lib/html.ts";
import { buildCalendar, type IcsEvent } from "#server/lib/ics.ts";
import type { QueuedMail } from "./outbox.ts";

/** The mail a booking causes: invitations with .ics (RFC 5545/5546), cancellations and reminders. */

export type BookingSite = {
  ownerName: string;
  ownerEmail: string;
  siteUrl: string;
  /** The video-call address; unset, the invitation says it follows. */
  meetingUrl?: string;
  /** The owner's zone (Asia/Dubai), shown beside the visitor's time. */
  ownerTimeZone: string;
};

export type BookingFacts = {
  id: string;
  typeTitle: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  timeZone: string;
  sequence: number;
};

const NO_LINK = "Online: the meeting link follows by e-mail";

export function manageUrl(site: BookingSite, token: string): string {
  return `${site.siteUrl}/book/manage?token=${encodeURIComponent(token)}`;
}

/** The invitation's event: one UID per booking, for the invitation, every reschedule and the cancellation. */
export function bookingEvent(site: BookingSite, booking: BookingFacts, status: IcsEvent["status"]): IcsEvent {
  const who = booking.company ? `${booking.name} (${booking.company})` : booking.name;
  return {
    uid: `booking-${booking.id}@${new URL(site.siteUrl).hostname}`,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    stamp: new Date(),
    summary: `${booking.typeTitle}: ${site.ownerName} and ${who}`,
    description: [`Topic: ${booking.topic}`, site.meetingUrl ? `Join: ${site.meetingUrl}` : NO_LINK].join("\n"),
    location: site.meetingUrl ?? NO_LINK,
    url: site.meetingUrl,
    organizer: { name: site.ownerName, email: site.ownerEmail },
    attendees: [{ name: booking.name, email: booking.email }],
    status,
  };
}

function when(site: BookingSite, booking: BookingFacts): string[] {
  const visitor = formatWhen(booking.start, booking.timeZone);
  const owner = formatWhen(booking.start, site.ownerTimeZone);
  return visitor === owner
    ? [`When: ${visitor}`]
    : [`When: ${visitor} (${booking.timeZone})`, `       ${owner} for ${site.ownerName} (${site.ownerTimeZone})`];
}

function html(title: string, lines: string[]): string {
  const body = lines.map((line) => `<p style="margin:0 0 12px">${line}</p>`).join("");
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#111827"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(title)}</h1>${body}</div></body></html>`;
}

const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
const textToHtml = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

function details(site: BookingSite, booking: BookingFacts): string[] {
  return [
    ...when(site, booking),
    `Length: ${Math.round((booking.end.getTime() - booking.start.getTime()) / 60_000)} minutes`,
    `Where: ${site.meetingUrl ?? NO_LINK}`,
    `Topic: ${booking.topic}`,
  ];
}

/** To the visitor: the invitation (METHOD:REQUEST), sent again with a higher SEQUENCE after a reschedule. */
export function bookingInvitation(
  site: BookingSite,
  booking: BookingFacts,
  token: string,
  rescheduled = false,
): QueuedMail {
  const subject = `${rescheduled ? "Moved" : "Confirmed"}: ${booking.typeTitle} with ${site.ownerName}`;
  const lines = [
    `Hi ${booking.name},`,
    "",
    rescheduled
      ? `Your ${booking.typeTitle.toLowerCase()} with ${site.ownerName} has moved to a new time.`
      : `Your ${booking.typeTitle.toLowerCase()} with ${site.ownerName} is booked. The invitation is attached; add it to your calendar.`,
    "",
    ...details(site, booking),
    "",
    `Need to cancel or pick another time? ${manageUrl(site, token)}`,
  ];
  return {
    kind: rescheduled ? "booking-rescheduled" : "booking-confirmation",
    to: booking.email,
    replyTo: site.ownerEmail,
    subject,
    text: lines.join("\n"),
    html: html(subject, [
      ...lines.slice(0, -1).filter(Boolean).map(textToHtml),
      `Need to cancel or pick another time? ${link(manageUrl(site, token))}`,
    ]),
    icalEvent: { method: "REQUEST", content: buildCalendar("REQUEST", [bookingEvent(site, booking, "CONFIRMED")]) },
  };
}

/** To the owner: who booked, with the event to put in the calendar (METHOD:PUBLISH: the owner is its organiser). */
export function bookingOwnerNotice(
  site: BookingSite,
  booking: BookingFacts,
  change: "new" | "moved" | "cancelled",
  note?: string | null,
): QueuedMail {
  const headline = {
    new: `New booking: ${booking.typeTitle} with ${booking.name}`,
    moved: `Booking moved: ${booking.typeTitle} with ${booking.name}`,
    cancelled: `Booking cancelled: ${booking.typeTitle} with ${booking.name}`,
  }[change];
  const lines = [
    `${booking.name} <${booking.email}>${booking.company ? `, ${booking.company}` : ""}`,
    "",
    ...details(site, booking),
    ...(note ? ["", `Message: ${note}`] : []),
    "",
    `Booking ${booking.id}.`,
  ];
  const method = change === "cancelled" ? "CANCEL" : "PUBLISH";
  return {
    kind: `booking-owner-${change}`,
    to: site.ownerEmail,
    replyTo: booking.email,
    subject: headline,
    text: lines.join("\n"),
    html: html(headline, lines.filter(Boolean).map(textToHtml)),
    icalEvent: {
      method,
      content: buildCalendar(method, [bookingEvent(site, booking, change === "cancelled" ? "CANCELLED" : "CONFIRMED")]),
    },
  };
}

/** To the visitor: the cancellation (METHOD:CANCEL), with the owner's message when the owner cancelled. */
export function bookingCancellation(
  site: BookingSite,
  booking: BookingFacts,
  ownerMessage: string | null,
  byOwner: boolean,
): QueuedMail {
  const subject = `Cancelled: ${booking.typeTitle} with ${site.ownerName}`;
  const lines = [
    `Hi ${booking.name},`,
    "",
    byOwner
      ? `${site.ownerName} had to cancel your ${booking.typeTitle.toLowerCase()}.`
      : `Your ${booking.typeTitle.toLowerCase()} with ${site.ownerName} is cancelled, as you asked.`,
    ...(ownerMessage ? ["", ownerMessage] : []),
    "",
    ...when(site, booking),
    "",
    `Book another time: ${site.siteUrl}/book`,
  ];
  return {
    kind: "booking-cancellation",
    to: booking.email,
    replyTo: site.ownerEmail,
    subject,
    text: lines.join("\n"),
    html: html(subject, lines.filter(Boolean).map(textToHtml)),
    icalEvent: { method: "CANCEL", content: buildCalendar("CANCEL", [bookingEvent(site, booking, "CANCELLED")]) },
  };
}

/** The reminders 24 hours before, to the visitor and to the owner; queued now, sent then. */
export function bookingReminders(
  site: BookingSite,
  booking: BookingFacts,
  token: string,
  notBefore: Date,
  ref: string,
): QueuedMail[] {
  const visitorLines = [
    `Hi ${booking.name},`,
    "",
    `A reminder: your ${booking.typeTitle.toLowerCase()} with ${site.ownerName} is tomorrow.`,
    "",
    ...details(site, booking),
    "",
    `Need to cancel or pick another time? ${manageUrl(site, token)}`,
  ];
  const ownerLines = [
    `Tomorrow: ${booking.typeTitle} with ${booking.name} <${booking.email}>${booking.company ? `, ${booking.company}` : ""}`,
    "",
    ...details(site, { ...booking, timeZone: site.ownerTimeZone }),
  ];
  const visitorSubject = `Tomorrow: ${booking.typeTitle} with ${site.ownerName}`;
  const ownerSubject = `Tomorrow: ${booking.typeTitle} with ${booking.name}`;
  return [
    {
      kind: "booking-reminder",
      to: booking.email,
      replyTo: site.ownerEmail,
      subject: visitorSubject,
      text: visitorLines.join("\n"),
      html: html(visitorSubject, [
        ...visitorLines.slice(0, -1).filter(Boolean).map(textToHtml),
        `Need to cancel or pick another time? ${link(manageUrl(site, token))}`,
      ]),
      notBefore,
      ref,
    },
    {
      kind: "booking-reminder-owner",
      to: site.ownerEmail,
      replyTo: booking.email,
      subject: ownerSubject,
      text: ownerLines.join("\n"),
      html: html(ownerSubject, ownerLines.filter(Boolean).map(textToHtml)),
      notBefore,
      ref,
    },
  ];
}

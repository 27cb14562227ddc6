import { localizedContent, localizedOwnerName } from "#content/localized.server.ts";
import { formatWhen } from "#domain/booking/format.ts";
import { zonePlaceIn } from "#domain/booking/zone-label.server.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { INTL_LOCALE, type Locale, localizePath, textDirection } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { escapeHtml } from "#server/lib/html.ts";
import { buildCalendar, type IcsEvent } from "#server/lib/ics.ts";
import { mailAddress } from "./mailer.ts";
import type { QueuedMail } from "./outbox.ts";

/**
 * The mail a booking causes: invitations with .ics (RFC 5545/5546), cancellations and reminders. The
 * visitor's are written in the language they booked in (`bookingMail` namespace: words, dates through
 * Intl, links to the pages in that language, `lang`/`dir` on the HTML, the invitation's text); the
 * owner's notices, reminder and calendar feed stay in English.
 */

export type BookingSite = {
  ownerName: string;
  ownerEmail: string;
  siteUrl: string;
  /** The video-call address; unset, the invitation says it follows. */
  meetingUrl?: string;
  /** The owner's zone (Asia/Dubai), shown beside the visitor's time. */
  ownerTimeZone: string;
  /** The mail's From (MAIL_FROM, "Omar Haddad <no-reply@example.com>"): the invitation's SENT-BY. */
  mailFrom?: string;
};

/**
 * The organiser of every invitation is the owner. The mail comes from the site's own address (its
 * domain is the one whose SPF and DKIM vouch for it; the owner's may be a Gmail address, which a
 * receiving server would reject as forged in From), so ORGANIZER names that address in SENT-BY:
 * RFC 6047 §2.2 has the receiving calendar accept a message whose sender is the organiser or the
 * organiser's SENT-BY. When both are the same address, SENT-BY is left out.
 */
function organizer(site: BookingSite, name: string): IcsEvent["organizer"] {
  const sender = mailAddress(site.mailFrom);
  const sentBy = sender && sender.toLowerCase() !== site.ownerEmail.toLowerCase() ? sender : undefined;
  return { name, email: site.ownerEmail, ...(sentBy ? { sentBy } : {}) };
}

export type BookingFacts = {
  id: string;
  typeId: string;
  /** The consultation's English title (the owner's mail); the visitor's comes from the localized content. */
  typeTitle: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  timeZone: string;
  sequence: number;
  /** The language the visitor booked in. */
  locale: Locale;
  /** Their answers to the type's questions (the owner's mail lists them). */
  answers?: { label: string; answer: string }[];
};

/** Everything a mail in one language needs: its words, the owner's and the consultation's names, the date format. */
function wordsIn(site: BookingSite, booking: BookingFacts, locale: Locale) {
  const type =
    locale === "en"
      ? booking.typeTitle
      : (localizedContent("consultationTypes", locale).find((item) => item.id === booking.typeId)?.title ??
        booking.typeTitle);
  return {
    locale,
    t: createTranslator(locale, CATALOGUE.bookingMail[locale]),
    owner: localizedOwnerName(site.ownerName, locale),
    type,
    // English puts the title inside a sentence in lower case ("your free intro call"); Arabic has no case.
    typeInSentence: locale === "en" ? type.toLowerCase() : type,
    // English mail keeps the day-month order it always had; Arabic uses the site's Arabic format.
    intl: locale === "en" ? "en-GB" : INTL_LOCALE[locale],
  };
}
type Words = ReturnType<typeof wordsIn>;

/** The visitor's manage page, in the language they booked in (/ar/book/manage for Arabic). */
export function manageUrl(site: BookingSite, token: string, locale: Locale = "en"): string {
  return `${site.siteUrl}${localizePath(`/book/manage?token=${encodeURIComponent(token)}`, locale)}`;
}

/**
 * The invitation's event: one UID per booking, for the invitation, every reschedule and the
 * cancellation. Its text is in `locale`: the visitor's language in their invitation, English in the
 * owner's copy and feed.
 */
export function bookingEvent(
  site: BookingSite,
  booking: BookingFacts,
  status: IcsEvent["status"],
  locale: Locale = "en",
): IcsEvent {
  const words = wordsIn(site, booking, locale);
  const { t } = words;
  const who = booking.company ? `${booking.name} (${booking.company})` : booking.name;
  const noLink = t("details.noLink");
  return {
    uid: `booking-${booking.id}@${new URL(site.siteUrl).hostname}`,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    stamp: new Date(),
    summary: t("event.summary", { type: words.type, owner: words.owner, who }),
    description: [
      t("details.topic", { topic: booking.topic }),
      site.meetingUrl ? t("event.join", { url: site.meetingUrl }) : noLink,
    ].join("\n"),
    location: site.meetingUrl ?? noLink,
    url: site.meetingUrl,
    organizer: organizer(site, words.owner),
    attendees: [{ name: booking.name, email: booking.email }],
    status,
    language: locale === "en" ? undefined : locale,
  };
}

/**
 * A zone as the mail's reader knows it: English mail keeps the IANA name ("Asia/Dubai"); Arabic mail
 * names the place as the Arabic booking page does ("الرياض"; the time beside it gives the offset).
 */
const zoneIn = (words: Words, timeZone: string, at: Date) =>
  words.locale === "en" ? timeZone : zonePlaceIn(words.locale, timeZone, at.getTime());

function when(site: BookingSite, booking: BookingFacts, words: Words): string[] {
  const { t } = words;
  const visitor = formatWhen(booking.start, booking.timeZone, words.intl);
  const owner = formatWhen(booking.start, site.ownerTimeZone, words.intl);
  return visitor === owner
    ? [t("details.when", { when: visitor })]
    : [
        t("details.whenZone", { when: visitor, zone: zoneIn(words, booking.timeZone, booking.start) }),
        t("details.ownerWhen", {
          when: owner,
          owner: words.owner,
          zone: zoneIn(words, site.ownerTimeZone, booking.start),
        }),
      ];
}

/** The HTML frame: `lang` and `dir` from the reader's language, so Arabic reads right to left. */
function html(title: string, lines: string[], locale: Locale): string {
  const body = lines.map((line) => `<p style="margin:0 0 12px">${line}</p>`).join("");
  const dir = textDirection(locale);
  const lang = locale === "en" ? "" : ` lang="${locale}" dir="${dir}"`;
  const align = locale === "en" ? "" : `;text-align:${dir === "rtl" ? "right" : "left"}`;
  return `<!doctype html><html${lang}><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#111827${align}"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(title)}</h1>${body}</div></body></html>`;
}

/** An address shown as a link: left to right even inside an Arabic paragraph. */
const link = (href: string, locale: Locale) =>
  `<a href="${escapeHtml(href)}"${locale === "en" ? "" : ' dir="ltr"'}>${escapeHtml(href)}</a>`;
const textToHtml = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

function details(site: BookingSite, booking: BookingFacts, words: Words): string[] {
  const { t } = words;
  return [
    ...when(site, booking, words),
    t("details.length", { count: Math.round((booking.end.getTime() - booking.start.getTime()) / 60_000) }),
    t("details.where", { where: site.meetingUrl ?? t("details.noLink") }),
    t("details.topic", { topic: booking.topic }),
  ];
}

/**
 * A visitor's mail: the text lines, then a sentence ending in a link (the manage page or /book). With
 * no link (an owner's change: the owner never holds the visitor's token), the sentence points to the
 * link in the confirmation e-mail, which still works.
 */
function visitorMail(words: Words, subject: string, lines: string[], lead: string, href: string | null) {
  const last = href ? `${lead} ${href}` : words.t("manageEarlier");
  return {
    // Its language (RFC 3282), which also signs it in that language (the mail worker's From).
    headers: { "Content-Language": words.locale },
    subject,
    text: [...lines, "", last].join("\n"),
    html: html(
      subject,
      [
        ...lines.filter(Boolean).map(textToHtml),
        href ? `${escapeHtml(lead)} ${link(href, words.locale)}` : escapeHtml(last),
      ],
      words.locale,
    ),
  };
}

/** The manage page's address, or null when the token is not known here (an owner's change). */
const manageLink = (site: BookingSite, token: string | null, locale: Locale) =>
  token ? manageUrl(site, token, locale) : null;

/** To the visitor: the invitation (METHOD:REQUEST), sent again with a higher SEQUENCE after a reschedule. */
export function bookingInvitation(
  site: BookingSite,
  booking: BookingFacts,
  /** The visitor's manage token, or null when the owner made the change (they never hold it). */
  token: string | null,
  rescheduled = false,
  /** The owner moved it (with their message to the visitor, or null), rather than the visitor. */
  byOwner?: { message: string | null },
): QueuedMail {
  const words = wordsIn(site, booking, booking.locale);
  const { t } = words;
  const names = { type: words.type, owner: words.owner };
  const subject = rescheduled ? t("moved.subject", names) : t("invitation.subject", names);
  const sentence = { type: words.typeInSentence, owner: words.owner };
  const lines = [
    t("greeting", { name: booking.name }),
    "",
    rescheduled ? t(byOwner ? "moved.byOwner" : "moved.text", sentence) : t("invitation.text", sentence),
    ...(byOwner?.message ? ["", byOwner.message] : []),
    "",
    ...details(site, booking, words),
  ];
  return {
    kind: rescheduled ? "booking-rescheduled" : "booking-confirmation",
    to: booking.email,
    replyTo: site.ownerEmail,
    ...visitorMail(words, subject, lines, t("manage"), manageLink(site, token, booking.locale)),
    icalEvent: {
      method: "REQUEST",
      content: buildCalendar("REQUEST", [bookingEvent(site, booking, "CONFIRMED", booking.locale)]),
    },
  };
}

const languageNames = new Intl.DisplayNames("en", { type: "language" });
const languageName = (locale: Locale) => languageNames.of(locale) ?? locale;

/**
 * To the owner, in English: who booked, with the event to put in the calendar. The owner is its
 * organiser, so their copy is published (METHOD:PUBLISH, no ATTENDEE: RFC 5546 §3.2.1), not an
 * invitation to answer; their calendar shows the visitor in the summary. A cancellation is the
 * CANCEL RFC 5546 §3.2.1 names for a published event: the same UID and organiser, and, like every
 * copy before it, no ATTENDEE (the event it removes had none), so the owner's calendar sees one event
 * throughout rather than a published entry and then an invitation with a guest.
 */
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
    ...details(site, booking, wordsIn(site, booking, "en")),
    // The answers as the visitor gave them, each under the question they read (in their language).
    ...(booking.answers?.length ? ["", ...booking.answers.map((a) => `${a.label}\n${a.answer}`)] : []),
    ...(note ? ["", `Message: ${note}`] : []),
    "",
    // The visitor's mail is in their language; the owner learns which, to answer in it.
    `Booking ${booking.id}${booking.locale === "en" ? "" : `, booked in ${languageName(booking.locale)}`}.`,
  ];
  const method = change === "cancelled" ? "CANCEL" : "PUBLISH";
  return {
    kind: `booking-owner-${change}`,
    to: site.ownerEmail,
    replyTo: booking.email,
    subject: headline,
    text: lines.join("\n"),
    html: html(headline, lines.filter(Boolean).map(textToHtml), "en"),
    icalEvent: {
      method,
      content: buildCalendar(method, [
        { ...bookingEvent(site, booking, change === "cancelled" ? "CANCELLED" : "CONFIRMED"), attendees: [] },
      ]),
    },
  };
}

/** To the visitor: the cancellation (METHOD:CANCEL), with the owner's message when the owner cancelled (a visitor's own reason goes to the owner only). */
export function bookingCancellation(
  site: BookingSite,
  booking: BookingFacts,
  ownerMessage: string | null,
  byOwner: boolean,
): QueuedMail {
  const words = wordsIn(site, booking, booking.locale);
  const { t } = words;
  const subject = t("cancelled.subject", { type: words.type, owner: words.owner });
  const sentence = { type: words.typeInSentence, owner: words.owner };
  const lines = [
    t("greeting", { name: booking.name }),
    "",
    byOwner ? t("cancelled.byOwner", sentence) : t("cancelled.byVisitor", sentence),
    ...(ownerMessage ? ["", ownerMessage] : []),
    "",
    ...when(site, booking, words),
  ];
  return {
    kind: "booking-cancellation",
    to: booking.email,
    replyTo: site.ownerEmail,
    ...visitorMail(
      words,
      subject,
      lines,
      t("cancelled.bookAgain"),
      `${site.siteUrl}${localizePath("/book", booking.locale)}`,
    ),
    icalEvent: {
      method: "CANCEL",
      content: buildCalendar("CANCEL", [bookingEvent(site, booking, "CANCELLED", booking.locale)]),
    },
  };
}

/** The reminders 24 hours before, to the visitor (in their language) and to the owner; queued now, sent then. */
export function bookingReminders(
  site: BookingSite,
  booking: BookingFacts,
  token: string | null,
  notBefore: Date,
  ref: string,
): QueuedMail[] {
  const words = wordsIn(site, booking, booking.locale);
  const { t } = words;
  const visitorLines = [
    t("greeting", { name: booking.name }),
    "",
    t("reminder.text", { type: words.typeInSentence, owner: words.owner }),
    "",
    ...details(site, booking, words),
  ];
  const ownerLines = [
    `Tomorrow: ${booking.typeTitle} with ${booking.name} <${booking.email}>${booking.company ? `, ${booking.company}` : ""}`,
    "",
    ...details(site, { ...booking, timeZone: site.ownerTimeZone }, wordsIn(site, booking, "en")),
  ];
  const ownerSubject = `Tomorrow: ${booking.typeTitle} with ${booking.name}`;
  return [
    {
      kind: "booking-reminder",
      to: booking.email,
      replyTo: site.ownerEmail,
      ...visitorMail(
        words,
        t("reminder.subject", { type: words.type, owner: words.owner }),
        visitorLines,
        t("manage"),
        manageLink(site, token, booking.locale),
      ),
      notBefore,
      ref,
    },
    {
      kind: "booking-reminder-owner",
      to: site.ownerEmail,
      replyTo: booking.email,
      subject: ownerSubject,
      text: ownerLines.join("\n"),
      html: html(ownerSubject, ownerLines.filter(Boolean).map(textToHtml), "en"),
      notBefore,
      ref,
    },
  ];
}

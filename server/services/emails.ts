import { localizedContent } from "#content/localized.server.ts";
import { profile as englishProfile } from "#content/profile.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localizePath, textDirection } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import type { CareerInput, ContactInput } from "#domain/schemas/leads.ts";
import { escapeHtml } from "#server/lib/html.ts";
import type { QueuedMail } from "./outbox.ts";

/** The site's e-mails: plain text first (every client shows it), with a simple HTML twin. */

type Site = { ownerName: string; siteUrl: string; ownerEmail: string };

/** The e-mail frame: `lang` and `dir` from the reader's language, so Arabic reads right to left. */
function html(title: string, paragraphs: string[], footer?: string, locale: Locale = "en") {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("");
  const dir = textDirection(locale);
  const lang = locale === "en" ? "" : ` lang="${locale}" dir="${dir}"`;
  const align = locale === "en" ? "" : `;text-align:${dir === "rtl" ? "right" : "left"}`;
  return `<!doctype html><html${lang}><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#111827${align}"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(title)}</h1>${body}${footer ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${footer}</p>` : ""}</div></body></html>`;
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a>`;

/** An address shown as text: left to right even inside an Arabic paragraph. */
const linkText = (href: string, locale: Locale) =>
  `<a href="${escapeHtml(href)}"${locale === "en" ? "" : ' dir="ltr"'}>${escapeHtml(href)}</a>`;

/**
 * The owner's name as a reader of `locale` knows it: the Arabic profile's name in Arabic, unless the
 * site was configured with another name (OWNER_NAME), which is then used in both languages.
 */
export function ownerNameIn(site: Site, locale: Locale): string {
  if (locale === "en" || site.ownerName !== englishProfile.name) return site.ownerName;
  return localizedContent("profile", locale).name;
}

/** The site's pages a subscriber is sent to, in their language ("/ar/newsletter/confirm" in Arabic). */
const pageUrl = (site: Site, path: string, locale: Locale) => `${site.siteUrl}${localizePath(path, locale)}`;

/**
 * RFC 8058 one-click unsubscribe headers plus the visible link every newsletter e-mail carries.
 * `List-Unsubscribe` offers the https address (a POST unsubscribes, a GET shows the page) and, for
 * clients that only send mail, a `mailto:`. The site receives no mail, so that one goes to the owner:
 * its subject names the list's token (the RFC 2369 "unsubscribe" convention) and its body is the
 * subscriber's unsubscribe page, which the owner opens and presses to act on it.
 */
export function unsubscribeParts(site: Site, unsubscribeToken: string, locale: Locale = "en") {
  const oneClick = `${site.siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const page = pageUrl(site, `/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, locale);
  const mailto = `mailto:${site.ownerEmail}?subject=${encodeURIComponent(`unsubscribe ${unsubscribeToken}`)}&body=${encodeURIComponent(page)}`;
  return {
    headers: {
      "List-Unsubscribe": `<${oneClick}>, <${mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    page,
    /** The footer link every newsletter e-mail ends with, in the subscriber's language. */
    footer: `<a href="${escapeHtml(page)}" style="color:#6b7280">${escapeHtml(mailText(locale)("unsubscribe.label"))}</a>`,
    label: mailText(locale)("unsubscribe.label"),
  };
}

const mailText = (locale: Locale) => createTranslator(locale, CATALOGUE.mail[locale]);

/** The double opt-in e-mail, in the language the subscriber signed up in; its links lead to pages in it. */
export function confirmationEmail(
  site: Site,
  to: { email: string; name: string | null; locale?: Locale },
  confirmToken: string,
  unsubscribeToken: string,
): QueuedMail {
  const locale = to.locale ?? "en";
  const t = mailText(locale);
  const owner = ownerNameIn(site, locale);
  const link = pageUrl(site, `/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`, locale);
  const unsubscribe = unsubscribeParts(site, unsubscribeToken, locale);
  const greeting = to.name ? t("confirm.greeting", { name: to.name }) : t("confirm.greetingNoName");
  return {
    kind: "newsletter-confirmation",
    to: to.email,
    subject: t("confirm.subject", { owner }),
    text: [
      greeting,
      "",
      `${t("confirm.ask", { owner })}:`,
      link,
      "",
      t("confirm.ignore"),
      "",
      `${unsubscribe.label}: ${unsubscribe.page}`,
    ].join("\n"),
    html: html(
      t("confirm.title"),
      [
        escapeHtml(greeting),
        `${t("confirm.ask", { owner: escapeHtml(owner) })}.`,
        button(link, t("confirm.button")),
        `${t("confirm.openLink")} ${linkText(link, locale)}`,
        t("confirm.ignore"),
      ],
      unsubscribe.footer,
      locale,
    ),
    // Its language (RFC 3282), which also signs it in that language (the mail worker's From).
    headers: { ...unsubscribe.headers, "Content-Language": locale },
  };
}

export function contactNotification(site: Site, message: ContactInput & { id: string }): QueuedMail {
  return {
    kind: "contact-notification",
    to: site.ownerEmail,
    replyTo: message.email,
    subject: `New message from ${message.name}`,
    text: [
      `${message.name} <${message.email}> wrote through the contact form:`,
      "",
      message.message,
      "",
      `Reply to this e-mail to answer. Message ${message.id}.`,
    ].join("\n"),
    html: html(`New message from ${message.name}`, [
      `<strong>${escapeHtml(message.name)}</strong> &lt;${escapeHtml(message.email)}&gt; wrote through the contact form:`,
      escapeHtml(message.message).replace(/\n/g, "<br>"),
      `Reply to this e-mail to answer. Message ${escapeHtml(message.id)}.`,
    ]),
  };
}

const INQUIRY_LABELS: Record<CareerInput["inquiryType"], string> = {
  freelance: "Freelance project",
  collaboration: "Collaboration",
  fulltime: "Full-time role",
  consulting: "Consulting",
  other: "Other",
};

export function careerNotification(site: Site, inquiry: CareerInput & { id: string }): QueuedMail {
  const details: [string, string | null][] = [
    ["Type", INQUIRY_LABELS[inquiry.inquiryType]],
    ["Name", inquiry.name],
    ["E-mail", inquiry.email],
    ["Phone", inquiry.phone],
    ["Resume", inquiry.resumeUrl],
    ["LinkedIn", inquiry.linkedinUrl],
    ["Portfolio", inquiry.portfolioUrl],
  ];
  const present = details.filter((d): d is [string, string] => Boolean(d[1]));
  return {
    kind: "career-notification",
    to: site.ownerEmail,
    replyTo: inquiry.email,
    subject: `New ${INQUIRY_LABELS[inquiry.inquiryType].toLowerCase()} inquiry from ${inquiry.name}`,
    text: [...present.map(([k, v]) => `${k}: ${v}`), "", inquiry.message, "", `Inquiry ${inquiry.id}.`].join("\n"),
    html: html(`New inquiry from ${inquiry.name}`, [
      present.map(([k, v]) => `<strong>${k}:</strong> ${escapeHtml(v)}`).join("<br>"),
      escapeHtml(inquiry.message).replace(/\n/g, "<br>"),
      `Inquiry ${escapeHtml(inquiry.id)}.`,
    ]),
  };
}

import { createHmac } from "node:crypto";
import { localizedMailSender } from "#content/localized.server.ts";
import type { MailSender } from "#content/schema.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { isLocale, type Locale, textDirection } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { isMediaRef } from "#domain/media.ts";
import { safeLocalPath } from "#domain/safe-local-path.ts";
import { escapeHtml } from "#server/lib/html.ts";
import { ownerNameIn, unsubscribeParts } from "./emails.ts";
import { type MailFrom, mailAddress, parseFrom } from "./mailer.ts";
import { decodeEntities, renderMarkdown } from "./markdown.ts";

/**
 * A newsletter issue as e-mail (decision 028). The body goes through the article renderer and its
 * sanitiser (server/services/markdown.ts); every other value the owner typed (subject, preheader, the
 * call to action) is escaped. The issue is rendered once (`renderIssue`) and then addressed to each
 * subscriber (`addressIssue`), which only adds their unsubscribe links: 10,000 mails cost one render.
 */

export type NewsletterSite = {
  ownerName: string;
  siteUrl: string;
  ownerEmail: string;
  /** The owner's postal address or city, shown in every issue's footer (English; Site content gives others). */
  postalAddress: string;
  /** The mail's From as configured (MAIL_FROM): its name is the English sender's name. */
  mailFrom?: string;
};

/**
 * The From of a mail in `language` (its Content-Language): MAIL_FROM's address with the sender's name
 * in that language; MAIL_FROM as configured for a language the site does not have, or no address.
 */
export function mailFromIn(site: NewsletterSite, language: string | undefined): MailFrom {
  const address = mailAddress(site.mailFrom);
  if (!address || !language || !isLocale(language)) return site.mailFrom ?? site.ownerEmail;
  return { name: mailSenderIn(site, language).senderName, address };
}

/**
 * The sender's name and postal address of mail in `locale` (content/localized.server.ts): an Arabic
 * issue is signed "عمر حداد" from "دبي، الإمارات العربية المتحدة", or as the owner wrote it in Site content.
 */
export function mailSenderIn(site: NewsletterSite, locale: Locale): MailSender {
  const configured = {
    senderName: parseFrom(site.mailFrom)?.name || site.ownerName,
    postalAddress: site.postalAddress,
  };
  return localizedMailSender(configured, locale);
}

export type IssueContent = {
  id: string;
  locale: Locale;
  subject: string;
  preheader: string;
  body: string;
  ctaLabel: string | null;
  ctaUrl: string | null;
  imageUrl: string | null;
  /**
   * The alt text, in the issue's language, of each library image it shows, by ref ("/media/<hash>"):
   * its picture's, and a body image's written without one. Unset: none is known.
   */
  libraryAlts?: ReadonlyMap<string, string>;
};

/** Refs of the library images an issue shows (its picture, its body's), each once. */
export function libraryRefsOf(issue: { imageUrl: string | null; body: string }): string[] {
  const refs = new Set<string>();
  if (issue.imageUrl && isMediaRef(issue.imageUrl)) refs.add(issue.imageUrl);
  for (const match of issue.body.matchAll(/\/media\/[0-9a-f]{32}(?![0-9a-z-])/g)) refs.add(match[0]);
  return [...refs];
}

/**
 * Rendered HTML with a library image's alt text where it was written with none (`![](/media/<hash>)`):
 * the library holds it in both languages, as every page that shows the image says it.
 */
export function withLibraryAlts(html: string, alts: ReadonlyMap<string, string> | undefined): string {
  if (!alts?.size) return html;
  return html.replace(/<img src="([^"]*)" alt=""/g, (whole, src: string) => {
    const ref = /\/media\/[0-9a-f]{32}$/.exec(src)?.[0];
    const alt = ref ? alts.get(ref) : undefined;
    return alt ? `<img src="${src}" alt="${escapeHtml(alt)}"` : whole;
  });
}

/**
 * What an issue's mails carry when the owner turned tracking on (decision 032): an open pixel, and
 * its links numbered (`links`: address → number) and sent through the site's redirect. Absent: none.
 */
export type IssueTracking = { opens: boolean; links: ReadonlyMap<string, number> | null; key: string };

export type RenderedIssue = {
  issueId: string;
  /** Signs each recipient's tracking addresses; null when the mail tracks nothing. */
  trackingKey: string | null;
  locale: Locale;
  subject: string;
  /** The HTML up to the footer's unsubscribe link, and what follows it. */
  htmlHead: string;
  htmlTail: string;
  text: string;
  listId: string;
  host: string;
  /** The From's name in the issue's language (its address stays MAIL_FROM's). */
  senderName: string;
};

export type IssueMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  /** The From, with the sender's name in the issue's language; unset: MAIL_FROM as configured. */
  from?: MailFrom;
};

const mailText = (locale: Locale) => createTranslator(locale, CATALOGUE.mail[locale]);

/** An address the owner gave (image, button), made absolute on the site; anything but http(s) is dropped. */
export function absoluteUrl(site: NewsletterSite, url: string | null | undefined): string | null {
  if (!url) return null;
  if (safeLocalPath(url) !== null) return `${site.siteUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The sanitised article HTML made fit for mail: no in-page anchors, site paths made absolute. */
function mailBodyHtml(site: NewsletterSite, markdown: string): string {
  return renderMarkdown(markdown)
    .html.replace(/ ?<a class="heading-anchor"[^>]*>#<\/a>/g, "")
    .replace(/ (src|href)="\/(?!\/)/g, ` $1="${site.siteUrl}/`)
    .replace(/ (loading|decoding)="[^"]*"/g, "");
}

/**
 * Where in a tracked mail the recipient goes: replaced per subscriber by `addressIssue`. No text the
 * owner writes can contain it (the sanitiser and the edge refuse control characters).
 */
const RECIPIENT_SLOT = "\u0001recipient\u0001";

/** The http(s) links of rendered HTML, each once, in the order they appear: what click tracking numbers. */
export function linksOf(html: string): string[] {
  const seen = new Set<string>();
  for (const match of html.matchAll(/ href="([^"]*)"/g)) {
    const url = decodeEntities(match[1]!);
    if (/^https?:\/\//i.test(url)) seen.add(url);
  }
  return [...seen];
}

/** The signature of one recipient's tracking addresses: only the sent mail holds it (HMAC, issue's own key). */
export function trackingSignature(key: string, subscriberId: string): string {
  return createHmac("sha256", key).update(subscriberId).digest("base64url").slice(0, 22);
}

/** The HTML's known links pointed at the site's click redirect (issue id and link number, then the recipient). */
function trackLinks(html: string, base: string, links: ReadonlyMap<string, number>): string {
  return html.replace(/ href="([^"]*)"/g, (whole, raw: string) => {
    const n = links.get(decodeEntities(raw));
    return n === undefined ? whole : ` href="${base}/${n}/${RECIPIENT_SLOT}"`;
  });
}

/** The plain-text part, from the same sanitised HTML: paragraphs kept, links written out. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_m, href: string, label: string) =>
        label.replace(/<[^>]*>/g, "") === decodeEntities(href) ? href : `${label} (${href})`,
      )
      .replace(/<li[^>]*>/g, "- ")
      .replace(/<br\s*\/?>/g, "\n")
      .replace(/<\/(p|h\d|li|blockquote|pre|tr|figure)>/g, "\n\n")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function renderIssue(site: NewsletterSite, issue: IssueContent, tracking?: IssueTracking): RenderedIssue {
  const { locale } = issue;
  const t = mailText(locale);
  const owner = ownerNameIn(site, locale);
  const { senderName, postalAddress } = mailSenderIn(site, locale);
  const dir = textDirection(locale);
  const align = dir === "rtl" ? "right" : "left";
  const body = withLibraryAlts(mailBodyHtml(site, issue.body), issue.libraryAlts);
  const imageAlt = (issue.imageUrl && issue.libraryAlts?.get(issue.imageUrl)) || "";
  const image = absoluteUrl(site, issue.imageUrl);
  const ctaUrl = absoluteUrl(site, issue.ctaUrl);
  const cta = ctaUrl && issue.ctaLabel ? { url: ctaUrl, label: issue.ctaLabel } : null;
  const host = new URL(site.siteUrl).hostname;
  const clickBase = `${site.siteUrl}/api/newsletter/c/${issue.id}`;
  const tracked = (html: string) => (tracking?.links ? trackLinks(html, clickBase, tracking.links) : html);

  const htmlHead = [
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    // Clients that follow the reader's dark theme (Apple Mail, some Outlooks) read these two.
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(issue.subject)}</title>`,
    "<style>@media (prefers-color-scheme: dark){.nl-bg{background:#0b1220 !important}.nl-card{background:#111827 !important;color:#e5e7eb !important}.nl-card a{color:#5eead4 !important}.nl-muted{color:#9ca3af !important}}</style>",
    "</head>",
    `<body class="nl-bg" style="margin:0;padding:24px 12px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#111827;text-align:${align}">`,
    // The preheader: what the inbox shows after the subject, hidden in the opened mail.
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(issue.preheader)}</div>`,
    `<div class="nl-card" dir="${dir}" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 24px;line-height:1.6">`,
    `<h1 style="font-size:24px;line-height:1.3;margin:0 0 20px">${escapeHtml(issue.subject)}</h1>`,
    image
      ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(imageAlt)}" width="552" style="max-width:100%;height:auto;border-radius:6px;margin:0 0 20px">`
      : "",
    `<div style="font-size:16px">${tracked(body)}</div>`,
    cta
      ? `<p style="margin:24px 0"><a${tracked(` href="${escapeHtml(cta.url)}"`)} style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(cta.label)}</a></p>`
      : "",
    `<hr style="border:0;border-top:1px solid #e5e7eb;margin:32px 0 16px">`,
    `<p class="nl-muted" style="margin:0 0 8px;font-size:12px;color:#6b7280">${escapeHtml(t("issue.why", { owner }))}</p>`,
    `<p class="nl-muted" style="margin:0 0 8px;font-size:12px;color:#6b7280">${escapeHtml(owner)} · <bdi>${escapeHtml(postalAddress)}</bdi> · <a href="mailto:${escapeHtml(site.ownerEmail)}" dir="ltr" style="color:#6b7280">${escapeHtml(site.ownerEmail)}</a></p>`,
    '<p class="nl-muted" style="margin:0;font-size:12px;color:#6b7280">',
  ].join("");
  // The open pixel: a 1×1 picture from the site, loaded when the mail's pictures are (decision 032).
  const pixel = tracking?.opens
    ? `<img src="${site.siteUrl}/api/newsletter/o/${issue.id}/${RECIPIENT_SLOT}" alt="" width="1" height="1" style="display:block;width:1px;height:1px;border:0">`
    : "";
  const htmlTail = `</p>${pixel}</div></body></html>`;

  const text = [
    issue.subject,
    "",
    htmlToText(body),
    ...(cta ? ["", `${cta.label}: ${cta.url}`] : []),
    "",
    "--",
    t("issue.why", { owner }),
    `${owner} · ${postalAddress} · ${site.ownerEmail}`,
  ].join("\n");

  // List-Id (RFC 2919): one list per language, named on the site's domain; the phrase stays ASCII.
  const phrase = site.ownerName.replace(/[^\w .-]/g, "").trim() || "Newsletter";
  const listId = `${phrase} newsletter ${locale} <newsletter-${locale}.${host}>`;
  return {
    issueId: issue.id,
    trackingKey: tracking && (tracking.opens || tracking.links) ? tracking.key : null,
    locale,
    subject: issue.subject,
    htmlHead,
    htmlTail,
    text,
    listId,
    host,
    senderName,
  };
}

/**
 * The rendered issue for one subscriber: their one-click unsubscribe headers (RFC 8058, the same token
 * as every other mail), the visible link in the footer, and a Message-ID on the site's domain that
 * names the issue and the subscriber, so any client sees a second copy as the same message.
 */
export function addressIssue(
  site: NewsletterSite,
  rendered: RenderedIssue,
  recipient: { email: string; subscriberId: string; unsubscribeToken: string },
): IssueMail {
  const unsubscribe = unsubscribeParts(site, recipient.unsubscribeToken, rendered.locale);
  let html = `${rendered.htmlHead}${unsubscribe.footer}${rendered.htmlTail}`;
  if (rendered.trackingKey) {
    const who = `${recipient.subscriberId}.${trackingSignature(rendered.trackingKey, recipient.subscriberId)}`;
    html = html.replaceAll(RECIPIENT_SLOT, who);
  }
  const address = mailAddress(site.mailFrom);
  return {
    ...(address ? { from: { name: rendered.senderName, address } } : {}),
    to: recipient.email,
    subject: rendered.subject,
    html,
    text: `${rendered.text}\n${unsubscribe.label}: ${unsubscribe.page}\n`,
    headers: { ...unsubscribe.headers, "List-Id": rendered.listId, "Content-Language": rendered.locale },
    messageId: `${rendered.issueId}.${recipient.subscriberId}@${rendered.host}`,
  };
}

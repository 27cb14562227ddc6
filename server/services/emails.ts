import type { CareerInput, ContactInput } from "#domain/schemas/leads.ts";
import { escapeHtml } from "#server/lib/html.ts";
import type { QueuedMail } from "./outbox.ts";

/** The site's e-mails: plain text first (every client shows it), with a simple HTML twin. */

type Site = { ownerName: string; siteUrl: string; ownerEmail: string };

function html(title: string, paragraphs: string[], footer?: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("");
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#111827"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(title)}</h1>${body}${footer ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${footer}</p>` : ""}</div></body></html>`;
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a>`;

/** RFC 8058 one-click unsubscribe headers plus the visible link every newsletter e-mail carries. */
export function unsubscribeParts(site: Site, unsubscribeToken: string) {
  const oneClick = `${site.siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const page = `${site.siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  return {
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    page,
  };
}

export function confirmationEmail(
  site: Site,
  to: { email: string; name: string | null },
  confirmToken: string,
  unsubscribeToken: string,
): QueuedMail {
  const link = `${site.siteUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`;
  const unsubscribe = unsubscribeParts(site, unsubscribeToken);
  const greeting = to.name ? `Hi ${to.name},` : "Hi,";
  return {
    kind: "newsletter-confirmation",
    to: to.email,
    subject: `Confirm your subscription to ${site.ownerName}'s newsletter`,
    text: [
      greeting,
      "",
      `Please confirm that you want to receive ${site.ownerName}'s newsletter on FinTech, EdTech and Islamic finance:`,
      link,
      "",
      "If you did not ask for this, ignore this e-mail and you will not hear from us again.",
      "",
      `Unsubscribe: ${unsubscribe.page}`,
    ].join("\n"),
    html: html(
      "Confirm your subscription",
      [
        escapeHtml(greeting),
        `Please confirm that you want to receive ${escapeHtml(site.ownerName)}'s newsletter on FinTech, EdTech and Islamic finance.`,
        button(link, "Confirm subscription"),
        `Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
        "If you did not ask for this, ignore this e-mail and you will not hear from us again.",
      ],
      `<a href="${escapeHtml(unsubscribe.page)}" style="color:#6b7280">Unsubscribe</a>`,
    ),
    headers: unsubscribe.headers,
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

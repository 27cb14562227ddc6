import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser/index.js";

/** A From: "Name <address>" as configured (MAIL_FROM), or a name and address to be encoded. */
export type MailFrom = string | { name: string; address: string };

/** The name and address of a From header ("Omar Haddad <no-reply@example.com>"), parsed as nodemailer does. */
export function parseFrom(from: string | undefined): { name: string; address: string } | undefined {
  const [first] = from ? addressparser(from) : [];
  return first && "address" in first && first.address ? { name: first.name, address: first.address } : undefined;
}

/** The address of a From, or undefined when it holds none that can be written in a quoted parameter. */
export function mailAddress(from: string | undefined): string | undefined {
  const address = parseFrom(from)?.address;
  return address && /^[^\s"<>@]+@[^\s"<>@]+$/.test(address) ? address : undefined;
}

export type OutgoingMail = {
  from: MailFrom;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  icalEvent?: { method: string; content: string } | null;
  /** The Message-ID without its angle brackets; unset: nodemailer makes one. */
  messageId?: string;
};

export type Mailer = {
  /** False when no SMTP server is configured: mail then waits in the outbox. */
  configured: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** The SMTP adapter (nodemailer). Timeouts keep a dead server from holding the worker. */
export function createMailer(smtpUrl: string | undefined): Mailer {
  if (!smtpUrl) {
    return { configured: false, send: () => Promise.reject(new Error("SMTP is not configured")), close() {} };
  }
  const url = new URL(smtpUrl);
  // Defaults ride on the URL so every other option (auth, TLS) stays the URL's to set. A small pool
  // reuses connections: a burst of leads does not open one SMTP session per mail.
  for (const [key, value] of [
    ["pool", "true"],
    ["maxConnections", "3"],
    ["connectionTimeout", "10000"],
    ["greetingTimeout", "10000"],
    ["socketTimeout", "20000"],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers,
        ...(mail.messageId ? { messageId: `<${mail.messageId}>` } : {}),
        // Nodemailer sends it as a text/calendar alternative (what Outlook and Gmail read as an
        // invitation) and as an invite.ics attachment (what Apple Mail and others import).
        ...(mail.icalEvent
          ? { icalEvent: { method: mail.icalEvent.method, filename: "invite.ics", content: mail.icalEvent.content } }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}

import { PassThrough, type Readable } from "node:stream";
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

/**
 * What a failed send means for the mail:
 * - `refused`: the server answered 5xx, a permanent no (the address bounces);
 * - `retry`: the server did not take the message (a 4xx answer, or the connection failed before the
 *   message's final "." was sent: a server delivers no half-received DATA), so sending again is safe;
 * - `unknown`: the whole message, final "." included, went out and no answer came (the connection
 *   dropped, or timed out, before the 250). The server may well have delivered it: sending again could
 *   reach the recipient twice, so it is not retried.
 */
export type SendFailure = "refused" | "retry" | "unknown";

/** Set by `send` on its error when the whole message had gone out before it failed. */
const AFTER_MESSAGE = Symbol("after the message was sent");
/** The per-mail hook the stream plugin below calls once the last byte is handed to the connection. */
const ON_MESSAGE_SENT = "siteOnMessageSent";

export function sendFailure(error: unknown): SendFailure {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === "number" && code >= 500 && code < 600) return "refused";
  if (typeof code === "number") return "retry";
  return (error as { [AFTER_MESSAGE]?: boolean } | null)?.[AFTER_MESSAGE] ? "unknown" : "retry";
}

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
  // The message stream's last stage: nodemailer reads it only after the server's 354 and writes the
  // terminating "." as soon as it ends, so its end is the moment delivery stops being ours to retry.
  transport.use("stream", (mail, done) => {
    const onSent = (mail.data as Record<string, unknown>)[ON_MESSAGE_SENT];
    if (typeof onSent === "function") {
      mail.message.processFunc((input: Readable) => {
        const output = new PassThrough();
        input.on("error", (error) => output.destroy(error));
        output.once("end", () => onSent());
        return input.pipe(output);
      });
    }
    done();
  });
  return {
    configured: true,
    async send(mail) {
      let messageSent = false;
      try {
        await sendOne(mail, () => {
          messageSent = true;
        });
      } catch (error) {
        if (messageSent && error && typeof error === "object") Object.assign(error, { [AFTER_MESSAGE]: true });
        throw error;
      }
    },
    close: () => transport.close(),
  };

  function sendOne(mail: OutgoingMail, onMessageSent: () => void) {
    return transport.sendMail({
      [ON_MESSAGE_SENT]: onMessageSent,
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
    } as Parameters<typeof transport.sendMail>[0]);
  }
}

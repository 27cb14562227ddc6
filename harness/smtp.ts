import type { AddressInfo, Socket } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The attachments' file names and text (calendar invitations). */
  attachments: { filename: string | null; mimeType: string; text: string }[];
};

/**
 * A real SMTP server on loopback that keeps what it receives, parsed. `refuse` names recipients it
 * answers 550 (mailbox unavailable, a permanent failure) for. `drop` cuts the connection at a point
 * of the conversation for the recipients it names: at `rcpt` (before any of the message was sent, so
 * nothing arrives), or at `accepted` (the message arrived whole, its final "." was read and it is
 * kept as received, but the 250 reply never goes out: the client cannot know it was delivered).
 */
export async function startSmtpServer(
  port = 0,
  options: {
    refuse?: (address: string) => boolean;
    drop?: (address: string) => "rcpt" | "accepted" | undefined;
  } = {},
) {
  const received: ReceivedMail[] = [];
  // The raw sockets by remote port, so a session can be cut without an SMTP reply.
  const sockets = new Map<number, Socket>();
  const cut = (session: { remotePort: number }) => sockets.get(session.remotePort)?.destroy();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Clients keep pooled connections open; closing waits this long for them (default 30 s), then ends them.
    closeTimeout: 200,
    onRcptTo(address, session, callback) {
      if (options.drop?.(address.address) === "rcpt") return cut(session);
      if (options.refuse?.(address.address)) {
        const error = new Error("5.1.1 Mailbox unavailable") as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const accepted = session.envelope.rcptTo.some((r) => options.drop?.(r.address) === "accepted");
          received.push({
            from: parsed.from?.address ?? "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html ?? "",
            headers: Object.fromEntries(parsed.headers.map((h) => [h.key.toLowerCase(), h.value])),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename,
              mimeType: a.mimeType,
              text: typeof a.content === "string" ? a.content : Buffer.from(a.content as ArrayBuffer).toString("utf8"),
            })),
          });
          if (accepted) return cut(session);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  server.server.on("connection", (socket: Socket) => {
    const remotePort = socket.remotePort;
    if (remotePort === undefined) return;
    sockets.set(remotePort, socket);
    socket.once("close", () => sockets.delete(remotePort));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `predicate` holds, polling; fails with `message` after `timeoutMs`. */
export async function waitFor(predicate: () => boolean | Promise<boolean>, message: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await predicate())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting: ${message}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A loopback port with nothing listening (for "the SMTP server is down"). */
export { freePort } from "./ports.ts";

import { and, eq, inArray, sql } from "drizzle-orm";
import PostalMime from "postal-mime";
import type { Db } from "#server/db/client.ts";
import { newsletterDeliveries, newsletterSubscribers } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

/**
 * Bounces that arrive after the send, and complaints (decision 032). Both reach the site through one
 * endpoint guarded by a shared secret (server/http/api/newsletter.ts), in either of two forms:
 * - the raw returned message: a delivery status notification (RFC 3464, `multipart/report;
 *   report-type=delivery-status`) or a complaint feedback report (ARF, RFC 5965,
 *   `report-type=feedback-report`), as a mail server pipes it or an inbound-mail webhook forwards it;
 * - a small JSON event, `{ type: "bounce" | "complaint", email, messageId?, reason? }`, which any SMTP
 *   provider's webhook can be mapped to.
 * The recipient is found by the original Message-ID when the report returns its headers (every issue's
 * Message-ID names the issue and the subscriber), otherwise by the address the report names.
 */

export type Feedback = {
  kind: "bounce" | "complaint";
  /** The recipient's address as the report names it. */
  email: string | null;
  /** The original message's Message-ID, without angle brackets. */
  messageId: string | null;
  reason: string;
};

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ISSUE_MESSAGE_ID = new RegExp(`^(${UUID})\\.(${UUID})@`, "i");

/** The fields of a report block ("Name: value" lines, folded lines joined), names lower-cased. */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const match = /^([A-Za-z0-9-]+):(.*)$/.exec(line); // the value is trimmed below
    if (match && !fields.has(match[1]!.toLowerCase())) fields.set(match[1]!.toLowerCase(), match[2]!.trim());
  }
  return fields;
}

/** `rfc822; someone@example.com` → the address. */
const addressOf = (value: string | undefined) => {
  const address = value
    ?.replace(/^[^;]*;\s*/, "")
    .replace(/^<|>$/g, "")
    .trim()
    .toLowerCase();
  return address && /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
};

const messageIdIn = (headers: string) => {
  const value = fieldsOf(headers).get("message-id");
  return value ? value.replace(/^\s*<|>\s*$/g, "").trim() : null;
};

const text = (content: string | ArrayBuffer | Uint8Array) =>
  typeof content === "string" ? content : new TextDecoder().decode(content);

/**
 * Reads a returned message. Answers one feedback per failed recipient of a DSN (only `Action: failed`
 * with a 5.x.x status: a delay is not a bounce), or one complaint for an ARF report; nothing for any
 * other message (an auto-reply, a delay notice).
 */
export async function readFeedbackMessage(raw: string | Uint8Array): Promise<Feedback[]> {
  const email = await PostalMime.parse(raw, {
    forceRfc822Attachments: true,
    attachmentEncoding: "utf8",
    maxRfc822NestingDepth: 0,
    maxHeadersSize: 256 * 1024,
  });
  const parts = email.attachments.map((part) => ({ type: part.mimeType.toLowerCase(), content: text(part.content) }));
  const original = parts.find((p) => p.type === "message/rfc822" || p.type === "text/rfc822-headers");
  const messageId = original ? messageIdIn(original.content.split(/\r?\n\r?\n/)[0] ?? "") : null;

  const report = parts.find((p) => p.type === "message/feedback-report");
  if (report) {
    const fields = fieldsOf(report.content);
    const type = fields.get("feedback-type")?.toLowerCase() ?? "abuse";
    if (type !== "abuse" && type !== "fraud") return [];
    return [
      {
        kind: "complaint",
        email: addressOf(fields.get("original-rcpt-to")) ?? addressOf(fields.get("removal-recipient")),
        messageId,
        reason: `Complaint (${type}) from ${fields.get("user-agent") ?? "a mailbox provider"}`,
      },
    ];
  }

  const status = parts.find((p) => p.type === "message/delivery-status" || p.type === "message/global-delivery-status");
  if (!status) return [];
  // The first block describes the message, each further one a recipient.
  const blocks = status.content.split(/\r?\n\s*\r?\n/).slice(1);
  const failed: Feedback[] = [];
  for (const block of blocks) {
    const fields = fieldsOf(block);
    if (fields.get("action")?.toLowerCase() !== "failed" || !/^5\./.test(fields.get("status") ?? "")) continue;
    failed.push({
      kind: "bounce",
      email: addressOf(fields.get("original-recipient")) ?? addressOf(fields.get("final-recipient")),
      messageId,
      reason: `${fields.get("status")} ${fields.get("diagnostic-code") ?? ""}`.trim().slice(0, 1000),
    });
  }
  return failed;
}

export function createNewsletterFeedback(db: Db, logger: Logger) {
  /** The subscriber (and the issue, when the Message-ID names it) a report is about. */
  async function recipientOf(feedback: Feedback): Promise<{ subscriberId: string; issueId: string | null } | null> {
    const named = feedback.messageId ? ISSUE_MESSAGE_ID.exec(feedback.messageId) : null;
    if (named) {
      const [row] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, named[2]!));
      if (row) return { subscriberId: row.id, issueId: named[1]! };
    }
    if (!feedback.email) return null;
    const [row] = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, feedback.email.toLowerCase()));
    return row ? { subscriberId: row.id, issueId: null } : null;
  }

  return {
    /**
     * Marks the subscriber bounced (no newsletter goes to them again) or complained (unsubscribed
     * too), and the issue's delivery likewise when known. False when no subscriber matches.
     */
    async record(feedback: Feedback): Promise<boolean> {
      const who = await recipientOf(feedback);
      if (!who) {
        logger.info({ kind: feedback.kind }, "newsletter feedback for an unknown address ignored");
        return false;
      }
      const delivery = who.issueId
        ? and(eq(newsletterDeliveries.issueId, who.issueId), eq(newsletterDeliveries.subscriberId, who.subscriberId))
        : undefined;
      await db.transaction(async (tx) => {
        if (feedback.kind === "bounce") {
          await tx
            .update(newsletterSubscribers)
            .set({
              bouncedAt: sql`coalesce(${newsletterSubscribers.bouncedAt}, now())`,
              bounceReason: feedback.reason,
            })
            .where(eq(newsletterSubscribers.id, who.subscriberId));
          if (delivery) {
            await tx
              .update(newsletterDeliveries)
              .set({ status: "bounced", lastError: feedback.reason })
              .where(and(delivery, inArray(newsletterDeliveries.status, ["sent", "unknown"])));
          }
        } else {
          await tx
            .update(newsletterSubscribers)
            .set({
              complainedAt: sql`coalesce(${newsletterSubscribers.complainedAt}, now())`,
              subscribed: false,
              unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
            })
            .where(eq(newsletterSubscribers.id, who.subscriberId));
          if (delivery) {
            await tx
              .update(newsletterDeliveries)
              .set({ complainedAt: sql`coalesce(${newsletterDeliveries.complainedAt}, now())` })
              .where(delivery);
          }
        }
      });
      logger.warn({ kind: feedback.kind, issueId: who.issueId }, "newsletter feedback recorded");
      return true;
    },
  };
}

export type NewsletterFeedback = ReturnType<typeof createNewsletterFeedback>;

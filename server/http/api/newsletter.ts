import { createHash, timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import * as z from "zod/mini";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import type { Feedback } from "#server/services/newsletter-feedback.ts";
import { readFeedbackMessage } from "#server/services/newsletter-feedback.ts";
import { PIXEL_GIF } from "#server/services/newsletter-tracking.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import type { PublicLimits } from "../middleware/rate-limit.ts";
import { parseOrThrow } from "../validate.ts";

/** A provider webhook's event, mapped to this shape (decision 032); up to 100 at once. */
const feedbackEvent = z.object({
  type: z.enum(["bounce", "complaint"]),
  email: z.optional(z.string().check(z.trim(), z.maxLength(320))),
  messageId: z.optional(z.string().check(z.trim(), z.maxLength(400))),
  reason: z.optional(z.string().check(z.maxLength(1000))),
});
const feedbackBody = z.union([feedbackEvent, z.array(feedbackEvent).check(z.maxLength(100))]);

// The tracking answers are for one reader's mail client: never stored by a cache on the way.
const NOT_STORED = "no-store, private";

/**
 * The newsletter's mail-side endpoints (decision 032): the open pixel and the click redirect of
 * issues the owner chose to track (GET, under /api, so the page cache never sees them), and the
 * bounce and complaint feedback a mail server or SMTP provider posts with the shared secret.
 */
export function mountNewsletterRoutes(
  api: Hono<AppEnv>,
  { config, services, logger, limits }: { config: Config; services: Services; logger: Logger; limits: PublicLimits },
) {
  const { newsletterTracking: tracking, newsletterFeedback: feedback } = services;

  api.get("/newsletter/o/:issueId/:who", async (c) => {
    await tracking.open(c.req.param("issueId"), c.req.param("who"));
    c.header("Cache-Control", NOT_STORED);
    c.header("Content-Type", "image/gif");
    return c.body(new Uint8Array(PIXEL_GIF));
  });

  api.get("/newsletter/c/:issueId/:n/:who", async (c) => {
    const url = await tracking.click(c.req.param("issueId"), c.req.param("n"), c.req.param("who"));
    if (!url) throw new HttpError(404, "This link is not part of any newsletter.");
    c.header("Cache-Control", NOT_STORED);
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(url, 302);
  });

  const secret = config.NEWSLETTER_FEEDBACK_SECRET;
  if (!secret) return;
  const expected = createHash("sha256").update(secret).digest();
  const authorized = (header: string | undefined) => {
    const given = /^Bearer (.+)$/.exec(header ?? "")?.[1];
    return given !== undefined && timingSafeEqual(createHash("sha256").update(given).digest(), expected);
  };

  api.post(
    "/newsletter/feedback",
    // Only a wrong secret is rate-limited (as any public POST): a provider's burst of bounces is not.
    async (c, next) =>
      authorized(c.req.header("Authorization"))
        ? next()
        : limits.publicPost(c, async () => {
            throw new HttpError(401, "A valid Authorization: Bearer secret is required.");
          }),
    async (c) => {
      const type = c.req.header("Content-Type") ?? "";
      let events: Feedback[];
      if (/^application\/json\b/i.test(type)) {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw new HttpError(400, "The request body is not valid JSON");
        }
        const parsed = parseOrThrow(feedbackBody, body);
        events = (Array.isArray(parsed) ? parsed : [parsed]).map((event) => ({
          kind: event.type,
          email: event.email?.toLowerCase() || null,
          messageId: event.messageId?.replace(/^<|>$/g, "") || null,
          reason: event.reason?.trim() || (event.type === "bounce" ? "Bounced after sending" : "Marked as spam"),
        }));
      } else {
        // The returned message itself (message/rfc822 or text/plain): a DSN or an ARF report.
        try {
          events = await readFeedbackMessage(new Uint8Array(await c.req.arrayBuffer()));
        } catch (error) {
          logger.warn({ err: error }, "newsletter feedback message unreadable");
          throw new HttpError(400, "The body is not a readable e-mail message");
        }
      }
      let recorded = 0;
      for (const event of events) if (await feedback.record(event)) recorded += 1;
      return c.json({ received: events.length, recorded });
    },
  );
}

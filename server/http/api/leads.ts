import { randomUUID } from "node:crypto";
import type { Hono, MiddlewareHandler } from "hono";
import type { Locale } from "#domain/i18n/locales.ts";
import { careerSchema, contactSchema, HONEYPOT_FIELD, newsletterSchema } from "#domain/schemas/leads.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { answerOnce } from "../idempotency.ts";
import { formsTranslator } from "../locale.ts";
import { requireAdmin } from "../middleware/auth.ts";
import type { LeadForm } from "../middleware/rate-limit.ts";
import { readLocalizedJson } from "../validate.ts";

/**
 * What each form's success says, in the request's language (the browser shows its own toast texts
 * from SPEC §8). The one-click unsubscribe is answered to mail software, in English.
 */
export const LEAD_REPLIES = {
  contact: (locale: Locale) => formsTranslator(locale)("reply.contact"),
  newsletter: (locale: Locale) => formsTranslator(locale)("reply.newsletter"),
  career: (locale: Locale) => formsTranslator(locale)("reply.career"),
  unsubscribed: "You have been unsubscribed.",
} as const;

/**
 * SPEC §7 lead calls: public POSTs (strict per-IP limit, honeypot) and the admin reads. A filled
 * honeypot gets the normal answer and is dropped, so a bot learns nothing. A POST with an
 * `Idempotency-Key` stores its lead once however often it is retried (../idempotency.ts).
 */
export function mountLeadRoutes(
  api: Hono<AppEnv>,
  {
    services,
    logger,
    formLimit,
  }: { services: Services; logger: Logger; formLimit: (form: LeadForm) => MiddlewareHandler<AppEnv> },
) {
  const { leads, idempotency } = services;
  const admin = requireAdmin(services.sessions);
  // A bot must not tell a dropped submission from a stored one: the same status, shape and headers,
  // an id of the same kind (a random UUID, as the database's gen_random_uuid() gives) that leads
  // nowhere, and a retry with its Idempotency-Key replays that id as a stored answer is replayed.
  // Nothing is stored for it but that answer, and no mail is queued.
  const isBot = (input: Record<string, unknown>, form: string, ip: string) => {
    if (!input[HONEYPOT_FIELD]) return false;
    logger.warn({ form, ip }, "honeypot filled: submission dropped");
    return true;
  };

  api.post("/contact", formLimit("contact"), async (c) => {
    const { input, locale } = await readLocalizedJson(c, contactSchema);
    const bot = isBot(input, "contact", c.get("clientIp"));
    return answerOnce(c, idempotency, "contact", async (unit) => {
      const { id } = bot ? { id: randomUUID() } : await leads.submitContact(input, unit);
      return { status: 201, body: { message: LEAD_REPLIES.contact(locale), id } };
    });
  });

  api.post("/newsletter", formLimit("newsletter"), async (c) => {
    const { input, locale } = await readLocalizedJson(c, newsletterSchema);
    const bot = isBot(input, "newsletter", c.get("clientIp"));
    return answerOnce(c, idempotency, "newsletter", async (unit) => {
      // The subscriber's language: their confirmation and every newsletter come in it.
      if (!bot) await leads.subscribe(input, unit, locale);
      return { status: 200, body: { message: LEAD_REPLIES.newsletter(locale) } };
    });
  });

  api.post("/career", formLimit("career"), async (c) => {
    const { input, locale } = await readLocalizedJson(c, careerSchema);
    const bot = isBot(input, "career", c.get("clientIp"));
    return answerOnce(c, idempotency, "career", async (unit) => {
      const { id } = bot ? { id: randomUUID() } : await leads.submitCareer(input, unit);
      return { status: 201, body: { message: LEAD_REPLIES.career(locale), id } };
    });
  });

  // RFC 8058 one-click unsubscribe: mail providers POST "List-Unsubscribe=One-Click" to this address.
  api.post("/newsletter/unsubscribe", async (c) => {
    const result = await leads.unsubscribe(c.req.query("token") ?? "");
    if (!result) throw new HttpError(404, "This unsubscribe link is not valid.");
    return c.json({ message: LEAD_REPLIES.unsubscribed });
  });

  api.get("/contact", admin, async (c) => c.json({ data: await leads.contactMessages() }));
  api.get("/newsletter", admin, async (c) => c.json({ data: await leads.subscribers() }));
  api.get("/career", admin, async (c) => c.json({ data: await leads.careerInquiries() }));
}

import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Locale } from "#domain/i18n/locales.ts";
import { retryText } from "#domain/i18n/validation.ts";
import { fieldErrors } from "#domain/schemas/lead-rules.ts";
import type { Services } from "#server/services/index.ts";
import type { IntakeOutcome } from "#server/services/intake/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { formsTranslator, requestLocale, validationText } from "../locale.ts";
import { currentUser } from "../middleware/auth.ts";
import { UNREADABLE_BODY } from "../validate.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Visible ASCII, as in the IETF draft's examples (UUIDs); long enough for any client's scheme. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The `/api` door of every declared form (server/services/intake/forms.ts): `POST /api/<form>` with a
 * JSON body, answered in the request's language (the body's `locale`, then Accept-Language). The
 * intake does the rest, as for the page door (app/lib/intake.server.ts): a retry with the same
 * `Idempotency-Key` and body gets the first answer (`Idempotent-Replayed: true`), even over the
 * limit; the honeypot is answered as a person is; the limits are the form's own.
 */
export function mountIntakeRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const { intake } = services;
  for (const form of intake.forms) {
    api.post(`/${form}`, async (c) => {
      const admin = Boolean((await currentUser(c, services.sessions))?.isAdmin);
      const ip = c.get("clientIp");
      const unreadable = async (status: 400 | 415, message: string): Promise<Response> => {
        const limited = await intake.refuseUnread(form, ip, admin);
        if (limited) return tooMany(c, limited.retryAfterSeconds);
        throw new HttpError(status, message);
      };
      if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? ""))
        return unreadable(415, UNREADABLE_BODY.type);
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return unreadable(400, UNREADABLE_BODY.json);
      }
      const key = c.req.header(IDEMPOTENCY_HEADER);
      if (key !== undefined && !KEY_PATTERN.test(key))
        return unreadable(400, `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
      const locale = requestLocale(c, body);
      const outcome = await intake.take(form, {
        door: "api",
        fields: body,
        locale,
        ip,
        admin,
        headers: (name) => c.req.header(name),
        // The body as sent: the same request, the same hash.
        once: key === undefined ? undefined : { key, hash: createHash("sha256").update(text).digest("base64url") },
      });
      return answer(c, outcome, locale);
    });
  }
}

/** The outcome as the API answers it: the form's JSON, or `{ message, errors? }` with the error's status. */
function answer(c: Context<AppEnv>, outcome: IntakeOutcome, locale: Locale): Response {
  if (outcome.limit) {
    c.header("RateLimit-Limit", String(outcome.limit.limit));
    c.header("RateLimit-Remaining", String(outcome.limit.remaining));
    c.header("RateLimit-Reset", String(Math.max(1, Math.ceil((outcome.limit.resetAt.getTime() - Date.now()) / 1000))));
  }
  switch (outcome.kind) {
    case "accepted":
      if (outcome.replayed) c.header("Idempotent-Replayed", "true");
      return c.json(outcome.answer.body, outcome.answer.status as ContentfulStatusCode);
    case "invalid": {
      const text = validationText(locale);
      const first = outcome.issues[0];
      throw new HttpError(400, first ? text(first) : "Invalid input", fieldErrors(outcome.issues, text));
    }
    case "refused":
      // The one table from kind to status (server/http/errors.ts) answers it.
      throw outcome.error;
    case "limited":
      return tooMany(c, outcome.retryAfterSeconds, locale);
  }
}

/** 429 with `Retry-After` and a message a person can act on, in the request's language. */
function tooMany(c: Context<AppEnv>, seconds: number, locale = requestLocale(c)): Response {
  c.header("Retry-After", String(seconds));
  return c.json({ message: retryText(formsTranslator(locale), seconds) }, 429);
}

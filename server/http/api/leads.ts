import type { Hono } from "hono";
import { DEFAULT_LOCALE, localizePath } from "#domain/i18n/locales.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { requireAdmin } from "../middleware/auth.ts";

/** The one-click unsubscribe is answered to mail software, in English. */
const UNSUBSCRIBED = "You have been unsubscribed.";

/** The RFC 8058 one-click address, under /api; `List-Unsubscribe` in every newsletter mail names it. */
const ONE_CLICK = "/newsletter/unsubscribe";

/**
 * POSTs whose token is their whole authority, exempt from the Origin check (./middleware/origin-check.ts).
 * Mail providers send the one-click POST from their own servers, some with their own `Origin` or
 * `Sec-Fetch-Site: cross-site`; a forged one changes nothing without the subscriber's secret token.
 */
export const TOKEN_AUTHORISED_POSTS = [`/api${ONE_CLICK}`] as const;

/**
 * The lead calls other than the forms themselves (their `POST /api/contact`, `/newsletter` and
 * `/career` are the intake's, ./intake.ts): the one-click unsubscribe and the admin's reads.
 */
export function mountLeadRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const { leads } = services;
  const admin = requireAdmin(services.sessions);

  // RFC 8058 one-click unsubscribe: mail providers POST "List-Unsubscribe=One-Click" to this address.
  api.post(ONE_CLICK, async (c) => {
    const result = await leads.unsubscribe(c.req.query("token") ?? "");
    if (!result) throw new HttpError(404, "This unsubscribe link is not valid.");
    return c.json({ message: UNSUBSCRIBED });
  });

  // Some mail clients open the same address in a browser (a GET). Link scanners fetch it too, so a
  // GET changes nothing: it leads to the unsubscribe page in the subscriber's language, whose button
  // posts the form (no script needed).
  api.get(ONE_CLICK, async (c) => {
    const token = c.req.query("token") ?? "";
    const locale = (await leads.subscriberLocale(token)) ?? DEFAULT_LOCALE;
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(localizePath(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, locale), 303);
  });

  api.get("/contact", admin, async (c) => c.json({ data: await leads.contactMessages() }));
  api.get("/newsletter", admin, async (c) => c.json({ data: await leads.subscribers() }));
  api.get("/career", admin, async (c) => c.json({ data: await leads.careerInquiries() }));
}

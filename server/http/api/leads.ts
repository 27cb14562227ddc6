import type { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { requireAdmin } from "../middleware/auth.ts";

/** The one-click unsubscribe is answered to mail software, in English. */
const UNSUBSCRIBED = "You have been unsubscribed.";

/**
 * The lead calls other than the forms themselves (their `POST /api/contact`, `/newsletter` and
 * `/career` are the intake's, ./intake.ts): the one-click unsubscribe and the admin's reads.
 */
export function mountLeadRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  const { leads } = services;
  const admin = requireAdmin(services.sessions);

  // RFC 8058 one-click unsubscribe: mail providers POST "List-Unsubscribe=One-Click" to this address.
  api.post("/newsletter/unsubscribe", async (c) => {
    const result = await leads.unsubscribe(c.req.query("token") ?? "");
    if (!result) throw new HttpError(404, "This unsubscribe link is not valid.");
    return c.json({ message: UNSUBSCRIBED });
  });

  api.get("/contact", admin, async (c) => c.json({ data: await leads.contactMessages() }));
  api.get("/newsletter", admin, async (c) => c.json({ data: await leads.subscribers() }));
  api.get("/career", admin, async (c) => c.json({ data: await leads.careerInquiries() }));
}

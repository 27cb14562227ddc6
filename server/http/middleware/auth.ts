import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { SessionService, SessionUser } from "#server/services/sessions.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { clientKeyOf } from "../request-identity.ts";

/** The session cookie: an opaque random token; the session itself lives in the database. */
export const SESSION_COOKIE = "sid";

/** Resolves the signed-in user once per request (null when signed out). */
export async function currentUser(c: Context<AppEnv>, sessions: SessionService): Promise<SessionUser | null> {
  const known = c.get("user");
  if (known !== undefined) return known;
  // The client's allowance of lookups of tokens not known yet (sessions.ts): made-up ones cost no query beyond it.
  const user = await sessions.resolve(getCookie(c, SESSION_COOKIE), clientKeyOf(c.get("clientIp") ?? "unknown"));
  c.set("user", user);
  return user;
}

/** Every guard `requireAdmin` made, so a test can find each admin route in the router. */
const adminGuards = new WeakSet<object>();

/** Admin-only routes: 401 without a session, 403 for a signed-in non-admin. Decided on the server. */
export function requireAdmin(sessions: SessionService): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const user = await currentUser(c, sessions);
    if (!user) throw new HttpError(401, "Please sign in to continue.");
    if (!user.isAdmin) throw new HttpError(403, "This area is for the site's administrator only.");
    await next();
  };
  adminGuards.add(guard);
  return guard;
}

/** Whether a route handler is an admin guard (see the admin-routes test). */
export function isAdminGuard(handler: unknown): boolean {
  return typeof handler === "function" && adminGuards.has(handler);
}

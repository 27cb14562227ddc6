import type { MiddlewareHandler } from "hono";
import { HttpError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser made on behalf of another site (CSRF). Browsers send
 * `Origin` on every POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` on all requests; a request with neither
 * comes from a non-browser client, which carries no victim's cookies, and is let through.
 * Allowed: the site's configured origin, and the request's own host (the same site reached by another name).
 * `exempt`: exact paths whose secret token, not the browser's site, authorises the request (declared
 * where their routes are).
 */
export function originCheck(siteUrl: string, exempt: readonly string[] = []): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !exempt.includes(c.req.path)) {
      const origin = c.req.header("Origin");
      const fetchSite = c.req.header("Sec-Fetch-Site");
      const host = c.req.header("Host");
      let allowed = fetchSite !== "cross-site";
      if (origin !== undefined) {
        allowed = origin === siteOrigin || (host !== undefined && hostOf(origin) === host.toLowerCase());
      }
      if (!allowed) throw new HttpError(403, "This request came from another site and was refused.");
    }
    await next();
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // "null" origins (sandboxed frames, file://) are never ours
  }
}

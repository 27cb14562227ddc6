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
 *
 * Without `Origin`, a `Referer` stands in for it (defence in depth, issue #41): a browser or extension
 * that strips Origin but leaves a Referer naming another site is refused the same way. Only its origin
 * is compared (the path may be anything). `Origin: null` (a sandboxed frame, or a form posted from a
 * page whose referrer policy is `no-referrer`) is refused, Referer or not: the site's own pages
 * use `strict-origin-when-cross-origin` or `same-origin`, under which Chromium sends the real Origin.
 */
export function originCheck(siteUrl: string, exempt: readonly string[] = []): MiddlewareHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !exempt.includes(c.req.path)) {
      const claimed = c.req.header("Origin") ?? originOfReferer(c.req.header("Referer"));
      const fetchSite = c.req.header("Sec-Fetch-Site");
      const host = c.req.header("Host");
      let allowed = fetchSite !== "cross-site";
      if (claimed !== undefined) {
        allowed = claimed === siteOrigin || (host !== undefined && hostOf(claimed) === host.toLowerCase());
      }
      if (!allowed) throw new HttpError(403, "This request came from another site and was refused.");
    }
    await next();
  };
}

/** The origin a Referer names, "null" for one that is not an absolute URL, undefined without one. */
function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // "null" origins (sandboxed frames, file://) are never ours
  }
}

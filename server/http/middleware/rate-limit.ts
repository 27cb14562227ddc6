import type { Context, MiddlewareHandler } from "hono";
import { html } from "hono/html";
import { localeFromPath } from "#domain/i18n/locales.ts";
import { retryText } from "#domain/i18n/validation.ts";
import type { RateLimiter, RateLimitResult } from "#server/services/rate-limit.ts";
import type { SessionService } from "#server/services/sessions.ts";
import type { AppEnv } from "../env.ts";
import { formsTranslator, requestLocale } from "../locale.ts";
import { simplePage } from "../simple-page.ts";
import { currentUser } from "./auth.ts";

export type RateLimitRule = { bucket: string; limit: number; windowMs: number };

const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));

/** The standard `RateLimit-*` headers, so well-behaved clients know where they are. */
function headersFor(c: Context<AppEnv>, result: RateLimitResult) {
  c.header("RateLimit-Limit", String(result.limit));
  c.header("RateLimit-Remaining", String(result.remaining));
  c.header("RateLimit-Reset", String(secondsUntil(result.resetAt)));
}

/** Whether the client asked for JSON: the API, or a caller whose Accept names JSON and not HTML. */
function wantsJson(c: Context<AppEnv>): boolean {
  if (c.req.path === "/api" || c.req.path.startsWith("/api/") || c.req.path.endsWith(".data")) return true;
  const accept = c.req.header("Accept") ?? "";
  return /application\/json/i.test(accept) && !/text\/html/i.test(accept);
}

/**
 * The 429 with `Retry-After` and a message a person can act on, in the request's language (an `/ar`
 * page, or Accept-Language: the site's forms send the page's). JSON where JSON was asked for; a page
 * form posted without JavaScript gets a page, in its language and direction, with a way back.
 */
function tooMany(c: Context<AppEnv>, resetAt: Date) {
  const seconds = secondsUntil(resetAt);
  c.header("Retry-After", String(seconds));
  const t = formsTranslator(requestLocale(c));
  const message = retryText(t, seconds);
  if (wantsJson(c)) return c.json({ message }, 429);
  const back = c.req.path.replace(/\.data$/, "") || "/";
  return c.html(
    simplePage({
      locale: localeFromPath(c.req.path),
      title: t("rateLimit.title"),
      body: html`<h1>${t("rateLimit.title")}</h1>
        <p role="alert">${message}</p>
        <p><a href="${back}">${t("rateLimit.back")}</a></p>`,
    }),
    429,
  );
}

/** A signed-in admin is never held back by visitors' traffic from the same address (an office, a VPN). */
async function isAdmin(c: Context<AppEnv>, sessions: SessionService | undefined): Promise<boolean> {
  return sessions !== undefined && Boolean((await currentUser(c, sessions))?.isAdmin);
}

/** Counts every request per client IP in a named bucket; over the limit answers 429 (see tooMany). */
export function rateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  sessions?: SessionService,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await isAdmin(c, sessions)) return next();
    const result = await limiter.hit(`${rule.bucket}:${c.get("clientIp")}`, rule.limit, rule.windowMs);
    headersFor(c, result);
    if (!result.allowed) return tooMany(c, result.resetAt);
    await next();
  };
}

/**
 * The tiers, from configuration: every public POST; view beacons and download counts (a bucket of
 * their own, so readers' traffic never uses up anyone's forms); and token links (confirmations and
 * the admin's sign-in link). Signed-in admins pass every tier. The declared forms' limits (per form,
 * accepted and refused counted apart) are the intake's, on both doors (server/services/intake/).
 */
export function publicLimits(
  limiter: RateLimiter,
  config: {
    RATE_LIMIT_PUBLIC_POSTS: number;
    RATE_LIMIT_WINDOW_SECONDS: number;
    RATE_LIMIT_BEACON_POSTS: number;
    RATE_LIMIT_LINK_POSTS: number;
    RATE_LIMIT_LINK_WINDOW_SECONDS: number;
  },
  sessions: SessionService,
) {
  return {
    publicPost: rateLimit(
      limiter,
      {
        bucket: "public-post",
        limit: config.RATE_LIMIT_PUBLIC_POSTS,
        windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
      sessions,
    ),
    beacon: rateLimit(
      limiter,
      { bucket: "beacon", limit: config.RATE_LIMIT_BEACON_POSTS, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 },
      sessions,
    ),
    link: rateLimit(
      limiter,
      {
        bucket: "links",
        limit: config.RATE_LIMIT_LINK_POSTS,
        windowMs: config.RATE_LIMIT_LINK_WINDOW_SECONDS * 1000,
      },
      sessions,
    ),
  };
}

export type PublicLimits = ReturnType<typeof publicLimits>;

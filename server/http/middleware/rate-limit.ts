import type { MiddlewareHandler } from "hono";
import type { RateLimiter } from "#server/services/rate-limit.ts";
import type { AppEnv } from "../env.ts";
import { formsTranslator, requestLocale } from "../locale.ts";

export type RateLimitRule = { bucket: string; limit: number; windowMs: number };

/**
 * Counts requests per client IP in a named bucket; over the limit answers 429 with `Retry-After` and a
 * message a person can act on, in the request's language (an `/ar` page, or Accept-Language: the
 * site's forms send the page's). Standard `RateLimit-*` headers tell well-behaved clients where they are.
 */
export function rateLimit(limiter: RateLimiter, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await limiter.hit(`${rule.bucket}:${c.get("clientIp")}`, rule.limit, rule.windowMs);
    const resetSeconds = Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
    c.header("RateLimit-Limit", String(result.limit));
    c.header("RateLimit-Remaining", String(result.remaining));
    c.header("RateLimit-Reset", String(resetSeconds));
    if (!result.allowed) {
      c.header("Retry-After", String(resetSeconds));
      const t = formsTranslator(requestLocale(c));
      const message =
        resetSeconds < 60
          ? t("rateLimit.seconds", { count: resetSeconds })
          : t("rateLimit.minutes", { count: Math.ceil(resetSeconds / 60) });
      return c.json({ message }, 429);
    }
    await next();
  };
}

/**
 * The public tiers, from configuration: every public POST, the stricter lead-form tier, and the
 * token-link tier (confirmations and the admin's sign-in link).
 */
export function publicLimits(
  limiter: RateLimiter,
  config: {
    RATE_LIMIT_PUBLIC_POSTS: number;
    RATE_LIMIT_WINDOW_SECONDS: number;
    RATE_LIMIT_FORM_POSTS: number;
    RATE_LIMIT_FORM_WINDOW_SECONDS: number;
    RATE_LIMIT_LINK_POSTS: number;
    RATE_LIMIT_LINK_WINDOW_SECONDS: number;
  },
) {
  return {
    publicPost: rateLimit(limiter, {
      bucket: "public-post",
      limit: config.RATE_LIMIT_PUBLIC_POSTS,
      windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    }),
    // A person sends a handful of forms, a bot thousands.
    form: rateLimit(limiter, {
      bucket: "forms",
      limit: config.RATE_LIMIT_FORM_POSTS,
      windowMs: config.RATE_LIMIT_FORM_WINDOW_SECONDS * 1000,
    }),
    link: rateLimit(limiter, {
      bucket: "links",
      limit: config.RATE_LIMIT_LINK_POSTS,
      windowMs: config.RATE_LIMIT_LINK_WINDOW_SECONDS * 1000,
    }),
  };
}

export type PublicLimits = ReturnType<typeof publicLimits>;

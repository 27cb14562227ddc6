import type { Context, MiddlewareHandler } from "hono";
import { html } from "hono/html";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { RateLimiter, RateLimitResult } from "#server/services/rate-limit.ts";
import type { SessionService } from "#server/services/sessions.ts";
import type { AppEnv } from "../env.ts";
import { formsTranslator, requestLocale } from "../locale.ts";
import { simplePage } from "../simple-page.ts";
import { currentUser } from "./auth.ts";

export type RateLimitRule = { bucket: string; limit: number; windowMs: number };

/** The lead forms, each with a bucket of its own on both doors (the `/api` endpoint and the page). */
export const LEAD_FORMS = ["contact", "newsletter", "career", "booking"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

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
  const locale = requestLocale(c);
  const t = formsTranslator(locale);
  const message =
    seconds < 60
      ? t("rateLimit.seconds", { count: seconds })
      : t("rateLimit.minutes", { count: Math.ceil(seconds / 60) });
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
 * A lead form's limit: only accepted submissions count toward it (each form its own bucket, both
 * doors alike), so a visitor who mistypes an e-mail five times is not locked out. Refused ones (4xx)
 * count toward a looser cap of their own against scripts. What a request is becomes known only
 * after it ran, so the gate looks first and the count follows; two requests at the same instant may
 * both pass the last free place. An idempotent replay is not a new submission and is not counted.
 * A trapped bot is answered as a person is, so it counts as accepted too.
 */
function formLimit(
  limiter: RateLimiter,
  rules: { accepted: RateLimitRule; refused: RateLimitRule },
  sessions: SessionService,
  formOf: (c: Context<AppEnv>) => Promise<string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await isAdmin(c, sessions)) return next();
    const form = await formOf(c);
    const ip = c.get("clientIp");
    const acceptedKey = `${rules.accepted.bucket}:${form}:${ip}`;
    const refusedKey = `${rules.refused.bucket}:${form}:${ip}`;
    const [accepted, refused] = await Promise.all([
      limiter.peek(acceptedKey, rules.accepted.limit, rules.accepted.windowMs),
      limiter.peek(refusedKey, rules.refused.limit, rules.refused.windowMs),
    ]);
    headersFor(c, accepted);
    if (!accepted.allowed) return tooMany(c, accepted.resetAt);
    if (!refused.allowed) return tooMany(c, refused.resetAt);
    await next();
    const status = c.res.status;
    if (c.res.headers.get("Idempotent-Replayed") === "true") return;
    if (status < 400) await limiter.hit(acceptedKey, rules.accepted.limit, rules.accepted.windowMs);
    else if (status < 500 && status !== 429) await limiter.hit(refusedKey, rules.refused.limit, rules.refused.windowMs);
  };
}

/**
 * Which lead form a page post is: the landing page's forms say so in their `intent` field, the other
 * pages are one form each (`/career`, `/book`, in either language).
 */
export async function pageLeadForm(c: Context<AppEnv>): Promise<string> {
  const page =
    c.req.path
      .replace(/^\/ar(?=\/|$)/, "")
      .replace(/\.data$/, "")
      .split("/")[1] ?? "";
  if (page === "book") return "booking";
  if (page === "career") return "career";
  let intent: unknown;
  try {
    intent = (await c.req.raw.clone().formData()).get("intent");
  } catch {
    intent = undefined;
  }
  return LEAD_FORMS.includes(intent as LeadForm) ? (intent as string) : "other";
}

/**
 * The tiers, from configuration: every public POST; view beacons and download counts (a bucket of
 * their own, so readers' traffic never uses up anyone's forms); each lead form (accepted and refused
 * counted apart); and token links (confirmations and the admin's sign-in link). Signed-in admins
 * pass every tier.
 */
export function publicLimits(
  limiter: RateLimiter,
  config: {
    RATE_LIMIT_PUBLIC_POSTS: number;
    RATE_LIMIT_WINDOW_SECONDS: number;
    RATE_LIMIT_FORM_POSTS: number;
    RATE_LIMIT_FORM_WINDOW_SECONDS: number;
    RATE_LIMIT_INVALID_FORM_POSTS: number;
    RATE_LIMIT_BEACON_POSTS: number;
    RATE_LIMIT_LINK_POSTS: number;
    RATE_LIMIT_LINK_WINDOW_SECONDS: number;
  },
  sessions: SessionService,
) {
  const formWindowMs = config.RATE_LIMIT_FORM_WINDOW_SECONDS * 1000;
  const formRules = {
    // A person sends a handful of forms, a bot thousands.
    accepted: { bucket: "form", limit: config.RATE_LIMIT_FORM_POSTS, windowMs: formWindowMs },
    refused: { bucket: "form-refused", limit: config.RATE_LIMIT_INVALID_FORM_POSTS, windowMs: formWindowMs },
  };
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
    /** One lead form's limit on the `/api` door. */
    form: (form: LeadForm) => formLimit(limiter, formRules, sessions, async () => form),
    /** The page door's, the form read from the post (pageLeadForm). */
    pageForm: formLimit(limiter, formRules, sessions, pageLeadForm),
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

import type { Context, Hono, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import { DEFAULT_LOCALE, LANG_PARAM, type Locale, localeOfParam, localizePath } from "#domain/i18n/locales.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { SignInError, type SignInFlow, signInFlowSchema } from "#server/services/identity-provider.ts";
import type { Services } from "#server/services/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { currentUser, SESSION_COOKIE } from "../middleware/auth.ts";
import { simplePage } from "../simple-page.ts";

/** The sign-in attempt's cookie. Never a name the identity provider uses (cookies ignore ports). */
export const FLOW_COOKIE = "oidc_flow";
const FLOW_COOKIE_PATH = "/api/auth";
/** Time to sign in at the provider before the attempt is forgotten. */
const FLOW_MAX_AGE_SECONDS = 10 * 60;
/** Browsers cap cookie lifetimes at 400 days. */
const MAX_COOKIE_AGE_SECONDS = 400 * 86_400;

/** Back to the home page of the visitor's language, with why sign-in did not happen (the dialog says it). */
export function signInRedirect(reason: "unavailable" | "failed", locale: Locale = DEFAULT_LOCALE): string {
  return `${localizePath("/", locale)}?signin=${reason}`;
}

export const INVALID_LINK_MESSAGE = "This sign-in link is invalid, expired or already used.";
const TOKEN_PATTERN = /^[\w-]{20,200}$/;

/**
 * SPEC §7 auth calls: `/api/auth/google` starts an OpenID Connect sign-in, `/callback` finishes it,
 * `/logout` ends the session, `/me` answers who is signed in; `/link` takes the one-time links that
 * `npm run admin:link` prints.
 */
export function mountAuthRoutes(
  api: Hono<AppEnv>,
  {
    config,
    services,
    logger,
    linkLimit,
  }: { config: Config; services: Services; logger: Logger; linkLimit: MiddlewareHandler<AppEnv> },
) {
  const { identityProvider, sessions, users, loginLinks } = services;
  const secure = config.SITE_URL.startsWith("https:");

  const clearFlow = (c: Context<AppEnv>) => deleteCookie(c, FLOW_COOKIE, { path: FLOW_COOKIE_PATH, secure });

  /** Rotation: whatever session the browser had ends, and a new one starts. Returns where to go next. */
  async function startSession(c: Context<AppEnv>, userId: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    await sessions.revoke(getCookie(c, SESSION_COOKIE));
    const { token, expiresAt } = await sessions.create(userId, c.req.header("User-Agent"));
    setCookie(c, SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure,
      maxAge: Math.min(MAX_COOKIE_AGE_SECONDS, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    });
    const user = await sessions.resolve(token);
    // The dashboard is English; anyone else goes back to the home page of the language they left.
    return user?.isAdmin ? "/admin" : localizePath("/", locale);
  }

  function signInFailed(c: Context<AppEnv>, locale: Locale, reason: string, error?: unknown) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    logger.warn({ reason, cause, requestId: c.get("requestId") }, "sign-in failed");
    clearFlow(c);
    return c.redirect(signInRedirect("failed", locale));
  }

  api.get("/auth/google", async (c) => {
    const locale = localeOfParam(c.req.query(LANG_PARAM));
    if (!identityProvider.configured) return c.redirect(signInRedirect("unavailable", locale));
    let started: Awaited<ReturnType<typeof identityProvider.start>>;
    try {
      started = await identityProvider.start();
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      return signInFailed(c, locale, error.message, error);
    }
    const flow: SignInFlow = { ...started.flow, locale };
    setCookie(c, FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
      path: FLOW_COOKIE_PATH,
      httpOnly: true,
      sameSite: "Lax",
      secure,
      maxAge: FLOW_MAX_AGE_SECONDS,
    });
    return c.redirect(started.url.href);
  });

  api.get("/auth/callback", async (c) => {
    const flow = readFlow(getCookie(c, FLOW_COOKIE));
    if (!flow) {
      return signInFailed(
        c,
        DEFAULT_LOCALE,
        "no sign-in in progress in this browser (flow cookie missing, expired or bad)",
      );
    }
    const locale = flow.locale ?? DEFAULT_LOCALE;
    const query = new URL(c.req.url).searchParams;
    const providerError = query.get("error");
    if (providerError) return signInFailed(c, locale, `the provider answered ${providerError.slice(0, 100)}`);
    let userId: string | null;
    try {
      const identity = await identityProvider.finish(query, flow);
      userId = await users.upsertFromIdentity(identity);
      if (!userId) return signInFailed(c, locale, "an unverified claim to an address that was verified before");
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      return signInFailed(c, locale, error.message, error);
    }
    clearFlow(c);
    return c.redirect(await startSession(c, userId, locale));
  });

  // SPEC §7 signs out by navigating here. A navigation from another site does not count, so a
  // link elsewhere cannot sign the owner out; POST (Origin-checked) works too.
  const logout = async (c: Context<AppEnv>) => {
    if (c.req.method === "POST" || c.req.header("Sec-Fetch-Site") !== "cross-site") {
      await sessions.revoke(getCookie(c, SESSION_COOKIE));
      deleteCookie(c, SESSION_COOKIE, { path: "/", secure });
    }
    return c.redirect(localizePath("/", localeOfParam(c.req.query(LANG_PARAM))), 303);
  };
  api.get("/auth/logout", logout);
  api.post("/auth/logout", logout);

  api.get("/auth/me", async (c) => {
    const user = await currentUser(c, sessions);
    if (!user) throw new HttpError(401, "Not signed in.");
    return c.json({ name: user.name, email: user.email, picture: user.picture, isAdmin: user.isAdmin });
  });

  // The link only shows a button: mail scanners and link previews fetch URLs, and must not use it up.
  api.get("/auth/link", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!TOKEN_PATTERN.test(token) || !(await loginLinks.isValid(token))) return linkPage(c, { invalid: true });
    return linkPage(c, { token });
  });

  // Its own tier (token links), not the public-POST one a busy visitor may have used up.
  api.post("/auth/link", linkLimit, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof body.token === "string" ? body.token : "";
    const userId = TOKEN_PATTERN.test(token) ? await loginLinks.consume(token) : null;
    if (!userId) {
      logger.warn({ requestId: c.get("requestId") }, "one-time sign-in link refused");
      return linkPage(c, { invalid: true });
    }
    const next = await startSession(c, userId);
    return c.redirect(next, 303);
  });
}

function readFlow(value: string | undefined): SignInFlow | null {
  if (!value || value.length > 2000) return null;
  try {
    const parsed = signInFlowSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The link's page: a simple page (see simple-page.ts for why its referrer policy is `same-origin`). */
function linkPage(c: Context<AppEnv>, state: { token: string } | { invalid: true }) {
  c.header("X-Robots-Tag", "noindex");
  const body =
    "token" in state
      ? html`<h1>Sign in</h1>
          <p>Sign in to this site's admin area with your one-time link.</p>
          <form method="post" action="/api/auth/link">
            <input type="hidden" name="token" value="${state.token}" />
            <button type="submit">Sign in</button>
          </form>`
      : html`<h1>Sign-in link not valid</h1>
          <p role="alert">${INVALID_LINK_MESSAGE}</p>
          <p><a href="/">Back to Site</a></p>`;
  return c.html(simplePage({ title: "Admin sign in", body }), "token" in state ? 200 : 400);
}

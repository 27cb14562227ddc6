import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#harness/smtp.ts";
import type { Database } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";
import { createIdentityProvider } from "#server/services/identity-provider.ts";
import { createLoginLinkService, NotAnAdminEmailError } from "#server/services/login-links.ts";
import { createUserService } from "#server/services/users.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { signInAtProvider, startTestProvider, type TestProvider } from "#tests/oidc-provider.ts";
import { INVALID_LINK_MESSAGE } from "./api/auth.ts";

const SITE = "https://owner.example";
const CALLBACK = `${SITE}/api/auth/callback`;
const OWNER = "owner@example.com";

const [pglite] = testDatabaseTargets();
let database: Database;
let provider: TestProvider;
beforeAll(async () => {
  database = await pglite!.open();
  provider = await startTestProvider({
    redirectUris: [CALLBACK],
    profiles: { [OWNER]: { name: "Owner Person", picture: "https://images.example/owner.png" } },
  });
});
afterAll(async () => {
  await provider?.close();
  await database?.close();
});

function app(env: Record<string, string> = {}) {
  return createTestApp(database, {
    SITE_URL: SITE,
    ADMIN_EMAILS: `${OWNER},second-admin@example.com`,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ALLOW_INSECURE: "true",
    ...env,
  });
}
type TestApp = ReturnType<typeof app>;

/** The `name=value` of a cookie the response sets, and the whole Set-Cookie line. */
function setCookie(res: Response, name: string) {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  return line ? { pair: line.split(";")[0]!, line, value: line.split(";")[0]!.slice(name.length + 1) } : undefined;
}

async function beginSignIn({ app: hono }: TestApp, query = "") {
  const res = await hono.request(`/api/auth/google${query}`);
  expect(res.status).toBe(302);
  const flow = setCookie(res, "oidc_flow");
  expect(flow).toBeDefined();
  return { authorizationUrl: res.headers.get("Location")!, flowCookie: flow!.pair, flowLine: flow!.line };
}

async function callback(hono: TestApp["app"], url: URL, cookies: string[]) {
  return hono.request(`/api/auth/callback${url.search}`, { headers: { Cookie: cookies.join("; ") } });
}

async function me(hono: TestApp["app"], cookie: string | undefined) {
  return hono.request("/api/auth/me", { headers: cookie ? { Cookie: cookie } : {} });
}

async function sessionCount() {
  const [row] = await database.db.select({ n: count() }).from(sessions);
  return row!.n;
}

describe("sign-in through the identity provider", () => {
  it("starts the authorization-code flow with PKCE (S256), state and nonce, kept in a short-lived cookie", async () => {
    const started = await beginSignIn(app());
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    for (const param of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(param)).toBeTruthy();
    expect(started.flowLine).toMatch(/HttpOnly/);
    expect(started.flowLine).toMatch(/SameSite=Lax/);
    expect(started.flowLine).toMatch(/Path=\/api\/auth/);
    expect(started.flowLine).toMatch(/Secure/);
    expect(started.flowLine).toMatch(/Max-Age=600/);
  });

  it("signs the admin in: updates the user, rotates the session and lands on /admin", async () => {
    const made = app();
    // A session the browser already had (someone else's) ends at sign-in.
    const [other] = await database.db
      .insert(users)
      .values({ email: "previous@example.com", name: "Previous", emailVerified: true })
      .returning();
    const previous = await made.services.sessions.create(other!.id);

    const { authorizationUrl, flowCookie } = await beginSignIn(made);
    const back = await signInAtProvider(authorizationUrl, OWNER, CALLBACK);
    const res = await callback(made.app, back, [flowCookie, `sid=${previous.token}`]);

    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
    const sid = setCookie(res, "sid");
    expect(sid?.line).toMatch(/HttpOnly/);
    expect(sid?.line).toMatch(/SameSite=Lax/);
    expect(sid?.line).toMatch(/Secure/);
    expect(sid?.line).toMatch(/Path=\//);
    expect(sid?.line).toMatch(/Max-Age=259\d{4}/); // 30 days
    expect(setCookie(res, "oidc_flow")?.line).toMatch(/Max-Age=0/);
    expect(await made.services.sessions.resolve(previous.token)).toBeNull();

    const answer = await me(made.app, sid!.pair);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      name: "Owner Person",
      email: OWNER,
      picture: "https://images.example/owner.png",
      isAdmin: true,
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, OWNER));
    expect(row).toMatchObject({ emailVerified: true, name: "Owner Person" });
  });

  it("signs another verified address in without admin rights and sends it home", async () => {
    const made = app();
    const { authorizationUrl, flowCookie } = await beginSignIn(made);
    const res = await callback(made.app, await signInAtProvider(authorizationUrl, "reader@example.com", CALLBACK), [
      flowCookie,
    ]);
    expect(res.headers.get("Location")).toBe("/");
    const answer = await me(made.app, setCookie(res, "sid")!.pair);
    expect(await answer.json()).toMatchObject({ email: "reader@example.com", isAdmin: false, picture: null });
    expect((await made.app.request("/api/contact", { headers: { Cookie: setCookie(res, "sid")!.pair } })).status).toBe(
      403,
    );
  });

  it("brings a visitor who started from an Arabic page back to the Arabic pages, signed in or not", async () => {
    const made = app();
    const reader = await beginSignIn(made, "?lang=ar");
    const home = await callback(
      made.app,
      await signInAtProvider(reader.authorizationUrl, "qari@example.com", CALLBACK),
      [reader.flowCookie],
    );
    expect(home.headers.get("Location")).toBe("/ar");

    const owner = await beginSignIn(made, "?lang=ar");
    const dashboard = await callback(made.app, await signInAtProvider(owner.authorizationUrl, OWNER, CALLBACK), [
      owner.flowCookie,
    ]);
    expect(dashboard.headers.get("Location")).toBe("/admin");

    const refused = await beginSignIn(made, "?lang=ar");
    const state = new URL(refused.authorizationUrl).searchParams.get("state")!;
    const denied = await made.app.request(`/api/auth/callback?error=access_denied&state=${state}`, {
      headers: { Cookie: refused.flowCookie },
    });
    expect(denied.headers.get("Location")).toBe("/ar?signin=failed");

    const { app: unconfigured } = app({ OIDC_CLIENT_ID: "" });
    const unavailable = await unconfigured.request("/api/auth/google?lang=ar");
    expect(unavailable.headers.get("Location")).toBe("/ar?signin=unavailable");
    // Anything but a known language is the default one.
    const odd = await unconfigured.request("/api/auth/google?lang=//evil.example");
    expect(odd.headers.get("Location")).toBe("/?signin=unavailable");
  });

  it("never makes an unverified address an admin, even one in ADMIN_EMAILS", async () => {
    const made = app();
    const { authorizationUrl, flowCookie } = await beginSignIn(made);
    const back = await signInAtProvider(authorizationUrl, "unverified:second-admin@example.com", CALLBACK);
    const res = await callback(made.app, back, [flowCookie]);
    expect(res.headers.get("Location")).toBe("/");
    expect(await (await me(made.app, setCookie(res, "sid")!.pair)).json()).toMatchObject({ isAdmin: false });
  });

  it("refuses an unverified claim to an address verified before, and leaves that user alone", async () => {
    const made = app();
    await made.services.users.ensureVerified("claimed@example.com", "The Real One");
    const before = await sessionCount();
    const { authorizationUrl, flowCookie } = await beginSignIn(made);
    const back = await signInAtProvider(authorizationUrl, "unverified:claimed@example.com", CALLBACK);
    const res = await callback(made.app, back, [flowCookie]);
    expect(res.headers.get("Location")).toBe("/?signin=failed");
    expect(setCookie(res, "sid")).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    const [row] = await database.db.select().from(users).where(eq(users.email, "claimed@example.com"));
    expect(row).toMatchObject({ name: "The Real One", emailVerified: true });
  });

  it("refuses a callback whose state does not match, cleanly and without a session", async () => {
    const made = app();
    const before = await sessionCount();
    const { authorizationUrl, flowCookie } = await beginSignIn(made);
    const back = await signInAtProvider(authorizationUrl, OWNER, CALLBACK);
    back.searchParams.set("state", "an-attacker-chose-this-state");
    const res = await callback(made.app, back, [flowCookie]);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/?signin=failed");
    expect(setCookie(res, "sid")).toBeUndefined();
    expect(setCookie(res, "oidc_flow")?.line).toMatch(/Max-Age=0/);
    expect(await res.text()).toBe("");
    expect(await sessionCount()).toBe(before);
  });

  it("refuses an ID token whose nonce is not the one this browser sent", async () => {
    const made = app();
    const before = await sessionCount();
    const { authorizationUrl, flowCookie } = await beginSignIn(made);
    const tampered = new URL(authorizationUrl);
    tampered.searchParams.set("nonce", "a-nonce-from-another-attempt-0123456789");
    const back = await signInAtProvider(tampered.href, OWNER, CALLBACK);
    const res = await callback(made.app, back, [flowCookie]);
    expect(res.headers.get("Location")).toBe("/?signin=failed");
    expect(setCookie(res, "sid")).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it("refuses a callback from a browser that did not start sign-in (no flow cookie)", async () => {
    const made = app();
    const { authorizationUrl } = await beginSignIn(made);
    const back = await signInAtProvider(authorizationUrl, OWNER, CALLBACK);
    const res = await callback(made.app, back, []);
    expect(res.headers.get("Location")).toBe("/?signin=failed");
    expect(setCookie(res, "sid")).toBeUndefined();
  });

  it("refuses the provider's error answer and an account without an e-mail address", async () => {
    const made = app();
    const first = await beginSignIn(made);
    const state = new URL(first.authorizationUrl).searchParams.get("state")!;
    const denied = await made.app.request(`/api/auth/callback?error=access_denied&state=${state}`, {
      headers: { Cookie: first.flowCookie },
    });
    expect(denied.headers.get("Location")).toBe("/?signin=failed");

    const second = await beginSignIn(made);
    const back = await signInAtProvider(second.authorizationUrl, "noemail", CALLBACK);
    const res = await callback(made.app, back, [second.flowCookie]);
    expect(res.headers.get("Location")).toBe("/?signin=failed");
    expect(setCookie(res, "sid")).toBeUndefined();
  });

  it("says sign-in is unavailable when no client is configured", async () => {
    const { app: hono } = app({ OIDC_CLIENT_ID: "" });
    const res = await hono.request("/api/auth/google");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/?signin=unavailable");
    expect(setCookie(res, "oidc_flow")).toBeUndefined();
  });

  it("discovers the provider once per process", async () => {
    const made = app();
    const before = provider.discoveries();
    await beginSignIn(made);
    await beginSignIn(made);
    await beginSignIn(made);
    expect(provider.discoveries() - before).toBe(1);
  });

  it("tries discovery again on the next sign-in after it failed", async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const idp = createIdentityProvider({
      issuer,
      clientId: "late-client",
      clientSecret: "late-secret",
      allowInsecure: true,
      redirectUri: CALLBACK,
      timeoutSeconds: 2,
    });
    await expect(idp.start()).rejects.toThrow(/discovery/);
    const late = await startTestProvider({
      port,
      clientId: "late-client",
      clientSecret: "late-secret",
      redirectUris: [CALLBACK],
    });
    try {
      const { url } = await idp.start();
      expect(url.origin).toBe(issuer);
    } finally {
      await late.close();
    }
  });

  it("sends the visitor back with ?signin=failed when the provider cannot be reached", async () => {
    const port = await freePort();
    const { app: hono } = app({ OIDC_ISSUER: `http://127.0.0.1:${port}` });
    const res = await hono.request("/api/auth/google");
    expect(res.headers.get("Location")).toBe("/?signin=failed");
  });
});

describe("sessions", () => {
  async function signedIn(made: TestApp, email = OWNER) {
    const userId = await made.services.users.ensureVerified(email, "Owner Person");
    const { token } = await made.services.sessions.create(userId);
    return { userId, token, cookie: `sid=${token}` };
  }

  it("/api/auth/me answers 401 with a message when signed out", async () => {
    const res = await me(app().app, undefined);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it("refuses a tampered session cookie", async () => {
    const made = app();
    const { token } = await signedIn(made);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const cookie of [`sid=${flipped}`, `sid=${token}x`, "sid=", `sid=${"a".repeat(5000)}`]) {
      expect((await me(made.app, cookie)).status).toBe(401);
    }
    expect((await me(made.app, `sid=${token}`)).status).toBe(200);
  });

  it("refuses an expired, an idle and a revoked session", async () => {
    const made = app();
    const userId = await made.services.users.ensureVerified(OWNER, "Owner Person");
    const day = 86_400_000;
    const cases = [
      { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() },
      { expiresAt: new Date(Date.now() + day), lastSeenAt: new Date(Date.now() - 8 * day) },
      { expiresAt: new Date(Date.now() + day), lastSeenAt: new Date(), revokedAt: new Date() },
    ];
    for (const fields of cases) {
      const token = randomToken();
      await database.db.insert(sessions).values({ tokenHash: hashToken(token), userId, ...fields });
      const res = await me(made.app, `sid=${token}`);
      expect(res.status).toBe(401);
      expect((await made.app.request("/api/contact", { headers: { Cookie: `sid=${token}` } })).status).toBe(401);
    }
  });

  it("signs out server-side: the old cookie no longer works", async () => {
    const made = app();
    const { token, cookie } = await signedIn(made);
    const res = await made.app.request("/api/auth/logout", { headers: { Cookie: cookie } });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(setCookie(res, "sid")?.line).toMatch(/Max-Age=0/);
    expect((await me(made.app, cookie)).status).toBe(401);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it("signs out back to the home page of the language the visitor was reading", async () => {
    const made = app();
    const { cookie } = await signedIn(made);
    const res = await made.app.request("/api/auth/logout?lang=ar", { headers: { Cookie: cookie } });
    expect(res.headers.get("Location")).toBe("/ar");
    expect((await me(made.app, cookie)).status).toBe(401);
    const odd = await made.app.request("/api/auth/logout?lang=https://evil.example");
    expect(odd.headers.get("Location")).toBe("/");
  });

  it("does not sign out on a navigation from another site", async () => {
    const made = app();
    const { cookie } = await signedIn(made);
    const res = await made.app.request("/api/auth/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.headers.get("Location")).toBe("/");
    expect((await me(made.app, cookie)).status).toBe(200);
  });

  it("hands the signed-in user to the pages, which are then private", async () => {
    const made = app();
    const { cookie } = await signedIn(made);
    const res = await made.app.request("/", { headers: { Cookie: cookie } });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(made.documentContexts.at(-1)?.user).toMatchObject({ email: OWNER, isAdmin: true });
    await made.app.request("/");
    expect(made.documentContexts.at(-1)?.user).toBeNull();
  });
});

describe("one-time sign-in links", () => {
  const linkToken = (url: string) => new URL(url).searchParams.get("token")!;
  const postLink = (hono: TestApp["app"], token: string, headers: Record<string, string> = {}) =>
    hono.request("/api/auth/link", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
      body: new URLSearchParams({ token }).toString(),
    });

  it("shows a page with a button, signs the admin in once, then refuses the link", async () => {
    const made = app();
    const { url, expiresAt } = await made.services.loginLinks.issue("Owner@Example.com");
    expect(url).toMatch(/^https:\/\/owner\.example\/api\/auth\/link\?token=[\w-]{43}$/);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const token = linkToken(url);

    // Opening the link (a mail scanner, a preview) uses nothing up.
    for (let i = 0; i < 2; i++) {
      const page = await made.app.request(`/api/auth/link?token=${token}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<meta name="referrer" content="same-origin" />');
      expect(html).toContain('<form method="post" action="/api/auth/link">');
      expect(html).toContain(`name="token" value="${token}"`);
      expect(html).not.toContain("<script");
    }

    const res = await postLink(made.app, token);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin");
    const sid = setCookie(res, "sid")!;
    expect(sid.line).toMatch(/HttpOnly/);
    expect(await (await me(made.app, sid.pair)).json()).toMatchObject({ email: OWNER, isAdmin: true });

    const again = await postLink(made.app, token);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(INVALID_LINK_MESSAGE);
    expect(setCookie(again, "sid")).toBeUndefined();
    expect((await made.app.request(`/api/auth/link?token=${token}`)).status).toBe(400);
  });

  it("lets only one of two simultaneous uses win", async () => {
    const made = app();
    const token = linkToken((await made.services.loginLinks.issue(OWNER)).url);
    const answers = await Promise.all([
      postLink(made.app, token),
      postLink(made.app, token),
      postLink(made.app, token),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([303, 400, 400]);
  });

  it("refuses an expired link and an unknown one", async () => {
    const made = app();
    const past = () => new Date(Date.now() - 16 * 60_000);
    const expired = createLoginLinkService(
      database.db,
      createUserService(database.db),
      {
        siteUrl: SITE,
        adminEmails: [OWNER],
        ownerName: "Owner",
      },
      past,
    );
    const token = linkToken((await expired.issue(OWNER)).url);
    expect((await made.app.request(`/api/auth/link?token=${token}`)).status).toBe(400);
    const res = await postLink(made.app, token);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(INVALID_LINK_MESSAGE);
    for (const unknown of [randomToken(), "", "<script>alert(1)</script>", "x".repeat(500)]) {
      expect((await postLink(made.app, unknown)).status).toBe(400);
      const page = await made.app.request(`/api/auth/link?token=${encodeURIComponent(unknown)}`);
      expect(page.status).toBe(400);
      expect(await page.text()).not.toContain("<script>alert");
    }
  });

  it("stops an earlier unused link from working when a new one is issued", async () => {
    const made = app();
    const first = linkToken((await made.services.loginLinks.issue(OWNER)).url);
    const second = linkToken((await made.services.loginLinks.issue(OWNER)).url);
    expect((await postLink(made.app, first)).status).toBe(400);
    expect((await postLink(made.app, second)).status).toBe(303);
  });

  it("is only issued for an address in ADMIN_EMAILS", async () => {
    await expect(app().services.loginLinks.issue("stranger@example.com")).rejects.toBeInstanceOf(NotAnAdminEmailError);
  });

  it("refuses a use posted from another site", async () => {
    const made = app();
    const token = linkToken((await made.services.loginLinks.issue(OWNER)).url);
    expect((await postLink(made.app, token, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await postLink(made.app, token)).status).toBe(303);
  });
});

import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from "oidc-provider";

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback for the sign-in tests. Its login page
 * takes any login and signs in as that account:
 *
 * - `someone@example.com`: that address, verified;
 * - `unverified:someone@example.com`: that address, not verified;
 * - `noemail`: an account without an address.
 *
 * Consent is granted automatically (a first-party client). Names come from `profiles` or the address.
 */
export type TestProviderOptions = {
  /** 0 (the default) lets the OS choose. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  profiles?: Record<string, { name?: string; picture?: string }>;
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How many times a client fetched the discovery document. */
  discoveries: () => number;
  close: () => Promise<void>;
};

export const TEST_CLIENT = { id: "site-test-client", secret: "site-test-secret-0123456789abcdef" } as const;
export const LOGIN_FIELD = "login";

export function accountClaims(login: string, profiles: TestProviderOptions["profiles"] = {}) {
  const unverified = login.startsWith("unverified:");
  const email = unverified ? login.slice("unverified:".length) : login;
  if (!email.includes("@")) return { sub: login, name: login };
  const profile = profiles[email] ?? {};
  const local = email.split("@")[0]!;
  return {
    sub: login,
    email,
    email_verified: !unverified,
    name: profile.name ?? local.charAt(0).toUpperCase() + local.slice(1),
    ...(profile.picture ? { picture: profile.picture } : {}),
  };
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? TEST_CLIENT.id;
  const clientSecret = options.clientSecret ?? TEST_CLIENT.secret;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const stores = new Map<string, Map<string, AdapterPayload>>();
  const provider = new Provider(issuer, {
    adapter: (name: string) => memoryAdapter(stores, name),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["test-provider-cookie-key"] },
    // Email and profile claims go into the ID token (as Google does), not only into UserInfo.
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError: (ctx, out) => {
      ctx.type = "text/plain";
      ctx.body = `${out.error}: ${out.error_description ?? ""}`;
    },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => accountClaims(id, options.profiles) }),
    // A first-party client: consent is implied.
    loadExistingGrant: async (ctx) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });

  let discoveries = 0;
  const callback = provider.callback();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? "/", issuer).pathname;
    if (path === "/.well-known/openid-configuration") discoveries++;
    if (/^\/interaction\/[\w-]+$/.test(path)) {
      interaction(provider, req, res).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    discoveries: () => discoveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's login page: one field, any login. */
async function interaction(provider: Provider, req: http.IncomingMessage, res: http.ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === "POST") {
    const body = new URLSearchParams(await readBody(req));
    const login = body.get(LOGIN_FIELD)?.trim();
    if (login) {
      await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
      return;
    }
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${details.uid}">
<label>Login <input name="${LOGIN_FIELD}" type="text" autocomplete="off" required></label>
<button type="submit">Continue</button>
</form>
</main></body></html>`);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

/** Enough of a storage adapter for one test run (the provider's own in-memory one warns loudly). */
function memoryAdapter(stores: Map<string, Map<string, AdapterPayload>>, name: string): Adapter {
  const all = stores.get(name) ?? new Map<string, AdapterPayload>();
  stores.set(name, all);
  const findWhere = (match: (payload: AdapterPayload) => boolean) => {
    for (const payload of all.values()) if (match(payload)) return payload;
    return undefined;
  };
  return {
    async upsert(id, payload) {
      all.set(id, { ...payload });
    },
    async find(id) {
      return all.get(id);
    },
    async findByUid(uid) {
      return findWhere((p) => p.uid === uid);
    },
    async findByUserCode(userCode) {
      return findWhere((p) => p.userCode === userCode);
    },
    async consume(id) {
      const payload = all.get(id);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      all.delete(id);
    },
    async revokeByGrantId(grantId) {
      for (const [id, payload] of all) if (payload.grantId === grantId) all.delete(id);
    },
  };
}

/**
 * Plays the browser at the provider without a browser: follows the authorization URL, signs in as
 * `login` and returns the URL the provider sends the browser back to (the site's callback).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { Cookie: cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim()];
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get("Location");
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer();
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      init = {};
      continue;
    }
    const text = await res.text();
    if (res.status !== 200 || !url.pathname.startsWith("/interaction/")) {
      throw new Error(`unexpected answer from the provider at ${url.pathname}: ${res.status} ${text.slice(0, 200)}`);
    }
    init = {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [LOGIN_FIELD]: login }).toString(),
    };
  }
  throw new Error("too many redirects at the provider");
}

import * as oidc from "openid-client";
import { z } from "zod";
import { LOCALES } from "#domain/i18n/locales.ts";
import type { Identity } from "./users.ts";

/** The secrets of one sign-in attempt, kept by the browser between the redirect and the callback. */
export const signInFlowSchema = z.object({
  state: z.string().min(16).max(200),
  nonce: z.string().min(16).max(200),
  codeVerifier: z.string().min(43).max(128),
  /** The language of the page sign-in started from: where a visitor who is not the admin returns. */
  locale: z.enum(LOCALES).optional(),
});
export type SignInFlow = z.infer<typeof signInFlowSchema>;

/** A sign-in that did not complete; `reason` is for the log, never for the visitor. */
export class SignInError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "SignInError";
  }
}

export type IdentityProviderOptions = {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Tests only: talk to an http:// issuer (config refuses it in production unless on loopback). */
  allowInsecure: boolean;
  /** `${SITE_URL}/api/auth/callback`, registered at the provider. */
  redirectUri: string;
  /** For discovery and every later call to the provider. */
  timeoutSeconds?: number;
};

export const SIGN_IN_SCOPE = "openid email profile";

const stringBoolean = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);
const claimsSchema = z.object({
  email: z.email().max(320),
  email_verified: stringBoolean.optional(),
  name: z.string().trim().max(200).optional().catch(undefined),
  picture: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional()
    .catch(undefined),
});

/**
 * The OpenID Connect adapter (openid-client, a certified relying party): authorization-code flow with
 * PKCE (S256), state and nonce. Discovery runs once per process, on the first sign-in, with a timeout;
 * a failed discovery is forgotten so the next sign-in tries again.
 */
export function createIdentityProvider(options: IdentityProviderOptions) {
  const timeout = options.timeoutSeconds ?? 10;
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(clientId: string): Promise<oidc.Configuration> {
    const execute = options.allowInsecure ? [oidc.allowInsecureRequests] : [];
    const found = await oidc.discovery(new URL(options.issuer), clientId, undefined, oidc.None(), {
      timeout,
      execute,
    });
    if (!options.clientSecret) return found;
    // With a secret, authenticate the way the provider says it accepts (the default is HTTP Basic).
    const server = found.serverMetadata();
    const methods = server.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
    const auth = methods.includes("client_secret_basic")
      ? oidc.ClientSecretBasic(options.clientSecret)
      : oidc.ClientSecretPost(options.clientSecret);
    const config = new oidc.Configuration(server, clientId, { client_secret: options.clientSecret }, auth);
    config.timeout = timeout;
    for (const run of execute) run(config);
    return config;
  }

  function configuration(): Promise<oidc.Configuration> {
    const clientId = options.clientId;
    if (!clientId) return Promise.reject(new SignInError("OIDC_CLIENT_ID is not set"));
    discovered ??= discover(clientId).catch((error: unknown) => {
      discovered = undefined;
      throw new SignInError(`discovery of ${options.issuer} failed: ${explain(error)}`, { cause: error });
    });
    return discovered;
  }

  return {
    /** False when no client is configured: sign-in through the provider is unavailable. */
    configured: Boolean(options.clientId),

    /** The provider's authorization URL for a new attempt, and the secrets to keep until the callback. */
    async start(): Promise<{ url: URL; flow: SignInFlow }> {
      const config = await configuration();
      const flow: SignInFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: SIGN_IN_SCOPE,
        response_type: "code",
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    /**
     * Checks the provider's answer (state, then the code exchanged with the PKCE verifier, then the ID
     * token's signature, issuer, audience, expiry and nonce) and returns who signed in.
     */
    async finish(query: URLSearchParams, flow: SignInFlow): Promise<Identity> {
      const config = await configuration();
      // The callback URL is rebuilt from SITE_URL so it matches the registered redirect_uri exactly,
      // whatever host or proxy the request came through.
      const callbackUrl = new URL(options.redirectUri);
      callbackUrl.search = query.toString();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new SignInError(`the provider's answer was refused: ${explain(error)}`, { cause: error });
      }
      const idToken = tokens.claims();
      if (!idToken) throw new SignInError("no ID token");
      let claims: Record<string, unknown> = idToken;
      // Some providers keep the address out of the ID token; their UserInfo endpoint has it.
      if (typeof idToken.email !== "string") {
        try {
          claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
        } catch (error) {
          throw new SignInError(`UserInfo failed: ${explain(error)}`, { cause: error });
        }
      }
      const parsed = claimsSchema.safeParse(claims);
      if (!parsed.success) throw new SignInError("the provider gave no usable e-mail address");
      const { email, email_verified, name, picture } = parsed.data;
      return {
        email,
        emailVerified: email_verified === true,
        name: name || email.split("@")[0]!,
        picture: picture ?? null,
      };
    },
  };
}

/** The error and its causes in one line, for the log (openid-client wraps the telling detail). */
function explain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 4; depth++) {
    if (!(current instanceof Error)) {
      parts.push(String(current));
      break;
    }
    const code = (current as { error?: unknown }).error ?? (current as { code?: unknown }).code;
    parts.push(code ? `${String(code)}: ${current.message}` : current.message);
    current = current.cause;
  }
  return parts.join(" <- ");
}

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;

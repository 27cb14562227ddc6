import type { FullConfig } from "@playwright/test";
import { startTestProvider } from "../oidc-provider.ts";
import { E2E_ADMIN, OIDC_CLIENT, OIDC_PORT } from "./auth-env.ts";

/**
 * Starts the identity provider the sign-in tests use, on a fixed loopback port. The site discovers it
 * on the first sign-in, so it may start after the web server.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts must set use.baseURL");
  const provider = await startTestProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT.id,
    clientSecret: OIDC_CLIENT.secret,
    redirectUris: [`${baseURL}/api/auth/callback`],
    profiles: { [E2E_ADMIN.email]: { name: E2E_ADMIN.name, picture: `${baseURL}/apple-touch-icon.png` } },
  });
  return () => provider.close();
}

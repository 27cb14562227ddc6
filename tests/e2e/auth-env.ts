/**
 * The browser tests' identity provider: a real `oidc-provider` on loopback, started by
 * `oidc-setup.ts` (Playwright's global setup), which the built server reaches through these settings.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3290);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: "site-e2e", secret: "site-e2e-secret-0123456789abcdef" } as const;
export const E2E_ADMIN = { email: "owner@example.test", name: "Omar Owner" } as const;
export const E2E_VISITOR = { email: "reader@example.test", name: "Reader" } as const;

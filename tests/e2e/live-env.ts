import { fakeUpstreamEnv } from "../fake-upstream.ts";

/**
 * The browser tests' stand-in for every live-data provider (tests/fake-upstream.ts), started by
 * `upstream-setup.ts` on a fixed loopback port that the built server is pointed at.
 */
export const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? Number(process.env.E2E_OIDC_PORT ?? 3290) + 1000);
export const UPSTREAM_URL = `http://127.0.0.1:${UPSTREAM_PORT}`;
export const UPSTREAM_ENV = fakeUpstreamEnv(UPSTREAM_URL);

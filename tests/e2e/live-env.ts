import { fakeUpstreamEnv } from "#harness/fake-upstream.ts";

/**
 * The browser tests' stand-in for every live-data provider (harness/fake-upstream.ts), started by
 * `upstream-setup.ts` on a fixed loopback port that the built server is pointed at.
 */
export const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? Number(process.env.E2E_OIDC_PORT ?? 3290) + 1000);
export const UPSTREAM_URL = `http://127.0.0.1:${UPSTREAM_PORT}`;
// A generous timeout: on a busy test machine a slow first answer must not turn into a 503 (which the
// browser logs as a console error and fails whichever landing test happened to be first).
export const UPSTREAM_ENV = { ...fakeUpstreamEnv(UPSTREAM_URL), UPSTREAM_TIMEOUT_MS: "15000" };

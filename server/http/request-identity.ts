import { randomUUID } from "node:crypto";

// Who a request is, worked out once per request by the same rules on both ways in: Hono's middleware
// (app.ts) and the cache-hit listener (cached-page-listener.ts).

const SANE_REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The caller's X-Request-Id when it is a sane token (one a proxy in front set), else a fresh UUID. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The client's address: the socket's, or with TRUST_PROXY the one the nearest proxy appended. */
export function clientIpFrom(
  forwardedFor: string | null | undefined,
  trustProxy: boolean,
  socketAddress: () => string | undefined,
): string {
  if (trustProxy && forwardedFor) {
    const nearest = forwardedFor.split(",").at(-1)?.trim();
    if (nearest) return nearest;
  }
  try {
    return socketAddress() ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}

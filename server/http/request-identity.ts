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

/**
 * Who counts as one client when shared resources are divided between clients (the render queue, the
 * session lookups: decision 036): the IPv4 address, or an IPv6 address's /64 network, which one
 * subscriber usually holds whole (a client could otherwise take a new identity per request).
 */
export function clientKeyOf(ip: string): string {
  const address = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().split("%")[0]!.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  // "a:b::c" spells its missing groups as zeros; only the first four groups are the network.
  const groups =
    tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, "") || "0")
    .join(":")}::/64`;
}

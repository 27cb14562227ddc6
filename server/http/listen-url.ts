import type { AddressInfo } from "node:net";

/**
 * The address the server really listens on, as a URL to print. A wildcard bind (0.0.0.0, ::) is
 * reachable on every interface, so it is shown as localhost and says so; a specific address (say
 * 127.0.0.1 behind a proxy) is shown as it is, so the log never names a host the server is not on.
 */
export function listenUrl(address: AddressInfo | string | null, fallbackPort: number): string {
  if (!address || typeof address === "string") return `http://localhost:${fallbackPort}`;
  const { address: host, port } = address;
  if (host === "0.0.0.0" || host === "::") return `http://localhost:${port} (all interfaces, ${host})`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { ENGLISH, type LocalizedText, type ScannerKey } from "./messages.ts";

/**
 * Which addresses and URLs the website scanner may reach. A stranger types the URL, so only public
 * unicast addresses on the web's usual ports are allowed (SSRF defence); `allowPrivate` lifts both
 * rules for tests against a site on loopback and must stay off in production.
 */

/** Ports a public website uses; anything else is refused (unless private targets are allowed). */
export const ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);

/** A refusal the visitor caused (an address or URL the scanner will not fetch): answered with 400. */
export class ScanRefusedError extends Error {
  /** The refusal as a message key, so the API can say it in the page's language. */
  readonly text: LocalizedText;
  constructor(key: ScannerKey, values?: LocalizedText["values"]) {
    super(ENGLISH(key, values));
    this.name = "ScanRefusedError";
    this.text = { key, values };
  }
}

/**
 * True only for public unicast addresses. ipaddr.js parses every IPv4 spelling (decimal, octal, hex,
 * short forms) and classifies special ranges (loopback, private, link-local, CGNAT, reserved, multicast,
 * broadcast, 0.0.0.0/8...). IPv4-mapped IPv6 is judged as the IPv4 address it carries; any other IPv6
 * must be global unicast (2000::/3) and not a range that embeds or tunnels IPv4 (6to4, Teredo, NAT64).
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (!v6.match(ipaddr.IPv6.parse("2000::"), 3)) return false;
  }
  return parsed.range() === "unicast";
}

/** Canonical text of an address, so "::ffff:127.0.0.1" and "127.0.0.1" compare equal. */
export function canonicalAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toString() : bare;
}

/**
 * Checks a URL before any connection: scheme, credentials, port, and an IP-literal host. (The WHATWG
 * parser has already turned decimal, octal and hex host spellings into dotted IPv4.) Host names are
 * checked after resolution, on the connection itself (safe-fetch.ts).
 */
export function assertScannableUrl(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ScanRefusedError("refused.scheme");
  }
  if (url.username || url.password) throw new ScanRefusedError("refused.credentials");
  if (allowPrivate) return;
  if (url.port && !ALLOWED_PORTS.has(Number(url.port))) {
    throw new ScanRefusedError("refused.port", { port: url.port });
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isPublicAddress(host)) throw refusedAddress();
  if (host === "localhost" || host.endsWith(".localhost")) throw refusedAddress();
}

export function refusedAddress() {
  return new ScanRefusedError("refused.notPublic");
}

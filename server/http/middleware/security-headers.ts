import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "#server/config.ts";

/**
 * A fresh script nonce per request, kept where hono's own NONCE keeps it (`secureHeadersNonce`).
 * randomUUID draws from a buffered pool of the OS's random bytes (122 random bits, characters CSP
 * allows in a nonce), where hono's NONCE makes a Web Crypto call per request: ~1 % of a page's CPU.
 */
function nonce(ctx: Context): string {
  const value = randomUUID();
  ctx.set("secureHeadersNonce", value);
  return `'nonce-${value}'`;
}

/**
 * Security headers for every response. Scripts need the per-request nonce (handed to React Router
 * for its inline hydration scripts); styles may be inline because React and Radix set style attributes.
 * Vite's dev server injects inline scripts without a nonce, so development relaxes script-src.
 */
export function securityHeaders(config: Pick<Config, "isProduction" | "isDevelopment" | "SITE_URL">) {
  // HSTS and upgrades only make sense when the public address is https (not a plain-http localhost run).
  const https = config.isProduction && config.SITE_URL.startsWith("https:");
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: config.isDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: config.isDevelopment ? ["'self'", "ws:"] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: https ? "max-age=63072000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}

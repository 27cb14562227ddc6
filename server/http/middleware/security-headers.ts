import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Config } from "#server/config.ts";

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
      scriptSrc: config.isDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
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

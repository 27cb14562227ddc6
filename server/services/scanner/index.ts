import { SCANNER_GOOD_LOAD_TIME_MS } from "#domain/constants.ts";
import { DomainError } from "#domain/errors.ts";
import type { ScanCheck, ScanResult } from "#domain/schemas/scan-rules.ts";
import type { Logger } from "#server/logger.ts";
import { ScanRefusedError } from "./address-policy.ts";
import { type Dialer, type Resolver, ScanFetchError, safeFetch } from "./safe-fetch.ts";
import { gradeSecurityHeaders } from "./security-headers.ts";
import { analyseHtml } from "./seo.ts";

export type ScannerOptions = {
  /** Tests only: lets the scanner reach loopback and private addresses on any port. */
  allowPrivate: boolean;
  logger?: Logger;
  resolve?: Resolver;
  dial?: Dialer;
  timeoutMs?: number;
  maxBodyBytes?: number;
  userAgent?: string;
};

/** Plain-language advice for each failed check, in the order a site owner should act on it. */
const ADVICE: Record<string, string> = {
  https: "Serve the site over HTTPS: it protects visitors' data and browsers mark plain HTTP pages as not secure.",
  csp: "Add a Content-Security-Policy without 'unsafe-inline' scripts, so an injected script cannot run.",
  hsts: "Send Strict-Transport-Security with a max-age of at least six months, so browsers always use HTTPS.",
  framing: "Stop other sites from framing your pages: send X-Frame-Options: DENY or CSP frame-ancestors 'none'.",
  nosniff: "Send X-Content-Type-Options: nosniff so browsers do not guess file types.",
  "referrer-policy": "Use a Referrer-Policy such as strict-origin-when-cross-origin so full addresses are not leaked.",
  cookies: "Mark cookies Secure, session cookies HttpOnly, and set SameSite.",
  "http-status": "The page did not answer with a success status; check that the address works.",
  title: "Give the page a descriptive <title>: it is the headline in search results.",
  "meta-description": "Add a meta description of one or two sentences; search engines often show it under the title.",
  viewport: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> so the page fits phones.',
  crawlable: "A robots noindex directive keeps this page out of search results; remove it if that is not intended.",
  canonical: "Add a canonical link so search engines know the preferred address of the page.",
  lang: 'Declare the page language, e.g. <html lang="en">, for screen readers and search engines.',
  h1: "Use exactly one h1 heading that says what the page is about.",
  "image-alt": "Give every image an alt attribute describing it (empty for purely decorative images).",
  "open-graph": "Add Open Graph tags (og:title, og:description, og:image) for good-looking share previews.",
  speed: "The page took 3 seconds or more to load; compress images, cache assets and trim scripts.",
};

/** A letter for the overall score. */
export function overallGrade(score: number): string {
  return score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : score >= 60 ? "D" : "F";
}

/**
 * SPEC §7 POST /api/scan-website: fetches the page safely, then grades security headers and SEO.
 * Overall score: 45 % security (capped at 100), 40 % SEO, 15 % HTTPS and speed.
 */
export function createScanner(options: ScannerOptions) {
  return {
    async scan(url: string): Promise<ScanResult> {
      let page: Awaited<ReturnType<typeof safeFetch>>;
      try {
        page = await safeFetch(new URL(url), {
          allowPrivate: options.allowPrivate,
          resolve: options.resolve,
          dial: options.dial,
          timeoutMs: options.timeoutMs,
          maxBodyBytes: options.maxBodyBytes,
          userAgent: options.userAgent,
        });
      } catch (error) {
        if (error instanceof ScanRefusedError) {
          options.logger?.warn({ url, reason: error.message }, "scan refused");
          throw new DomainError("invalid", error.message);
        }
        if (error instanceof ScanFetchError) {
          options.logger?.info({ url, err: error }, "scan failed");
          throw new DomainError("upstream_failed", `Scan failed: ${error.message}.`);
        }
        throw error;
      }
      const hasHttps = page.finalUrl.protocol === "https:";
      const contentType = String(page.headers["content-type"] ?? "");
      const html = /html/i.test(contentType) || contentType === "" ? page.body : "";
      const analysis = await analyseHtml(html, { status: page.status, headers: page.headers, url: page.finalUrl });
      const security = gradeSecurityHeaders(page.headers, hasHttps);
      const fast = page.loadTimeMs < SCANNER_GOOD_LOAD_TIME_MS;
      const basics = (hasHttps ? 50 : 0) + (fast ? 50 : 0);
      const score = Math.round(0.45 * Math.min(100, security.score) + 0.4 * analysis.seo.score + 0.15 * basics);
      const failed = (checks: ScanCheck[]) => checks.filter((c) => !c.passed).map((c) => c.id);
      const adviceIds = [
        ...(hasHttps ? [] : ["https"]),
        ...failed(security.checks).filter((id) => hasHttps || id !== "hsts"),
        ...failed(analysis.seo.checks),
        ...(fast ? [] : ["speed"]),
      ];
      return {
        url,
        finalUrl: page.finalUrl.toString(),
        httpStatus: page.status,
        hasHttps,
        hasTitle: analysis.hasTitle,
        hasMeta: analysis.hasMeta,
        hasOgTags: analysis.hasOgTags,
        responsive: analysis.responsive,
        loadTime: page.loadTimeMs,
        status: fast ? "good" : "slow",
        truncated: page.truncated,
        security,
        seo: analysis.seo,
        overall: { score, grade: overallGrade(score) },
        advice: adviceIds.map((id) => ADVICE[id]).filter((text): text is string => !!text),
      };
    },
  };
}

export type Scanner = ReturnType<typeof createScanner>;

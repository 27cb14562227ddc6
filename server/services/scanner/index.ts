import { SCANNER_GOOD_LOAD_TIME_MS } from "#domain/constants.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { ScanCheck, ScanResult } from "#domain/schemas/scan-rules.ts";
import type { Logger } from "#server/logger.ts";
import { ScanRefusedError } from "./address-policy.ts";
import { scannerT } from "./messages.ts";
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

/** Plain-language advice for each failed check (messages "advice.<check id>"), in the order a site owner should act on it. */
const ADVICE_IDS = new Set([
  "https",
  "csp",
  "hsts",
  "framing",
  "nosniff",
  "referrer-policy",
  "cookies",
  "http-status",
  "title",
  "meta-description",
  "viewport",
  "crawlable",
  "canonical",
  "lang",
  "h1",
  "image-alt",
  "open-graph",
  "speed",
]);

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
    /** Findings, advice and refusals are written in `locale` (English unless asked otherwise). */
    async scan(url: string, locale: Locale = "en"): Promise<ScanResult> {
      const t = scannerT(locale);
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
          throw new DomainError("invalid", t(error.text.key, error.text.values));
        }
        if (error instanceof ScanFetchError) {
          options.logger?.info({ url, err: error }, "scan failed");
          throw new DomainError("upstream_failed", t("failed", { reason: t(error.text.key, error.text.values) }));
        }
        throw error;
      }
      const hasHttps = page.finalUrl.protocol === "https:";
      const contentType = String(page.headers["content-type"] ?? "");
      const html = /html/i.test(contentType) || contentType === "" ? page.body : "";
      const analysis = await analyseHtml(html, { status: page.status, headers: page.headers, url: page.finalUrl }, t);
      const security = gradeSecurityHeaders(page.headers, hasHttps, t);
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
        advice: adviceIds.filter((id) => ADVICE_IDS.has(id)).map((id) => t(`advice.${id}` as "advice.https")),
      };
    },
  };
}

export type Scanner = ReturnType<typeof createScanner>;

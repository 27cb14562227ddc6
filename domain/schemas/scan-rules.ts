/**
 * The website scanner's input rule and result shape, zod-free so the /tools page can use them without
 * loading a schema library (the server's schema is in scan.ts).
 */

export const SCAN_URL_MAX_LENGTH = 2048;
export const SCAN_URL_REQUIRED = "Please enter a website address";
export const SCAN_URL_INVALID = "Please enter a valid website address, e.g. example.com";
/** SPEC §8: what the page shows whenever a scan fails. */
export const SCAN_FAILED_MESSAGE = "Failed to scan website. Please check the URL and try again.";

/**
 * SPEC §5: a URL without an http prefix gets https:// prepended. Surrounding spaces are dropped; an
 * address with another scheme (ftp://, file://) is kept as typed, for the server to refuse.
 */
export function normaliseScanUrl(input: string): string {
  const url = input.trim();
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `https://${url}`;
}

export type ScanCheck = {
  id: string;
  label: string;
  passed: boolean;
  /** What was found, in plain words. */
  detail: string;
  /** The score change the Observatory-style grading applied (security checks only). */
  modifier?: number;
};

/** SPEC §3 "Scan result" plus the security grade, SEO checks, overall grade and advice. */
export type ScanResult = {
  url: string;
  /** Where the last redirect led. */
  finalUrl: string;
  httpStatus: number;
  hasHttps: boolean;
  hasTitle: boolean;
  hasMeta: boolean;
  hasOgTags: boolean;
  responsive: boolean;
  /** Milliseconds from the first request to the last byte read, redirects included. */
  loadTime: number;
  /** SPEC §9: "good" under 3000 ms. */
  status: "good" | "slow";
  /** The page was larger than the scanner reads, so only its beginning was analysed. */
  truncated: boolean;
  security: { score: number; grade: string; checks: ScanCheck[] };
  seo: { score: number; checks: ScanCheck[] };
  overall: { score: number; grade: string };
  advice: string[];
};

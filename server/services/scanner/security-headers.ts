import type { ScanCheck } from "#domain/schemas/scan-rules.ts";
import { ENGLISH, type ScannerT } from "./messages.ts";

/**
 * Security headers graded the way Mozilla's HTTP Observatory scores them: start at 100, apply each
 * test's modifier, award bonuses only when the score is already 90 or more, and map the score to a
 * letter with the Observatory's thresholds. Simplified: one page, no subresource or redirect tests.
 */

export type Headers = Record<string, string | string[] | undefined>;

const first = (headers: Headers, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
const all = (headers: Headers, name: string): string[] => {
  const value = headers[name.toLowerCase()];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

const SIX_MONTHS_SECONDS = 15_768_000;
const ONE_YEAR_SECONDS = 31_536_000;
const SAFE_REFERRER_POLICIES = new Set([
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
]);
const UNSAFE_REFERRER_POLICIES = new Set(["unsafe-url", "no-referrer-when-downgrade"]);
const SESSION_COOKIE = /sess|sid|auth|token|login/i;

/** Directives of a CSP header: name → source list. */
export function parseCsp(value: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase()))
      directives.set(
        name.toLowerCase(),
        sources.map((s) => s.toLowerCase()),
      );
  }
  return directives;
}

type Graded = ScanCheck & { modifier: number; bonus?: boolean };

/** Sources the Observatory counts as "dangerously broad": anything from anywhere. */
const BROAD_SOURCES = new Set(["*", "http:", "https:", "ftp:", "http://*", "http://*.*", "https://*", "https://*.*"]);

function cspCheck(csp: Map<string, string[]>, present: boolean, t: ScannerT): Graded {
  const base = { id: "csp", label: t("security.csp.label") };
  if (!present) return { ...base, passed: false, modifier: -25, detail: t("security.csp.missing") };
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  if (!scripts) {
    return {
      ...base,
      passed: false,
      modifier: -20,
      detail: t("security.csp.noScripts"),
    };
  }
  // A nonce or hash makes browsers ignore 'unsafe-inline', as the Observatory recognises.
  const hasNonceOrHash = scripts.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));
  if (scripts.includes("'unsafe-inline'") && !hasNonceOrHash) {
    return {
      ...base,
      passed: false,
      modifier: -20,
      detail: t("security.csp.unsafeInline"),
    };
  }
  if (scripts.includes("'unsafe-eval'")) {
    return { ...base, passed: false, modifier: -10, detail: t("security.csp.unsafeEval") };
  }
  if (scripts.some((s) => s === "*" || s === "http:" || s === "https:" || s === "data:")) {
    return { ...base, passed: false, modifier: -20, detail: t("security.csp.anyHost") };
  }
  // The Observatory's "unsafe-inline in style-src only": scripts are locked down, but styles may be
  // inline ('unsafe-inline' without a nonce or hash), data: or from anywhere. It passes, scoring 0:
  // no bonus. No style-src and no default-src means styles from anywhere, too.
  const styles = csp.get("style-src") ?? csp.get("default-src") ?? ["*"];
  const styleNonceOrHash = styles.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));
  const unsafeStyle = styles.find(
    (s) => (s === "'unsafe-inline'" && !styleNonceOrHash) || s === "data:" || BROAD_SOURCES.has(s),
  );
  if (unsafeStyle) {
    return {
      ...base,
      passed: true,
      modifier: 0,
      detail: t("security.csp.unsafeStyle", { source: unsafeStyle }),
    };
  }
  if (csp.get("default-src")?.includes("'none'")) {
    return { ...base, passed: true, modifier: 10, bonus: true, detail: t("security.csp.strict") };
  }
  return { ...base, passed: true, modifier: 5, bonus: true, detail: t("security.csp.ok") };
}

function hstsCheck(value: string | undefined, https: boolean, t: ScannerT): Graded {
  const base = { id: "hsts", label: t("security.hsts.label") };
  if (!https)
    return {
      ...base,
      passed: false,
      modifier: -20,
      detail: t("security.hsts.noHttps"),
    };
  if (!value) return { ...base, passed: false, modifier: -20, detail: t("security.hsts.missing") };
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? Number.NaN);
  if (!Number.isFinite(maxAge)) return { ...base, passed: false, modifier: -20, detail: t("security.hsts.invalid") };
  if (maxAge < SIX_MONTHS_SECONDS) {
    return { ...base, passed: false, modifier: -10, detail: t("security.hsts.short", { maxAge: String(maxAge) }) };
  }
  if (maxAge >= ONE_YEAR_SECONDS && /includesubdomains/i.test(value) && /preload/i.test(value)) {
    return {
      ...base,
      passed: true,
      modifier: 5,
      bonus: true,
      detail: t("security.hsts.preload"),
    };
  }
  return { ...base, passed: true, modifier: 0, detail: t("security.hsts.ok", { maxAge: String(maxAge) }) };
}

function framingCheck(xfo: string | undefined, csp: Map<string, string[]>, t: ScannerT): Graded {
  const base = { id: "framing", label: t("security.framing.label") };
  const ancestors = csp.get("frame-ancestors");
  if (ancestors && ancestors.length > 0 && !ancestors.includes("*")) {
    return {
      ...base,
      passed: true,
      modifier: 5,
      bonus: true,
      detail: t("security.framing.ancestors", { sources: ancestors.join(" ") }),
    };
  }
  if (!xfo) return { ...base, passed: false, modifier: -20, detail: t("security.framing.missing") };
  if (/^\s*(deny|sameorigin)\s*$/i.test(xfo))
    return {
      ...base,
      passed: true,
      modifier: 0,
      detail: t("security.framing.ok", { value: xfo.trim().toUpperCase() }),
    };
  return { ...base, passed: false, modifier: -20, detail: t("security.framing.invalid", { value: xfo }) };
}

function nosniffCheck(value: string | undefined, t: ScannerT): Graded {
  const base = { id: "nosniff", label: t("security.nosniff.label") };
  if (value?.trim().toLowerCase() === "nosniff")
    return { ...base, passed: true, modifier: 0, detail: t("security.nosniff.ok") };
  return {
    ...base,
    passed: false,
    modifier: -5,
    detail: value ? t("security.nosniff.wrong", { value }) : t("security.nosniff.missing"),
  };
}

function referrerCheck(value: string | undefined, t: ScannerT): Graded {
  const base = { id: "referrer-policy", label: t("security.referrer.label") };
  if (!value)
    return {
      ...base,
      passed: true,
      modifier: 0,
      detail: t("security.referrer.missing"),
    };
  // The browser uses the last policy it understands.
  const policy =
    value
      .split(",")
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? "";
  if (SAFE_REFERRER_POLICIES.has(policy))
    return { ...base, passed: true, modifier: 5, bonus: true, detail: t("security.referrer.policy", { policy }) };
  if (UNSAFE_REFERRER_POLICIES.has(policy)) {
    return { ...base, passed: false, modifier: -5, detail: t("security.referrer.unsafe", { policy }) };
  }
  return { ...base, passed: true, modifier: 0, detail: t("security.referrer.policy", { policy }) };
}

function cookiesCheck(setCookies: string[], https: boolean, t: ScannerT): Graded {
  const base = { id: "cookies", label: t("security.cookies.label") };
  if (setCookies.length === 0) return { ...base, passed: true, modifier: 0, detail: t("security.cookies.none") };
  const parsed = setCookies.map((cookie) => {
    const [pair = "", ...attributes] = cookie.split(";");
    const attrs = attributes.map((a) => a.trim().toLowerCase());
    const sameSite = attrs.find((a) => a.startsWith("samesite="))?.slice("samesite=".length);
    return {
      name: pair.split("=")[0]?.trim() ?? "",
      secure: attrs.includes("secure"),
      httpOnly: attrs.includes("httponly"),
      sameSite,
    };
  });
  const insecure = parsed.filter((c) => !c.secure);
  if (https && insecure.length > 0) {
    return {
      ...base,
      passed: false,
      modifier: -20,
      detail: t("security.cookies.insecure", { names: insecure.map((c) => c.name).join(", ") }),
    };
  }
  const exposedSessions = parsed.filter((c) => SESSION_COOKIE.test(c.name) && !c.httpOnly);
  if (exposedSessions.length > 0) {
    return {
      ...base,
      passed: false,
      modifier: -30,
      detail: t("security.cookies.exposed", { names: exposedSessions.map((c) => c.name).join(", ") }),
    };
  }
  const badSameSite = parsed.filter((c) => c.sameSite !== undefined && !["strict", "lax", "none"].includes(c.sameSite));
  if (badSameSite.length > 0)
    return { ...base, passed: false, modifier: -20, detail: t("security.cookies.badSameSite") };
  if (!https) return { ...base, passed: false, modifier: -20, detail: t("security.cookies.http") };
  if (parsed.every((c) => c.sameSite)) {
    return {
      ...base,
      passed: true,
      modifier: 5,
      bonus: true,
      detail: t("security.cookies.best"),
    };
  }
  return { ...base, passed: true, modifier: 0, detail: t("security.cookies.ok") };
}

/** The Observatory's letter for a score. */
export function observatoryGrade(score: number): string {
  const grades: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return grades.find(([min]) => score >= min)?.[1] ?? "F";
}

export function gradeSecurityHeaders(headers: Headers, https: boolean, t: ScannerT = ENGLISH) {
  const cspHeader = first(headers, "content-security-policy");
  const csp = parseCsp(cspHeader);
  const checks: Graded[] = [
    cspCheck(csp, cspHeader !== undefined, t),
    hstsCheck(first(headers, "strict-transport-security"), https, t),
    framingCheck(first(headers, "x-frame-options"), csp, t),
    nosniffCheck(first(headers, "x-content-type-options"), t),
    referrerCheck(first(headers, "referrer-policy"), t),
    cookiesCheck(all(headers, "set-cookie"), https, t),
  ];
  const baseline = 100 + checks.reduce((sum, c) => sum + (c.bonus ? 0 : c.modifier), 0);
  const bonus = baseline >= 90 ? checks.reduce((sum, c) => sum + (c.bonus ? c.modifier : 0), 0) : 0;
  const score = Math.max(0, baseline + bonus);
  return {
    score,
    grade: observatoryGrade(score),
    checks: checks.map(({ bonus: _bonus, ...check }) => check),
  };
}

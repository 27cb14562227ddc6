import { createHash } from "node:crypto";
import Bowser from "bowser";
import { isbot } from "isbot";
import { dateInZone } from "#domain/booking/zone.ts";

/**
 * What a page view is and what it says, decided without the database (issue #44, decision 044):
 * who is a visitor, who is not counted, where a visit came from. Each rule is here once, used by the
 * counter on every request and by the attribution of a form to its visit.
 */

/** A visit ends after this long without a view (Plausible's and Umami's window). */
export const VISIT_WINDOW_MS = 30 * 60 * 1000;

/** User agents longer than this are cut before any pattern runs on them: every match is over a bounded input. */
const MAX_USER_AGENT = 512;
/** The longest path, referrer or UTM value kept; longer ones are cut (never refused: counting is best-effort). */
const MAX_FIELD = 300;

type HeaderOf = (name: string) => string | undefined;

/** `Sec-GPC: 1` or `DNT: 1`: the visitor asked not to be tracked, so their views get no visitor hash at all. */
export function asksNotToBeTracked(header: HeaderOf): boolean {
  return header("sec-gpc")?.trim() === "1" || header("dnt")?.trim() === "1";
}

/**
 * A request that does not load a page for a person: HEAD, a browser's prefetch or prerender
 * (`Purpose`/`Sec-Purpose`/`X-Purpose`/`X-Moz`), a link preview, a bot or crawler (isbot's list), or
 * no user agent at all.
 */
export function isNotAPersonViewing(method: string, header: HeaderOf): boolean {
  return isNoPageLoad(method, header) || isBotAgent(header("user-agent"));
}

/** HEAD, or a browser loading ahead of the person (prefetch, prerender, a link preview). */
export function isNoPageLoad(method: string, header: HeaderOf): boolean {
  if (method !== "GET") return true;
  for (const name of ["purpose", "sec-purpose", "x-purpose", "x-moz"]) {
    const value = header(name)?.toLowerCase();
    if (value && (value.includes("prefetch") || value.includes("prerender") || value.includes("preview"))) return true;
  }
  return false;
}

/** No user agent, or one on isbot's kept list of bots and crawlers. */
export function isBotAgent(agent: string | undefined): boolean {
  return !agent || isbot(agent.slice(0, MAX_USER_AGENT));
}

/**
 * The visitor of a day: SHA-256 of (the day's random salt, IP, user agent, site). The salt is replaced
 * every day and the old one deleted, so the same person is a different visitor tomorrow and nobody,
 * the owner included, can link their days. Fields are length-prefixed, so no two inputs run together.
 */
export function visitorHash(salt: Uint8Array, ip: string, userAgent: string, site: string): string {
  return createHash("sha256")
    .update(salt)
    .update(visitorDigest(ip, userAgent, site))
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The unsalted part of the visitor hash, kept in memory only until the next flush (a few seconds),
 * so the request path never waits for the day's salt and the IP is not kept past the request.
 */
export function visitorDigest(ip: string, userAgent: string, site: string): Buffer {
  const hash = createHash("sha256");
  for (const part of [ip, userAgent.slice(0, MAX_USER_AGENT), site]) hash.update(`${part.length}:${part}|`);
  return hash.digest();
}

/** The salted hash from a digest made by `visitorDigest` (the same value `visitorHash` gives). */
export function visitorHashFromDigest(salt: Uint8Array, digest: Uint8Array): string {
  return createHash("sha256").update(salt).update(digest).digest("base64url").slice(0, 22);
}

/**
 * The day a moment falls on in the owner's time zone, as YYYY-MM-DD: the day whose salt hashes a view
 * at that moment. The owner's days, not UTC's: Insights counts by the owner's days, and a hash that
 * lives within one of them makes a period's visitors the sum of its days' (the roll-up's rule).
 */
export function saltDay(at: Date, timeZone: string): string {
  return dateInZone(at.getTime(), timeZone);
}

/** Whether a view `gapMs` after the visitor's previous one starts a new visit. */
export function startsNewVisit(previousAt: Date | null | undefined, at: Date): boolean {
  return !previousAt || at.getTime() - previousAt.getTime() >= VISIT_WINDOW_MS;
}

/**
 * The path counted for a view: the address without its query (UTM fields, `fbclid`, `gclid`,
 * `?sent=…` are never part of a page's name), without a trailing slash, lower-cased percent escapes
 * kept as sent, cut to a bounded length.
 */
export function countedPath(rawUrl: string): string {
  const query = rawUrl.search(/[?#]/);
  let path = query < 0 ? rawUrl : rawUrl.slice(0, query);
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (!path.startsWith("/")) path = `/${path}`;
  return path.slice(0, MAX_FIELD);
}

export type Utm = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
};

/** The five UTM fields of an address, trimmed and cut; an empty one is absent. */
export function utmOf(rawUrl: string): Utm {
  const query = rawUrl.indexOf("?");
  const params = new URLSearchParams(query < 0 ? "" : rawUrl.slice(query + 1).split("#")[0]);
  const field = (name: string) => {
    const value = params.get(`utm_${name}`)?.trim().slice(0, 100);
    return value ? value : null;
  };
  return {
    source: field("source"),
    medium: field("medium"),
    campaign: field("campaign"),
    term: field("term"),
    content: field("content"),
  };
}

/** A calculator's page (either language); its slug is checked against the calculators by the caller. */
const CALCULATOR_PAGE = /^(?:\/ar)?\/islamic-fintech\/calculators\/([a-z-]{1,40})$/;
/** Query parameters that are not a calculator's inputs: links' tracking fields. */
const NOT_AN_INPUT = /^(?:utm_\w*|fbclid|gclid|msclkid|mc_cid|mc_eid|ref)$/;

/**
 * The calculator a page view used (issue #44's "calculator used" goal), or null: a calculator's page
 * asked for with its inputs in the address, which is how its form is sent without JavaScript (a GET
 * form) and how a link to a worked example arrives. With JavaScript the browser computes while the
 * address changes, without asking the server: that use comes by the goals beacon instead.
 */
export function calculatorUsed(rawUrl: string, isCalculator: (slug: string) => boolean): string | null {
  const query = rawUrl.indexOf("?");
  if (query < 0) return null;
  const slug = CALCULATOR_PAGE.exec(countedPath(rawUrl))?.[1];
  if (!slug || !isCalculator(slug)) return null;
  for (const [name, value] of new URLSearchParams(rawUrl.slice(query + 1).split("#")[0])) {
    if (value !== "" && !NOT_AN_INPUT.test(name)) return slug;
  }
  return null;
}

/** Sources an owner knows by name: a site (and its subdomains and short links) → the name shown. */
const KNOWN_SITES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["LinkedIn", ["linkedin.com", "lnkd.in", "linkedin.android"]],
  [
    "Google",
    ["google.com", "googleusercontent.com", "com.google.android.gm", "com.google.android.googlequicksearchbox"],
  ],
  ["Bing", ["bing.com"]],
  ["X", ["x.com", "twitter.com", "t.co"]],
  ["Facebook", ["facebook.com", "fb.com", "fb.me", "m.facebook.com", "l.facebook.com", "messenger.com"]],
  ["WhatsApp", ["whatsapp.com", "wa.me", "whatsapp.net"]],
  ["Telegram", ["telegram.org", "t.me", "telegram.me", "web.telegram.org"]],
  ["GitHub", ["github.com", "github.io"]],
];
/** UTM sources written by hand in links ("linkedin", "li", "tw") → the same names as the referrer's site. */
const KNOWN_UTM_SOURCES: Record<string, string> = {
  linkedin: "LinkedIn",
  li: "LinkedIn",
  google: "Google",
  bing: "Bing",
  x: "X",
  twitter: "X",
  tw: "X",
  facebook: "Facebook",
  fb: "Facebook",
  whatsapp: "WhatsApp",
  wa: "WhatsApp",
  telegram: "Telegram",
  tg: "Telegram",
  github: "GitHub",
  newsletter: "Newsletter",
  email: "Newsletter",
};
export const DIRECT = "Direct";
export const NEWSLETTER = "Newsletter";

/** The host of a referrer, lower-cased without `www.`, or null when it is not an http(s) address. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer.slice(0, 2048));
    if (url.protocol !== "http:" && url.protocol !== "https:" && url.protocol !== "android-app:") return null;
    return url.hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

function knownSite(host: string): string | null {
  for (const [name, domains] of KNOWN_SITES) {
    if (domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return name;
  }
  // Google's many country domains (google.ae, google.co.uk) are one source.
  const labels = host.split(".");
  if (labels.includes("google")) return "Google";
  return null;
}

/**
 * Where a view came from, by name: its `utm_source` when the link said (a known one under the
 * referrer's name), else the referrer's site grouped into names an owner knows, else its domain, else
 * Direct. A referrer on the site itself is Direct: a view inside a visit never changes the visit's source.
 */
export function sourceOf(referrer: string | undefined, utmSource: string | null, siteHost: string): string {
  if (utmSource) return KNOWN_UTM_SOURCES[utmSource.toLowerCase()] ?? utmSource.toLowerCase();
  const host = referrerHost(referrer);
  if (!host || host === siteHost.replace(/^www\./, "")) return DIRECT;
  return knownSite(host) ?? host.slice(0, 100);
}

/** The referrer as shown beside a 404: site and path, without the query (which may carry someone's data). */
export function referrerPage(referrer: string | undefined, siteHost: string): string | null {
  const host = referrerHost(referrer);
  if (!host || !referrer) return null;
  try {
    const url = new URL(referrer);
    const path = url.pathname === "/" ? "" : url.pathname;
    return `${host === siteHost.replace(/^www\./, "") ? "" : host}${path}`.slice(0, MAX_FIELD) || "/";
  } catch {
    return null;
  }
}

export type DeviceClass = "desktop" | "mobile" | "tablet" | "other";

/** Device class and browser family from the user agent (bowser's parser, its kept list). */
export function deviceAndBrowser(userAgent: string): { device: DeviceClass; browser: string } {
  const parsed = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT));
  const platform = parsed.platform.type;
  const device: DeviceClass =
    platform === "desktop" ? "desktop" : platform === "mobile" ? "mobile" : platform === "tablet" ? "tablet" : "other";
  return { device, browser: parsed.browser.name?.slice(0, 40) || "Other" };
}

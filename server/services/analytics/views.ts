import { randomUUID } from "node:crypto";
import { type Goal, NOT_COUNTED } from "#domain/analytics.ts";
import { isCalculatorSlug } from "#domain/finance/calculate.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { analyticsViews } from "#server/db/schema.ts";
import {
  asksNotToBeTracked,
  calculatorUsed,
  countedPath,
  deviceAndBrowser,
  isBotAgent,
  isNoPageLoad,
  referrerPage,
  sourceOf,
  startsNewVisit,
  utmOf,
} from "./rules.ts";

/**
 * What a batch of seen views becomes before it is written (issue #44, decision 044): each view's facts
 * read off its address, agent and headers, then each view joined to its visit. The seam with
 * counter.ts: everything here is worked out in memory from the batch and the last view of each visitor
 * (no database, no timer, no salt made), so it can be read and tested as rules; counter.ts owns the
 * batch's life (appending, flushing, retrying), the day's salts and the transaction that reads the
 * visitors' last views and writes the rows this module returns.
 */

/** What a request tells the counter: read off the request by the HTTP layer (server/http/count-views.ts). */
export type SeenView = {
  at: Date;
  method: string;
  /** The address as requested (path and query). */
  url: string;
  /** 200 (a 304 revalidation is a view of a 200 page) or 404. */
  status: 200 | 404;
  ip: string;
  userAgent: string | undefined;
  referrer: string | undefined;
  /** The headers the rules read (GPC, DNT, prefetch purposes), as sent: the rules run at the flush. */
  headers: Record<(typeof RULE_HEADERS)[number], string | undefined>;
};

/** The request headers the flush's rules read besides the agent and referrer. */
const RULE_HEADERS = ["sec-gpc", "dnt", "purpose", "sec-purpose", "x-purpose", "x-moz"] as const;

export type HeaderOf = (name: string) => string | undefined;

/**
 * Reads what the counter needs off a request's headers (both doors: Node's listener and Hono): copies
 * of a few strings, nothing parsed, so a cache hit pays for little more than an array push.
 */
export function seenView(
  method: string,
  url: string,
  status: 200 | 404,
  ip: string,
  header: HeaderOf,
  at = new Date(),
): SeenView {
  return {
    at,
    method,
    url,
    status,
    ip,
    userAgent: header("user-agent"),
    referrer: header("referer"),
    headers: {
      "sec-gpc": header("sec-gpc"),
      dnt: header("dnt"),
      purpose: header("purpose"),
      "sec-purpose": header("sec-purpose"),
      "x-purpose": header("x-purpose"),
      "x-moz": header("x-moz"),
    },
  };
}

/** The visit a visitor's last view belongs to: what a later view of the same visit inherits. */
export type VisitRow = {
  visitor: string;
  at: Date;
  visitId: string;
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  entryPath: string;
};

/** The rules' view of a waiting view's headers. */
const headerReader =
  (view: SeenView) =>
  (name: string): string | undefined =>
    name === "user-agent"
      ? view.userAgent
      : name === "referer"
        ? view.referrer
        : view.headers[name as (typeof RULE_HEADERS)[number]];

/** What a user agent says: a bot (no agent at all is one), else its device class and browser family. */
function agentFacts(agent: string | undefined) {
  if (!agent) return { bot: true, device: "other" as const, browser: "Other" };
  return { bot: isBotAgent(agent), ...deviceAndBrowser(agent) };
}

/** A batch's views by people, oldest first, and what each one's agent says (read once per agent). */
export function peopleOf(batch: SeenView[]) {
  // Each user agent is read once a batch (a visitor's views, a crawler's burst share one).
  const agents = new Map<string, ReturnType<typeof agentFacts>>();
  const agentOf = (view: SeenView) => {
    const key = view.userAgent ?? "";
    let facts = agents.get(key);
    if (!facts) {
      facts = agentFacts(view.userAgent);
      agents.set(key, facts);
    }
    return facts;
  };
  const people = batch
    .filter((view) => !agentOf(view).bot && !isNoPageLoad(view.method, headerReader(view)))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return { people, agentOf };
}

/** What the preparation needs from the counter: the day's visitor hash and the country of an address. */
type PrepareContext = {
  siteHost: string;
  agentOf: ReturnType<typeof peopleOf>["agentOf"];
  hashOf: (view: SeenView) => string;
  countryOf: (ip: string) => string | null;
};

/** Each view's own facts: page, language, campaign, source, device; its visitor unless it asks not to be. */
export function prepareViews(people: SeenView[], { siteHost, agentOf, hashOf, countryOf }: PrepareContext) {
  // What an address and its referrer say, read once a batch (the same page from the same link repeats).
  const addresses = new Map<string, ReturnType<typeof addressFacts>>();
  const addressFacts = (view: SeenView) => {
    const utm = utmOf(view.url);
    const path = countedPath(view.url);
    return {
      path,
      locale: localeFromPath(path),
      utm,
      source: sourceOf(view.referrer, utm.source, siteHost),
      referrer: view.status === 404 ? referrerPage(view.referrer, siteHost) : null,
      calculator: view.status === 200 ? calculatorUsed(view.url, isCalculatorSlug) : null,
    };
  };
  const addressOf = (view: SeenView) => {
    const key = `${view.status}\n${view.url}\n${view.referrer ?? ""}`;
    let facts = addresses.get(key);
    if (!facts) {
      facts = addressFacts(view);
      addresses.set(key, facts);
    }
    return facts;
  };
  return people.map((view) => {
    const { path, locale, utm, source, referrer, calculator } = addressOf(view);
    return {
      calculator,
      at: view.at,
      path,
      locale,
      status: view.status,
      visitor: asksNotToBeTracked(headerReader(view)) ? null : hashOf(view),
      source,
      utm,
      referrer,
      country: countryOf(view.ip),
      device: agentOf(view).device,
      browser: agentOf(view).browser,
    };
  });
}
export type PreparedView = ReturnType<typeof prepareViews>[number];

/**
 * Each prepared view's row, joined to its visit: the visitor's last view (`last`, updated as the batch
 * goes) within the visit window continues its visit and inherits where it came from; else a new visit
 * begins here. A view without a visitor (GPC/DNT) has no visit.
 */
export function joinVisits(prepared: PreparedView[], last: Map<string, VisitRow>) {
  return prepared.map((view) => {
    const own = {
      source: view.source,
      utmSource: view.utm.source,
      utmMedium: view.utm.medium,
      utmCampaign: view.utm.campaign,
      utmTerm: view.utm.term,
      utmContent: view.utm.content,
      entryPath: view.path,
    };
    const base = {
      at: view.at,
      path: view.path,
      locale: view.locale,
      status: view.status,
      referrer: view.referrer,
      country: view.country,
      device: view.device,
      browser: view.browser,
    };
    if (!view.visitor) return { ...base, ...own, visitor: null, visitId: null, entry: false };
    const previous = last.get(view.visitor);
    if (previous && !startsNewVisit(previous.at, view.at)) {
      last.set(view.visitor, { ...previous, at: view.at });
      const { visitor: _v, at: _a, visitId, ...visit } = previous;
      return { ...base, ...visit, visitor: view.visitor, visitId, entry: false };
    }
    const visitId = randomUUID();
    last.set(view.visitor, { ...own, visitor: view.visitor, at: view.at, visitId });
    return { ...base, ...own, visitor: view.visitor, visitId, entry: true };
  });
}

/** A view's row under its SQL column names, for json_populate_recordset. */
export function asColumns(row: typeof analyticsViews.$inferInsert) {
  return {
    at: row.at.toISOString(),
    path: row.path,
    locale: row.locale,
    status: row.status,
    visitor: row.visitor,
    visit_id: row.visitId,
    entry: row.entry,
    source: row.source,
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_term: row.utmTerm,
    utm_content: row.utmContent,
    entry_path: row.entryPath,
    referrer: row.referrer,
    country: row.country,
    device: row.device,
    browser: row.browser,
  };
}

/** The conversion row of a calculator used in a view (a view without a visit: not counted). */
function calculatorConversion(row: typeof analyticsViews.$inferInsert, detail: string) {
  const goal: Goal = "calculator";
  return {
    at: row.at.toISOString(),
    goal,
    detail,
    visit_id: row.visitId ?? null,
    source: row.visitId ? row.source : NOT_COUNTED,
    campaign: row.visitId ? (row.utmCampaign ?? null) : null,
    entry_path: row.visitId ? row.entryPath : null,
    locale: row.visitId ? localeFromPath(row.entryPath) : null,
  };
}

/**
 * A calculator used without JavaScript (its GET form, or a link with inputs): a conversion of the
 * view's visit, once per visit and calculator in the batch (a visit that tries ten amounts used it once).
 */
export function calculatorConversions(prepared: PreparedView[], rows: ReturnType<typeof joinVisits>) {
  const used = new Map<string, ReturnType<typeof calculatorConversion>>();
  for (const [n, view] of prepared.entries()) {
    if (!view.calculator) continue;
    const row = rows[n]!;
    used.set(row.visitId ? `${row.visitId}\n${view.calculator}` : `${n}`, calculatorConversion(row, view.calculator));
  }
  return [...used.values()];
}

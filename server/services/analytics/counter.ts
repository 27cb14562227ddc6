import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { type CameFrom, type Goal, NOT_COUNTED } from "#domain/analytics.ts";
import { isCalculatorSlug } from "#domain/finance/calculate.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { Db } from "#server/db/client.ts";
import { analyticsConversions, analyticsSalts, analyticsViews } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { type CountryLookup, loadCountryLookup } from "./country.ts";
import {
  asksNotToBeTracked,
  calculatorUsed,
  countedPath,
  deviceAndBrowser,
  isBotAgent,
  isNoPageLoad,
  referrerPage,
  saltDay,
  sourceOf,
  startsNewVisit,
  utmOf,
  VISIT_WINDOW_MS,
  visitorHash,
} from "./rules.ts";

/**
 * Counts page views (issue #44, decision 044). A request only appends what it saw to a batch in memory
 * (`record`): no database write, no hashing, no lookup on the request's path. Every `flushMs` (and on
 * SIGTERM) the batch is written in one transaction: bots dropped, the visitor hashed with the day's
 * salt, the country looked up, the address and user agent dropped, each view joined to its visit.
 * A SIGKILL loses at most the views of the last `flushMs`.
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

type HeaderOf = (name: string) => string | undefined;

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

export type AnalyticsOptions = {
  db: Db;
  kind: "pglite" | "postgres";
  siteUrl: string;
  /** The owner's time zone: a salt lives one of the owner's days (rules.ts saltDay). */
  timeZone: string;
  logger: Logger;
  /** The country lookup; by default the shipped database, read at the first flush. */
  country?: CountryLookup;
  /** How often the batch is written; what a SIGKILL can lose. */
  flushMs: number;
  /** The most views kept waiting (a database outage): beyond it new views are dropped and logged. */
  maxPending?: number;
  now?: () => Date;
};

type VisitRow = {
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

/** The written columns, in order (the id is the database's). */
const VIEW_COLUMNS = sql.raw(
  "at, path, locale, status, visitor, visit_id, entry, source, utm_source, utm_medium, utm_campaign, utm_term, " +
    "utm_content, entry_path, referrer, country, device, browser",
);

/** A view's row under its SQL column names, for json_populate_recordset. */
function asColumns(row: typeof analyticsViews.$inferInsert) {
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

/** One advisory lock for every flush on every instance: visits are joined one batch at a time, so exactly. */
const FLUSH_LOCK = sql`select pg_advisory_xact_lock(hashtext('analytics-flush'))`;

export function createAnalytics(options: AnalyticsOptions) {
  const { db, logger, timeZone } = options;
  // The owner's day of a moment goes through Intl (several microseconds): once a minute, not once a view.
  let dayMinute = Number.NaN;
  let dayOfMinute = "";
  const dayOf = (at: Date) => {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      dayOfMinute = saltDay(at, timeZone);
    }
    return dayOfMinute;
  };
  let country: Promise<CountryLookup> | undefined = options.country && Promise.resolve(options.country);
  const now = options.now ?? (() => new Date());
  const site = new URL(options.siteUrl).host;
  const siteHost = new URL(options.siteUrl).hostname;
  const maxPending = options.maxPending ?? 50_000;
  let pending: SeenView[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  /** The salt of a UTC day, made by the first instance that needs it; the days before are deleted. */
  async function saltOf(day: string): Promise<Buffer> {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32) })
      .onConflictDoNothing();
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error(`analytics: no salt for ${day}`);
    return row.salt;
  }

  async function deleteOldSalts() {
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, saltDay(now(), timeZone)));
  }

  async function write(batch: SeenView[]) {
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
    if (people.length === 0) return;
    const salts = new Map<string, Buffer>();
    for (const day of new Set(people.map((view) => dayOf(view.at)))) salts.set(day, await saltOf(day));
    await deleteOldSalts();
    country ??= loadCountryLookup();
    const lookup = await country;
    const countries = new Map<string, string | null>();
    const countryOf = (ip: string) => {
      if (!countries.has(ip)) countries.set(ip, lookup(ip));
      return countries.get(ip)!;
    };
    const hashes = new Map<string, string>();
    const hashOf = (view: SeenView) => {
      const day = dayOf(view.at);
      const key = `${day}\n${view.ip}\n${view.userAgent ?? ""}`;
      let hash = hashes.get(key);
      if (!hash) {
        hash = visitorHash(salts.get(day)!, view.ip, view.userAgent ?? "", site);
        hashes.set(key, hash);
      }
      return hash;
    };
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
    const prepared = people.map((view) => {
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
    await db.transaction(async (tx) => {
      if (options.kind === "postgres") await tx.execute(FLUSH_LOCK);
      const visitors = [...new Set(prepared.flatMap((view) => (view.visitor ? [view.visitor] : [])))];
      const last = new Map<string, VisitRow>();
      if (visitors.length > 0) {
        const since = new Date(people[0]!.at.getTime() - VISIT_WINDOW_MS);
        const rows = await tx
          .selectDistinctOn([analyticsViews.visitor], {
            visitor: analyticsViews.visitor,
            at: analyticsViews.at,
            visitId: analyticsViews.visitId,
            source: analyticsViews.source,
            utmSource: analyticsViews.utmSource,
            utmMedium: analyticsViews.utmMedium,
            utmCampaign: analyticsViews.utmCampaign,
            utmTerm: analyticsViews.utmTerm,
            utmContent: analyticsViews.utmContent,
            entryPath: analyticsViews.entryPath,
          })
          .from(analyticsViews)
          .where(and(inArray(analyticsViews.visitor, visitors), gt(analyticsViews.at, since)))
          .orderBy(analyticsViews.visitor, desc(analyticsViews.at));
        for (const row of rows) if (row.visitor && row.visitId) last.set(row.visitor, row as VisitRow);
      }
      const rows = prepared.map((view) => {
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
      // One JSON parameter per 1,000 rows rather than 19 bound values per row: binding each value cost
      // more than the insert itself (measured with the bench's counting rows). PGlite runs a statement on
      // the request thread: 1,000 rows at a time lets requests be answered between them.
      for (let i = 0; i < rows.length; i += 1000) {
        const json = JSON.stringify(rows.slice(i, i + 1000).map(asColumns));
        await tx.execute(sql`insert into analytics_views (${VIEW_COLUMNS}) select ${VIEW_COLUMNS}
          from json_populate_recordset(null::analytics_views, ${json}::json)`);
      }
      // A calculator used without JavaScript (its GET form, or a link with inputs): a conversion of the
      // view's visit, once per visit and calculator (a visit that tries ten amounts used it once).
      const used = new Map<string, ReturnType<typeof calculatorConversion>>();
      for (const [n, view] of prepared.entries()) {
        if (!view.calculator) continue;
        const row = rows[n]!;
        used.set(
          row.visitId ? `${row.visitId}\n${view.calculator}` : `${n}`,
          calculatorConversion(row, view.calculator),
        );
      }
      if (used.size > 0) {
        await tx.execute(sql`insert into analytics_conversions (at, goal, detail, visit_id, source, campaign, entry_path, locale)
          select x.at, x.goal, x.detail, x.visit_id, x.source, x.campaign, x.entry_path, x.locale
          from json_populate_recordset(null::analytics_conversions, ${JSON.stringify([...used.values()])}::json) as x
          where x.visit_id is null or not exists (select 1 from analytics_conversions c
            where c.visit_id = x.visit_id and c.goal = x.goal and c.detail = x.detail)`);
      }
    });
  }

  /** Writes what is waiting. Flushes run one after another, so a view is never written twice. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      try {
        await write(batch);
      } catch (error) {
        // Kept for the next flush (the database may be back), within the bound.
        pending = batch.concat(pending).slice(-maxPending);
        logger.warn(
          { err: error, views: batch.length },
          "analytics: could not write page views; kept for the next flush",
        );
      }
      if (dropped > 0) {
        logger.warn({ views: dropped }, "analytics: page views dropped (too many waiting)");
        dropped = 0;
      }
    });
    return flushing;
  }

  return {
    /** Counts a view: appended to the batch, nothing else (the request's path). */
    record(view: SeenView) {
      if (pending.length >= maxPending) {
        dropped++;
        return;
      }
      pending.push(view);
    },
    flush,
    /** Views waiting for the next flush (tests, metrics). */
    get pendingCount() {
      return pending.length;
    },
    start() {
      timer ??= setInterval(() => void flush(), options.flushMs);
      timer.unref();
    },
    /** Stops the timer and writes what is waiting (SIGTERM). */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },

    /**
     * Stores a goal reached, with the visit it happened in (null: not counted, e.g. a GPC browser).
     * `oncePerVisit`: not again for the same visit, goal and detail (a calculator tried ten times).
     */
    async convert(
      goal: Goal,
      detail: string | null,
      visit: { visitId: string | null; cameFrom: CameFrom } | null,
      { oncePerVisit = false }: { oncePerVisit?: boolean } = {},
    ) {
      if (oncePerVisit && visit?.visitId) {
        const [seen] = await db
          .select({ id: analyticsConversions.id })
          .from(analyticsConversions)
          .where(
            and(
              eq(analyticsConversions.visitId, visit.visitId),
              eq(analyticsConversions.goal, goal),
              detail === null ? sql`detail is null` : eq(analyticsConversions.detail, detail.slice(0, 100)),
            ),
          )
          .limit(1);
        if (seen) return;
      }
      await db.insert(analyticsConversions).values({
        goal,
        detail: detail?.slice(0, 100) ?? null,
        visitId: visit?.visitId ?? null,
        source: visit?.cameFrom.source ?? NOT_COUNTED,
        campaign: visit?.cameFrom.campaign ?? null,
        entryPath: visit?.cameFrom.entryPath ?? null,
        locale: visit?.cameFrom.locale ?? null,
      });
    },

    /**
     * The visitor a request is today (the day's salted hash, the salt made if need be), for a
     * server-side "once per visit" that needs no cookie; null for a GPC/DNT browser.
     */
    async visitorOf(ip: string, header: HeaderOf): Promise<string | null> {
      if (asksNotToBeTracked(header)) return null;
      const salt = await saltOf(saltDay(now(), timeZone));
      return visitorHash(salt, ip, header("user-agent") ?? "", site);
    },

    /**
     * The visit a request belongs to (for a form or a download): the latest view of the same visitor
     * hash today within the visit window, after writing this instance's waiting views. Null for a
     * GPC/DNT browser, or when no counted view precedes it.
     */
    async visitOf(ip: string, header: HeaderOf): Promise<{ visitId: string; cameFrom: CameFrom } | null> {
      if (asksNotToBeTracked(header)) return null;
      await flush();
      const at = now();
      const [salt] = await db
        .select()
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, saltDay(at, timeZone)));
      if (!salt) return null;
      const visitor = visitorHash(salt.salt, ip, header("user-agent") ?? "", site);
      const [row] = await db
        .select({
          visitId: analyticsViews.visitId,
          source: analyticsViews.source,
          medium: analyticsViews.utmMedium,
          campaign: analyticsViews.utmCampaign,
          entryPath: analyticsViews.entryPath,
        })
        .from(analyticsViews)
        .where(
          and(eq(analyticsViews.visitor, visitor), gt(analyticsViews.at, new Date(at.getTime() - VISIT_WINDOW_MS))),
        )
        .orderBy(desc(analyticsViews.at))
        .limit(1);
      if (!row?.visitId) return null;
      return {
        visitId: row.visitId,
        cameFrom: {
          source: row.source,
          medium: row.medium,
          campaign: row.campaign,
          entryPath: row.entryPath,
          locale: localeFromPath(row.entryPath),
        },
      };
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

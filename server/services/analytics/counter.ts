import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { type CameFrom, type Goal, NOT_COUNTED } from "#domain/analytics.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { Db } from "#server/db/client.ts";
import { analyticsConversions, analyticsSalts, analyticsViews } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { type CountryLookup, loadCountryLookup } from "./country.ts";
import { asksNotToBeTracked, saltDay, VISIT_WINDOW_MS, visitorHash } from "./rules.ts";
import {
  asColumns,
  calculatorConversions,
  type HeaderOf,
  joinVisits,
  peopleOf,
  prepareViews,
  type SeenView,
  type VisitRow,
} from "./views.ts";

/**
 * Counts page views (issue #44, decision 044). A request only appends what it saw to a batch in memory
 * (`record`): no database write, no hashing, no lookup on the request's path. Every `flushMs` (and on
 * SIGTERM) the batch is written in one transaction: bots dropped, the visitor hashed with the day's
 * salt, the country looked up, the address and user agent dropped, each view joined to its visit.
 * A SIGKILL loses at most the views of the last `flushMs`.
 *
 * The seam with views.ts: this module owns what needs the database or time (the batch's life, the
 * day's salts, the flush's lock and transaction, conversions, a request's visit); views.ts works out,
 * in memory, what each view of a batch says and which visit it joins.
 */

/** Where callers have always taken them (server/http/count-views.ts). */
export { type SeenView, seenView } from "./views.ts";

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

/** The written columns, in order (the id is the database's). */
const VIEW_COLUMNS = sql.raw(
  "at, path, locale, status, visitor, visit_id, entry, source, utm_source, utm_medium, utm_campaign, utm_term, " +
    "utm_content, entry_path, referrer, country, device, browser",
);

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
    const { people, agentOf } = peopleOf(batch);
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
    const prepared = prepareViews(people, { siteHost, agentOf, hashOf, countryOf });
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
      const rows = joinVisits(prepared, last);
      // One JSON parameter per 1,000 rows rather than 19 bound values per row: binding each value cost
      // more than the insert itself (measured with the bench's counting rows). PGlite runs a statement on
      // the request thread: 1,000 rows at a time lets requests be answered between them.
      for (let i = 0; i < rows.length; i += 1000) {
        const json = JSON.stringify(rows.slice(i, i + 1000).map(asColumns));
        await tx.execute(sql`insert into analytics_views (${VIEW_COLUMNS}) select ${VIEW_COLUMNS}
          from json_populate_recordset(null::analytics_views, ${json}::json)`);
      }
      // A calculator used without JavaScript: a conversion of its visit, once per visit and calculator.
      const used = calculatorConversions(prepared, rows);
      if (used.length > 0) {
        await tx.execute(sql`insert into analytics_conversions (at, goal, detail, visit_id, source, campaign, entry_path, locale)
          select x.at, x.goal, x.detail, x.visit_id, x.source, x.campaign, x.entry_path, x.locale
          from json_populate_recordset(null::analytics_conversions, ${JSON.stringify(used)}::json) as x
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

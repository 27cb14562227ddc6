import { stringify } from "csv-stringify/sync";
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type CsvStatus,
  type LeadListQuery,
  type SubscriberListQuery,
  type SubscriberStatus,
} from "#domain/schemas/admin.ts";
import type { Db } from "#server/db/client.ts";
import { articles, bookings, careerInquiries, contactMessages, newsletterSubscribers } from "#server/db/schema.ts";

/** How many weeks the overview's "new leads per week" chart covers, this week included. */
export const LEAD_CHART_WEEKS = 12;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type Paged<T> = { items: T[]; total: number; page: number; pageCount: number; pageSize: number };
export type WeekLeads = {
  weekStart: string;
  contacts: number;
  inquiries: number;
  subscribers: number;
  /** Consultations booked that week (counted when booked, cancelled ones included: they were leads). */
  bookings: number;
};

/**
 * SPEC §9 "This month counts use the last one month from now": the same day and time one calendar
 * month earlier, the day clamped to the shorter month (31 March → 28/29 February).
 */
export function oneMonthBefore(now: Date): Date {
  const result = new Date(now);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day));
}

/** SPEC §2 Overview: average views per article, rounded (0 when there are no articles). */
export function engagement(views: number, articleCount: number): number {
  return articleCount === 0 ? 0 : Math.round(views / articleCount);
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return) gets a
 * leading apostrophe, so an address like `=HYPERLINK(...)` typed into the newsletter form stays text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** `%`, `_` and `\` typed into a search box are literal characters, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Each subscriber has exactly one status: a complaint outranks a bounce, which outranks the rest
// (a bounced or complained address receives nothing, whatever else is true of it).
const notBouncedOrComplained = and(
  isNull(newsletterSubscribers.bouncedAt),
  isNull(newsletterSubscribers.complainedAt),
)!;
const subscriberStatusWhere: Record<Exclude<SubscriberStatus, "all">, SQL> = {
  active: and(
    eq(newsletterSubscribers.subscribed, true),
    isNotNull(newsletterSubscribers.confirmedAt),
    notBouncedOrComplained,
  )!,
  pending: and(
    eq(newsletterSubscribers.subscribed, true),
    isNull(newsletterSubscribers.confirmedAt),
    notBouncedOrComplained,
  )!,
  unsubscribed: and(eq(newsletterSubscribers.subscribed, false), notBouncedOrComplained)!,
  bounced: and(isNotNull(newsletterSubscribers.bouncedAt), isNull(newsletterSubscribers.complainedAt))!,
  complained: isNotNull(newsletterSubscribers.complainedAt),
};

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** A subscriber as the admin sees it: tokens are capabilities and never leave the server. */
function publicSubscriber({ confirmTokenHash: _hash, unsubscribeToken: _token, ...rest }: SubscriberRow) {
  const status: Exclude<SubscriberStatus, "all"> = rest.complainedAt
    ? "complained"
    : rest.bouncedAt
      ? "bounced"
      : !rest.subscribed
        ? "unsubscribed"
        : rest.confirmedAt
          ? "active"
          : "pending";
  return { ...rest, status };
}
export type AdminSubscriber = ReturnType<typeof publicSubscriber>;
export type AdminMessage = typeof contactMessages.$inferSelect;
export type AdminInquiry = typeof careerInquiries.$inferSelect;

const int = (expression: SQL) => sql`coalesce((${expression})::int, 0)`.mapWith(Number);

/**
 * What the owner's dashboard reads and changes: the overview figures, the lead lists with search,
 * status filter and pages, marking messages and inquiries handled, deletions and the subscriber CSV.
 * `now` is injectable so "this month" and the weekly chart are testable.
 */
export function createDashboardService(db: Db, now: () => Date = () => new Date()) {
  /** Runs the count and the page of a list with one filter; a page past the end shows the last one. */
  async function paged<T>(
    table: typeof contactMessages | typeof careerInquiries | typeof newsletterSubscribers,
    where: SQL | undefined,
    requestedPage: number,
    rows: (limit: number, offset: number) => Promise<T[]>,
  ): Promise<Paged<T>> {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
    const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
    const page = Math.min(requestedPage, pageCount);
    const items = total === 0 ? [] : await rows(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
    return { items, total, page, pageCount, pageSize: ADMIN_PAGE_SIZE };
  }

  const handledWhere = (column: typeof contactMessages.handledAt | typeof careerInquiries.handledAt, status: string) =>
    status === "open" ? isNull(column) : status === "handled" ? isNotNull(column) : undefined;

  async function leadsPerWeek(): Promise<WeekLeads[]> {
    const first = new Date(weekStart(now()).getTime() - (LEAD_CHART_WEEKS - 1) * WEEK_MS);
    const since = first.toISOString();
    // Bucket index = whole weeks since `first`, computed in SQL so the session time zone never matters.
    const bucket = (week: SQL) => sql`floor(extract(epoch from (${week} - ${since}::timestamptz)) / 604800)::int`;
    const [contacts, inquiries, subscribers, booked] = await Promise.all([
      db
        .select({ week: bucket(sql`${contactMessages.createdAt}`).mapWith(Number), n: count() })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, first))
        .groupBy(sql`1`),
      db
        .select({ week: bucket(sql`${careerInquiries.createdAt}`).mapWith(Number), n: count() })
        .from(careerInquiries)
        .where(gte(careerInquiries.createdAt, first))
        .groupBy(sql`1`),
      // A subscriber counts as a lead in the week they confirmed (pending sign-ups are not leads yet).
      db
        .select({ week: bucket(sql`${newsletterSubscribers.confirmedAt}`).mapWith(Number), n: count() })
        .from(newsletterSubscribers)
        .where(gte(newsletterSubscribers.confirmedAt, first))
        .groupBy(sql`1`),
      db
        .select({ week: bucket(sql`${bookings.createdAt}`).mapWith(Number), n: count() })
        .from(bookings)
        .where(gte(bookings.createdAt, first))
        .groupBy(sql`1`),
    ]);
    const lookup = (rows: { week: number; n: number }[]) => new Map(rows.map((row) => [row.week, row.n]));
    const [c, i, s, b] = [lookup(contacts), lookup(inquiries), lookup(subscribers), lookup(booked)];
    return Array.from({ length: LEAD_CHART_WEEKS }, (_, week) => ({
      weekStart: new Date(first.getTime() + week * WEEK_MS).toISOString(),
      contacts: c.get(week) ?? 0,
      inquiries: i.get(week) ?? 0,
      subscribers: s.get(week) ?? 0,
      bookings: b.get(week) ?? 0,
    }));
  }

  return {
    /** The Overview tab: SPEC §2's four cards, open work, the subscriber split and the weekly chart. */
    async overview() {
      const [[articleFigures], [messageFigures], [inquiryFigures], [subscriberFigures], [bookingFigures], weeks] =
        await Promise.all([
          db
            .select({
              total: count(),
              published: int(sql`count(*) filter (where ${articles.published})`),
              views: int(sql`sum(${articles.views})`),
            })
            .from(articles),
          db
            .select({ total: count(), open: int(sql`count(*) filter (where ${contactMessages.handledAt} is null)`) })
            .from(contactMessages),
          db
            .select({ total: count(), open: int(sql`count(*) filter (where ${careerInquiries.handledAt} is null)`) })
            .from(careerInquiries),
          db
            .select({
              active: int(sql`count(*) filter (where ${subscriberStatusWhere.active})`),
              pending: int(sql`count(*) filter (where ${subscriberStatusWhere.pending})`),
            })
            .from(newsletterSubscribers),
          db
            .select({
              total: count(),
              upcoming: int(
                sql`count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.startsAt} >= ${nowIso()}::timestamptz)`,
              ),
            })
            .from(bookings),
          leadsPerWeek(),
        ]);
      const a = articleFigures ?? { total: 0, published: 0, views: 0 };
      return {
        articles: {
          total: a.total,
          published: a.published,
          drafts: a.total - a.published,
          views: a.views,
          engagement: engagement(a.views, a.total),
        },
        messages: messageFigures ?? { total: 0, open: 0 },
        inquiries: inquiryFigures ?? { total: 0, open: 0 },
        subscribers: subscriberFigures ?? { active: 0, pending: 0 },
        bookings: bookingFigures ?? { total: 0, upcoming: 0 },
        leadsPerWeek: weeks,
      };
    },

    leadsPerWeek,

    /** Contact messages, newest first, searched in name, e-mail and message. */
    async messages(query: LeadListQuery) {
      const search = query.q
        ? or(
            ilike(contactMessages.name, likePattern(query.q)),
            ilike(contactMessages.email, likePattern(query.q)),
            ilike(contactMessages.message, likePattern(query.q)),
          )
        : undefined;
      const where = and(search, handledWhere(contactMessages.handledAt, query.status));
      const list = await paged(contactMessages, where, query.page, (limit, offset) =>
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
      );
      const [counts] = await db
        .select({
          total: count(),
          thisMonth: int(sql`count(*) filter (where ${contactMessages.createdAt} >= ${monthAgoIso()}::timestamptz)`),
          open: int(sql`count(*) filter (where ${contactMessages.handledAt} is null)`),
        })
        .from(contactMessages);
      return { ...list, counts: counts ?? { total: 0, thisMonth: 0, open: 0 } };
    },

    /** Career inquiries, newest first, searched in name, e-mail, phone and message. */
    async inquiries(query: LeadListQuery) {
      const search = query.q
        ? or(
            ilike(careerInquiries.name, likePattern(query.q)),
            ilike(careerInquiries.email, likePattern(query.q)),
            ilike(careerInquiries.phone, likePattern(query.q)),
            ilike(careerInquiries.message, likePattern(query.q)),
          )
        : undefined;
      const where = and(search, handledWhere(careerInquiries.handledAt, query.status));
      const list = await paged(careerInquiries, where, query.page, (limit, offset) =>
        db
          .select()
          .from(careerInquiries)
          .where(where)
          .orderBy(desc(careerInquiries.createdAt), desc(careerInquiries.id))
          .limit(limit)
          .offset(offset),
      );
      // SPEC §2 Career: total, this month and full-time.
      const [counts] = await db
        .select({
          total: count(),
          thisMonth: int(sql`count(*) filter (where ${careerInquiries.createdAt} >= ${monthAgoIso()}::timestamptz)`),
          fulltime: int(sql`count(*) filter (where ${careerInquiries.inquiryType} = 'fulltime')`),
          open: int(sql`count(*) filter (where ${careerInquiries.handledAt} is null)`),
        })
        .from(careerInquiries);
      return { ...list, counts: counts ?? { total: 0, thisMonth: 0, fulltime: 0, open: 0 } };
    },

    /** Newsletter subscribers, newest first, searched in e-mail and name. */
    async subscribers(query: SubscriberListQuery) {
      const search = query.q
        ? or(
            ilike(newsletterSubscribers.email, likePattern(query.q)),
            ilike(newsletterSubscribers.name, likePattern(query.q)),
          )
        : undefined;
      const where = and(search, query.status === "all" ? undefined : subscriberStatusWhere[query.status]);
      const list = await paged(newsletterSubscribers, where, query.page, async (limit, offset) =>
        (
          await db
            .select()
            .from(newsletterSubscribers)
            .where(where)
            .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
            .limit(limit)
            .offset(offset)
        ).map(publicSubscriber),
      );
      // SPEC §2 Newsletter: total and "this month" (subscribed within the last month), plus the split.
      const [counts] = await db
        .select({
          total: count(),
          thisMonth: int(
            sql`count(*) filter (where ${newsletterSubscribers.subscribedAt} >= ${monthAgoIso()}::timestamptz)`,
          ),
          active: int(sql`count(*) filter (where ${subscriberStatusWhere.active})`),
          pending: int(sql`count(*) filter (where ${subscriberStatusWhere.pending})`),
          unsubscribed: int(sql`count(*) filter (where ${subscriberStatusWhere.unsubscribed})`),
          bounced: int(sql`count(*) filter (where ${subscriberStatusWhere.bounced})`),
          complained: int(sql`count(*) filter (where ${subscriberStatusWhere.complained})`),
        })
        .from(newsletterSubscribers);
      return {
        ...list,
        counts: counts ?? { total: 0, thisMonth: 0, active: 0, pending: 0, unsubscribed: 0, bounced: 0, complained: 0 },
      };
    },

    /** Marks a contact message handled (keeping the first time it was) or open again; false if unknown. */
    async setMessageHandled(id: string, handled: boolean): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, ${nowIso()}::timestamptz)` : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    async setInquiryHandled(id: string, handled: boolean): Promise<boolean> {
      const rows = await db
        .update(careerInquiries)
        .set({ handledAt: handled ? sql`coalesce(${careerInquiries.handledAt}, ${nowIso()}::timestamptz)` : null })
        .where(eq(careerInquiries.id, id))
        .returning({ id: careerInquiries.id });
      return rows.length > 0;
    },

    async deleteMessage(id: string): Promise<boolean> {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    async deleteInquiry(id: string): Promise<boolean> {
      const rows = await db
        .delete(careerInquiries)
        .where(eq(careerInquiries.id, id))
        .returning({ id: careerInquiries.id });
      return rows.length > 0;
    },

    /** Names a record for a confirmation question: "from Ann" for messages and inquiries, the address for a subscriber. */
    async describe(kind: "message" | "inquiry" | "subscriber", id: string): Promise<string> {
      const [row] =
        kind === "subscriber"
          ? await db
              .select({ text: newsletterSubscribers.email })
              .from(newsletterSubscribers)
              .where(eq(newsletterSubscribers.id, id))
          : kind === "message"
            ? await db.select({ text: contactMessages.name }).from(contactMessages).where(eq(contactMessages.id, id))
            : await db.select({ text: careerInquiries.name }).from(careerInquiries).where(eq(careerInquiries.id, id));
      if (!row) return "you picked";
      return kind === "subscriber" ? row.text : `from ${row.text}`;
    },

    /** Removes a subscriber for good (e.g. a data-erasure request); unsubscribing is the reader's own step. */
    async deleteSubscriber(id: string): Promise<boolean> {
      const rows = await db
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },

    /**
     * The subscriber list as CSV, oldest first: only active (confirmed, still subscribed) readers by
     * default, since those are the ones a newsletter may go to; `all` adds pending and unsubscribed.
     */
    async subscribersCsv(status: CsvStatus): Promise<string> {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(status === "active" ? subscriberStatusWhere.active : undefined)
        .orderBy(newsletterSubscribers.subscribedAt, newsletterSubscribers.id);
      const iso = (date: Date | null) => date?.toISOString() ?? "";
      const records = rows
        .map(publicSubscriber)
        .map((row) =>
          [
            row.email,
            row.name ?? "",
            row.status,
            iso(row.subscribedAt),
            iso(row.confirmedAt),
            iso(row.unsubscribedAt),
          ].map(neutraliseFormula),
        );
      return stringify(records, {
        header: true,
        columns: ["email", "name", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"],
        record_delimiter: "windows",
      });
    },
  };

  function nowIso() {
    return now().toISOString();
  }
  function monthAgoIso() {
    return oneMonthBefore(now()).toISOString();
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>;
export type DashboardOverview = Awaited<ReturnType<DashboardService["overview"]>>;

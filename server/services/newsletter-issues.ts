import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { mediaRef } from "#domain/media.ts";
import type { NewsletterIssueInput } from "#domain/schemas/newsletter-issue.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import {
  articles,
  media,
  type NewsletterIssueStatus,
  newsletterDeliveries,
  newsletterIssues,
  newsletterLinks,
  newsletterSettings,
  newsletterSubscribers,
  newsletterWelcome,
} from "#server/db/schema.ts";
import { ownerNameIn } from "./emails.ts";
import type { Tx } from "./idempotency.ts";
import { renderMarkdown } from "./markdown.ts";
import {
  absoluteUrl,
  addressIssue,
  libraryRefsOf,
  linksOf,
  type NewsletterSite,
  type RenderedIssue,
  renderIssue,
  withLibraryAlts,
} from "./newsletter-email.ts";
import { buildNewsletterFeed } from "./newsletter-feed.ts";
import type { Outbox, QueuedMail } from "./outbox.ts";

export type WelcomeMail = { locale: Locale; enabled: boolean; subject: string; body: string; custom: boolean };

/**
 * Newsletter issues (decision 028): the owner writes one per language, sends it now or at a time, and
 * can pause, resume or cancel it. Starting an issue writes one delivery row per recipient in the same
 * transaction that moves the issue to `sending`, so an issue is never "sending" with half its list
 * queued; the sender (newsletter-sender.ts) works through those rows.
 */

export type IssueRow = typeof newsletterIssues.$inferSelect;

export type IssueReport = {
  recipients: number;
  sent: number;
  pending: number;
  failed: number;
  bounced: number;
  skipped: number;
  /** Sends a crash or a dropped connection interrupted after the message went out: maybe delivered, never repeated. */
  unknown: number;
  /** Recipients who unsubscribed after the issue started. */
  unsubscribedAfter: number;
  /** Recipients who marked it as spam. */
  complained: number;
  /** Unique opens and clicks (recipients), and each link's clicks; null when the issue did not track them. */
  opens: number | null;
  clicks: number | null;
  links: { n: number; url: string; clicks: number }[];
};

export type TrackingSettings = { trackOpens: boolean; trackClicks: boolean };

/** Who receives a language's issues: confirmed, still subscribed, never bounced. */
const receives = (locale: Locale) =>
  and(
    eq(newsletterSubscribers.locale, locale),
    eq(newsletterSubscribers.subscribed, true),
    isNotNull(newsletterSubscribers.confirmedAt),
    isNull(newsletterSubscribers.bouncedAt),
    isNull(newsletterSubscribers.complainedAt),
  );

const EDITABLE: NewsletterIssueStatus[] = ["draft", "scheduled"];

const READ_ARTICLE: Record<Locale, string> = { en: "Read the article", ar: "اقرأ المقال" };

export function createNewsletterIssueService(
  db: Db,
  outbox: Outbox,
  site: NewsletterSite,
  onStarted: () => void = () => {},
  onQueued: (mail: QueuedMail) => void = () => {},
  /** The site search's index, kept in step inside each save's transaction (issue #45). */
  searchIndex?: { issue(tx: Db, id: string): Promise<void> },
) {
  async function find(id: string): Promise<IssueRow> {
    const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    if (!row) throw new DomainError("not_found", "That issue no longer exists");
    return row;
  }

  /**
   * The issue with the alt text of the library images it shows, in its language: the mail and the
   * archive page say what the pages say for the same image, never an empty alt.
   */
  async function withAlts<T extends { imageUrl: string | null; body: string; locale: Locale }>(
    issue: T,
    executor: Pick<Db, "select"> = db,
  ): Promise<T & { libraryAlts: ReadonlyMap<string, string> }> {
    const hashes = libraryRefsOf(issue).map((ref) => ref.slice("/media/".length));
    if (hashes.length === 0) return { ...issue, libraryAlts: new Map() };
    const rows = await executor
      .select({ hash: media.hash, altEn: media.altEn, altAr: media.altAr })
      .from(media)
      .where(inArray(media.hash, hashes));
    const alts = new Map(rows.map((row) => [mediaRef(row.hash), issue.locale === "ar" ? row.altAr : row.altEn]));
    return { ...issue, libraryAlts: alts };
  }

  const values = (input: NewsletterIssueInput) => ({
    locale: input.locale,
    subject: input.subject,
    preheader: input.preheader,
    body: input.body,
    ctaLabel: input.ctaLabel || null,
    ctaUrl: input.ctaUrl || null,
    imageUrl: input.imageUrl || null,
  });

  /**
   * Moves an issue to `sending` and queues one delivery per recipient of its language, in `tx`. The
   * primary key (issue, subscriber) means a repeated start cannot queue anyone twice.
   */
  async function beginSending(tx: Tx, issue: IssueRow): Promise<number> {
    // Tracking as the owner has it set now, fixed for this issue (decision 032).
    const tracking = await trackingSettings(tx);
    const tracks = tracking.trackOpens || tracking.trackClicks;
    if (tracking.trackClicks) {
      const links = linksOf(renderIssue(site, await withAlts(issue, tx)).htmlHead);
      if (links.length > 0) {
        await tx
          .insert(newsletterLinks)
          .values(links.map((url, n) => ({ issueId: issue.id, n, url })))
          .onConflictDoNothing();
      }
    }
    await tx
      .update(newsletterIssues)
      .set({
        trackOpens: tracking.trackOpens,
        trackClicks: tracking.trackClicks,
        trackingKey: tracks ? randomBytes(24).toString("base64url") : null,
      })
      .where(eq(newsletterIssues.id, issue.id));
    const inserted = await queryRows<{ n: number }>(
      tx as unknown as Db,
      sql`with queued as (
            insert into ${newsletterDeliveries} (issue_id, subscriber_id, email)
            select ${issue.id}::uuid, ${newsletterSubscribers.id}, ${newsletterSubscribers.email}
            from ${newsletterSubscribers} where ${receives(issue.locale)}
            on conflict do nothing
            returning 1)
          select count(*)::int as n from queued`,
    );
    const count = inserted[0]?.n ?? 0;
    await tx
      .update(newsletterIssues)
      .set({ status: "sending", startedAt: new Date(), recipientCount: count })
      .where(eq(newsletterIssues.id, issue.id));
    return count;
  }

  async function trackingSettings(executor: Pick<Db, "select"> = db): Promise<TrackingSettings> {
    const [row] = await executor.select().from(newsletterSettings).where(eq(newsletterSettings.id, "owner"));
    return { trackOpens: row?.trackOpens ?? false, trackClicks: row?.trackClicks ?? false };
  }

  /** The welcome mail of a language: the owner's, or the site's default words until they write one. */
  async function welcome(locale: Locale, executor: Pick<Db, "select"> = db): Promise<WelcomeMail> {
    const [row] = await executor.select().from(newsletterWelcome).where(eq(newsletterWelcome.locale, locale));
    if (row) return { locale, enabled: row.enabled, subject: row.subject, body: row.body, custom: true };
    const t = createTranslator(locale, CATALOGUE.mail[locale]);
    return {
      locale,
      enabled: true,
      subject: t("welcome.subject", { owner: ownerNameIn(site, locale) }),
      body: t("welcome.body"),
      custom: false,
    };
  }

  /**
   * Fresh planner statistics once thousands of delivery rows have arrived: without them the sender's
   * claim (newsletter-sender.ts) sorted every pending row for each mail (33 ms a claim at 10,000
   * rows, on the event loop with PGlite) instead of reading one from the index (0.3 ms). PGlite has
   * no autovacuum to do it.
   */
  async function refreshStatistics() {
    try {
      await db.execute(sql`analyze ${newsletterDeliveries}`);
    } catch {
      // Only the plan's speed depends on it.
    }
  }

  return {
    welcome,

    /** Open and click tracking for issues that start from now on: off until the owner turns them on. */
    trackingSettings: () => trackingSettings(),

    async saveTrackingSettings(settings: TrackingSettings) {
      await db
        .insert(newsletterSettings)
        .values({ id: "owner", ...settings })
        .onConflictDoUpdate({ target: newsletterSettings.id, set: { ...settings, updatedAt: new Date() } });
    },

    /** The issue as the sender mails it: with the pixel and tracked links it started with, if any. */
    async renderForSending(id: string): Promise<RenderedIssue> {
      const issue = await withAlts(await find(id));
      if (!issue.trackingKey || !(issue.trackOpens || issue.trackClicks)) return renderIssue(site, issue);
      const links = issue.trackClicks
        ? new Map(
            (
              await db
                .select({ n: newsletterLinks.n, url: newsletterLinks.url })
                .from(newsletterLinks)
                .where(eq(newsletterLinks.issueId, id))
            ).map((link) => [link.url, link.n]),
          )
        : null;
      return renderIssue(site, issue, { opens: issue.trackOpens, links, key: issue.trackingKey });
    },

    async saveWelcome(locale: Locale, input: { enabled: boolean; subject: string; body: string }) {
      await db
        .insert(newsletterWelcome)
        .values({ locale, ...input })
        .onConflictDoUpdate({ target: newsletterWelcome.locale, set: { ...input, updatedAt: new Date() } });
    },

    /**
     * Queues the welcome mail for a subscriber who has just confirmed, in the confirmation's
     * transaction; null when the owner turned it off for their language.
     */
    async queueWelcome(
      tx: Tx,
      subscriber: { id: string; email: string; locale: Locale; unsubscribeToken: string },
    ): Promise<QueuedMail | null> {
      // Read in the confirmation's transaction: PGlite has one connection, a read beside it would wait on it.
      const words = await welcome(subscriber.locale, tx);
      if (!words.enabled) return null;
      const rendered = renderIssue(site, {
        id: `welcome-${subscriber.locale}`,
        locale: subscriber.locale,
        subject: words.subject,
        preheader: "",
        body: words.body,
        ctaLabel: null,
        ctaUrl: null,
        imageUrl: null,
      });
      const mail = addressIssue(site, rendered, {
        email: subscriber.email,
        subscriberId: subscriber.id,
        unsubscribeToken: subscriber.unsubscribeToken,
      });
      const queued: QueuedMail = {
        kind: "newsletter-welcome",
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { ...mail.headers, "Message-ID": `<${mail.messageId}>` },
      };
      await outbox.enqueue(tx, queued);
      return queued;
    },

    async list() {
      return db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt));
    },

    get: find,

    async create(input: NewsletterIssueInput, options: { translationOf?: string; articleId?: string } = {}) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(newsletterIssues)
          .values({ ...values(input), articleId: options.articleId ?? null })
          .returning();
        if (options.translationOf) {
          const [twin] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, options.translationOf));
          if (!twin) throw new DomainError("not_found", "The issue to translate no longer exists");
          if (twin.locale === input.locale) throw new DomainError("invalid", "A twin is in the other language");
          if (twin.translationId)
            throw new DomainError("conflict", "That issue already has its other-language version");
          await tx.update(newsletterIssues).set({ translationId: twin.id }).where(eq(newsletterIssues.id, created!.id));
          await tx.update(newsletterIssues).set({ translationId: created!.id }).where(eq(newsletterIssues.id, twin.id));
          created!.translationId = twin.id;
        }
        await searchIndex?.issue(tx as unknown as Db, created!.id);
        return created!;
      });
    },

    /** A draft from a published article: its title, excerpt, share image and a button to read it. */
    async createFromArticle(articleId: string) {
      const [article] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, articleId), eq(articles.published, true)));
      if (!article) throw new DomainError("not_found", "Only a published article can start an issue");
      const path = `${article.locale === "ar" ? "/ar" : ""}/blog/${article.slug}`;
      const image =
        article.ogImage || article.featuredImage || (article.locale === "en" ? `/blog/${article.slug}/og.png` : null);
      return this.create(
        {
          locale: article.locale,
          subject: article.title,
          preheader: article.excerpt.slice(0, 200),
          body: article.excerpt,
          ctaLabel: READ_ARTICLE[article.locale],
          ctaUrl: path,
          imageUrl: image ?? "",
        },
        { articleId: article.id },
      );
    },

    async update(id: string, input: NewsletterIssueInput) {
      const issue = await find(id);
      if (!EDITABLE.includes(issue.status))
        throw new DomainError("conflict", "An issue that has started cannot be changed");
      if (issue.translationId && input.locale !== issue.locale) {
        throw new DomainError("invalid", "An issue with a twin keeps its language");
      }
      const [updated] = await db.transaction(async (tx) => {
        const rows = await tx
          .update(newsletterIssues)
          .set(values(input))
          .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, EDITABLE)))
          .returning();
        if (rows[0]) await searchIndex?.issue(tx as unknown as Db, id);
        return rows;
      });
      if (!updated) throw new DomainError("conflict", "An issue that has started cannot be changed");
      return updated;
    },

    async remove(id: string) {
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(newsletterIssues)
          .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, ["draft", "cancelled"])))
          .returning({ id: newsletterIssues.id });
        if (rows[0]) await searchIndex?.issue(tx as unknown as Db, id);
        return rows;
      });
      if (deleted.length === 0) throw new DomainError("conflict", "Only a draft or a cancelled issue can be deleted");
    },

    /** How many subscribers an issue in `locale` would go to now (shown before the owner confirms). */
    async recipientCount(locale: Locale): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(receives(locale));
      return row?.n ?? 0;
    },

    /** Starts sending a draft or scheduled issue now; answers the number of recipients queued. */
    async sendNow(id: string): Promise<number> {
      const count = await db.transaction(async (tx) => {
        const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
        if (!issue) throw new DomainError("not_found", "That issue no longer exists");
        if (!EDITABLE.includes(issue.status)) throw new DomainError("conflict", "This issue has already started");
        return beginSending(tx, issue);
      });
      await refreshStatistics();
      onStarted();
      return count;
    },

    async schedule(id: string, at: Date) {
      if (!(at.getTime() > Date.now())) throw new DomainError("invalid", "Choose a time in the future");
      const [row] = await db
        .update(newsletterIssues)
        .set({ status: "scheduled", scheduledAt: at })
        .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, EDITABLE)))
        .returning();
      if (!row) throw new DomainError("conflict", "Only a draft or a scheduled issue can be scheduled");
      return row;
    },

    /** Starts every scheduled issue whose time has come; each in its own transaction. */
    async startDue(): Promise<number> {
      const due = await db
        .select({ id: newsletterIssues.id })
        .from(newsletterIssues)
        .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.scheduledAt, sql`now()`)));
      let started = 0;
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          // Another instance may have started it a moment ago: the row lock and the status decide.
          const [issue] = await tx
            .select()
            .from(newsletterIssues)
            .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "scheduled")))
            .for("update", { skipLocked: true });
          if (!issue) return;
          await beginSending(tx, issue);
          started += 1;
        });
      }
      if (started > 0) await refreshStatistics();
      return started;
    },

    async pause(id: string) {
      await transition(id, ["sending"], "paused", "Only a sending issue can be paused");
    },
    async resume(id: string) {
      await transition(id, ["paused"], "sending", "Only a paused issue can be resumed");
      onStarted();
    },
    /** Cancels an issue that has not started (a draft or a scheduled one). */
    async cancel(id: string) {
      await transition(id, EDITABLE, "cancelled", "Only an issue that has not started can be cancelled");
    },

    async setHidden(id: string, hidden: boolean) {
      await db.update(newsletterIssues).set({ hiddenFromArchive: hidden }).where(eq(newsletterIssues.id, id));
    },

    /** The exact e-mail, addressed to nobody: its unsubscribe links lead to a page that changes nothing. */
    async preview(id: string) {
      const issue = await withAlts(await find(id));
      return addressIssue(site, renderIssue(site, issue), {
        email: site.ownerEmail,
        subscriberId: "preview",
        unsubscribeToken: "preview",
      });
    },

    /** Queues the issue, marked as a test, to the admin's own address through the ordinary outbox. */
    async sendTest(id: string, to: string) {
      const issue = await withAlts(await find(id));
      const mail = addressIssue(site, renderIssue(site, issue), {
        email: to,
        subscriberId: `test-${Date.now()}`,
        unsubscribeToken: "test",
      });
      const queued: QueuedMail = {
        kind: "newsletter-test",
        to,
        // Marked in the issue's own language: "[Test] …", "[تجربة] …".
        subject: `[${createTranslator(issue.locale, CATALOGUE.mail[issue.locale])("issue.test")}] ${mail.subject}`,
        text: mail.text,
        html: mail.html,
        headers: { ...mail.headers, "Message-ID": `<${mail.messageId}>` },
      };
      await outbox.enqueue(db, queued);
      onQueued(queued);
    },

    async report(id: string): Promise<IssueReport> {
      const issue = await find(id);
      const counts = await db
        .select({ status: newsletterDeliveries.status, n: sql<number>`count(*)::int` })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, id))
        .groupBy(newsletterDeliveries.status);
      const by = Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number>;
      const [after] = issue.startedAt
        ? await db
            .select({ n: sql<number>`count(*)::int` })
            .from(newsletterDeliveries)
            .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
            .where(
              and(
                eq(newsletterDeliveries.issueId, id),
                sql`${newsletterSubscribers.unsubscribedAt} >= ${issue.startedAt}`,
              ),
            )
        : [{ n: 0 }];
      const [engaged] = await db
        .select({
          opens: sql<number>`count(${newsletterDeliveries.openedAt})::int`,
          clicks: sql<number>`count(${newsletterDeliveries.clickedAt})::int`,
          complained: sql<number>`count(${newsletterDeliveries.complainedAt})::int`,
        })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, id));
      const links = issue.trackClicks
        ? await db
            .select({ n: newsletterLinks.n, url: newsletterLinks.url, clicks: newsletterLinks.clicks })
            .from(newsletterLinks)
            .where(eq(newsletterLinks.issueId, id))
            .orderBy(asc(newsletterLinks.n))
        : [];
      return {
        complained: engaged?.complained ?? 0,
        opens: issue.trackOpens ? (engaged?.opens ?? 0) : null,
        clicks: issue.trackClicks ? (engaged?.clicks ?? 0) : null,
        links,
        recipients: issue.recipientCount,
        sent: by.sent ?? 0,
        pending: (by.pending ?? 0) + (by.sending ?? 0),
        failed: by.failed ?? 0,
        bounced: by.bounced ?? 0,
        skipped: by.skipped ?? 0,
        unknown: by.unknown ?? 0,
        unsubscribedAfter: after?.n ?? 0,
      };
    },

    /** Addresses that refused an issue for good or complained, newest first. */
    async bounced() {
      return db
        .select({
          email: newsletterSubscribers.email,
          bouncedAt:
            sql<Date>`coalesce(${newsletterSubscribers.complainedAt}, ${newsletterSubscribers.bouncedAt})`.mapWith(
              newsletterSubscribers.bouncedAt,
            ),
          complained: sql<boolean>`${newsletterSubscribers.complainedAt} is not null`,
          reason: newsletterSubscribers.bounceReason,
        })
        .from(newsletterSubscribers)
        .where(sql`${newsletterSubscribers.bouncedAt} is not null or ${newsletterSubscribers.complainedAt} is not null`)
        .orderBy(desc(sql`coalesce(${newsletterSubscribers.complainedAt}, ${newsletterSubscribers.bouncedAt})`))
        .limit(500);
    },

    /** Sent issues the public archive lists, newest first (the newest `limit`). */
    async archive(locale: Locale, limit = 200) {
      return db
        .select({
          id: newsletterIssues.id,
          subject: newsletterIssues.subject,
          preheader: newsletterIssues.preheader,
          startedAt: newsletterIssues.startedAt,
        })
        .from(newsletterIssues)
        .where(
          and(
            eq(newsletterIssues.locale, locale),
            eq(newsletterIssues.status, "sent"),
            eq(newsletterIssues.hiddenFromArchive, false),
          ),
        )
        .orderBy(desc(newsletterIssues.startedAt))
        .limit(limit);
    },

    /** The archive's RSS feed of a language: the newest 20 issues with their HTML. */
    async feed(locale: Locale) {
      const latest = await this.archive(locale, 20);
      const withHtml = await Promise.all(
        latest.map(async (issue) => ({ ...issue, html: (await this.archived(issue.id, locale))?.html ?? "" })),
      );
      return buildNewsletterFeed(site, withHtml, locale);
    },

    /** One archived issue as a web page: its body through the article renderer; null unless sent, shown and in `locale`. */
    async archived(id: string, locale: Locale) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [issue] = await db
        .select()
        .from(newsletterIssues)
        .where(
          and(
            eq(newsletterIssues.id, id),
            eq(newsletterIssues.locale, locale),
            eq(newsletterIssues.status, "sent"),
            eq(newsletterIssues.hiddenFromArchive, false),
          ),
        );
      if (!issue) return null;
      const { libraryAlts } = await withAlts(issue);
      return {
        id: issue.id,
        subject: issue.subject,
        startedAt: issue.startedAt,
        html: withLibraryAlts(renderMarkdown(issue.body).html, libraryAlts),
        imageUrl: absoluteUrl(site, issue.imageUrl),
        imageAlt: (issue.imageUrl && libraryAlts.get(issue.imageUrl)) || "",
        cta:
          issue.ctaLabel && absoluteUrl(site, issue.ctaUrl)
            ? { label: issue.ctaLabel, url: absoluteUrl(site, issue.ctaUrl)! }
            : null,
      };
    },
  };

  async function transition(id: string, from: NewsletterIssueStatus[], to: NewsletterIssueStatus, refusal: string) {
    const [row] = await db
      .update(newsletterIssues)
      .set({ status: to })
      .where(and(eq(newsletterIssues.id, id), inArray(newsletterIssues.status, from)))
      .returning({ id: newsletterIssues.id });
    if (!row) {
      await find(id);
      throw new DomainError("conflict", refusal);
    }
  }
}

export type NewsletterIssueService = ReturnType<typeof createNewsletterIssueService>;

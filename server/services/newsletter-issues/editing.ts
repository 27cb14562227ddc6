import { and, desc, eq, inArray } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import type { NewsletterIssueInput } from "#domain/schemas/newsletter-issue.ts";
import type { Db } from "#server/db/client.ts";
import { articles, newsletterIssues, newsletterSettings, newsletterWelcome } from "#server/db/schema.ts";
import { ownerNameIn } from "../emails.ts";
import { addressIssue, renderIssue } from "../newsletter-email.ts";
import { EDITABLE, findIssue, type IssueDeps, withAlts } from "./context.ts";

/**
 * Editing: the owner writes issues (one per language, twins linked), and the settings every issue is
 * sent with (the welcome mail, open and click tracking). Apart from sending because nothing here
 * reaches a subscriber: an issue is only text until it starts.
 */

export type WelcomeMail = { locale: Locale; enabled: boolean; subject: string; body: string; custom: boolean };

export type TrackingSettings = { trackOpens: boolean; trackClicks: boolean };

const READ_ARTICLE: Record<Locale, string> = { en: "Read the article", ar: "اقرأ المقال" };

export async function trackingSettings(
  deps: IssueDeps,
  executor: Pick<Db, "select"> = deps.db,
): Promise<TrackingSettings> {
  const [row] = await executor.select().from(newsletterSettings).where(eq(newsletterSettings.id, "owner"));
  return { trackOpens: row?.trackOpens ?? false, trackClicks: row?.trackClicks ?? false };
}

/** The welcome mail of a language: the owner's, or the site's default words until they write one. */
export async function welcome(
  deps: IssueDeps,
  locale: Locale,
  executor: Pick<Db, "select"> = deps.db,
): Promise<WelcomeMail> {
  const [row] = await executor.select().from(newsletterWelcome).where(eq(newsletterWelcome.locale, locale));
  if (row) return { locale, enabled: row.enabled, subject: row.subject, body: row.body, custom: true };
  const t = createTranslator(locale, CATALOGUE.mail[locale]);
  return {
    locale,
    enabled: true,
    subject: t("welcome.subject", { owner: ownerNameIn(deps.site, locale) }),
    body: t("welcome.body"),
    custom: false,
  };
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

export function editingMethods(deps: IssueDeps) {
  const { db, site, searchIndex } = deps;

  async function create(input: NewsletterIssueInput, options: { translationOf?: string; articleId?: string } = {}) {
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(newsletterIssues)
        .values({ ...values(input), articleId: options.articleId ?? null })
        .returning();
      if (options.translationOf) {
        const [twin] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, options.translationOf));
        if (!twin) throw new DomainError("not_found", "The issue to translate no longer exists");
        if (twin.locale === input.locale) throw new DomainError("invalid", "A twin is in the other language");
        if (twin.translationId) throw new DomainError("conflict", "That issue already has its other-language version");
        await tx.update(newsletterIssues).set({ translationId: twin.id }).where(eq(newsletterIssues.id, created!.id));
        await tx.update(newsletterIssues).set({ translationId: created!.id }).where(eq(newsletterIssues.id, twin.id));
        created!.translationId = twin.id;
      }
      await searchIndex?.issue(tx as unknown as Db, created!.id);
      return created!;
    });
  }

  return {
    welcome: (locale: Locale, executor?: Pick<Db, "select">) => welcome(deps, locale, executor),

    /** Open and click tracking for issues that start from now on: off until the owner turns them on. */
    trackingSettings: () => trackingSettings(deps),

    async saveTrackingSettings(settings: TrackingSettings) {
      await db
        .insert(newsletterSettings)
        .values({ id: "owner", ...settings })
        .onConflictDoUpdate({ target: newsletterSettings.id, set: { ...settings, updatedAt: new Date() } });
    },

    async saveWelcome(locale: Locale, input: { enabled: boolean; subject: string; body: string }) {
      await db
        .insert(newsletterWelcome)
        .values({ locale, ...input })
        .onConflictDoUpdate({ target: newsletterWelcome.locale, set: { ...input, updatedAt: new Date() } });
    },

    async list() {
      return db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt));
    },

    get: (id: string) => findIssue(deps, id),

    create,

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
      return create(
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
      const issue = await findIssue(deps, id);
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

    /** The exact e-mail, addressed to nobody: its unsubscribe links lead to a page that changes nothing. */
    async preview(id: string) {
      const issue = await withAlts(deps, await findIssue(deps, id));
      return addressIssue(site, renderIssue(site, issue), {
        email: site.ownerEmail,
        subscriberId: "preview",
        unsubscribeToken: "preview",
      });
    },
  };
}

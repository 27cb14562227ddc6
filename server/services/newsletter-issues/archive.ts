import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "#domain/i18n/locales.ts";
import { newsletterIssues } from "#server/db/schema.ts";
import { renderMarkdown } from "../markdown.ts";
import { absoluteUrl, withLibraryAlts } from "../newsletter-email.ts";
import { buildNewsletterFeed } from "../newsletter-feed.ts";
import { type IssueDeps, withAlts } from "./context.ts";

/**
 * The public archive: sent issues as web pages and an RSS feed per language, and the owner's switch
 * that hides one. Its own part because it is the only one visitors reach, and it shows an issue as a
 * page (through the article renderer), not as a mail.
 */
export function archiveMethods(deps: IssueDeps) {
  const { db, site } = deps;

  /** Sent issues the public archive lists, newest first (the newest `limit`). */
  async function archive(locale: Locale, limit = 200) {
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
  }

  /** One archived issue as a web page: its body through the article renderer; null unless sent, shown and in `locale`. */
  async function archived(id: string, locale: Locale) {
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
    const { libraryAlts } = await withAlts(deps, issue);
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
  }

  return {
    async setHidden(id: string, hidden: boolean) {
      await db.update(newsletterIssues).set({ hiddenFromArchive: hidden }).where(eq(newsletterIssues.id, id));
    },

    archive,

    /** The archive's RSS feed of a language: the newest 20 issues with their HTML. */
    async feed(locale: Locale) {
      const latest = await archive(locale, 20);
      const withHtml = await Promise.all(
        latest.map(async (issue) => ({ ...issue, html: (await archived(issue.id, locale))?.html ?? "" })),
      );
      return buildNewsletterFeed(site, withHtml, locale);
    },

    archived,
  };
}

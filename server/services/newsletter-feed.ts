import { Feed } from "feed";
import { localizedOwnerName } from "#content/localized.server.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localizePath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { NEWSLETTER_FEED_PATH, newsletterArchivePath, newsletterIssuePath } from "#domain/newsletter.ts";
import { escapeHtml } from "#server/lib/html.ts";

/**
 * The newsletter archive's RSS 2.0 feed of one language: sent issues the owner did not hide, with
 * their sanitised HTML. Titles and descriptions are plain text, escaped as the blog's feed does.
 */
export function buildNewsletterFeed(
  site: { siteUrl: string; ownerName: string },
  issues: readonly { id: string; subject: string; preheader: string; startedAt: Date | null; html: string }[],
  locale: Locale,
): string {
  const t = createTranslator(locale, CATALOGUE.blog[locale]);
  const archiveUrl = site.siteUrl + newsletterArchivePath(locale);
  // The channel speaks the feed's language, the owner's name included (عمر حداد in the Arabic one).
  const name = localizedOwnerName(site.ownerName, locale);
  const feed = new Feed({
    title: t("newsletter.feedTitle", { name }),
    description: t("newsletter.metaDescription", { name }),
    id: archiveUrl,
    link: archiveUrl,
    language: locale,
    copyright: `© ${new Date().getUTCFullYear()} ${name}`,
    generator: false,
    feedLinks: { rss: site.siteUrl + localizePath(NEWSLETTER_FEED_PATH, locale) },
    author: { name, link: site.siteUrl },
  });
  for (const issue of issues) {
    const link = site.siteUrl + newsletterIssuePath(issue.id, locale);
    feed.addItem({
      title: escapeHtml(issue.subject),
      id: link,
      link,
      description: escapeHtml(issue.preheader),
      content: issue.html,
      date: issue.startedAt ?? new Date(0),
    });
  }
  return feed.rss2();
}

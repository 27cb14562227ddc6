import { Feed } from "feed";
import { localizedAuthorName, localizedOwnerName } from "#content/localized.server.ts";
import { articlePath, BLOG_FEED_PATH, blogPath } from "#domain/blog.ts";
import { DEFAULT_OG_IMAGES } from "#domain/constants.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localizePath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { escapeHtml } from "#server/lib/html.ts";
import type { Article } from "./articles.ts";

/**
 * The blog's RSS 2.0 feed of one language (/blog/rss.xml English, /ar/blog/rss.xml Arabic): the
 * latest live articles in it with their full, sanitised HTML, and the channel's `<language>`.
 *
 * Feed readers treat an item's title and description as HTML (the `feed` package wraps both in
 * CDATA), but ours are plain text: they are escaped, so an excerpt that reads `<img onerror=…>`
 * shows as those characters instead of becoming markup; so is an item's category. The body (`html`) must be the article
 * service's render, i.e. the pages' sanitiser output.
 */
export const FEED_ITEM_LIMIT = 20;

export function buildBlogFeed(
  site: { siteUrl: string; ownerName: string },
  articles: readonly (Pick<
    Article,
    "title" | "slug" | "excerpt" | "category" | "authorName" | "publishedAt" | "updatedAt" | "featuredImage"
  > & { html: string })[],
  locale: Locale = "en",
): string {
  const t = createTranslator(locale, CATALOGUE.blog[locale]);
  // The channel speaks the feed's language, the owner's name included (عمر حداد in the Arabic one).
  const name = localizedOwnerName(site.ownerName, locale);
  const blogUrl = site.siteUrl + blogPath(locale);
  const updated = articles.reduce<Date | undefined>((latest, a) => {
    const at = new Date(a.updatedAt);
    return !latest || at > latest ? at : latest;
  }, undefined);
  const feed = new Feed({
    title: t("feed.title", { name }),
    description: t("feed.description", { name }),
    id: blogUrl,
    link: blogUrl,
    language: locale,
    favicon: `${site.siteUrl}/favicon.ico`,
    image: `${site.siteUrl}${DEFAULT_OG_IMAGES[locale]}`,
    copyright: `© ${new Date().getUTCFullYear()} ${name}`,
    updated,
    generator: false,
    feedLinks: { rss: site.siteUrl + localizePath(BLOG_FEED_PATH, locale) },
    author: { name, link: site.siteUrl },
  });
  for (const article of articles) {
    const link = site.siteUrl + articlePath(article.slug, locale);
    feed.addItem({
      title: escapeHtml(article.title),
      id: link,
      link,
      description: escapeHtml(article.excerpt),
      content: article.html,
      date: new Date(article.publishedAt ?? article.updatedAt),
      // Escaped as the title is, so readers read both alike. The package wraps a title in CDATA but
      // writes a category as XML text, escaping every `&` except one that already starts `&amp;`
      // (and so a category's own `&#106;` was read as "j"): the `&`s of the escaped text are made
      // `&amp;` here, which it leaves, and the XML then reads back as the same text as a title's CDATA.
      category: [{ name: escapeHtml(article.category).replaceAll("&", "&amp;") }],
      author: [{ name: localizedAuthorName(article.authorName, site.ownerName, locale) }],
      ...(article.featuredImage
        ? {
            image: article.featuredImage.startsWith("/") ? site.siteUrl + article.featuredImage : article.featuredImage,
          }
        : {}),
    });
  }
  return feed.rss2();
}

import { Feed } from "feed";
import { BLOG_FEED_PATH } from "#domain/blog.ts";
import { escapeHtml } from "#server/lib/html.ts";
import type { Article } from "./articles.ts";

/**
 * The blog's RSS 2.0 feed: the latest live articles with their full, sanitised HTML.
 *
 * Feed readers treat an item's title and description as HTML (the `feed` package wraps both in
 * CDATA), but ours are plain text: they are escaped, so an excerpt that reads `<img onerror=…>`
 * shows as those characters instead of becoming markup. The body (`html`) must be the article
 * service's render, i.e. the pages' sanitiser output.
 */
export const FEED_ITEM_LIMIT = 20;

export function buildBlogFeed(
  site: { siteUrl: string; ownerName: string },
  articles: readonly (Pick<
    Article,
    "title" | "slug" | "excerpt" | "category" | "authorName" | "publishedAt" | "updatedAt" | "featuredImage"
  > & { html: string })[],
): string {
  const updated = articles.reduce<Date | undefined>((latest, a) => {
    const at = new Date(a.updatedAt);
    return !latest || at > latest ? at : latest;
  }, undefined);
  const feed = new Feed({
    title: `${site.ownerName} | Blog`,
    description: `Articles by ${site.ownerName} on FinTech, EdTech, Islamic finance and product management.`,
    id: `${site.siteUrl}/blog`,
    link: `${site.siteUrl}/blog`,
    language: "en",
    favicon: `${site.siteUrl}/favicon.ico`,
    image: `${site.siteUrl}/og-default.png`,
    copyright: `© ${new Date().getUTCFullYear()} ${site.ownerName}`,
    updated,
    generator: false,
    feedLinks: { rss: `${site.siteUrl}${BLOG_FEED_PATH}` },
    author: { name: site.ownerName, link: site.siteUrl },
  });
  for (const article of articles) {
    const link = `${site.siteUrl}/blog/${article.slug}`;
    feed.addItem({
      title: escapeHtml(article.title),
      id: link,
      link,
      description: escapeHtml(article.excerpt),
      content: article.html,
      date: new Date(article.publishedAt ?? article.updatedAt),
      category: [{ name: article.category }],
      author: [{ name: article.authorName || site.ownerName }],
      ...(article.featuredImage
        ? {
            image: article.featuredImage.startsWith("/") ? site.siteUrl + article.featuredImage : article.featuredImage,
          }
        : {}),
    });
  }
  return feed.rss2();
}

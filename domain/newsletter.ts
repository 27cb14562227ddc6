import { type Locale, localizePath } from "./i18n/locales.ts";

/** The public newsletter archive's addresses (/newsletter, /ar/newsletter and their issues and feeds). */
export const newsletterArchivePath = (locale: Locale = "en") => localizePath("/newsletter", locale);
export const newsletterIssuePath = (id: string, locale: Locale = "en") =>
  localizePath(`/newsletter/issues/${id}`, locale);
export const NEWSLETTER_FEED_PATH = "/newsletter/rss.xml";
export const NEWSLETTER_ARCHIVE_PATH = "/newsletter";

/** The archive's feed as a `<link rel="alternate">` of a page's head (a React Router meta descriptor). */
export const newsletterFeedMeta = (locale: Locale, title: string) => ({
  tagName: "link" as const,
  rel: "alternate",
  type: "application/rss+xml",
  title,
  href: localizePath(NEWSLETTER_FEED_PATH, locale),
});

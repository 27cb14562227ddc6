import { type Locale, localizePath } from "./i18n/locales.ts";

/** The public newsletter archive's addresses (/newsletter, /ar/newsletter and their issues and feeds). */
export const newsletterArchivePath = (locale: Locale = "en") => localizePath("/newsletter", locale);
export const newsletterIssuePath = (id: string, locale: Locale = "en") =>
  localizePath(`/newsletter/issues/${id}`, locale);
export const NEWSLETTER_FEED_PATH = "/newsletter/rss.xml";

import { INTL_LOCALE, type Locale, localizePath } from "#domain/i18n/locales.ts";

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

/**
 * Long dates in UTC, so the server and every browser print the same day: "January 5, 2025" in
 * English (en-US, as before the Arabic edition), "5 يناير 2025" in Arabic. The formatters are made on
 * first use: this module loads with every page (the blog paths below), and building an Intl formatter
 * was the largest single piece of the landing page's start-up script.
 */
const longDates = new Map<string, Intl.DateTimeFormat>();
function formatWith(tag: string, iso: string) {
  let format = longDates.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, DATE_OPTIONS);
    longDates.set(tag, format);
  }
  return format.format(new Date(iso));
}

export function formatLongDate(iso: string, locale: Locale = "en") {
  return formatWith(locale === "en" ? "en-US" : INTL_LOCALE[locale], iso);
}

/** The Hijri date of the Umm al-Qura calendar (Saudi Arabia's civil calendar), in Arabic: "15 جمادى الآخرة 1448 هـ". */
export function formatHijriDate(iso: string) {
  return formatWith(`${INTL_LOCALE.ar}-ca-islamic-umalqura`, iso);
}

/** An article's address: English ones at /blog/{slug}, Arabic ones at /ar/blog/{slug}. */
export const articlePath = (slug: string, locale: Locale = "en") => localizePath(`/blog/${slug}`, locale);

/** The blog index of a language: /blog, /ar/blog. */
export const blogPath = (locale: Locale = "en") => localizePath("/blog", locale);

// The blog's feed is linked from every page, so it is defined with the constants every page loads
// (the root importing this module put its date formatting in the landing page's first JavaScript).
export { BLOG_FEED_PATH } from "./constants.ts";

/** Where the SPEC's "back links to /#blog" land: the landing page's blog section. */
export const BLOG_SECTION_ID = "blog";

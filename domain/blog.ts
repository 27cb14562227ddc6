/**
 * Long US dates ("January 5, 2025") in UTC, so the server and every browser print the same day. The
 * formatter is made on first use: this module loads with every page (the blog paths below), and
 * building an Intl formatter was the largest single piece of the landing page's start-up script.
 */
let longDate: Intl.DateTimeFormat | undefined;
export function formatLongDate(iso: string) {
  longDate ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return longDate.format(new Date(iso));
}

export const articlePath = (slug: string) => `/blog/${slug}`;

/** The blog's feed, linked from every page. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** Where the SPEC's "back links to /#blog" land: the landing page's blog section. */
export const BLOG_SECTION_ID = "blog";

export const ARTICLE_NOT_FOUND = {
  title: "Article Not Found",
  text: "The article you're looking for doesn't exist or has been removed.",
} as const;

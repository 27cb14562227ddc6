import { READ_TIME_WORDS_PER_MINUTE } from "#app/lib/constants.ts";

/** Long US dates ("January 5, 2025") in UTC, so the server and every browser print the same day. */
const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

/** SPEC §9: words divided by 200, rounded up (at least one minute). */
export const readTimeMinutes = (wordCount: number) => Math.max(1, Math.ceil(wordCount / READ_TIME_WORDS_PER_MINUTE));

export const articlePath = (slug: string) => `/blog/${slug}`;

/** The blog's feed, linked from every page. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** Where the SPEC's "back links to /#blog" land: the landing page's blog section. */
export const BLOG_SECTION_ID = "blog";

export const ARTICLE_NOT_FOUND = {
  title: "Article Not Found",
  text: "The article you're looking for doesn't exist or has been removed.",
} as const;

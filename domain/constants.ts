import type { Locale } from "./i18n/locales.ts";

/**
 * Business constants and limits, SPEC §9, named as the spec names them. Components import from here
 * instead of embedding numbers. Values marked "not a spec rule" are UI choices of our own.
 */

// Header and navigation
export const HEADER_SCROLL_THRESHOLD_PX = 20;
/** The blog's feed, linked from every page (its Arabic twin: /ar/blog/rss.xml). */
export const BLOG_FEED_PATH = "/blog/rss.xml";
export const HASH_SCROLL_DELAY_MS = 100;
export const SUBMENU_HOVER_DELAY_MS = 100;
/** Grace period before a hover-opened submenu closes once the pointer leaves it (not a spec rule). */
export const SUBMENU_CLOSE_DELAY_MS = 150;
export const SOLUTION_MODAL_SCROLL_DELAY_MS = 300;

// Tooltips and toasts. How long a toast stays is the former Radix default (not a product rule).
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

// Theme
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";
/** localStorage key holding the visitor's chosen theme. */
export const THEME_STORAGE_KEY = "theme";
/** `<meta name="theme-color">` per theme: the page background (--background in app.css), so the browser's bar matches it. */
export const THEME_COLORS: Record<Theme, string> = { light: "#ffffff", dark: "#0b1120" };

// Hero
export const TYPEWRITER_TYPING_MS_PER_CHAR = 100;
export const TYPEWRITER_DELETING_MS_PER_CHAR = 50;
export const TYPEWRITER_PAUSE_MS = 2000;
export const HERO_ENTRY_ANIMATION_MS = 1000;
export const HERO_TEXT_DELAY_MS = 500;
export const HERO_GRAPHIC_DELAY_MS = 700;

// Statistics counters
export const COUNTER_ANIMATION_MS = 2000;
export const COUNTER_STEPS = 60;
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

// Lists and clamping
export const TIMELINE_COLLAPSED_COUNT = 3;
export const NEWS_ITEM_LIMIT = 5;
export const ARTICLE_TITLE_CLAMP_LINES = 2;
export const DESCRIPTION_CLAMP_LINES = 3;

// Polling
export const ARTICLES_POLL_INTERVAL_MS = 60 * 60 * 1000;
export const STOCKS_POLL_INTERVAL_MS = 60_000;
export const STOCKS_STALE_MS = 30_000;
export const NEWS_POLL_INTERVAL_MS = 5 * 60 * 1000;
export const NEWS_STALE_MS = 60_000;
export const CRYPTO_POLL_INTERVAL_MS = 60_000;
export const CRYPTO_RETRIES = 3;
export const CRYPTO_RETRY_DELAY_MS = 1000;
export const CURRENCY_RATES_POLL_INTERVAL_MS = 300_000;
/**
 * Gold and silver prices for the zakat calculator: fresh for 8 hours. Zakat is reckoned once a year,
 * and metals.dev's free plan allows 100 requests a month (3 a day is 93).
 */
export const METAL_PRICES_REFRESH_MS = 8 * 60 * 60 * 1000;

// Content defaults
export const TESTIMONIAL_RATING_MIN = 1;
export const TESTIMONIAL_RATING_MAX = 5;
export const TESTIMONIAL_RATING_DEFAULT = 5;
export const TESTIMONIAL_ORDER_DEFAULT = 0;
export const ARTICLE_VIEWS_DEFAULT = 0;
export const READ_TIME_WORDS_PER_MINUTE = 200;
/** "This month" counts cover the last one month from now. */
export const THIS_MONTH_WINDOW_MONTHS = 1;
export const COPY_LINK_CONFIRMATION_MS = 2000;

// Crypto tracker
export const CRYPTO_SKELETON_ROWS = 10;
export const CRYPTO_SMALL_PRICE_FRACTION_DIGITS = 6;
export const CRYPTO_PRICE_FRACTION_DIGITS = 2;

// Website scanner
export const SCANNER_GOOD_LOAD_TIME_MS = 3000;

/**
 * The site's default Open Graph image per language (scripts/make-images.ts draws both): pages without
 * an image of their own, the Arabic articles (the article drawing cannot join Arabic letters) and the
 * feeds use it.
 */
export const DEFAULT_OG_IMAGES = { en: "/og-default.png", ar: "/og-default-ar.png" } as const satisfies Record<
  Locale,
  string
>;

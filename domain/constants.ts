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

// Currency converter
export const CURRENCY_DEFAULT_AMOUNT = 100;
export const CURRENCY_DEFAULT_FROM = "USD";
export const CURRENCY_DEFAULT_TO = "EUR";
export const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "AED", "SAR", "PKR", "INR", "CNY", "CAD"] as const;
export const CURRENCY_RATE_DECIMALS = 4;
export const CURRENCY_RESULT_DECIMALS = 2;
/** The amount to convert: nothing negative, nothing past a trillion (our own bounds). */
export const CURRENCY_AMOUNT = { min: 0, max: 1_000_000_000_000 } as const;

// Unit converter
export const LENGTH_UNITS_PER_METER = {
  meter: 1,
  kilometer: 0.001,
  centimeter: 100,
  millimeter: 1000,
  mile: 0.000621371,
  yard: 1.09361,
  foot: 3.28084,
  inch: 39.3701,
} as const;
export const WEIGHT_UNITS_PER_KILOGRAM = {
  kilogram: 1,
  gram: 1000,
  milligram: 1e6,
  ton: 0.001,
  pound: 2.20462,
  ounce: 35.274,
} as const;
export const UNIT_RESULT_DECIMALS = 4;
/** A length or weight to convert: not negative, at most a billion of any unit (our own bounds). */
export const UNIT_VALUE = { min: 0, max: 1_000_000_000 } as const;
export const UNIT_DEFAULTS = {
  length: { value: 1, from: "meter", to: "foot" },
  weight: { value: 1, from: "kilogram", to: "pound" },
} as const;

// Website scanner
export const SCANNER_GOOD_LOAD_TIME_MS = 3000;

// Loan calculator
export const LOAN_AMOUNT = { min: 10_000, max: 1_000_000, step: 5_000, default: 100_000 } as const;
export const LOAN_RATE_PERCENT = { min: 1, max: 15, step: 0.1, default: 5 } as const;
export const LOAN_TERM_YEARS = { min: 1, max: 30, step: 1, default: 30 } as const;

// Islamic BNPL calculator (AED)
export const BNPL_PRICE_DEFAULT = 1000;
/**
 * Typed amounts in AED (our own bounds): no less than the detailed Murabaha calculator accepts (a price
 * of 0 finances nothing, yet showed "APR 0 %"), and no more than such a product finances.
 */
export const BNPL_PRICE = { min: 100, max: 100_000 } as const;
export const BNPL_INSTALLMENTS = { min: 3, max: 12, default: 3 } as const;
export const BNPL_MARKUP_PERCENT = { min: 5, max: 20, default: 10 } as const;

// Home finance calculator (AED)
export const HOME_FINANCE_PRICE_DEFAULT = 500_000;
/** The detailed home-finance calculator's bounds: a price of 0 finances nothing. */
export const HOME_FINANCE_PRICE = { min: 10_000, max: 100_000_000 } as const;
/** From the lowest down payment the UAE Central Bank allows (a UAE national's first home, 15 %). */
export const HOME_FINANCE_DOWN_PAYMENT_PERCENT = { min: 15, max: 50, step: 5, default: 20 } as const;
export const HOME_FINANCE_TENURE_YEARS = { min: 5, max: 25, step: 5, default: 20 } as const;
export const HOME_FINANCE_PROFIT_RATE_PERCENT = { min: 4, max: 12, step: 0.5, default: 7 } as const;

// Advance-salary journey
export const ADVANCE_SALARY_CAP_PERCENT = 50;
export const ADVANCE_SALARY_MONTHLY = { min: 0, max: 1_000_000 } as const;

/**
 * The site's default Open Graph image per language (scripts/make-images.ts draws both): pages without
 * an image of their own, the Arabic articles (the article drawing cannot join Arabic letters) and the
 * feeds use it.
 */
export const DEFAULT_OG_IMAGES = { en: "/og-default.png", ar: "/og-default-ar.png" } as const satisfies Record<
  Locale,
  string
>;

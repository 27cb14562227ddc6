import { z } from "zod";
import { profile } from "#content/profile.ts";
import { parseSecretKey } from "#server/lib/secret-box.ts";

/** Environment variables that configure the server. `.env.example` documents each one. */
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** A comma-separated list of http(s) URLs. */
const urlList = z
  .string()
  .transform((list) =>
    list
      .split(",")
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** Keyless news: public RSS feeds, used unless a NewsAPI or GNews key is configured. */
const DEFAULT_NEWS_FEEDS = {
  business: ["https://feeds.bbci.co.uk/news/business/rss.xml", "https://www.theguardian.com/uk/business/rss"],
  technology: ["https://feeds.bbci.co.uk/news/technology/rss.xml", "https://feeds.arstechnica.com/arstechnica/index"],
};

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  OWNER_NAME: z.string().trim().min(1).default(profile.name),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  PGLITE_DIR: z.string().min(1).default("./data/pglite"),
  /**
   * Server processes (node:cluster workers) with PostgreSQL in production; default: the number of
   * cores. They share nothing but the database. With PGlite (one process per data folder) and in
   * development there is always one (decision 027).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Limits count characters, not bytes: the largest valid career inquiry (a 5,000-character message,
   * three 2,048-character addresses…) in three-byte characters, percent-encoded by a form without
   * JavaScript, is ~100 KB (server/http/leads-i18n.test.ts checks it fits).
   */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(128 * 1024),
  /**
   * The limit for saving an article (the admin's editor and the article API): 50,000 characters of
   * Arabic are ~100 KB of UTF-8 before the other fields and JSON; the rest keep BODY_LIMIT_BYTES.
   */
  ARTICLE_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(512 * 1024),
  /**
   * The largest image the media library takes (decision 030). An upload's body may be this plus a
   * little for the form's other fields, and only a signed-in admin's upload gets that much room.
   */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /**
   * An S3-compatible bucket for the media library's image bytes, path-style with the access keys in
   * it (percent-encoded): https://ACCESS_KEY:SECRET@s3.eu-central-1.amazonaws.com/my-bucket. Unset:
   * the bytes live in the database (decision 030).
   */
  MEDIA_BUCKET_URL: z
    .url({ protocol: /^https?$/ })
    .refine((text) => {
      const url = new URL(text);
      return Boolean(url.username && url.password && /^\/[^/]+\/?$/.test(url.pathname));
    }, "must be https://ACCESS_KEY:SECRET@endpoint/bucket")
    .optional(),
  /** The bucket's region for request signing ("auto" for Cloudflare R2). */
  MEDIA_BUCKET_REGION: z.string().min(1).default("us-east-1"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Counts page views for Admin → Insights (issue #44); false turns counting off (the benchmark's comparison). */
  ANALYTICS: bool.default(true),
  /** How often counted views are written, in ms: what a SIGKILL can lose at most. */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Days raw page views are kept; older ones are deleted once rolled up into daily totals. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(2).max(3660).default(30),
  TRUST_PROXY: bool.default(false),
  /** Public POSTs (forms, tracking) allowed per client IP in each window. */
  RATE_LIMIT_PUBLIC_POSTS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Accepted submissions of each lead form (contact, newsletter, career, booking) per client IP and
   * window, each form its own bucket; refused ones count toward RATE_LIMIT_INVALID_FORM_POSTS instead.
   */
  RATE_LIMIT_FORM_POSTS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_FORM_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Refused lead-form submissions (typos, scripts) per client IP and form window: a looser cap. */
  RATE_LIMIT_INVALID_FORM_POSTS: z.coerce.number().int().min(1).default(30),
  /** Article view beacons and download counts per client IP and public window: their own bucket. */
  RATE_LIMIT_BEACON_POSTS: z.coerce.number().int().min(1).default(120),
  /**
   * Token links (newsletter confirm and unsubscribe, the admin's one-time sign-in link) per client
   * IP: their own tier, so a visitor who mistyped a form cannot be kept from confirming. The token
   * itself is the gate (unguessable); this only caps the load one client can cause.
   */
  RATE_LIMIT_LINK_POSTS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LINK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),

  /** Comma-separated e-mail addresses whose verified sign-in makes them admins. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).default(7),
  /** The OpenID Connect identity provider admins sign in with (any issuer with discovery works). */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default("https://accounts.google.com"),
  /** The client registered at the identity provider; unset: sign-in through it is unavailable. */
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  /** The client's secret; unset: a public client (PKCE only). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Tests only: lets the client talk to an http:// issuer. Refused in production unless the issuer
   * is on this machine (a loopback address), where no network sits between the two.
   */
  OIDC_ALLOW_INSECURE: bool.default(false),

  /** Outgoing mail, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. Unset: mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Where lead notifications go (defaults to the profile's e-mail). */
  OWNER_EMAIL: z.email().default(profile.email),
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  /** Shortest gap between two confirmation e-mails to one address. */
  NEWSLETTER_RESEND_MINUTES: z.coerce.number().int().min(0).default(10),
  NEWSLETTER_CONFIRM_DAYS: z.coerce.number().int().min(1).default(7),
  /** Newsletter mails sent per minute at most, per server process (shared SMTP services throttle). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().min(1).max(60_000).default(60),
  /** How long a newsletter send may take before it counts as interrupted (never resent). */
  NEWSLETTER_CLAIM_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * The shared secret of the newsletter's bounce and complaint endpoint (POST /api/newsletter/feedback,
   * `Authorization: Bearer …`). Unset: the endpoint does not exist (decision 032).
   */
  NEWSLETTER_FEEDBACK_SECRET: z.string().min(24, "must be at least 24 characters").optional(),
  /** The owner's postal address or city, shown in every newsletter's footer. */
  NEWSLETTER_POSTAL_ADDRESS: z.string().trim().min(2).max(300).default(profile.location),
  /** The video-call address every booked consultation uses (in the invitation); unset: sent separately. */
  BOOKING_MEETING_URL: z.url({ protocol: /^https?$/ }).optional(),

  /** How long an anonymous page render is served from memory (0: no page cache). Default: 5000 in production, else 0. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** How long shared caches keep an anonymous page, in seconds: Cache-Control's `s-maxage`, CDN-Cache-Control's `max-age`. */
  PAGE_CACHE_SHARED_MAX_AGE: z.coerce.number().int().min(0).default(30),
  /** CDN-Cache-Control's `stale-while-revalidate` on anonymous pages, in seconds (never in Cache-Control: browsers apply it). */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Page renders (loaders + React) running at once; the rest wait their turn. Default: one more than
   * the render threads (at least 2), so a thread always has the next page's data ready: more at once
   * adds no throughput, only memory (every render in flight holds its data and markup).
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * Threads that run React's render of a page, apart from the thread that answers requests (decision
   * 034); 0 renders on the request thread. Default in production: the cores left over by the server
   * processes (at least 1); in development 0.
   */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /**
   * Page renders that may wait for a slot; a miss beyond them is answered at once with the page's
   * stale copy, or 503 and Retry-After (decision 027): the thread that renders also answers every
   * cache hit, so an unbounded queue of misses would hold everyone behind it.
   */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(8),
  /** Bearer token for GET /metrics (Prometheus); unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Live data (SPEC §2/§7 widgets). Base URLs are configurable so tests point them at a local fake.
  /** Longest wait for any third-party provider before the cached value (or the empty state) is served. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  COINGECKO_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.coingecko.com"),
  /** Optional CoinGecko demo key (sent as x-cg-demo-api-key); keyless works at a lower rate. */
  COINGECKO_API_KEY: z.string().trim().min(1).optional(),
  EXCHANGE_RATE_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://open.er-api.com"),
  /** rss (default, keyless), newsapi, gnews or off (no news card data); unset: the first provider whose key is set, else rss. */
  NEWS_PROVIDER: z.enum(["rss", "newsapi", "gnews", "off"]).optional(),
  NEWS_FEEDS_BUSINESS: urlList.default(DEFAULT_NEWS_FEEDS.business),
  NEWS_FEEDS_TECHNOLOGY: urlList.default(DEFAULT_NEWS_FEEDS.technology),
  NEWSAPI_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://newsapi.org"),
  NEWSAPI_KEY: z.string().trim().min(1).optional(),
  GNEWS_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://gnews.io"),
  GNEWS_API_KEY: z.string().trim().min(1).optional(),
  /** finnhub or alphavantage; unset: the first whose key is set; no key: the snapshot stays empty. */
  STOCKS_PROVIDER: z.enum(["finnhub", "alphavantage"]).optional(),
  STOCK_SYMBOLS: z
    .string()
    .default("AAPL,MSFT,GOOGL,AMZN,NVDA,TSLA,META,JPM")
    .transform((list) => [
      ...new Set(
        list
          .split(",")
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(/^[A-Z0-9.:^-]{1,20}$/, "a ticker like AAPL")).max(20)),
  FINNHUB_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://finnhub.io"),
  FINNHUB_API_KEY: z.string().trim().min(1).optional(),
  ALPHA_VANTAGE_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://www.alphavantage.co"),
  ALPHA_VANTAGE_API_KEY: z.string().trim().min(1).optional(),
  /** Gold and silver prices for the zakat calculator; no key: the visitor enters them (the default). */
  METALS_DEV_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.metals.dev"),
  METALS_DEV_API_KEY: z.string().trim().min(1).optional(),
  /** RSS/Atom feeds of the owner's articles (LinkedIn has none), merged with links added in the admin area. */
  NETWORK_FEED_URLS: urlList.default([]),
  /** Where "all articles on the network" leads; default: the profile's LinkedIn link. */
  NETWORK_ARTICLES_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Website scans allowed per client IP in each window (on top of the public-POST tier). */
  RATE_LIMIT_SCANS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SCAN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Tests only: lets the website scanner fetch loopback and private addresses on any port. Off, it
   * refuses everything but public unicast addresses on ports 80, 443, 8080 and 8443 (SSRF defence).
   */
  SCANNER_ALLOW_PRIVATE: bool.default(false),
  /**
   * The key that encrypts connected calendars' addresses and passwords at rest (AES-256-GCM): 32
   * bytes as base64 or hex (`openssl rand -base64 32`). Without it, calendars cannot be connected.
   */
  CALENDAR_SECRET_KEY: z
    .string()
    .trim()
    .refine((value) => parseSecretKey(value) !== null, "must be 32 bytes as base64 or hex (openssl rand -base64 32)")
    .optional(),
  /** How often connected calendars are read again in the background. */
  CALENDAR_REFRESH_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** A calendar whose last good read is older than this is stale: the owner is told, and their choice applies. */
  CALENDAR_STALE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  /** Tests only: lets connected calendars be read from loopback and private addresses (as SCANNER_ALLOW_PRIVATE). */
  CALENDAR_ALLOW_PRIVATE: bool.default(false),
});

export type Config = Omit<z.infer<typeof envSchema>, "MAIL_FROM" | "PAGE_CACHE_TTL_MS"> & {
  MAIL_FROM: string;
  PAGE_CACHE_TTL_MS: number;
  isProduction: boolean;
  isDevelopment: boolean;
};

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/** Parses the environment; an empty variable counts as unset, as in most .env tooling. */
/** Every variable the server reads (the README's configuration table documents each). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`));
  }
  const config = result.data;
  if (config.OIDC_ISSUER.startsWith("http:") && !config.OIDC_ALLOW_INSECURE) {
    throw new ConfigError(["OIDC_ISSUER: must be an https:// URL (http:// only in tests, with OIDC_ALLOW_INSECURE)"]);
  }
  if (config.OIDC_ALLOW_INSECURE && config.NODE_ENV === "production" && !isLoopback(config.OIDC_ISSUER)) {
    throw new ConfigError([
      "OIDC_ALLOW_INSECURE: is for tests against a local identity provider; in production it is only allowed for a loopback issuer",
    ]);
  }
  const siteUrl = config.SITE_URL.replace(/\/+$/, "");
  return {
    ...config,
    SITE_URL: siteUrl,
    MAIL_FROM: config.MAIL_FROM ?? `${config.OWNER_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
    // Development wants every edit visible at once; tests opt in where they test the cache.
    PAGE_CACHE_TTL_MS: config.PAGE_CACHE_TTL_MS ?? (config.NODE_ENV === "production" ? 5_000 : 0),
    isProduction: config.NODE_ENV === "production",
    isDevelopment: config.NODE_ENV === "development",
  };
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

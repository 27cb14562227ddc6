import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CameFrom } from "#domain/analytics.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { MediaFallback, MediaFormat, MediaUploadType } from "#domain/media.ts";

/** Entities of SPEC §3, plus sessions, one-time sign-in links and resume-download tracking. Columns are snake_case in SQL. */

const id = () => uuid("id").primaryKey().defaultRandom();
const timeNow = (name: string) => timestamp(name, { withTimezone: true, mode: "date" }).notNull().defaultNow();
const createdAt = () => timeNow("created_at");
const updatedAt = () => timeNow("updated_at").$onUpdate(() => new Date());
const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  /** Whether the identity provider vouched for the address; unverified addresses are never admins. */
  emailVerified: boolean("email_verified").notNull().default(false),
  name: text("name").notNull(),
  picture: text("picture"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 of the cookie's random token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timeNow("last_seen_at"),
    expiresAt: optionalTime("expires_at").notNull(),
    revokedAt: optionalTime("revoked_at"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * One-time sign-in links printed by `npm run admin:link`: the SHA-256 of a random token, short-lived
 * and single use (`usedAt` is set by the one UPDATE that consumes it).
 */
export const loginTokens = pgTable(
  "login_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: optionalTime("expires_at").notNull(),
    usedAt: optionalTime("used_at"),
  },
  (t) => [index("login_tokens_user_id_idx").on(t.userId), index("login_tokens_expires_at_idx").on(t.expiresAt)],
);

export const articles = pgTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    featuredImage: text("featured_image"),
    published: boolean("published").notNull().default(false),
    publishedAt: optionalTime("published_at"),
    readTime: integer("read_time").notNull().default(5),
    views: integer("views").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    ogImage: text("og_image"),
    /** The article's language: "en" is listed at /blog, "ar" at /ar/blog (articles before it were English). */
    locale: text("locale").$type<"en" | "ar">().notNull().default("en"),
    /**
     * The same article in the other language. Both rows of a pair point at each other (the article
     * service keeps them in step); deleting one clears the other's link.
     */
    translationId: uuid("translation_id").references((): AnyPgColumn => articles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("articles_published_idx").on(t.published, t.publishedAt),
    index("articles_locale_published_idx").on(t.locale, t.published, t.publishedAt),
    uniqueIndex("articles_translation_id_unique").on(t.translationId),
    check("articles_read_time_min", sql`${t.readTime} >= 1`),
    check("articles_views_min", sql`${t.views} >= 0`),
    check("articles_locale_known", sql`${t.locale} in ('en', 'ar')`),
    check("articles_translation_not_self", sql`${t.translationId} <> ${t.id}`),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    company: text("company").notNull(),
    content: text("content").notNull(),
    rating: integer("rating").notNull().default(5),
    image: text("image"),
    featured: boolean("featured").notNull().default(false),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("testimonials_rating_range", sql`${t.rating} between 1 and 5`),
    index("testimonials_featured_order_idx").on(t.featured, t.order),
  ],
);

/**
 * A subscriber is pending until the confirmation link is used (`confirmedAt` set); only confirmed,
 * subscribed rows receive newsletters. `subscribed = false` with `unsubscribedAt` means Unsubscribed.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    name: text("name"),
    subscribed: boolean("subscribed").notNull().default(true),
    subscribedAt: timeNow("subscribed_at"),
    unsubscribedAt: optionalTime("unsubscribed_at"),
    confirmedAt: optionalTime("confirmed_at"),
    /** SHA-256 of the pending confirmation token; the token itself only travels in the e-mail. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmSentAt: optionalTime("confirm_sent_at"),
    /**
     * The capability in every e-mail's unsubscribe link. Stored as is (not hashed) because each
     * newsletter must carry it again; its worst misuse is unsubscribing someone.
     */
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** The language they signed up in: their confirmation e-mail, newsletters and links are in it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /**
     * Set when the subscriber's mail server refused an issue for good (a 5xx answer at send time):
     * no newsletter goes to the address again. The refusal is kept in `bounceReason`.
     */
    bouncedAt: optionalTime("bounced_at"),
    bounceReason: text("bounce_reason"),
    /**
     * Set when the subscriber marked a newsletter as spam (a complaint feedback report or the SMTP
     * provider's webhook, decision 032). Such a subscriber is also unsubscribed.
     */
    complainedAt: optionalTime("complained_at"),
    /** The visit it came from (issue #44): null when no visit was counted (a GPC browser, or before analytics). */
    cameFrom: jsonb("came_from").$type<CameFrom>(),
  },
  (t) => [
    index("newsletter_subscribers_status_idx").on(t.subscribed, t.confirmedAt),
    check("newsletter_subscribers_locale", sql`${t.locale} in ('en', 'ar')`),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
  /** Set when the owner marks the message as dealt with in the admin area. */
  handledAt: optionalTime("handled_at"),
  /** The visit it came from (issue #44): null when no visit was counted (a GPC browser, or before analytics). */
  cameFrom: jsonb("came_from").$type<CameFrom>(),
});

export const inquiryTypes = ["freelance", "collaboration", "fulltime", "consulting", "other"] as const;

export const careerInquiries = pgTable(
  "career_inquiries",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    inquiryType: text("inquiry_type", { enum: inquiryTypes }).notNull(),
    message: text("message").notNull(),
    resumeUrl: text("resume_url"),
    linkedinUrl: text("linkedin_url"),
    portfolioUrl: text("portfolio_url"),
    createdAt: createdAt(),
    /** Set when the owner marks the inquiry as dealt with in the admin area. */
    handledAt: optionalTime("handled_at"),
    /** The visit it came from (issue #44): null when no visit was counted (a GPC browser, or before analytics). */
    cameFrom: jsonb("came_from").$type<CameFrom>(),
  },
  (t) => [
    check(
      "career_inquiries_type_valid",
      sql`${t.inquiryType} in ('freelance', 'collaboration', 'fulltime', 'consulting', 'other')`,
    ),
  ],
);

export const downloadTypes = ["resume"] as const;

/** One row per tracked download (SPEC §7 POST /api/track-download). */
export const downloads = pgTable(
  "downloads",
  {
    id: id(),
    type: text("type", { enum: downloadTypes }).notNull(),
    /** The time the browser reported; `createdAt` is when the server stored it. */
    requestedAt: optionalTime("requested_at").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("downloads_type_created_idx").on(t.type, t.createdAt)],
);

/**
 * The sliding-window log of allowed requests per client and tier (server/services/rate-limit.ts):
 * `window_start` is the moment of the request, `count` the requests allowed in that millisecond.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: optionalTime("window_start").notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

/**
 * `unknown`: the connection failed after the whole message went out and before the server confirmed
 * it; it may have arrived, so it is not sent again (no database constraint lists the statuses).
 */
export const outboxStatuses = ["pending", "sending", "sent", "failed", "unknown"] as const;

/**
 * Mail waiting to be sent. A lead and its mail are written in one transaction; a worker in any
 * server process claims rows with `FOR UPDATE SKIP LOCKED`, so each mail is sent once.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timeNow("next_attempt_at"),
    /** While `sending`, the claim expires at this time (a crashed sender's rows are retried). */
    lockedUntil: optionalTime("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: optionalTime("sent_at"),
    /** A calendar invitation sent as a text/calendar part and an .ics attachment (RFC 5545 text). */
    icalEvent: jsonb("ical_event").$type<{ method: string; content: string }>(),
    /**
     * What the mail belongs to, so it can be withdrawn before it is sent: a booking's reminders
     * (`booking-reminder:<id>`) are queued for 24 hours before the meeting and dropped when it moves.
     */
    ref: text("ref"),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt), index("outbox_ref_idx").on(t.ref)],
);

/**
 * Links to the owner's articles on other networks (LinkedIn has no feed), added by hand in the admin
 * area and merged with the configured RSS/Atom feeds in GET /api/linkedin-articles.
 */
export const networkLinks = pgTable(
  "network_links",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    link: text("link").notNull(),
    category: text("category"),
    publishedAt: optionalTime("published_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("network_links_published_idx").on(t.publishedAt)],
);

/**
 * Shared cache of upstream (third-party) responses, so several server processes make one upstream
 * call per key and serve the last good value when a provider fails. An in-process layer sits in front.
 */
export const upstreamCache = pgTable("upstream_cache", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>(),
  /** When `value` was fetched from the provider (the "as of" time shown to visitors). */
  fetchedAt: optionalTime("fetched_at"),
  /** Until this time `value` is fresh; afterwards it is served stale while one process refreshes it. */
  freshUntil: optionalTime("fresh_until"),
  /** Consecutive failures; with `retryAfter` it is the circuit breaker's state. */
  failures: integer("failures").notNull().default(0),
  retryAfter: optionalTime("retry_after"),
  lastError: text("last_error"),
  updatedAt: updatedAt(),
});

/**
 * One row per content scope ("pages", ...) whose version bumps whenever the admin changes content, so
 * every server process can drop its page micro-cache (checked cheaply, or pushed with LISTEN/NOTIFY).
 */
export const contentVersions = pgTable("content_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(0),
  updatedAt: updatedAt(),
});

/** The PostgreSQL channel every instance listens on for content_versions bumps; the payload is the scope. */
export const CONTENT_VERSION_CHANNEL = "content_versions";

/**
 * The first answer to each lead POST that carried an `Idempotency-Key` header, so a retry (the
 * connection dropped before the answer arrived) gets that answer instead of storing the lead twice.
 * Keyed by the route and the SHA-256 of the client's key; `requestHash` is the body's hash, so a key
 * only replays for the same request. The row is written in the lead's transaction; expired rows are
 * free to reuse and swept now and then (server/services/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    keyHash: text("key_hash").notNull(),
    requestHash: text("request_hash").notNull(),
    /** The answer, set in the same transaction that claimed the key. */
    status: integer("status"),
    body: jsonb("body").$type<unknown>(),
    createdAt: createdAt(),
    expiresAt: optionalTime("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.keyHash] }), index("idempotency_keys_expires_at_idx").on(t.expiresAt)],
);

export const bookingStatuses = ["confirmed", "cancelled"] as const;

/**
 * A consultation booked on /book: a lead with a time. The manage link's token is kept only as its
 * SHA-256. `sequence` is the invitation's RFC 5545 SEQUENCE, raised by every reschedule or cancel.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    typeId: text("type_id").notNull(),
    startsAt: optionalTime("starts_at").notNull(),
    endsAt: optionalTime("ends_at").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    topic: text("topic").notNull(),
    /** The visitor's IANA zone, for the times in their e-mails. */
    timeZone: text("time_zone").notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("confirmed"),
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: optionalTime("cancelled_at"),
    /** Who cancelled ("visitor" or "owner") and the owner's message, if any. */
    cancelledBy: text("cancelled_by"),
    cancelMessage: text("cancel_message"),
    /** The language they booked in (/ar/book: "ar"): their e-mails, invitation and manage link are in it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /** Answers to the type's questions, each with the question as the visitor read it. */
    answers: jsonb("answers").$type<{ id: string; label: string; answer: string }[]>().notNull().default([]),
    /** The visit it came from (issue #44): null when no visit was counted (a GPC browser, or before analytics). */
    cameFrom: jsonb("came_from").$type<CameFrom>(),
  },
  (t) => [
    index("bookings_starts_at_idx").on(t.startsAt),
    index("bookings_created_at_idx").on(t.createdAt),
    check("bookings_status_valid", sql`${t.status} in ('confirmed', 'cancelled')`),
    check("bookings_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("bookings_locale", sql`${t.locale} in ('en', 'ar')`),
  ],
);

/**
 * The owner's time a confirmed booking holds, as 15-minute cells from its start to its end plus the
 * buffer (domain/booking/slots.ts `cellsOf`). The primary key is what makes a double booking
 * impossible: two bookings that overlap share a cell, and the second insert fails, on PostgreSQL and
 * PGlite alike, however the requests interleave. A cancelled or moved booking's cells are deleted.
 */
export const bookingCells = pgTable(
  "booking_cells",
  {
    cell: optionalTime("cell").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [index("booking_cells_booking_idx").on(t.bookingId)],
);

/** Days the owner blocked in the admin area (leave, travel): inclusive dates on the owner's clock. */
export const bookingBlocks = pgTable(
  "booking_blocks",
  {
    id: id(),
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [check("booking_blocks_range", sql`${t.fromDate} <= ${t.toDate}`)],
);

/**
 * The owner's private calendar feed (`/api/booking/feed/<token>.ics`): at most one live token, kept
 * as its SHA-256; revoking deletes the row, and a new token replaces the old one.
 */
export const bookingFeedTokens = pgTable("booking_feed_tokens", {
  id: text("id").primaryKey().default("owner"),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

export const calendarKinds = ["ics", "caldav"] as const;

/**
 * A calendar the owner connected in the Bookings tab: its busy times block slots; a CalDAV one may
 * also receive the bookings. `secret` is AES-256-GCM ciphertext (CALENDAR_SECRET_KEY) of the address
 * and, for CalDAV, the user name and password: never shown again. `blocks` is the last good read,
 * expanded ([start, end] in ms), so a restart or a failing read still has it.
 */
export const bookingCalendars = pgTable(
  "booking_calendars",
  {
    id: id(),
    kind: text("kind", { enum: calendarKinds }).notNull(),
    label: text("label").notNull(),
    secret: text("secret").notNull(),
    /** What the admin shows of the address: its host. */
    hint: text("hint").notNull(),
    /** CalDAV: the account's calendars (collection URLs), each read for busy times or not. */
    calendars: jsonb("calendars").$type<{ url: string; name: string; read: boolean }[]>().notNull().default([]),
    /** CalDAV: the calendar confirmed bookings are written to (and moved and deleted in), if any. */
    writeUrl: text("write_url"),
    /** After the stale-read limit: keep offering times from the last good read ("offer") or offer none ("stop"). */
    whenStale: text("when_stale", { enum: ["offer", "stop"] })
      .notNull()
      .default("offer"),
    blocks: jsonb("blocks").$type<[number, number][]>().notNull().default([]),
    lastAttemptAt: optionalTime("last_attempt_at"),
    lastGoodAt: optionalTime("last_good_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [check("booking_calendars_kind", sql`${t.kind} in ('ics', 'caldav')`)],
);

export const newsletterIssueStatuses = ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] as const;
export type NewsletterIssueStatus = (typeof newsletterIssueStatuses)[number];

/**
 * A newsletter the owner writes in one language, sent to the confirmed subscribers of that language
 * (server/services/newsletter-issues.ts, decision 028). Its English and Arabic versions point at each
 * other like articles do. Only a draft or a scheduled issue can still be edited.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: id(),
    locale: text("locale").$type<Locale>().notNull().default("en"),
    subject: text("subject").notNull(),
    /** The line mail clients show after the subject in the inbox; hidden in the mail itself. */
    preheader: text("preheader").notNull().default(""),
    /** Markdown, rendered through the article renderer and its sanitiser. */
    body: text("body").notNull().default(""),
    ctaLabel: text("cta_label"),
    ctaUrl: text("cta_url"),
    /** A picture shown above the body (an article's share image when started from one). */
    imageUrl: text("image_url"),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
    translationId: uuid("translation_id").references((): AnyPgColumn => newsletterIssues.id, { onDelete: "set null" }),
    status: text("status", { enum: newsletterIssueStatuses }).notNull().default("draft"),
    /** When a scheduled issue starts sending. */
    scheduledAt: optionalTime("scheduled_at"),
    startedAt: optionalTime("started_at"),
    finishedAt: optionalTime("finished_at"),
    /** How many subscribers it was addressed to, counted in the transaction that queued their mail. */
    recipientCount: integer("recipient_count").notNull().default(0),
    /** The owner can keep a sent issue out of the public archive. */
    hiddenFromArchive: boolean("hidden_from_archive").notNull().default(false),
    /**
     * Whether this issue's mails carry an open pixel / tracked links: the owner's newsletter settings
     * at the moment it started sending (decision 032), so a report knows what it could count.
     */
    trackOpens: boolean("track_opens").notNull().default(false),
    trackClicks: boolean("track_clicks").notNull().default(false),
    /** The key that signs each recipient's tracking addresses; set when the issue starts with tracking on. */
    trackingKey: text("tracking_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletter_issues_status_idx").on(t.status, t.scheduledAt),
    uniqueIndex("newsletter_issues_translation_id_unique").on(t.translationId),
    check("newsletter_issues_locale", sql`${t.locale} in ('en', 'ar')`),
    check(
      "newsletter_issues_status_valid",
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')`,
    ),
    check("newsletter_issues_translation_not_self", sql`${t.translationId} <> ${t.id}`),
  ],
);

export const newsletterDeliveryStatuses = [
  "pending",
  "sending",
  "sent",
  "failed",
  "bounced",
  "skipped",
  "unknown",
] as const;
export type NewsletterDeliveryStatus = (typeof newsletterDeliveryStatuses)[number];

/**
 * The newsletter's outbox: one row per issue and subscriber, all written in the transaction that
 * starts the issue sending. The primary key is what makes a second copy impossible; the worker
 * (server/services/newsletter-sender.ts) claims rows with `FOR UPDATE SKIP LOCKED`. The mail itself is
 * rendered from the issue at send time, so 10,000 rows hold no 10,000 copies of it. A row whose
 * sender died mid-send is `unknown`, never sent again (decision 028).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** The address at the time the issue started (the report still names it if the row goes). */
    email: text("email").notNull(),
    status: text("status", { enum: newsletterDeliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timeNow("next_attempt_at"),
    lockedUntil: optionalTime("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: optionalTime("sent_at"),
    /** First time the open pixel was loaded (only when the issue tracks opens; a click counts as an open too). */
    openedAt: optionalTime("opened_at"),
    /** First time a tracked link was followed (only when the issue tracks clicks). */
    clickedAt: optionalTime("clicked_at"),
    /** When a complaint (marked as spam) about this issue came back for this recipient. */
    complainedAt: optionalTime("complained_at"),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index("newsletter_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
  ],
);

/**
 * The welcome e-mail a subscriber receives once they confirm, one row per language, written by the
 * owner in the Newsletter tab. No row (or `enabled` false): no welcome mail in that language.
 */
export const newsletterWelcome = pgTable(
  "newsletter_welcome",
  {
    locale: text("locale").$type<Locale>().primaryKey(),
    enabled: boolean("enabled").notNull().default(true),
    subject: text("subject").notNull(),
    /** Markdown, through the article renderer and its sanitiser, like an issue's body. */
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("newsletter_welcome_locale", sql`${t.locale} in ('en', 'ar')`)],
);

/**
 * The owner's site content, by module (hero, projects, faq…: `content/modules.server.ts`), each a
 * document of both languages. The files under content/ are the defaults; the newest version of a
 * module is what visitors see. `translation` records, per language, when each field (by a path that
 * names list items by their stable key, not their position) last changed: the "out of date" marks.
 */
export type SiteContentDocument = {
  en: unknown;
  ar: unknown;
  /** Stable keys of every list's items, by the list's stable path; both languages share them. */
  keys: Record<string, string[]>;
  /** Per language, per stable field path: when the field last changed (ISO time). */
  translation: { en: Record<string, string>; ar: Record<string, string> };
};

/** The owner's unpublished edits: one draft per module, visible only in the admin and its preview. */
export const siteContentDrafts = pgTable("site_content_drafts", {
  module: text("module").primaryKey(),
  document: jsonb("document").$type<SiteContentDocument>().notNull(),
  /** The version the draft started from (null: the file defaults), to warn of a publish in between. */
  baseVersion: integer("base_version"),
  updatedBy: text("updated_by").notNull(),
  updatedAt: updatedAt(),
});

/** Every publish of a module (restores included): the newest per module is live. */
export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    module: text("module").notNull(),
    document: jsonb("document").$type<SiteContentDocument>().notNull(),
    publishedBy: text("published_by").notNull(),
    publishedAt: timeNow("published_at"),
    /** Set when this publish restored an older version. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [index("site_content_versions_module_idx").on(t.module, t.id)],
);

/**
 * The links of an issue that tracks clicks, numbered when it starts sending: a tracked link in the
 * mail names the issue and the number, and the redirect goes only to the address stored here, so the
 * redirect endpoint can never send a visitor anywhere else (decision 032).
 */
export const newsletterLinks = pgTable(
  "newsletter_links",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    n: integer("n").notNull(),
    url: text("url").notNull(),
    /** Every follow of the link by a recipient (a recipient clicking twice counts twice). */
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.n] })],
);

/**
 * The owner's newsletter settings, one row (`id` = 'owner'). Open and click tracking are off until the
 * owner turns them on in the Newsletter tab (decision 032).
 */
export const newsletterSettings = pgTable("newsletter_settings", {
  id: text("id").primaryKey().default("owner"),
  trackOpens: boolean("track_opens").notNull().default(false),
  trackClicks: boolean("track_clicks").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Binary data (PostgreSQL bytea) as a Buffer on both drivers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The media library (server/services/media.ts, decision 030): one row per uploaded image, named by
 * the hash of its bytes, with the owner's alt text in both languages. The upload itself is not kept:
 * only its variants, whose metadata (EXIF, GPS) sharp has dropped.
 */
export const media = pgTable(
  "media",
  {
    id: id(),
    /** The first 128 bits of the upload's SHA-256, in hex: the address of its variants (/media/<hash>-…). */
    hash: text("hash").notNull().unique(),
    /** What the bytes were: jpeg, png, webp or avif. */
    originalType: text("original_type").$type<MediaUploadType>().notNull(),
    /** The upload's size in pixels, after its orientation was applied. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The format every browser shows: jpg, or png for a PNG or an image with transparency. */
    fallback: text("fallback").$type<MediaFallback>().notNull(),
    /** The upload's size in bytes. */
    byteSize: integer("byte_size").notNull(),
    altEn: text("alt_en").notNull(),
    altAr: text("alt_ar").notNull(),
    createdAt: createdAt(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("media_original_type_known", sql`${t.originalType} in ('jpeg', 'png', 'webp', 'avif')`),
    check("media_fallback_known", sql`${t.fallback} in ('jpg', 'png')`),
    check("media_size_positive", sql`${t.width} > 0 and ${t.height} > 0`),
    index("media_created_at_idx").on(t.createdAt),
  ],
);

/** The variants of a library image: each responsive width in AVIF, WebP and its fallback format. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").$type<MediaFormat>().notNull(),
    height: integer("height").notNull(),
    body: bytes("body").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.width, t.format] }),
    check("media_variants_format_known", sql`${t.format} in ('avif', 'webp', 'jpg', 'png')`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The site search's index (issue #45): one row per public page section a visitor can find, in one
 * language, as the owner last published it. Text is stored as shown (for snippets) and as the search
 * normaliser's tokens inside `document` (domain/search/normalise.ts), weighted A title, B headings, C body.
 * Rows are written in the transaction that publishes their source; a newsletter issue's row is only
 * found while its issue is sent and shown in the archive (checked at query time).
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    /** "article:<id>", "newsletter:<id>", "content:<module>:<item>:<locale>", "tool:<id>:<locale>". */
    key: text("key").primaryKey(),
    /** What rebuilds the row: an article, a newsletter issue, or the site content (and tools). */
    source: text("source").$type<"article" | "newsletter" | "content">().notNull(),
    sourceId: text("source_id"),
    kind: text("kind").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The normalised title, for the exact-title boost. */
    titleTokens: text("title_tokens").notNull(),
    date: optionalTime("date"),
    /** A scheduled article is indexed at once and found from its publish time. */
    visibleFrom: optionalTime("visible_from"),
    /** What the row was written from (its text and the normaliser's version): a rebuild skips it unchanged. */
    fingerprint: text("fingerprint").notNull().default(""),
    document: tsvector("document").notNull(),
  },
  (t) => [
    index("search_documents_document_idx").using("gin", t.document),
    index("search_documents_source_idx").on(t.source, t.sourceId),
    check("search_documents_source_known", sql`${t.source} in ('article', 'newsletter', 'content')`),
    check("search_documents_locale_known", sql`${t.locale} in ('en', 'ar')`),
  ],
);

/** Every indexed word (normalised), for the typo fallback: pg_trgm finds the nearest known word. */
export const searchTerms = pgTable("search_terms", { term: text("term").primaryKey() }, (t) => [
  index("search_terms_trgm_idx").using("gin", t.term.op("gin_trgm_ops")),
]);

/**
 * Analytics (issue #44, decision 044). The random salt of each UTC day that visitor hashes are made
 * with: created by the first flush of the day, and every older one deleted, so a hash can never be
 * recomputed or linked across days.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: bytes("salt").notNull(),
});

/**
 * One row per counted page view (a person's GET of a public page, answered 200 or 404). No address,
 * no user agent: `visitor` is the day's salted hash (null for a browser sending GPC or DNT, whose
 * views count as page views only). The visit's source, UTM fields, entry page and country are copied
 * onto each of its views when they are written, so every breakdown reads one table.
 */
export const analyticsViews = pgTable(
  "analytics_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    path: text("path").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    status: integer("status").notNull(),
    visitor: text("visitor"),
    visitId: uuid("visit_id"),
    /** The first view of its visit (a visit is counted once, by its entry). */
    entry: boolean("entry").notNull().default(false),
    source: text("source").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    entryPath: text("entry_path").notNull(),
    /** For a 404 only: the page that linked to it (site and path, no query). */
    referrer: text("referrer"),
    country: text("country"),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
  },
  (t) => [
    index("analytics_views_at_idx").on(t.at),
    index("analytics_views_visitor_idx").on(t.visitor, t.at),
    check("analytics_views_locale", sql`${t.locale} in ('en', 'ar')`),
  ],
);

/** One row per goal reached (domain/analytics.ts GOALS), with the visit it happened in, if any. */
export const analyticsConversions = pgTable(
  "analytics_conversions",
  {
    id: id(),
    at: timeNow("at"),
    goal: text("goal").notNull(),
    /** For a booking, its consultation type; for a download or a tool, which one. */
    detail: text("detail"),
    visitId: uuid("visit_id"),
    source: text("source").notNull(),
    campaign: text("campaign"),
    entryPath: text("entry_path"),
    locale: text("locale").$type<Locale>(),
  },
  (t) => [index("analytics_conversions_at_idx").on(t.at)],
);

/**
 * Each past day's figures per dimension (issue #44, decision 044), rolled up from analytics_views in
 * the owner's time zone: Insights reads these for whole days without a filter instead of every raw
 * view. `dimension` is "total" (value ""), a breakdown's name, or "notFound" (path and referrer on
 * two lines). A visitor hash lives one day, so a period's visitors are the sum of its days'.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull(),
    visits: integer("visits").notNull(),
    pageviews: integer("pageviews").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/**
 * The same days' figures under one filter (issue #44): for each filter's column and value, each
 * breakdown (and "total", "notFound"), so a filtered period older than the raw views' retention
 * (ANALYTICS_RAW_DAYS) is answered as it was. Conversions of the filtered views' visits are kept too:
 * "conversion" (goal, detail, source and campaign on four lines; the count in `pageviews`),
 * "converted" (distinct visits in `visits`) and "convertedBy:source|campaign|entry".
 */
export const analyticsDailyFiltered = pgTable(
  "analytics_daily_filtered",
  {
    day: text("day").notNull(),
    filter: text("filter").notNull(),
    filterValue: text("filter_value").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull(),
    visits: integer("visits").notNull(),
    pageviews: integer("pageviews").notNull(),
  },
  (t) => [primaryKey({ columns: [t.filter, t.filterValue, t.dimension, t.day, t.value] })],
);

/** The owner's Insights settings, one row (`id` = 'owner'): the weekly report by mail is on until turned off. */
export const analyticsSettings = pgTable("analytics_settings", {
  id: text("id").primaryKey().default("owner"),
  weeklyReport: boolean("weekly_report").notNull().default(true),
  updatedAt: updatedAt(),
});

/** One row per weekly report queued (`week` = its Monday in the owner's zone): once a week, whichever instance. */
export const analyticsReports = pgTable("analytics_reports", {
  week: text("week").primaryKey(),
  queuedAt: timeNow("queued_at"),
});

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Entities of SPEC §3, plus sessions and resume-download tracking. Columns are snake_case in SQL. */

const id = () => uuid("id").primaryKey().defaultRandom();
const timeNow = (name: string) => timestamp(name, { withTimezone: true, mode: "date" }).notNull().defaultNow();
const createdAt = () => timeNow("created_at");
const updatedAt = () => timeNow("updated_at").$onUpdate(() => new Date());
const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("articles_published_idx").on(t.published, t.publishedAt),
    check("articles_read_time_min", sql`${t.readTime} >= 1`),
    check("articles_views_min", sql`${t.views} >= 0`),
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

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  email: text("email").notNull().unique(),
  name: text("name"),
  subscribed: boolean("subscribed").notNull().default(true),
  subscribedAt: timeNow("subscribed_at"),
  unsubscribedAt: optionalTime("unsubscribed_at"),
});

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
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

/** Request counters per client and fixed time window (server/services/rate-limit.ts). */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: optionalTime("window_start").notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

import * as z from "zod/mini";
import {
  TESTIMONIAL_ORDER_DEFAULT,
  TESTIMONIAL_RATING_DEFAULT,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
} from "#domain/constants.ts";
import { LOCALES } from "#domain/i18n/locales.ts";

/**
 * The admin's article and testimonial forms (SPEC §5), shared by the dialogs (convenience) and the
 * API (the rule). Messages are the SPEC's where it gives them; maximum lengths are our own choice.
 */

export const ARTICLE_MESSAGES = {
  title: "Title must be at least 5 characters",
  slug: "Slug must be at least 3 characters",
  slugPattern: "Slug can only contain lowercase letters, numbers, and hyphens",
  excerpt: "Excerpt must be at least 20 characters",
  content: "Content must be at least 50 characters",
  category: "Category is required",
  image: "Please enter an image address starting with https:// or /",
  publishedAt: "Publish date must be an ISO 8601 date-time",
  locale: "Language must be English (en) or Arabic (ar)",
  translationId: "Pick the translation from the list",
  translationMissing: "The linked translation does not exist",
  translationSameLanguage: "The translation must be in the other language",
  translationTaken: (title: string) =>
    `That article is already linked to its translation "${title}". Unlink it there first.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

export const TESTIMONIAL_MESSAGES = {
  name: "Name must be at least 2 characters",
  role: "Role must be at least 2 characters",
  company: "Company must be at least 2 characters",
  content: "Testimonial must be at least 10 characters",
  rating: `Rating must be a whole number from ${TESTIMONIAL_RATING_MIN} to ${TESTIMONIAL_RATING_MAX}`,
  order: "Display order must be a whole number",
  image: ARTICLE_MESSAGES.image,
  tooLong: ARTICLE_MESSAGES.tooLong,
} as const;

export const POST_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 600,
  content: 50_000,
  category: 60,
  metaTitle: 200,
  metaDescription: 400,
  metaKeywords: 400,
  url: 2048,
  personField: 120,
  testimonial: 2000,
  order: 100_000,
} as const;

/** Lowercase letters, digits and hyphens (SPEC §5); also the browser's `pattern` attribute. */
// The hyphen is escaped for the browser, which compiles `pattern` with the `v` flag.
export const SLUG_PATTERN = "[a-z0-9\\-]+";
const SLUG_RE = new RegExp(`^${SLUG_PATTERN}$`);

const text = (min: number, max: number, message: string, field: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, ARTICLE_MESSAGES.tooLong(field, max)));

/** An optional text: blank becomes null. */
const optionalText = (max: number, field: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, ARTICLE_MESSAGES.tooLong(field, max))))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

/**
 * An optional image address: blank becomes null; otherwise an https URL (the CSP allows no other
 * remote images) or a path on this site.
 * Anything else (javascript:, data:, protocol-relative //host) is refused, so it can never reach an
 * `src` or an Open Graph tag.
 */
export const isSafeImageUrl = (value: string) =>
  /^\/(?!\/)[^\s"'<>\\]*$/.test(value) || /^https:\/\/[^\s"'<>\\]+$/i.test(value);

const optionalImage = z.pipe(
  z.optional(
    z.nullable(
      z.string({ error: ARTICLE_MESSAGES.image }).check(
        z.trim(),
        z.maxLength(POST_LIMITS.url, ARTICLE_MESSAGES.image),
        z.refine((v) => v === "" || isSafeImageUrl(v), ARTICLE_MESSAGES.image),
      ),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

export const articleSchema = z.object({
  title: text(5, POST_LIMITS.title, ARTICLE_MESSAGES.title, "Title"),
  slug: z
    .string({ error: ARTICLE_MESSAGES.slug })
    .check(
      z.trim(),
      z.minLength(3, ARTICLE_MESSAGES.slug),
      z.maxLength(POST_LIMITS.slug, ARTICLE_MESSAGES.tooLong("Slug", POST_LIMITS.slug)),
      z.regex(SLUG_RE, ARTICLE_MESSAGES.slugPattern),
    ),
  excerpt: text(20, POST_LIMITS.excerpt, ARTICLE_MESSAGES.excerpt, "Excerpt"),
  content: text(50, POST_LIMITS.content, ARTICLE_MESSAGES.content, "Content"),
  category: text(2, POST_LIMITS.category, ARTICLE_MESSAGES.category, "Category"),
  // No readTime: the article service works it out from the content (a client's value is ignored).
  published: z._default(z.boolean(), false),
  /**
   * SPEC §4: the form sends the current time when publishing and null otherwise. A future time
   * schedules the article (it stays hidden from visitors until then).
   */
  publishedAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: ARTICLE_MESSAGES.publishedAt }))),
  featuredImage: optionalImage,
  metaTitle: optionalText(POST_LIMITS.metaTitle, "Meta title"),
  metaDescription: optionalText(POST_LIMITS.metaDescription, "Meta description"),
  metaKeywords: optionalText(POST_LIMITS.metaKeywords, "Meta keywords"),
  ogImage: optionalImage,
  /** The article's language (SPEC addition, issue #18): English at /blog, Arabic at /ar/blog. */
  locale: z._default(z.enum(LOCALES, { error: ARTICLE_MESSAGES.locale }), "en"),
  /** The same article in the other language (the service links both ways); null or absent: none. */
  translationId: z.pipe(
    z.optional(z.nullable(z.union([z.literal(""), z.uuid({ error: ARTICLE_MESSAGES.translationId })]))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
});
export type ArticleInput = z.output<typeof articleSchema>;

export const articlePreviewSchema = z.object({
  content: z.string().check(z.maxLength(POST_LIMITS.content, ARTICLE_MESSAGES.tooLong("Content", POST_LIMITS.content))),
});

export const testimonialSchema = z.object({
  name: text(2, POST_LIMITS.personField, TESTIMONIAL_MESSAGES.name, "Name"),
  role: text(2, POST_LIMITS.personField, TESTIMONIAL_MESSAGES.role, "Role"),
  company: text(2, POST_LIMITS.personField, TESTIMONIAL_MESSAGES.company, "Company"),
  content: text(10, POST_LIMITS.testimonial, TESTIMONIAL_MESSAGES.content, "Testimonial"),
  rating: z._default(
    z
      .number({ error: TESTIMONIAL_MESSAGES.rating })
      .check(
        z.int({ error: TESTIMONIAL_MESSAGES.rating }),
        z.gte(TESTIMONIAL_RATING_MIN, TESTIMONIAL_MESSAGES.rating),
        z.lte(TESTIMONIAL_RATING_MAX, TESTIMONIAL_MESSAGES.rating),
      ),
    TESTIMONIAL_RATING_DEFAULT,
  ),
  image: optionalImage,
  featured: z._default(z.boolean(), false),
  order: z._default(
    z
      .number({ error: TESTIMONIAL_MESSAGES.order })
      .check(
        z.int({ error: TESTIMONIAL_MESSAGES.order }),
        z.gte(-POST_LIMITS.order, TESTIMONIAL_MESSAGES.order),
        z.lte(POST_LIMITS.order, TESTIMONIAL_MESSAGES.order),
      ),
    TESTIMONIAL_ORDER_DEFAULT,
  ),
});
export type TestimonialInput = z.output<typeof testimonialSchema>;

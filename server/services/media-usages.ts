import { ilike, or } from "drizzle-orm";
import { LOCALIZED_CONTENT } from "#content/localized.server.ts";
import { collectMediaRefs, mediaHashOf } from "#domain/media.ts";
import type { Db } from "#server/db/client.ts";
import { articles, newsletterIssues, testimonials } from "#server/db/schema.ts";
import type { MediaUsageFinder } from "./media.ts";

/**
 * Where a library image is used, in words the owner recognises: what the media service asks before
 * a delete. A place counts when it holds the ref or any of its variants' addresses (the hash), in a
 * field or inside a text: articles (body, cover and share image), newsletter issues (picture, body),
 * testimonials (photo) and the content files. More finders (the site-content documents) join through
 * `extra`.
 */
export function createMediaUsageFinder(db: Db, extra: MediaUsageFinder[] = []): MediaUsageFinder {
  return async (ref) => {
    const hash = mediaHashOf(ref);
    if (!hash) return [];
    const pattern = `%/media/${hash}%`;
    const [articleRows, issueRows, testimonialRows, more] = await Promise.all([
      db
        .select({ title: articles.title, locale: articles.locale })
        .from(articles)
        .where(
          or(
            ilike(articles.content, pattern),
            ilike(articles.featuredImage, pattern),
            ilike(articles.ogImage, pattern),
          ),
        ),
      db
        .select({ subject: newsletterIssues.subject, locale: newsletterIssues.locale })
        .from(newsletterIssues)
        .where(or(ilike(newsletterIssues.body, pattern), ilike(newsletterIssues.imageUrl, pattern))),
      db.select({ name: testimonials.name }).from(testimonials).where(ilike(testimonials.image, pattern)),
      Promise.all(extra.map((find) => find(ref))),
    ]);
    return [
      ...articleRows.map((a) => `Article “${a.title}” (${a.locale === "ar" ? "Arabic" : "English"})`),
      ...issueRows.map((i) => `Newsletter issue “${i.subject}” (${i.locale === "ar" ? "Arabic" : "English"})`),
      ...testimonialRows.map((t) => `Testimonial from ${t.name}`),
      ...contentFileUsages(ref),
      ...more.flat(),
    ];
  };
}

/** The content files' modules that name the ref (a developer may have put one there). */
function contentFileUsages(ref: string): string[] {
  const places: string[] = [];
  for (const [name, languages] of Object.entries(LOCALIZED_CONTENT)) {
    for (const [locale, value] of Object.entries(languages)) {
      if (collectMediaRefs(value).includes(ref))
        places.push(`Content file “${name}” (${locale === "ar" ? "Arabic" : "English"})`);
    }
  }
  return places;
}

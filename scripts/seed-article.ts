// The sample articles: one in English and its Arabic translation, linked to each other. The measuring
// scripts (bench, Lighthouse) write them straight into a database before its server starts (PGlite
// allows one process at a time); `npm run db:seed` writes them into the configured database, so a
// fresh install shows an article at /blog and at /ar/blog.

import { SAMPLE_ARTICLES } from "#content/sample-articles.ts";
import type { Database } from "#server/db/client.ts";
import { type ArticleService, createArticleService } from "#server/services/articles.ts";
import { createUserService } from "#server/services/users.ts";

export { ARABIC_ARTICLE_SLUG, ARTICLE_SLUG } from "#content/sample-articles.ts";

const NO_EXTRAS = { featuredImage: null, metaTitle: null, metaDescription: null, metaKeywords: null, ogImage: null };

/** The pair, each written once (by slug): the English article, then its Arabic translation linked to it. */
export async function writeSampleArticles(articles: ArticleService, authorId: string | null) {
  const existing = async (slug: string) => articles.findBySlug(slug, { isAdmin: true });
  const { en, ar } = SAMPLE_ARTICLES;
  const english =
    (await existing(en.slug)) ??
    (await articles.create(
      {
        ...en,
        published: true,
        publishedAt: null,
        locale: "en",
        ...NO_EXTRAS,
      },
      authorId,
    ));
  if (await existing(ar.slug)) return;
  await articles.create(
    {
      ...ar,
      published: true,
      publishedAt: null,
      locale: "ar",
      translationId: english.translationId ? null : english.id,
      ...NO_EXTRAS,
    },
    authorId,
  );
}

/** The sample pair, written before the server starts (PGlite allows one process at a time); closes the database. */
export async function seedArticle(database: Database) {
  try {
    const authorId = await createUserService(database.db).ensureVerified("owner@example.com", "Bench Owner");
    await writeSampleArticles(createArticleService(database.db), authorId);
  } finally {
    await database.close();
  }
}

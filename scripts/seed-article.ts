// One published article for the measuring scripts (bench, Lighthouse), written straight into a
// database before its server starts (PGlite allows one process at a time).
import type { Database } from "#server/db/client.ts";
import { createArticleService } from "#server/services/articles.ts";
import { createUserService } from "#server/services/users.ts";

export const ARTICLE_SLUG = "murabaha-for-product-teams";

/** One published article, written before the server starts (PGlite allows one process at a time). */
export async function seedArticle(database: Database) {
  try {
    const authorId = await createUserService(database.db).ensureVerified("owner@example.com", "Bench Owner");
    const body = Array.from(
      { length: 8 },
      (_, i) =>
        `## Part ${i + 1}\n\nMurabaha is a cost-plus sale: the financier buys the asset and sells it on at a disclosed markup. ${"The customer knows the cost and the profit up front. ".repeat(5)}\n\n\`\`\`ts\nconst total = price * (1 + markup); // part ${i + 1}\n\`\`\``,
    ).join("\n\n");
    await createArticleService(database.db).create(
      {
        title: "Murabaha, explained for product teams",
        slug: ARTICLE_SLUG,
        excerpt: "How cost-plus sale financing works, and what it means for your checkout.",
        content: body,
        category: "Islamic Finance",
        published: true,
        publishedAt: null,
        featuredImage: null,
        metaTitle: null,
        metaDescription: null,
        metaKeywords: null,
        ogImage: null,
      },
      authorId,
    );
  } finally {
    await database.close();
  }
}

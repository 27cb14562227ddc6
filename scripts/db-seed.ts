// `npm run db:seed`: writes the sample articles (an English one and its Arabic translation) into the
// configured database, so a fresh install has something at /blog and /ar/blog. Articles whose slugs
// already exist are left alone, so running it twice changes nothing. Stop the server first on PGlite.
import { ConfigError, loadConfig } from "#server/config.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";
import { createArticleService } from "#server/services/articles.ts";
import { ARABIC_ARTICLE_SLUG, ARTICLE_SLUG, writeSampleArticles } from "./seed-article.ts";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 2);
  try {
    await writeSampleArticles(createArticleService(database.db), null);
  } finally {
    await database.close();
  }
  console.log(`Sample articles in place: /blog/${ARTICLE_SLUG} and /ar/blog/${ARABIC_ARTICLE_SLUG}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}

import { getAppContext } from "#app/lib/context.ts";
import { buildBlogFeed, FEED_ITEM_LIMIT } from "#server/services/feed.ts";
import type { Route } from "./+types/blog-feed";

/** /blog/rss.xml: RSS 2.0 with the latest live articles, full text included. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const articles = await services.articles.listPublishedWithContent(FEED_ITEM_LIMIT);
  const xml = buildBlogFeed(
    site,
    articles.map((article) => ({ ...article, html: services.articles.render(article).html })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

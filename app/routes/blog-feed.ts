import { getAppContext } from "#app/lib/context.ts";
import type { Route } from "./+types/blog-feed";

/** /blog/rss.xml: RSS 2.0 with the latest live articles, full text included. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const xml = await services.blogFeed(site);
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

import { getAppContext } from "#app/lib/context.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/blog-feed";

/** /blog/rss.xml (English) and /ar/blog/rss.xml (Arabic): RSS 2.0 with a language's latest live articles, full text included. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const xml = await services.blogFeed(site, localeFromPath(new URL(request.url).pathname));
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

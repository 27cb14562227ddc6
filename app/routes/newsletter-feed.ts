import { getAppContext } from "#app/lib/context.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/newsletter-feed";

/** /newsletter/rss.xml and /ar/newsletter/rss.xml: RSS 2.0 of the archive's issues in that language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const xml = await services.newsletterIssues.feed(localeFromPath(new URL(request.url).pathname));
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

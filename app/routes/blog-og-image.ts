import { getAppContext } from "#app/lib/context.ts";
import type { Route } from "./+types/blog-og-image";

/** /blog/{slug}/og.png: the drawn share image for an article that has none of its own. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const article = await services.articles.findBySlug(params.slug, { isAdmin: false });
  if (!article) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const png = await services.ogImages(`${article.id}@${article.updatedAt}`, {
    title: article.title,
    category: article.category,
    siteName: site.ownerName,
    siteHost: new URL(site.siteUrl).host,
  });
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}

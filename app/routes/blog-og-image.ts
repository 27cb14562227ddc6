import { getAppContext } from "#app/lib/context.ts";
import { DEFAULT_OG_IMAGES } from "#domain/constants.ts";
import type { Route } from "./+types/blog-og-image";

/**
 * /blog/{slug}/og.png: the drawn share image for an article that has none of its own. The drawing
 * has only Inter (Latin): an Arabic title would come out as missing glyphs, so an Arabic article's
 * address sends the site's default Arabic image instead (its pages already name that one).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const article = await services.articles.findBySlug(params.slug, { isAdmin: false });
  if (!article) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  if (article.locale !== "en") {
    return new Response(null, {
      status: 302,
      headers: { Location: DEFAULT_OG_IMAGES[article.locale], "Cache-Control": "public, max-age=3600" },
    });
  }
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

import { getAppContext } from "#app/lib/context.ts";
import { inEveryLanguage, type SitemapEntry, sitemapXml } from "#app/lib/sitemap.ts";
import { projects } from "#content/projects.ts";
import { solutions } from "#content/solutions.ts";
import type { Route } from "./+types/sitemap";

/**
 * Every public, indexable page, each in English and Arabic with its alternates (app/lib/sitemap.ts).
 * Static pages are listed here as their routes land; content pages come from content/ (and, with the
 * blog, from the database).
 */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...inEveryLanguage("/", { changefreq: "weekly", priority: 1 }),
    ...inEveryLanguage("/career", { changefreq: "monthly", priority: 0.8 }),
    ...inEveryLanguage("/tools", { changefreq: "monthly", priority: 0.8 }),
    ...inEveryLanguage("/islamic-fintech", { changefreq: "monthly", priority: 0.8 }),
    ...solutions.flatMap((s) => inEveryLanguage(`/solutions/${s.id}`, { changefreq: "monthly", priority: 0.8 })),
    ...projects.flatMap((p) => inEveryLanguage(`/project/${p.id}`, { changefreq: "monthly", priority: 0.7 })),
  ];
}

/**
 * The blog index and every live article (drafts and scheduled ones never).
 * TODO(blog): each article at its own language's address, `alternates` naming its translation.
 */
async function blogEntries(articles: {
  listPublished: () => Promise<{ slug: string; updatedAt: string }[]>;
}): Promise<SitemapEntry[]> {
  const posts = await articles.listPublished();
  return [
    { path: "/blog", changefreq: "weekly", priority: 0.8, lastmod: posts[0]?.updatedAt },
    ...posts.map(
      (p): SitemapEntry => ({
        path: `/blog/${p.slug}`,
        changefreq: "monthly",
        priority: 0.7,
        lastmod: p.updatedAt,
      }),
    ),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site, services } = getAppContext(context);
  const xml = sitemapXml(site, [...sitemapEntries(), ...(await blogEntries(services.articles))]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

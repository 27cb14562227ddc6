import { getAppContext } from "#app/lib/context.ts";
import { type SitemapPage, sitemapPage, sitemapXml } from "#app/lib/sitemap.ts";
import { projects } from "#content/projects.ts";
import { solutions } from "#content/solutions.ts";
import type { Route } from "./+types/sitemap";

/**
 * Every public, indexable page, each in English and Arabic with its alternates (app/lib/sitemap.ts).
 * Static pages are listed here as their routes land; content pages come from content/ (and, with the
 * blog, from the database).
 */
export function sitemapEntries(): SitemapPage[] {
  return [
    sitemapPage("/", { changefreq: "weekly", priority: 1 }),
    sitemapPage("/career", { changefreq: "monthly", priority: 0.8 }),
    sitemapPage("/tools", { changefreq: "monthly", priority: 0.8 }),
    sitemapPage("/islamic-fintech", { changefreq: "monthly", priority: 0.8 }),
    ...solutions.map((s) => sitemapPage(`/solutions/${s.id}`, { changefreq: "monthly", priority: 0.8 })),
    ...projects.map((p) => sitemapPage(`/project/${p.id}`, { changefreq: "monthly", priority: 0.7 })),
  ];
}

/** The blog index and every live article (drafts and scheduled ones never). */
async function blogEntries(articles: {
  listPublished: () => Promise<{ slug: string; updatedAt: string }[]>;
}): Promise<SitemapPage[]> {
  const posts = await articles.listPublished();
  return [
    sitemapPage("/blog", { changefreq: "weekly", priority: 0.8, lastmod: posts[0]?.updatedAt }),
    // TODO(blog): each article in its own language, with `alternates` naming its translation (or "none").
    ...posts.map((p) =>
      sitemapPage(`/blog/${p.slug}`, {
        changefreq: "monthly",
        priority: 0.7,
        lastmod: p.updatedAt,
        alternates: "none",
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

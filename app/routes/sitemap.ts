import { getAppContext } from "#app/lib/context.ts";
import { projects } from "#content/projects.ts";
import { solutions } from "#content/solutions.ts";
import type { Route } from "./+types/sitemap";

type Entry = { path: string; changefreq: "daily" | "weekly" | "monthly"; priority: number; lastmod?: string };

/**
 * Every public, indexable page. Static pages are listed here as their routes land; content pages come
 * from content/ (and, with the blog, from the database).
 */
export function sitemapEntries(): Entry[] {
  return [
    { path: "/", changefreq: "weekly", priority: 1 },
    { path: "/career", changefreq: "monthly", priority: 0.8 },
    { path: "/tools", changefreq: "monthly", priority: 0.8 },
    { path: "/islamic-fintech", changefreq: "monthly", priority: 0.8 },
    ...solutions.map((s) => ({ path: `/solutions/${s.id}`, changefreq: "monthly" as const, priority: 0.8 })),
    ...projects.map((p) => ({ path: `/project/${p.id}`, changefreq: "monthly" as const, priority: 0.7 })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The blog index and every live article (drafts and scheduled ones never). */
async function blogEntries(articles: { listPublished: () => Promise<{ slug: string; updatedAt: string }[]> }) {
  const posts = await articles.listPublished();
  return [
    { path: "/blog", changefreq: "weekly" as const, priority: 0.8, lastmod: posts[0]?.updatedAt },
    ...posts.map((p) => ({
      path: `/blog/${p.slug}`,
      changefreq: "monthly" as const,
      priority: 0.7,
      lastmod: p.updatedAt,
    })),
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site, services } = getAppContext(context);
  const entries: Entry[] = [...sitemapEntries(), ...(await blogEntries(services.articles))];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(site.siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}<changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import { getAppContext } from "#app/lib/context.ts";
import { projects } from "#content/projects.ts";
import { solutions } from "#content/solutions.ts";
import { articlePath, blogPath } from "#domain/blog.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/sitemap";

type Entry = {
  path: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
  lastmod?: string;
  /** The page in each language it exists in (itself included), as `xhtml:link` alternates. */
  alternates?: Partial<Record<Locale, string>>;
};

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

type SitemapPost = { id: string; slug: string; updatedAt: string; locale: Locale; translationId: string | null };

/**
 * The blog index of each language and every live article at its own address (drafts and scheduled
 * ones never). An article whose translation is live too lists both as alternates.
 */
async function blogEntries(articles: { listPublished: () => Promise<SitemapPost[]> }): Promise<Entry[]> {
  const posts = await articles.listPublished();
  const byId = new Map(posts.map((p) => [p.id, p]));
  const indexAlternates = { en: blogPath("en"), ar: blogPath("ar") };
  const latest = (locale: Locale) => posts.find((p) => p.locale === locale)?.updatedAt;
  return [
    { path: blogPath("en"), changefreq: "weekly", priority: 0.8, lastmod: latest("en"), alternates: indexAlternates },
    { path: blogPath("ar"), changefreq: "weekly", priority: 0.8, lastmod: latest("ar"), alternates: indexAlternates },
    ...posts.map((p): Entry => {
      const translation = p.translationId ? byId.get(p.translationId) : undefined;
      return {
        path: articlePath(p.slug, p.locale),
        changefreq: "monthly",
        priority: 0.7,
        lastmod: p.updatedAt,
        alternates: translation
          ? {
              [p.locale]: articlePath(p.slug, p.locale),
              [translation.locale]: articlePath(translation.slug, translation.locale),
            }
          : undefined,
      };
    }),
  ];
}

/** `xhtml:link` alternates: each language, and x-default (the English page) when there are several. */
function alternateLinks(siteUrl: string, alternates: Entry["alternates"]): string {
  if (!alternates) return "";
  const links = (["en", "ar"] as const)
    .filter((locale) => alternates[locale])
    .map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(siteUrl + alternates[locale])}"/>`,
    );
  if (alternates.en && alternates.ar) {
    links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + alternates.en)}"/>`);
  }
  return links.join("");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { site, services } = getAppContext(context);
  const entries: Entry[] = [...sitemapEntries(), ...(await blogEntries(services.articles))];
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(site.siteUrl + e.path)}</loc>${alternateLinks(site.siteUrl, e.alternates)}${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}<changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

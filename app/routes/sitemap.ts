import { getAppContext } from "#app/lib/context.ts";
import { inEveryLanguage, type SitemapEntry, sitemapXml } from "#app/lib/sitemap.ts";
import { localizedContent } from "#content/localized.server.ts";
import { articlePath, blogPath } from "#domain/blog.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/sitemap";

/**
 * Every public, indexable page, each in English and Arabic with its alternates (app/lib/sitemap.ts).
 * Static pages are listed here as their routes land; content pages come from the published content
 * (the files until the owner publishes) and, with the blog, from the database.
 */
export function sitemapEntries(content: {
  solutions: readonly { id: string }[];
  projects: readonly { id: number }[];
}): SitemapEntry[] {
  const { solutions, projects } = content;
  return [
    ...inEveryLanguage("/", { changefreq: "weekly", priority: 1 }),
    ...inEveryLanguage("/career", { changefreq: "monthly", priority: 0.8 }),
    ...inEveryLanguage("/book", { changefreq: "weekly", priority: 0.8 }),
    ...inEveryLanguage("/tools", { changefreq: "monthly", priority: 0.8 }),
    ...inEveryLanguage("/islamic-fintech", { changefreq: "monthly", priority: 0.8 }),
    ...inEveryLanguage("/newsletter", { changefreq: "weekly", priority: 0.6 }),
    ...inEveryLanguage("/privacy", { changefreq: "monthly", priority: 0.3 }),
    ...solutions.flatMap((s) => inEveryLanguage(`/solutions/${s.id}`, { changefreq: "monthly", priority: 0.8 })),
    ...projects.flatMap((p) => inEveryLanguage(`/project/${p.id}`, { changefreq: "monthly", priority: 0.7 })),
  ];
}

/** The most addresses one sitemap file may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

type SitemapPost = { id: string; slug: string; updatedAt: string; locale: Locale; translationId: string | null };

/**
 * The blog index of each language and every live article at its own address (drafts and scheduled
 * ones never). An article whose translation is live too lists both as alternates.
 */
async function blogEntries(articles: {
  listPublished: (limit: number) => Promise<SitemapPost[]>;
}): Promise<SitemapEntry[]> {
  // Every live article (a sitemap file holds at most 50,000 addresses), not the blog's first page.
  const posts = await articles.listPublished(SITEMAP_MAX_URLS);
  const byId = new Map(posts.map((p) => [p.id, p]));
  const indexAlternates = { en: blogPath("en"), ar: blogPath("ar") };
  const latest = (locale: Locale) => posts.find((p) => p.locale === locale)?.updatedAt;
  return [
    { path: blogPath("en"), changefreq: "weekly", priority: 0.8, lastmod: latest("en"), alternates: indexAlternates },
    { path: blogPath("ar"), changefreq: "weekly", priority: 0.8, lastmod: latest("ar"), alternates: indexAlternates },
    ...posts.map((p): SitemapEntry => {
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

export async function loader({ context }: Route.LoaderArgs) {
  const { site, services } = getAppContext(context);
  // What the owner published (or the files): a project added in the admin is listed at once.
  const content = {
    solutions: localizedContent("solutions", "en").items,
    projects: localizedContent("projects", "en").items,
  };
  const xml = sitemapXml(site, [...sitemapEntries(content), ...(await blogEntries(services.articles))]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

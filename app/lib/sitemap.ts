import type { PublicSiteConfig } from "#app/lib/context.ts";
import { absoluteUrl, hreflangLinks, languageVersions, type PageAlternates } from "#app/lib/seo.ts";
import { LOCALES, type Locale } from "#domain/i18n/locales.ts";

/**
 * sitemap.xml: one `<url>` per page and language, each carrying the `xhtml:link` alternates of its
 * language versions (the same hreflang set the page's `<head>` has, app/lib/seo.ts).
 */

export type SitemapPage = {
  /** The page's address in each language it exists in. */
  versions: Partial<Record<Locale, string>>;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
  lastmod?: string;
};

/**
 * A page for the sitemap: by default it exists at `path` in every language ("/tools" and
 * "/ar/tools"). Like `pageMeta`, `alternates` names versions with other addresses (an article and its
 * translation: `{ en: "/blog/a", ar: "/ar/blog/b" }`), and "none" a page in one language only, the
 * language of `path`.
 */
export function sitemapPage(
  path: string,
  options: Omit<SitemapPage, "versions"> & { alternates?: PageAlternates },
): SitemapPage {
  const { alternates, ...rest } = options;
  return { versions: alternates ? languageVersions(path, undefined, alternates) : languageVersions(path), ...rest };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The sitemap document. An address listed twice (a translation pair named from both sides) appears once. */
export function sitemapXml(site: Pick<PublicSiteConfig, "siteUrl">, pages: readonly SitemapPage[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const page of pages) {
    const links = hreflangLinks(site, page.versions);
    const alternates =
      links.length > 1
        ? links
            .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}"/>`)
            .join("")
        : "";
    for (const locale of LOCALES) {
      const path = page.versions[locale];
      if (!path) continue;
      const loc = absoluteUrl(site, path);
      if (seen.has(loc)) continue;
      seen.add(loc);
      urls.push(
        `  <url><loc>${escapeXml(loc)}</loc>${alternates}${page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : ""}<changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

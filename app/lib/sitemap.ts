import type { PublicSiteConfig } from "#app/lib/context.ts";
import { absoluteUrl, hreflangLinks, languageVersions } from "#app/lib/seo.ts";
import type { Locale } from "#domain/i18n/locales.ts";

/**
 * sitemap.xml: one `<url>` per address, each carrying the `xhtml:link` alternates of its language
 * versions (the same hreflang set as the page's `<head>`, app/lib/seo.ts).
 */

export type SitemapEntry = {
  /** The address, with its language prefix ("/ar/career"). */
  path: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
  lastmod?: string;
  /**
   * The page in each language it exists in, itself included (an article and its translation:
   * `{ en: "/blog/a", ar: "/ar/blog/b" }`). Without it, or with one language, no alternates.
   */
  alternates?: Partial<Record<Locale, string>>;
};

/** A page that exists at the same path in every language: one entry per language ("/tools", "/ar/tools"). */
export function inEveryLanguage(path: string, options: Omit<SitemapEntry, "path" | "alternates">): SitemapEntry[] {
  const alternates = languageVersions(path);
  return Object.values(alternates).map((localized) => ({ path: localized, alternates, ...options }));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The sitemap document. An address listed twice appears once. */
export function sitemapXml(site: Pick<PublicSiteConfig, "siteUrl">, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = absoluteUrl(site, entry.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const links = entry.alternates ? hreflangLinks(site, entry.alternates) : [];
    const alternates =
      links.length > 1
        ? links
            .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}"/>`)
            .join("")
        : "";
    urls.push(
      `  <url><loc>${escapeXml(loc)}</loc>${alternates}${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ""}<changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

import type { MetaDescriptor } from "react-router";
import type { PublicSiteConfig } from "#app/lib/context.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import type { Locale } from "#domain/i18n/locales.ts";

/**
 * `<link rel="alternate" hreflang>` for a blog page: each language it exists in, and `x-default` (the
 * English one) when both do. A page in one language only lists itself.
 */
export function hreflangLinks(site: PublicSiteConfig, paths: Partial<Record<Locale, string>>): MetaDescriptor[] {
  const links: MetaDescriptor[] = [];
  for (const locale of ["en", "ar"] as const) {
    const path = paths[locale];
    if (path) links.push({ tagName: "link", rel: "alternate", hrefLang: locale, href: absoluteUrl(site, path) });
  }
  if (paths.en && paths.ar) {
    links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(site, paths.en) });
  }
  return links;
}

import type { MetaDescriptor } from "react-router";
import type { PublicSiteConfig } from "#app/lib/context.ts";
import { DEFAULT_OG_IMAGES } from "#domain/constants.ts";
import { LOCALES, type Locale, localeFromPath, localizePath, unlocalizedPath } from "#domain/i18n/locales.ts";

/**
 * Page metadata in one place: every route's `meta` builds its title, description, keywords,
 * canonical URL, language alternates (hreflang), Open Graph and Twitter card through `pageMeta`, and its
 * structured data through the JSON-LD builders below.
 */

const OG_IMAGE_SIZE = { width: 1200, height: 630 };

export type PageMetaInput = {
  title: string;
  description: string;
  /**
   * Path of the page on this site, e.g. "/project/1" (no query string). With `locale` it may be given
   * without the language prefix: `{ path: "/tools", locale: "ar" }` is "/ar/tools".
   */
  path: string;
  /** The page's language; by default the language of `path` ("/ar/…" is Arabic). */
  locale?: Locale;
  /**
   * The same page in each language, for the hreflang links: by default the page's path in every
   * language. An article whose translation has another slug names both (`{ en: "/blog/a", ar:
   * "/ar/blog/b" }`); "none" when the page exists in its own language only. The page itself is always
   * included.
   */
  alternates?: PageAlternates;
  keywords?: readonly string[] | string;
  /** Absolute URL or site path of the share image; the site's default image otherwise. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
  /** schema.org objects, each rendered as a JSON-LD script. */
  jsonLd?: readonly object[];
  /** Extra Open Graph article fields. */
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string; tags?: string[] };
};

export function absoluteUrl(site: Pick<PublicSiteConfig, "siteUrl">, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${site.siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export type PageAlternates = Partial<Record<Locale, string>> | "none";

/** Open Graph's names of the site's languages. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", ar: "ar_AE" };

/** A page's address in each language it exists in, its own language always among them. */
export function languageVersions(
  path: string,
  locale: Locale = localeFromPath(path),
  alternates?: PageAlternates,
): Partial<Record<Locale, string>> {
  const own = localizePath(path, locale);
  if (alternates === "none") return { [locale]: own };
  if (alternates) return { ...alternates, [locale]: own };
  const base = unlocalizedPath(path);
  return Object.fromEntries(LOCALES.map((l) => [l, localizePath(base, l)]));
}

/**
 * The hreflang links of a set of language versions: one per language, and x-default (the English
 * version, where there is one) when there are several. Absolute addresses, as search engines want.
 */
export function hreflangLinks(
  site: Pick<PublicSiteConfig, "siteUrl">,
  versions: Partial<Record<Locale, string>>,
): { hreflang: string; href: string }[] {
  const links: { hreflang: string; href: string }[] = LOCALES.flatMap((l) => {
    const path = versions[l];
    return path ? [{ hreflang: l, href: absoluteUrl(site, path) }] : [];
  });
  if (links.length > 1 && versions.en) links.push({ hreflang: "x-default", href: absoluteUrl(site, versions.en) });
  return links;
}

/** schema.org types that describe the page itself, and so take the page's language as `inLanguage`. */
const PAGE_TYPES = new Set(["WebPage", "ItemPage", "CollectionPage", "ContactPage", "AboutPage", "BlogPosting"]);

function withLanguage(data: object, locale: Locale): object {
  const type = (data as { "@type"?: unknown })["@type"];
  if (typeof type !== "string" || !PAGE_TYPES.has(type) || "inLanguage" in data) return data;
  return { ...data, inLanguage: locale };
}

export function pageMeta(site: PublicSiteConfig, input: PageMetaInput): MetaDescriptor[] {
  const locale = input.locale ?? localeFromPath(input.path);
  const versions = languageVersions(input.path, locale, input.alternates);
  const url = absoluteUrl(site, versions[locale] ?? input.path);
  const image = absoluteUrl(site, input.image || DEFAULT_OG_IMAGES[locale]);
  const imageAlt = input.imageAlt ?? input.title;
  const keywords = typeof input.keywords === "string" ? input.keywords : input.keywords?.join(", ");
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...hreflangLinks(site, versions).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    ...(input.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.ownerName },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale && versions[l]).map((l) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[l],
    })),
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    ...(input.image
      ? []
      : [
          { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
          { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (input.article) {
    const { publishedTime, modifiedTime, section, tags } = input.article;
    if (publishedTime) meta.push({ property: "article:published_time", content: publishedTime });
    if (modifiedTime) meta.push({ property: "article:modified_time", content: modifiedTime });
    if (section) meta.push({ property: "article:section", content: section });
    for (const tag of tags ?? []) meta.push({ property: "article:tag", content: tag });
  }
  for (const data of input.jsonLd ?? []) meta.push({ "script:ld+json": withLanguage(data, locale) });
  return meta;
}

/**
 * The root loader's site configuration, as route `meta` functions see it, with the owner's name in the
 * page's language (the root loader's `profile.name`): an Arabic page's title, `og:site_name` and
 * structured data say عمر حداد, not the configured Latin spelling.
 */
export function siteFromMatches(matches: readonly unknown[]): PublicSiteConfig | undefined {
  const root = matches[0] as { loaderData?: { site?: PublicSiteConfig; profile?: { name?: string } } } | undefined;
  const site = root?.loaderData?.site;
  const localName = root?.loaderData?.profile?.name;
  return site && localName ? { ...site, ownerName: localName } : site;
}

// ---- schema.org builders ------------------------------------------------------------------------

/** schema.org WebPage for a page without a more specific type (`inLanguage` is added by pageMeta). */
export function webPageJsonLd(
  site: PublicSiteConfig,
  page: { title: string; description: string; path: string; type?: "WebPage" | "ItemPage" | "ContactPage" },
) {
  return {
    "@context": "https://schema.org",
    "@type": page.type ?? "WebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(site, page.path),
    isPartOf: { "@type": "WebSite", name: site.ownerName, url: site.siteUrl },
  };
}

export type PersonInput = {
  jobTitle: string;
  description: string;
  email: string;
  sameAs: readonly string[];
  knowsAbout: readonly string[];
  image?: string;
};

export function personJsonLd(site: PublicSiteConfig, person: PersonInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${site.siteUrl}/#person`,
    name: site.ownerName,
    url: site.siteUrl,
    jobTitle: person.jobTitle,
    description: person.description,
    email: `mailto:${person.email}`,
    image: absoluteUrl(site, person.image ?? DEFAULT_OG_IMAGES.en),
    sameAs: [...person.sameAs],
    knowsAbout: [...person.knowsAbout],
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      name: "Project Management Professional (PMP)",
      credentialCategory: "certification",
    },
  };
}

export function professionalServiceJsonLd(
  site: PublicSiteConfig,
  service: { description: string; areaServed: readonly string[]; services: readonly string[] },
) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#service`,
    name: `${site.ownerName} Consulting`,
    url: site.siteUrl,
    description: service.description,
    image: absoluteUrl(site, DEFAULT_OG_IMAGES.en),
    areaServed: [...service.areaServed],
    founder: { "@id": `${site.siteUrl}/#person` },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Consulting services",
      itemListElement: service.services.map((name) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name },
      })),
    },
  };
}

export function scholarlyArticleJsonLd(
  site: PublicSiteConfig,
  article: {
    title: string;
    description: string;
    datePublished: string;
    url: string;
    publisher: string;
    keywords: readonly string[];
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "ScholarlyArticle",
    headline: article.title,
    description: article.description,
    datePublished: article.datePublished,
    url: article.url,
    keywords: article.keywords.join(", "),
    author: { "@type": "Person", name: site.ownerName, url: site.siteUrl },
    publisher: { "@type": "Organization", name: article.publisher },
  };
}

export type BlogPostingInput = {
  title: string;
  description: string;
  slug: string;
  /** The article's language: without an image of its own it gets that language's default one. */
  locale?: Locale;
  image?: string | null;
  publishedAt?: string | null;
  updatedAt?: string | null;
  authorName?: string | null;
  keywords?: readonly string[] | string | null;
  category?: string;
  wordCount?: number;
};

/** schema.org BlogPosting for an article page (used by the blog). */
export function blogPostingJsonLd(site: PublicSiteConfig, post: BlogPostingInput) {
  const url = absoluteUrl(site, `/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: absoluteUrl(site, post.image || DEFAULT_OG_IMAGES[post.locale ?? "en"]),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.updatedAt ? { dateModified: post.updatedAt } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    ...(post.keywords
      ? { keywords: typeof post.keywords === "string" ? post.keywords : post.keywords.join(", ") }
      : {}),
    author: { "@type": "Person", name: post.authorName || site.ownerName, url: site.siteUrl },
    publisher: { "@type": "Person", name: site.ownerName, url: site.siteUrl },
  };
}

import { useEffect } from "react";
import { data, redirect, useNavigation } from "react-router";
import { ArticleNotFound } from "#app/components/blog/article-not-found.tsx";
import { ArticleSkeleton } from "#app/components/blog/article-skeleton.tsx";
import { ArticleView } from "#app/components/blog/article-view.tsx";
import type { LanguageAlternates } from "#app/components/language-switch.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { absoluteUrl, blogPostingJsonLd, pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localizedAuthorName } from "#content/localized.server.ts";
import { articlePath, blogPath } from "#domain/blog.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localeFromPath, unlocalizedPath } from "#domain/i18n/locales.ts";
import type { Route } from "./+types/blog-article";

const OTHER: Record<Locale, Locale> = { en: "ar", ar: "en" };

/**
 * How long browsers and CDNs keep the redirect from an article's address in the other language. It is
 * permanent (301: the article has one address, and search engines should index only that one), but an
 * admin may still change an article's language, so it is not cached for ever.
 */
const WRONG_LANGUAGE_REDIRECT_CACHE = "public, max-age=86400";

/**
 * /blog/{slug} (English articles) and /ar/blog/{slug} (Arabic ones), rendered on the server. Visitors
 * see live articles and drafts (labelled Draft, `noindex`); a scheduled article is the admin's until
 * its time. An article asked for under the other language's prefix is sent to its own address (301).
 * Unknown slugs answer 404 with the SPEC's "Article Not Found" page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services, user, site } = getAppContext(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const i18n = pageI18n(locale, { messages: ["blog"] });
  const notFoundTitle = CATALOGUE.blog[locale]["notFound.title"];
  const isAdmin = user?.isAdmin === true;
  const found = await services.articles.findBySlug(params.slug, { isAdmin });
  if (!found) return data({ article: null, isAdmin, i18n, notFoundTitle, alternates: undefined }, { status: 404 });
  if (found.locale !== locale) {
    throw redirect(articlePath(found.slug, found.locale) + url.search, {
      status: 301,
      headers: { "Cache-Control": WRONG_LANGUAGE_REDIRECT_CACHE },
    });
  }
  const [rendered, translation] = await Promise.all([
    Promise.resolve(services.articles.render(found)),
    services.articles.translationOf(found, { isAdmin }),
  ]);
  const { html, headings, wordCount } = rendered;
  const { content: _content, ...stored } = found;
  const article = { ...stored, authorName: localizedAuthorName(stored.authorName, site.ownerName, locale) };
  // Where the header's language switch goes: the translation, else the other language's blog.
  const other = OTHER[locale];
  const alternates: LanguageAlternates = translation
    ? { [locale]: articlePath(found.slug, locale), [other]: articlePath(translation.slug, translation.locale) }
    : { [other]: blogPath(other) };
  return {
    isAdmin,
    i18n,
    notFoundTitle,
    alternates,
    article: {
      ...article,
      html,
      headings,
      wordCount,
      translation,
      status: services.articles.statusOf(found),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const article = loaderData?.article;
  const notFoundTitle = loaderData?.notFoundTitle ?? "Article Not Found";
  if (!article || !site) {
    return [
      { title: site ? `${notFoundTitle} | ${site.ownerName}` : notFoundTitle },
      { name: "robots", content: "noindex" },
    ];
  }
  const path = articlePath(article.slug, article.locale);
  const title = `${article.metaTitle || article.title} | ${site.ownerName}`;
  const description = article.metaDescription || article.excerpt;
  // Share image: the one set for sharing, else the featured image, else one drawn for this article.
  // The drawing cannot join Arabic letters (see blog-og-image.ts): Arabic articles get the site's
  // Arabic image (pageMeta and blogPostingJsonLd choose it by language).
  const image = article.ogImage || article.featuredImage || (article.locale === "en" ? `${path}/og.png` : null);
  const url = absoluteUrl(site, path);
  const posting = blogPostingJsonLd(site, {
    title: article.metaTitle || article.title,
    description,
    slug: article.slug,
    locale: article.locale,
    image: image ? absoluteUrl(site, image) : null,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    authorName: article.authorName,
    keywords: article.metaKeywords,
    category: article.category,
    wordCount: article.wordCount,
  });
  const { translation } = article;
  return [
    ...pageMeta(site, {
      title,
      description,
      path,
      locale: article.locale,
      // The translation when there is one; an article in one language lists only itself.
      alternates: translation ? { [translation.locale]: articlePath(translation.slug, translation.locale) } : "none",
      keywords: article.metaKeywords || article.category,
      image,
      imageAlt: article.title,
      type: "article",
      noindex: article.status !== "published",
      article: {
        publishedTime: article.publishedAt,
        modifiedTime: article.updatedAt,
        section: article.category,
        tags: article.metaKeywords
          ? article.metaKeywords
              .split(",")
              .map((k) => k.trim())
              .filter(Boolean)
          : [],
      },
      jsonLd: [
        {
          ...posting,
          url,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
          inLanguage: article.locale,
        },
      ],
    }),
  ];
};

const VIEWED_KEY = (slug: string) => `viewed:${slug}`;

/**
 * Counts this visit's view once: the browser remembers it for the tab's session, the server for half
 * an hour (a cookie) and ignores the admin. Crawlers that run no script never count.
 */
function useCountView(slug: string | undefined, countable: boolean) {
  useEffect(() => {
    if (!slug || !countable) return;
    try {
      if (sessionStorage.getItem(VIEWED_KEY(slug))) return;
      sessionStorage.setItem(VIEWED_KEY(slug), "1");
    } catch {
      // Storage blocked: the server's cookie still stops double counting.
    }
    fetch(`/api/articles/${encodeURIComponent(slug)}/views`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      keepalive: true,
    }).catch(() => {});
  }, [slug, countable]);
}

export default function BlogArticle({ loaderData, matches }: Route.ComponentProps) {
  const { article, isAdmin } = loaderData;
  const navigation = useNavigation();
  const site = matches[0].loaderData.site;
  useCountView(article?.slug, !!article && article.status === "published" && !isAdmin);

  // Moving from one article to another: show the page's skeleton while the next one loads.
  const next = navigation.location?.pathname;
  if (
    navigation.state === "loading" &&
    next &&
    unlocalizedPath(next).startsWith("/blog/") &&
    next !== (article && articlePath(article.slug, article.locale))
  ) {
    return <ArticleSkeleton />;
  }
  if (!article) return <ArticleNotFound />;
  return (
    <ArticleView
      article={article}
      url={absoluteUrl(site, articlePath(article.slug, article.locale))}
      ownerName={site.ownerName}
    />
  );
}

/** SPEC §2: when the article cannot be read (the call fails), the page still says "Article Not Found". */
export function ErrorBoundary() {
  return <ArticleNotFound />;
}

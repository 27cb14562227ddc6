import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import { ArticleNotFound } from "#app/components/blog/article-not-found.tsx";
import { ArticleSkeleton } from "#app/components/blog/article-skeleton.tsx";
import { ArticleView } from "#app/components/blog/article-view.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { absoluteUrl, blogPostingJsonLd, pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { ARTICLE_NOT_FOUND, articlePath } from "#domain/blog.ts";
import type { Route } from "./+types/blog-article";

/**
 * /blog/{slug}, rendered on the server. Visitors see live articles and drafts (labelled Draft,
 * `noindex`); a scheduled article is the admin's until its time. Unknown slugs answer 404 with the
 * SPEC's "Article Not Found" page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, user } = getAppContext(context);
  const isAdmin = user?.isAdmin === true;
  const found = await services.articles.findBySlug(params.slug, { isAdmin });
  if (!found) return data({ article: null, isAdmin }, { status: 404 });
  const { html, headings, wordCount } = services.articles.render(found);
  const { content: _content, ...article } = found;
  return {
    isAdmin,
    article: {
      ...article,
      html,
      headings,
      wordCount,
      status: services.articles.statusOf(found),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const article = loaderData?.article;
  if (!article || !site) {
    return [
      { title: site ? `${ARTICLE_NOT_FOUND.title} | ${site.ownerName}` : ARTICLE_NOT_FOUND.title },
      { name: "robots", content: "noindex" },
    ];
  }
  const path = articlePath(article.slug);
  const title = `${article.metaTitle || article.title} | ${site.ownerName}`;
  const description = article.metaDescription || article.excerpt;
  // Share image: the one set for sharing, else the featured image, else one drawn for this article.
  const image = article.ogImage || article.featuredImage || `${path}/og.png`;
  return pageMeta(site, {
    title,
    description,
    path,
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
      blogPostingJsonLd(site, {
        title: article.metaTitle || article.title,
        description,
        slug: article.slug,
        image: absoluteUrl(site, image),
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
        authorName: article.authorName,
        keywords: article.metaKeywords,
        category: article.category,
        wordCount: article.wordCount,
      }),
    ],
  });
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
  if (navigation.state === "loading" && next?.startsWith("/blog/") && next !== (article && articlePath(article.slug))) {
    return <ArticleSkeleton />;
  }
  if (!article) return <ArticleNotFound />;
  return (
    <ArticleView article={article} url={absoluteUrl(site, articlePath(article.slug))} ownerName={site.ownerName} />
  );
}

/** SPEC §2: when the article cannot be read (the call fails), the page still says "Article Not Found". */
export function ErrorBoundary() {
  return <ArticleNotFound />;
}

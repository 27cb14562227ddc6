import { data, useNavigation } from "react-router";
import { ArticleSkeleton } from "#app/components/blog/article-skeleton.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { Rss } from "#app/components/icons.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localizedOwnerName } from "#content/localized.server.ts";
import { BLOG_FEED_PATH, blogPath } from "#domain/blog.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localeFromPath, unlocalizedPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import type { Route } from "./+types/blog-index";

/** Articles on one page of the blog: a multiple of the grid's two and three columns. */
export const BLOG_PAGE_SIZE = 24;

/** The page cache keeps one copy per page of the blog. */
export const handle = { cacheQuery: ["page"] } satisfies RouteFacts;

/**
 * /blog and /ar/blog: the live articles of the page's language, latest first, BLOG_PAGE_SIZE a page
 * (`?page=2`…, linked newer/older and with rel=prev/next), with its feed one click away. A page that
 * does not exist is a 404.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const pageText = url.searchParams.get("page");
  if (pageText !== null && !/^[1-9]\d{0,5}$/.test(pageText)) throw data(null, { status: 404 });
  const page = pageText === null ? 1 : Number(pageText);
  const [posts, total] = await Promise.all([
    services.articles.listPublished(BLOG_PAGE_SIZE, locale, (page - 1) * BLOG_PAGE_SIZE),
    services.articles.countPublished(locale),
  ]);
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (page > pages) throw data(null, { status: 404 });
  const t = createTranslator(locale, CATALOGUE.blog[locale]);
  const name = localizedOwnerName(site.ownerName, locale);
  const title = t("index.metaTitle", { name });
  return {
    posts,
    locale,
    page,
    pages,
    text: {
      title: page > 1 ? `${title} (${t("index.page", { page, count: pages })})` : title,
      description: t("index.metaDescription", { name }),
    },
    i18n: pageI18n(locale, { messages: ["blog"] }),
  };
}

/** The address of one page of the blog in a language (page 1 is the blog's own address). */
const pageHref = (locale: Locale, page: number) => (page > 1 ? `${blogPath(locale)}?page=${page}` : blogPath(locale));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!site || !loaderData) return [{ title: "Blog" }];
  const { locale, page, pages } = loaderData;
  const around = [
    ...(page > 1 ? [{ tagName: "link", rel: "prev", href: site.siteUrl + pageHref(locale, page - 1) }] : []),
    ...(page < pages ? [{ tagName: "link", rel: "next", href: site.siteUrl + pageHref(locale, page + 1) }] : []),
  ];
  return [
    ...pageMeta(site, {
      title: loaderData.text.title,
      description: loaderData.text.description,
      path: pageHref(locale, page),
      // The other language's blog has pages of its own: only the first pages are each other's versions.
      ...(page > 1 ? { alternates: "none" as const } : {}),
    }),
    ...around,
  ];
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT("blog");
  const localize = useLocalize();
  if (navigation.state === "loading" && unlocalizedPath(navigation.location.pathname).startsWith("/blog/")) {
    return <ArticleSkeleton />;
  }
  const { posts, page, pages, locale } = loaderData;
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("index.title")}</h1>
            <p className="mt-2 text-muted-foreground">{t("index.intro")}</p>
          </div>
          <a
            href={localize(BLOG_FEED_PATH)}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t("index.rss")}
          </a>
        </div>
        {posts.length === 0 ? (
          <p className="mt-10 text-muted-foreground">{t("index.empty")}</p>
        ) : (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={2} />
            ))}
          </div>
        )}
        {pages > 1 ? (
          <nav aria-label={t("index.pages")} className="mt-12 flex flex-wrap items-center justify-between gap-4">
            {page > 1 ? (
              <a href={pageHref(locale, page - 1)} rel="prev" className="font-medium text-primary hover:underline">
                {t("index.newer")}
              </a>
            ) : (
              <span />
            )}
            <p className="text-sm text-muted-foreground">{t("index.page", { page, count: pages })}</p>
            {page < pages ? (
              <a href={pageHref(locale, page + 1)} rel="next" className="font-medium text-primary hover:underline">
                {t("index.older")}
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </main>
  );
}

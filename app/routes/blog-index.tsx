import { useNavigation } from "react-router";
import { ArticleSkeleton } from "#app/components/blog/article-skeleton.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { Rss } from "#app/components/icons.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { localizedOwnerName } from "#content/catalogue.server.ts";
import { BLOG_FEED_PATH, blogPath } from "#domain/blog.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath, unlocalizedPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import type { Route } from "./+types/blog-index";

/** /blog and /ar/blog: the live articles of the page's language, latest first, with its feed one click away. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site } = getAppContext(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const posts = await services.articles.listPublished(100, locale);
  const t = createTranslator(locale, CATALOGUE.blog[locale]);
  const name = localizedOwnerName(site.ownerName, locale);
  return {
    posts,
    locale,
    text: {
      title: t("index.metaTitle", { name }),
      description: t("index.metaDescription", { name }),
    },
    i18n: pageI18n(locale, { messages: ["blog"] }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!site || !loaderData) return [{ title: "Blog" }];
  return pageMeta(site, {
    title: loaderData.text.title,
    description: loaderData.text.description,
    path: blogPath(loaderData.locale),
  });
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT("blog");
  const localize = useLocalize();
  if (navigation.state === "loading" && unlocalizedPath(navigation.location.pathname).startsWith("/blog/")) {
    return <ArticleSkeleton />;
  }
  const { posts } = loaderData;
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
      </div>
    </main>
  );
}

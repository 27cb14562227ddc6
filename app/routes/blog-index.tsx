import { useNavigation } from "react-router";
import { ArticleSkeleton } from "#app/components/blog/article-skeleton.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { Rss } from "#app/components/icons.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { BLOG_FEED_PATH } from "#domain/blog.ts";
import type { Route } from "./+types/blog-index";

/** /blog: every live article, latest first, with the feed one click away. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const posts = await services.articles.listPublished();
  return { posts };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  if (!site) return [{ title: "Blog" }];
  return pageMeta(site, {
    title: `Blog | ${site.ownerName}`,
    description: `Articles by ${site.ownerName} on FinTech, EdTech, Islamic finance, AI and product management.`,
    path: "/blog",
  });
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname.startsWith("/blog/")) return <ArticleSkeleton />;
  const { posts } = loaderData;
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
            <p className="mt-2 text-muted-foreground">
              Notes on building financial and learning products that people trust.
            </p>
          </div>
          <a
            href={BLOG_FEED_PATH}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            RSS feed
          </a>
        </div>
        {posts.length === 0 ? (
          <p className="mt-10 text-muted-foreground">No articles published yet. Check back soon.</p>
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

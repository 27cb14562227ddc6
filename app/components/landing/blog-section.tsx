import { Link } from "react-router";
import { PostCard, type PostCardData } from "#app/components/blog/post-card.tsx";
import { ArrowRight } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useLocalize, useT } from "#app/lib/i18n.tsx";
import { BLOG_SECTION_ID } from "#domain/blog.ts";

/**
 * The landing page's blog section (`/#blog`, where every article's back links lead): the latest
 * published articles and a link to them all.
 */
export function BlogSection({ posts }: { posts: readonly (PostCardData & { id: string })[] }) {
  const t = useT("landing");
  const localize = useLocalize();
  return (
    <Section id={BLOG_SECTION_ID} title={t("blog.title")} estimatedHeight={300 + 480 * posts.length}>
      {posts.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{t("blog.empty")}</p>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      <Link to={localize("/blog")} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        {t("blog.all")}
        <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Link>
    </Section>
  );
}

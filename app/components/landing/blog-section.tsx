import { Link } from "react-router";
import { PostCard, type PostCardData } from "#app/components/blog/post-card.tsx";
import { ArrowRight } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { BLOG_SECTION_ID } from "#domain/blog.ts";

/**
 * The landing page's blog section (`/#blog`, where every article's back links lead): the latest
 * published articles and a link to them all.
 */
export function BlogSection({ posts }: { posts: readonly (PostCardData & { id: string })[] }) {
  return (
    <Section id={BLOG_SECTION_ID} title="Latest from the Blog">
      {posts.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No articles published yet. Check back soon.</p>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      <Link to="/blog" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
        All articles
        <ArrowRight aria-hidden="true" />
      </Link>
    </Section>
  );
}

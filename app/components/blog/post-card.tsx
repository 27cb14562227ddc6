import { Link } from "react-router";
import { Calendar, Clock } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { articlePath, formatLongDate } from "#domain/blog.ts";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string | null;
  readTime: number;
  featuredImage: string | null;
};

/** A published article in a list: the whole card is one link to the article. */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {post.featuredImage && (
        <img
          src={post.featuredImage}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary">{post.category}</Badge>
        <Heading className="text-lg font-semibold leading-snug">
          <Link
            to={articlePath(post.slug)}
            prefetch="intent"
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap gap-4 text-xs text-muted-foreground">
          {post.publishedAt && (
            <span className="inline-flex items-center gap-1">
              <Calendar aria-hidden="true" className="size-3.5" />
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {post.readTime} min read
          </span>
        </p>
      </div>
    </article>
  );
}

import { Link } from "react-router";
import { Calendar, Clock } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { articlePath, formatLongDate } from "#domain/blog.ts";
import type { Locale } from "#domain/i18n/locales.ts";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string | null;
  readTime: number;
  featuredImage: string | null;
  /** The article's language (its address and text direction); the page's when absent. */
  locale?: Locale;
};

/**
 * A published article in a list: the whole card is one link to the article. Needs the "blog"
 * messages in the page's data (the blog index and the landing page send them).
 */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT("blog");
  const pageLocale = useLocale();
  const locale = post.locale ?? pageLocale;
  return (
    <article
      lang={locale === pageLocale ? undefined : locale}
      dir={locale === pageLocale ? undefined : locale === "ar" ? "rtl" : "ltr"}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
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
            to={articlePath(post.slug, locale)}
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
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, pageLocale)}</time>
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {t("meta.readTime", { count: post.readTime })}
          </span>
        </p>
      </div>
    </article>
  );
}

import { Link } from "react-router";
import { ArrowLeft, Calendar, Clock, Eye, User } from "#app/components/icons.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useSectionHref, useT } from "#app/lib/i18n.tsx";
import { articlePath, BLOG_SECTION_ID, blogPath, formatHijriDate, formatLongDate } from "#domain/blog.ts";
import { type Locale, textDirection } from "#domain/i18n/locales.ts";
import { ShareButtons } from "./share-buttons.tsx";
import "./article.css";

export type ArticleViewData = {
  title: string;
  excerpt: string;
  category: string;
  authorName: string | null;
  featuredImage: string | null;
  publishedAt: string | null;
  views: number;
  status: "draft" | "scheduled" | "published";
  readTime: number;
  html: string;
  headings: { id: string; text: string; depth: number }[];
  /** The article's language: its text's `lang` and direction. */
  locale: Locale;
  /** The same article in the other language, when there is one a visitor may read. */
  translation: { slug: string; locale: Locale; title: string } | null;
};

function BackToBlog({ className }: { className?: string }) {
  const t = useT("blog");
  const sectionHref = useSectionHref();
  return (
    <Link to={sectionHref(BLOG_SECTION_ID)} className={buttonVariants({ variant: "ghost", className })}>
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      {t("article.backToBlog")}
    </Link>
  );
}

/**
 * The publication date: the Gregorian date, and on an Arabic article the Umm al-Qura Hijri date
 * beside it. Both in UTC through fixed locale tags, so the server and the browser print the same.
 */
function PublishedDate({ iso, locale }: { iso: string; locale: Locale }) {
  const t = useT("blog");
  return (
    <li className="inline-flex flex-wrap items-center gap-1.5">
      <Calendar aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("meta.published")}</span>
      <time dateTime={iso}>{formatLongDate(iso, locale)}</time>
      {locale === "ar" && (
        <>
          <span aria-hidden="true">·</span>
          <span className="sr-only">{t("meta.hijri")}</span>
          <span data-testid="hijri-date">{formatHijriDate(iso)}</span>
        </>
      )}
    </li>
  );
}

/** SPEC §2 "Blog article page": badges, title, excerpt, facts, share buttons, image, body, back links. */
export function ArticleView({ article, url, ownerName }: { article: ArticleViewData; url: string; ownerName: string }) {
  const t = useT("blog");
  const toc = article.headings.filter((h) => h.depth <= 3);
  const { locale, translation } = article;
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <article className="mx-auto max-w-3xl" lang={locale} dir={textDirection(locale)}>
        <BackToBlog className="-ms-3" />
        <header className="mt-6 space-y-5">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{article.category}</Badge>
            {article.status === "draft" && <Badge variant="outline">{t("status.draft")}</Badge>}
            {article.status === "scheduled" && article.publishedAt && (
              <Badge variant="outline">
                {t("status.scheduled", { date: formatLongDate(article.publishedAt, locale) })}
              </Badge>
            )}
          </div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{article.title}</h1>
          <p className="text-lg text-muted-foreground">{article.excerpt}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground" aria-label={t("meta.about")}>
            {article.publishedAt && <PublishedDate iso={article.publishedAt} locale={locale} />}
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t("meta.readTime", { count: article.readTime })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <User aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("meta.author")}</span>
              {article.authorName || ownerName}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4" />
              {t("meta.views", { count: article.views })}
            </li>
          </ul>
          {translation && (
            <p>
              <Link
                to={articlePath(translation.slug, translation.locale)}
                hrefLang={translation.locale}
                reloadDocument
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("article.inOtherLanguage")}
              </Link>
            </p>
          )}
          <ShareButtons url={url} title={article.title} />
        </header>

        {article.featuredImage && (
          <img
            src={article.featuredImage}
            alt=""
            className="mt-10 aspect-video w-full rounded-xl object-cover"
            fetchPriority="high"
          />
        )}

        {toc.length >= 3 && (
          <nav aria-label={t("article.toc")} className="mt-10 rounded-xl border bg-muted/40 p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t("article.toc")}</h2>
            <ul className="mt-3 space-y-1.5 text-sm">
              {toc.map((heading) => (
                <li key={heading.id} className={heading.depth === 3 ? "ps-4" : undefined}>
                  <a href={`#${heading.id}`} className="hover:underline">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div
          className="article-body mt-10"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server (server/services/markdown.ts)
          dangerouslySetInnerHTML={{ __html: article.html }}
        />

        <footer className="mt-16 flex flex-wrap items-center justify-between gap-4 border-t pt-8">
          <BackToBlog className="-ms-3" />
          <Link to={blogPath(locale)} className={buttonVariants({ variant: "link" })}>
            {t("article.allArticles")}
          </Link>
        </footer>
      </article>
    </main>
  );
}

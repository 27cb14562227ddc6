import { useEffect, useId, useMemo, useRef, useState } from "react";
import { ArrowRight, Calendar, Search } from "#app/components/icons.tsx";
import { Section } from "#app/components/landing/section.tsx";
import { formatLongDate, stripHtml } from "#app/components/live/format.ts";
import { useNetworkArticles } from "#app/components/live/query.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useLanguage, useT } from "#app/lib/i18n.tsx";
import { lineClampClass, lineClampStyle } from "#app/lib/line-clamp.ts";
import { useProfile } from "#app/lib/root-data.ts";
import { ARTICLE_TITLE_CLAMP_LINES, DESCRIPTION_CLAMP_LINES } from "#domain/constants.ts";
import type { LiveSnapshot, NetworkArticle } from "#domain/schemas/live.ts";

const PLACEHOLDER_CARDS = 3;
const DEFAULT_CATEGORY = "LinkedIn";

/** "January 5, 2025" in English (SPEC §2), the same date in the page's language otherwise; UTC on both sides. */
function useArticleDate(): (iso: string) => string {
  const { locale, intl } = useLanguage();
  if (locale === "en") return formatLongDate;
  const format = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? "" : format.format(date);
  };
}

type ArticlesSectionProps = {
  /** The articles the server already had (first paint without placeholders). */
  initial?: LiveSnapshot<NetworkArticle[]>;
  /** Where "all articles" leads; default: the profile's LinkedIn link. */
  allArticlesUrl?: string | null;
};

/**
 * SPEC §2 articles from the professional network: a case-insensitive search over title and
 * description, cards opening the article in a new tab, 3 placeholder cards while loading.
 */
export function ArticlesSection({ initial, allArticlesUrl }: ArticlesSectionProps) {
  const t = useT("landing");
  const formatDate = useArticleDate();
  const { data, isPending } = useNetworkArticles(initial);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // This section hydrates when scrolled near: text typed before that lives only in the DOM, so adopt it.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed) setQuery(typed);
  }, []);
  const profileLink = useProfile().socials.find((s) => s.id === "linkedin")?.url;
  const allUrl = allArticlesUrl || profileLink;

  // A missing list (or a failed read) is treated as empty (SPEC §7).
  const articles = useMemo(
    () =>
      (Array.isArray(data?.data) ? data.data : []).map((a) => ({ ...a, description: stripHtml(a.description ?? "") })),
    [data],
  );
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? articles.filter((a) => a.title.toLowerCase().includes(needle) || a.description.toLowerCase().includes(needle))
    : articles;

  return (
    <Section
      id="articles"
      title={t("articles.title")}
      estimatedHeight={400 + 320 * Math.max(shown.length, PLACEHOLDER_CARDS)}
      className="bg-muted/40"
    >
      <p className="mt-3 max-w-2xl text-muted-foreground">{t("articles.subtitle")}</p>
      <div className="relative mt-8 max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t("articles.searchLabel")}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          placeholder={t("articles.searchPlaceholder")}
          ref={searchRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="ps-9"
        />
      </div>

      {isPending ? (
        <ul
          className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label={t("articles.loading")}
        >
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={i} className="h-48 animate-pulse rounded-xl border bg-card" />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="mt-8 text-muted-foreground" role="status">
          {needle && articles.length > 0 ? t("articles.noMatch") : t("articles.empty")}
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((article) => (
            <li key={article.link}>
              <a
                href={article.link}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full flex-col rounded-xl border bg-card p-6 transition-colors hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Badge variant="secondary" className="self-start">
                  {article.category || DEFAULT_CATEGORY}
                </Badge>
                {/* The articles are the owner's posts, in whichever language they were written. */}
                <h3
                  dir="auto"
                  className={`mt-3 text-lg font-semibold ${lineClampClass}`}
                  style={lineClampStyle(ARTICLE_TITLE_CLAMP_LINES)}
                >
                  {article.title}
                </h3>
                {article.description && (
                  <p
                    dir="auto"
                    className={`mt-2 text-sm text-muted-foreground ${lineClampClass}`}
                    style={lineClampStyle(DESCRIPTION_CLAMP_LINES)}
                  >
                    {article.description}
                  </p>
                )}
                <p className="mt-auto flex items-center gap-1.5 pt-4 text-xs text-muted-foreground">
                  <Calendar className="size-3.5" aria-hidden="true" />
                  <time dateTime={article.pubDate}>{formatDate(article.pubDate)}</time>
                  <span className="sr-only">{t("newTab")}</span>
                </p>
              </a>
            </li>
          ))}
        </ul>
      )}

      {allUrl && (
        <a
          href={allUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-8 inline-flex items-center gap-2 font-medium text-primary hover:underline"
        >
          {t("articles.viewAll")}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{t("newTab")}</span>
        </a>
      )}
    </Section>
  );
}

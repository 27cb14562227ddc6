import { type KeyboardEvent, useId, useRef, useState } from "react";
import { ExternalLink, RefreshCw } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLanguage, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { NEWS_ITEM_LIMIT } from "#domain/constants.ts";
import { type LiveSnapshot, NEWS_CATEGORIES, type NewsCategory, type NewsResponse } from "#domain/schemas/live.ts";
import { AsOf } from "./as-of.tsx";
import { formatShortDate } from "./format.ts";
import { useNews } from "./query.ts";

/**
 * SPEC §2 news card: Business and Technology tabs, a Refresh button, at most 5 articles (title link in
 * a new tab, description, source and date). `initial` is the business news the server had cached.
 * Headlines stay in the language of their feed (`dir="auto"`); the card's own words follow the page.
 */
export function NewsCard({ initial }: { initial?: LiveSnapshot<NewsResponse> }) {
  const [category, setCategory] = useState<NewsCategory>("business");
  const headingId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const news = useNews(category, category === "business" ? initial : undefined);
  const t = useT("live");
  const { dir } = useLanguage();

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation); right to left,
  // ArrowLeft goes to the next tab.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = NEWS_CATEGORIES.indexOf(category);
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = NEWS_CATEGORIES[(index + step + NEWS_CATEGORIES.length) % NEWS_CATEGORIES.length]!;
    setCategory(next);
    tabs.current[NEWS_CATEGORIES.indexOf(next)]?.focus();
  };

  return (
    <section className="rounded-xl border bg-card p-6" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} className="text-lg font-semibold">
          {t("news.title")}
        </h3>
        <Button
          variant="outline"
          size="sm"
          // Not disabled while fetching: a disabled button would drop the keyboard focus.
          onClick={() => void (news.isFetching || news.refetch())}
          aria-busy={news.isFetching}
        >
          <RefreshCw className={cn("size-4", news.isFetching && "animate-spin")} aria-hidden="true" />
          {t("news.refresh")}
        </Button>
      </div>
      <div
        role="tablist"
        aria-label={t("news.categories")}
        className="mt-4 flex gap-1 rounded-lg bg-muted p-1"
        onKeyDown={onKeyDown}
      >
        {NEWS_CATEGORIES.map((c, i) => (
          <button
            key={c}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`news-tab-${c}`}
            aria-selected={category === c}
            aria-controls={`news-panel-${c}`}
            tabIndex={category === c ? 0 : -1}
            onClick={() => setCategory(c)}
            className={cn(
              "flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              category === c
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t(`news.category.${c}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`news-panel-${category}`} aria-labelledby={`news-tab-${category}`} className="mt-4">
        <NewsList news={news} />
      </div>
    </section>
  );
}

function NewsList({ news: { data, isPending } }: { news: ReturnType<typeof useNews> }) {
  const t = useT("live");
  const { locale } = useLanguage();
  if (isPending) return <p className="text-sm text-muted-foreground">{t("news.loading")}</p>;
  // A failed read shows the empty state too: the card has no error state of its own (SPEC §2).
  const articles = (data?.data.articles ?? []).slice(0, NEWS_ITEM_LIMIT);
  if (articles.length === 0) return <p className="text-sm text-muted-foreground">{t("news.empty")}</p>;
  return (
    <>
      <ul className="space-y-4">
        {articles.map((article) => (
          <li key={article.url} className="border-b pb-4 last:border-b-0 last:pb-0">
            <a
              href={article.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group inline-flex items-start gap-1 font-medium hover:underline"
            >
              <span dir="auto">{article.title}</span>
              <ExternalLink className="mt-1 size-3.5 shrink-0 opacity-60" aria-hidden="true" />
              <span className="sr-only">{t("news.newTab")}</span>
            </a>
            {article.description && (
              <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
                <span dir="auto">{article.description}</span>
              </p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">
              <bdi>{article.source.name}</bdi> ·{" "}
              <time dateTime={article.publishedAt}>{formatShortDate(article.publishedAt, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
      <AsOf iso={data?.asOf} className="mt-4 text-xs text-muted-foreground" />
    </>
  );
}

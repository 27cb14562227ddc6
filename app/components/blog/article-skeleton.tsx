import { useHasMessages, useT } from "#app/lib/i18n.tsx";

function LoadingText() {
  const t = useT("blog");
  return <>{t("article.loading")}</>;
}

/** The article page while it loads: placeholders in the shape of the page, announced as busy. */
export function ArticleSkeleton() {
  const bar = "animate-pulse rounded-md bg-muted";
  const hasBlogWords = useHasMessages("blog");
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8" aria-busy="true">
      <p className="sr-only" role="status">
        {hasBlogWords ? <LoadingText /> : "…"}
      </p>
      <div className="mx-auto max-w-3xl space-y-6" aria-hidden="true" data-testid="article-skeleton">
        <div className={`${bar} h-5 w-24`} />
        <div className={`${bar} h-10 w-full`} />
        <div className={`${bar} h-10 w-2/3`} />
        <div className={`${bar} h-5 w-1/2`} />
        <div className={`${bar} aspect-video w-full`} />
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <div key={i} className={`${bar} h-4 ${i % 3 === 2 ? "w-4/5" : "w-full"}`} />
        ))}
      </div>
    </main>
  );
}

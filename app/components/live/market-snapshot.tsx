import { useId } from "react";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import type { LiveSnapshot, StockQuote } from "#domain/schemas/live.ts";
import { AsOf } from "./as-of.tsx";
import { formatUsd, isRise, signed } from "./format.ts";
import { useStocks } from "./query.ts";

const PLACEHOLDER_ROWS = 3;

/**
 * SPEC §2 market snapshot: a "Market Overview" placeholder with 3 rows while loading, then "Market
 * Snapshot" with symbol, price and change (green with "+" when zero or more, else red).
 */
export function MarketSnapshot({ initial }: { initial?: LiveSnapshot<StockQuote[]> }) {
  const { data, isPending } = useStocks(initial);
  const headingId = useId();
  const t = useT("live");
  const locale = useLocale();
  // The provider's price text as it came in English; through Intl in Arabic.
  const price = (text: string) =>
    locale === "en" || !Number.isFinite(Number(text)) ? `$${text}` : formatUsd(Number(text), locale);

  if (isPending) {
    return (
      <section className="rounded-xl border bg-card p-6" aria-busy="true" aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold">
          {t("market.loadingTitle")}
        </h3>
        <ul className="mt-4 space-y-3" aria-label={t("market.loading")}>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={i} className="h-10 animate-pulse rounded-md bg-muted" />
          ))}
        </ul>
      </section>
    );
  }

  const quotes = data?.data ?? [];
  return (
    <section className="rounded-xl border bg-card p-6" aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={headingId} className="text-lg font-semibold">
          {t("market.title")}
        </h3>
        <AsOf iso={data?.asOf} />
      </div>
      {quotes.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("market.empty")}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("market.quotes")}>
          {quotes.map((quote) => {
            const rise = isRise(quote.change);
            return (
              <li key={quote.symbol} className="rounded-lg bg-muted/50 p-3">
                <p className="text-sm font-semibold">{quote.symbol}</p>
                <p className="mt-1 font-mono text-base tabular-nums">{price(quote.price)}</p>
                <p
                  className={cn(
                    "font-mono text-xs tabular-nums",
                    rise ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400",
                  )}
                  data-trend={rise ? "up" : "down"}
                >
                  {/* A signed change and its percentage read left to right in Arabic too. */}
                  <bdi dir="ltr">
                    {signed(quote.change)} ({signed(quote.changePercent)})
                  </bdi>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

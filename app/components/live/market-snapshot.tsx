import { useId } from "react";
import { cn } from "#app/lib/utils.ts";
import type { LiveSnapshot, StockQuote } from "#domain/schemas/live.ts";
import { AsOf } from "./as-of.tsx";
import { isRise, signed } from "./format.ts";
import { useStocks } from "./query.ts";

const PLACEHOLDER_ROWS = 3;

/**
 * SPEC §2 market snapshot: a "Market Overview" placeholder with 3 rows while loading, then "Market
 * Snapshot" with symbol, price and change (green with "+" when zero or more, else red).
 */
export function MarketSnapshot({ initial }: { initial?: LiveSnapshot<StockQuote[]> }) {
  const { data, isPending } = useStocks(initial);
  const headingId = useId();

  if (isPending) {
    return (
      <section className="rounded-xl border bg-card p-6" aria-busy="true" aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold">
          Market Overview
        </h3>
        <ul className="mt-4 space-y-3" aria-label="Loading market data">
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
          Market Snapshot
        </h3>
        <AsOf iso={data?.asOf} />
      </div>
      {quotes.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">Market data is not available right now.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Stock quotes">
          {quotes.map((quote) => {
            const rise = isRise(quote.change);
            return (
              <li key={quote.symbol} className="rounded-lg bg-muted/50 p-3">
                <p className="text-sm font-semibold">{quote.symbol}</p>
                <p className="mt-1 font-mono text-base tabular-nums">${quote.price}</p>
                <p
                  className={cn(
                    "font-mono text-xs tabular-nums",
                    rise ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400",
                  )}
                  data-trend={rise ? "up" : "down"}
                >
                  {signed(quote.change)} ({signed(quote.changePercent)})
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

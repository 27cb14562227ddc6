import { useId } from "react";
import { RefreshCw } from "#app/components/icons.tsx";
import { AsOf } from "#app/components/live/as-of.tsx";
import { formatCryptoPrice, formatLargeNumber, formatSignedPercent } from "#app/components/live/format.ts";
import { useCrypto } from "#app/components/live/query.ts";
import { ErrorAlert } from "#app/components/tools/error-alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useLocale, useT } from "#app/lib/i18n.tsx";
import { cn } from "#app/lib/utils.ts";
import { CRYPTO_SKELETON_ROWS } from "#domain/constants.ts";
import type { CryptoCoin, LiveSnapshot } from "#domain/schemas/live.ts";

const COLUMNS = ["rank", "name", "price", "change", "marketCap", "volume"] as const;

/**
 * SPEC §2 crypto tracker: rank, name, symbol, price, 24h change (green or red), market cap and 24h
 * volume; a refresh button; 10 skeleton rows while loading; the SPEC §8 alert when the read fails.
 * Prices the server already had cached (`initial`) paint with the page, without skeleton or layout shift.
 */
export function CryptoTracker({ initial }: { initial?: LiveSnapshot<CryptoCoin[]> }) {
  const { data, isPending, isError, isFetching, refetch } = useCrypto(initial);
  const coins = data?.data ?? [];
  const headingId = useId();
  const t = useT("tools");
  const locale = useLocale();

  return (
    <section className="rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {t("crypto.title")}
          </h2>
          <AsOf iso={data?.asOf} reserveSpace />
        </div>
        <Button
          variant="outline"
          size="sm"
          // Not disabled while fetching: a disabled button would drop the keyboard focus.
          onClick={() => void (isFetching || refetch())}
          aria-busy={isFetching}
        >
          <RefreshCw className={cn("size-4", isFetching && "animate-spin")} aria-hidden="true" />
          {t("refresh")}
        </Button>
      </div>

      {isError && <ErrorAlert>{t("crypto.error")}</ErrorAlert>}

      {/* A phone scrolls the table sideways: the scroll area takes the keyboard focus (arrow keys
          scroll it) and is named for it. Without rows (no data) the table fits the width, so the
          message is not cut. */}
      <section
        aria-label={t("crypto.tableLabel")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
      >
        <table className={cn("w-full text-sm", (isPending || coins.length > 0) && "min-w-[40rem]")}>
          <caption className="sr-only">{t("crypto.caption")}</caption>
          <thead>
            <tr className="border-b text-muted-foreground">
              {/* Alignment on each th: a th centres its text unless told, and `start` on the row does not tell it. */}
              {COLUMNS.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={cn("px-2 py-2 font-medium", i >= 2 ? "text-end" : "text-start")}
                >
                  {t(`crypto.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody aria-busy={isPending}>
            {isPending ? (
              Array.from({ length: CRYPTO_SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                <tr key={row} className="border-b last:border-b-0" data-testid="crypto-skeleton">
                  {COLUMNS.map((column) => (
                    <td key={column} className="px-2 py-3">
                      {/* As tall as a row of text-sm, so rows keep their height when the data arrives. */}
                      <span className="my-0.5 block h-4 animate-pulse rounded bg-muted" />
                    </td>
                  ))}
                </tr>
              ))
            ) : coins.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-2 py-8 text-center text-muted-foreground">
                  {t("crypto.empty")}
                </td>
              </tr>
            ) : (
              coins.map((coin, index) => {
                const change = coin.price_change_percentage_24h;
                return (
                  <tr key={coin.id} className="border-b last:border-b-0">
                    <td className="px-2 py-3 text-muted-foreground tabular-nums">
                      {coin.market_cap_rank ?? index + 1}
                    </td>
                    <th scope="row" className="px-2 py-3 text-start font-medium">
                      {coin.name}{" "}
                      <span className="ms-1 text-xs text-muted-foreground">{coin.symbol.toUpperCase()}</span>
                    </th>
                    <td className="px-2 py-3 text-end font-mono tabular-nums">
                      {formatCryptoPrice(coin.current_price, locale)}
                    </td>
                    <td
                      className={cn(
                        "px-2 py-3 text-end font-mono tabular-nums",
                        change === null
                          ? "text-muted-foreground"
                          : change >= 0
                            ? "text-emerald-700 dark:text-emerald-400"
                            : "text-red-700 dark:text-red-400",
                      )}
                    >
                      {formatSignedPercent(change, locale)}
                    </td>
                    <td className="px-2 py-3 text-end font-mono tabular-nums">
                      {formatLargeNumber(coin.market_cap, locale)}
                    </td>
                    <td className="px-2 py-3 text-end font-mono tabular-nums">
                      {formatLargeNumber(coin.total_volume, locale)}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </section>
    </section>
  );
}

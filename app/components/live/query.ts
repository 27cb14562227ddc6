import { QueryClient, type QueryFunctionContext, useQuery } from "@tanstack/react-query";
import {
  ARTICLES_POLL_INTERVAL_MS,
  CRYPTO_POLL_INTERVAL_MS,
  CRYPTO_RETRIES,
  CRYPTO_RETRY_DELAY_MS,
  CURRENCY_RATES_POLL_INTERVAL_MS,
  NEWS_POLL_INTERVAL_MS,
  NEWS_STALE_MS,
  STOCKS_POLL_INTERVAL_MS,
  STOCKS_STALE_MS,
} from "#domain/constants.ts";
import {
  AS_OF_HEADER,
  type CryptoCoin,
  type CurrencyRates,
  type LiveSnapshot,
  type NetworkArticle,
  type NewsCategory,
  type NewsResponse,
  type StockQuote,
} from "#domain/schemas/live.ts";
import { provideQueryClientFactory } from "./query-client-slot.ts";
import { useLiveQueryClient } from "./query-provider.tsx";

/**
 * SPEC §7 data-fetch defaults: results never go stale, no refetch on window focus or interval, no
 * retries; each live query below states its own exceptions. One client per request on the server and
 * one per page in the browser (see query-provider.tsx), so visitors never share a cache.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

// Loading this module is what makes TanStack Query available to the page (see query-provider.tsx).
provideQueryClientFactory(createQueryClient);

/**
 * SPEC §7 generic read: GET the query key's parts joined with slashes, credentials included; a
 * response that is not ok is an error "status: body text" (or the status text when the body is empty).
 */
export async function fetchLive<T>({ queryKey, signal }: QueryFunctionContext): Promise<LiveSnapshot<T>> {
  const response = await fetch(queryKey.join("/"), { credentials: "include", signal });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return { data: (await response.json()) as T, asOf: response.headers.get(AS_OF_HEADER) };
}

/** Data the server already had cached paints first; its age decides whether the browser refetches. */
function seed<T>(initial: LiveSnapshot<T> | undefined) {
  if (!initial) return {};
  return {
    initialData: initial,
    initialDataUpdatedAt: initial.asOf ? Date.parse(initial.asOf) : Date.now(),
  };
}

export const liveKeys = {
  stocks: ["/api/stocks"],
  news: (category: NewsCategory) => ["/api/news", category],
  articles: ["/api/linkedin-articles"],
  crypto: ["/api/crypto"],
  rates: ["/api/currency-rates"],
};

export function useStocks(initial?: LiveSnapshot<StockQuote[]>) {
  return useQuery(
    {
      queryKey: liveKeys.stocks,
      queryFn: fetchLive<StockQuote[]>,
      refetchInterval: STOCKS_POLL_INTERVAL_MS,
      staleTime: STOCKS_STALE_MS,
      ...seed(initial),
    },
    useLiveQueryClient(),
  );
}

export function useNews(category: NewsCategory, initial?: LiveSnapshot<NewsResponse>) {
  return useQuery(
    {
      queryKey: liveKeys.news(category),
      queryFn: fetchLive<NewsResponse>,
      refetchInterval: NEWS_POLL_INTERVAL_MS,
      staleTime: NEWS_STALE_MS,
      ...seed(initial),
    },
    useLiveQueryClient(),
  );
}

export function useNetworkArticles(initial?: LiveSnapshot<NetworkArticle[]>) {
  return useQuery(
    {
      queryKey: liveKeys.articles,
      queryFn: fetchLive<NetworkArticle[]>,
      refetchInterval: ARTICLES_POLL_INTERVAL_MS,
      ...seed(initial),
    },
    useLiveQueryClient(),
  );
}

export function useCrypto(initial?: LiveSnapshot<CryptoCoin[]>) {
  return useQuery(
    {
      queryKey: liveKeys.crypto,
      queryFn: fetchLive<CryptoCoin[]>,
      refetchInterval: CRYPTO_POLL_INTERVAL_MS,
      // Prices the page arrived with (a cached page can be older) are refetched once past the interval.
      staleTime: CRYPTO_POLL_INTERVAL_MS,
      retry: CRYPTO_RETRIES,
      retryDelay: CRYPTO_RETRY_DELAY_MS,
      ...seed(initial),
    },
    useLiveQueryClient(),
  );
}

export function useCurrencyRates() {
  return useQuery(
    {
      queryKey: liveKeys.rates,
      queryFn: fetchLive<CurrencyRates>,
      refetchInterval: CURRENCY_RATES_POLL_INTERVAL_MS,
    },
    useLiveQueryClient(),
  );
}

import {
  ARTICLES_POLL_INTERVAL_MS,
  CRYPTO_POLL_INTERVAL_MS,
  CURRENCY_RATES_POLL_INTERVAL_MS,
  METAL_PRICES_REFRESH_MS,
  NEWS_POLL_INTERVAL_MS,
  STOCKS_POLL_INTERVAL_MS,
} from "#domain/constants.ts";
import type {
  CryptoCoin,
  CurrencyRates,
  LiveSnapshot,
  MetalPrices,
  NetworkArticle,
  NewsArticle,
  NewsCategory,
  NewsResponse,
  StockQuote,
} from "#domain/schemas/live.ts";
import { createAlphaVantageAdapter } from "#server/adapters/alpha-vantage.ts";
import { createCoinGeckoAdapter } from "#server/adapters/coingecko.ts";
import { createExchangeRateAdapter } from "#server/adapters/exchange-rate.ts";
import { createFeedAdapter, type FeedItem } from "#server/adapters/feed.ts";
import { createFinnhubAdapter } from "#server/adapters/finnhub.ts";
import { createGNewsAdapter } from "#server/adapters/gnews.ts";
import { createMetalsDevAdapter } from "#server/adapters/metals-dev.ts";
import { createNewsApiAdapter } from "#server/adapters/news-api.ts";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { recordUpstreamError } from "#server/observability/metrics.ts";
import { type Cached, createUpstreamCache, type Fetched } from "./cache.ts";
import type { NetworkLinkService } from "./network-links.ts";

/** How long each resource stays fresh: the SPEC §9 polling interval of the widget it feeds. */
export const LIVE_TTL_MS = {
  stocks: STOCKS_POLL_INTERVAL_MS,
  news: NEWS_POLL_INTERVAL_MS,
  network: ARTICLES_POLL_INTERVAL_MS,
  crypto: CRYPTO_POLL_INTERVAL_MS,
  rates: CURRENCY_RATES_POLL_INTERVAL_MS,
  metals: METAL_PRICES_REFRESH_MS,
} as const;
export type LiveResource = keyof typeof LIVE_TTL_MS;

/** What an endpoint answers: the data, when it was fetched, and whether it is past its TTL. */
export type LiveResult<T> = { data: T; asOf: Date | null; stale: boolean; resource: LiveResource };

/** No good value has ever been fetched and the provider is failing: the widget's error state. */
export class LiveDataUnavailable extends Error {
  constructor(what: string) {
    super(`${what} are unavailable right now`);
    this.name = "LiveDataUnavailable";
  }
}

/** A network article as cached from a feed: `undated` marks an entry whose date is only the feed's. */
type CachedNetworkArticle = NetworkArticle & { undated?: true };

const NEWS_LIMIT = 20;
const NETWORK_LIMIT = 50;

type LiveDataOptions = {
  db: Db;
  config: Config;
  logger: Logger;
  networkLinks: NetworkLinkService;
  now?: () => number;
};

/**
 * The data gateway: the only code that talks to third-party providers. Each resource has one cache
 * key; the provider is chosen by configuration, keyless wherever one exists.
 */
export function createLiveData({ db, config, logger, networkLinks, now }: LiveDataOptions) {
  const request = { timeoutMs: config.UPSTREAM_TIMEOUT_MS };
  // Stocks may take one call per symbol, one after another (Alpha Vantage).
  const cache = createUpstreamCache({
    db,
    logger,
    now,
    refreshDeadlineMs: config.UPSTREAM_TIMEOUT_MS * Math.max(2, config.STOCK_SYMBOLS.length),
  });
  const feeds = createFeedAdapter();
  const crypto = createCoinGeckoAdapter({ baseUrl: config.COINGECKO_BASE_URL, apiKey: config.COINGECKO_API_KEY });
  const rates = createExchangeRateAdapter({ baseUrl: config.EXCHANGE_RATE_BASE_URL });
  // Keyed only: without a key the zakat calculator's prices are entered by hand.
  const metals = config.METALS_DEV_API_KEY
    ? createMetalsDevAdapter({ baseUrl: config.METALS_DEV_BASE_URL, apiKey: config.METALS_DEV_API_KEY })
    : null;

  const newsProvider =
    config.NEWS_PROVIDER ?? (config.NEWSAPI_KEY ? "newsapi" : config.GNEWS_API_KEY ? "gnews" : "rss");
  const keyedNews =
    newsProvider === "newsapi" && config.NEWSAPI_KEY
      ? createNewsApiAdapter({ baseUrl: config.NEWSAPI_BASE_URL, apiKey: config.NEWSAPI_KEY })
      : newsProvider === "gnews" && config.GNEWS_API_KEY
        ? createGNewsAdapter({ baseUrl: config.GNEWS_BASE_URL, apiKey: config.GNEWS_API_KEY })
        : null;
  if (newsProvider !== "rss" && newsProvider !== "off" && !keyedNews)
    logger.warn({ newsProvider }, "news provider has no API key; news stays empty");
  const newsFeeds: Record<NewsCategory, string[]> = {
    business: config.NEWS_FEEDS_BUSINESS,
    technology: config.NEWS_FEEDS_TECHNOLOGY,
  };

  const stocksProvider =
    config.STOCKS_PROVIDER ??
    (config.FINNHUB_API_KEY ? "finnhub" : config.ALPHA_VANTAGE_API_KEY ? "alphavantage" : null);
  const stocks =
    stocksProvider === "finnhub" && config.FINNHUB_API_KEY
      ? createFinnhubAdapter({ baseUrl: config.FINNHUB_BASE_URL, apiKey: config.FINNHUB_API_KEY })
      : stocksProvider === "alphavantage" && config.ALPHA_VANTAGE_API_KEY
        ? createAlphaVantageAdapter({ baseUrl: config.ALPHA_VANTAGE_BASE_URL, apiKey: config.ALPHA_VANTAGE_API_KEY })
        : null;

  /** Every failed provider call (timeout, HTTP error, 429, bad shape) is counted by provider. */
  const counted = async <T>(provider: string, call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      recordUpstreamError(provider);
      throw error;
    }
  };
  /** A broken feed among several still shows the others: count it and say which one it was. */
  const countFeedError = (provider: string) => (error: unknown, url: string) => {
    recordUpstreamError(provider);
    const feed = URL.canParse(url) ? new URL(url).host : "feed";
    logger.warn({ provider, feed, err: error instanceof Error ? error.message : String(error) }, "feed failed");
  };

  /** Cache keys carry the provider and its settings, so a configuration change never serves the old data. */
  const keys = {
    stocks: `stocks:${stocksProvider}:${config.STOCK_SYMBOLS.join(",")}`,
    news: (category: NewsCategory) =>
      keyedNews ? `news:${newsProvider}:${category}` : `news:rss:${category}:${hash(newsFeeds[category])}`,
    network: `network:feeds:${hash(config.NETWORK_FEED_URLS)}`,
    crypto: "crypto:coingecko:usd",
    rates: "rates:exchangerate-api:usd",
    metals: "metals:metals.dev:aed",
  };

  async function cached<T>(
    resource: LiveResource,
    key: string,
    what: string,
    fetcher: (signal: AbortSignal) => Promise<Fetched<T>>,
  ): Promise<LiveResult<T>> {
    const hit = await cache.get<T>(key, { ttlMs: LIVE_TTL_MS[resource] }, fetcher);
    if (!hit) throw new LiveDataUnavailable(what);
    return { data: hit.value, asOf: hit.asOf, stale: hit.stale, resource };
  }

  const unconfigured = <T>(resource: LiveResource, data: T): LiveResult<T> => ({
    data,
    asOf: null,
    stale: false,
    resource,
  });

  const feedToNews = (items: FeedItem[]): NewsArticle[] =>
    items.slice(0, NEWS_LIMIT).map((item) => ({
      title: item.title,
      url: item.link,
      description: item.description,
      source: { name: item.source },
      publishedAt: item.publishedAt,
    }));

  const feedToNetwork = (items: FeedItem[]): CachedNetworkArticle[] =>
    items.map((item) => ({
      title: item.title,
      description: item.description,
      link: item.link,
      pubDate: item.publishedAt,
      ...(item.category ? { category: item.category } : {}),
      ...(item.dated ? {} : { undated: true as const }),
    }));

  /**
   * Feed articles and hand-added links, newest first; a link present in both is shown once. Feed
   * entries without a date of their own (their pubDate is the feed's or the fetch time) come last.
   */
  async function mergeNetwork(fromFeeds: CachedNetworkArticle[]): Promise<NetworkArticle[]> {
    const manual: CachedNetworkArticle[] = (await networkLinks.list()).map((l) => ({
      title: l.title,
      description: l.description,
      link: l.link,
      pubDate: l.publishedAt,
      ...(l.category ? { category: l.category } : {}),
    }));
    const seen = new Set<string>();
    const unique = [...manual, ...fromFeeds].filter((a) => !seen.has(a.link) && !!seen.add(a.link));
    const dated = unique.filter((a) => !a.undated).sort((a, b) => Date.parse(b.pubDate) - Date.parse(a.pubDate));
    return [...dated, ...unique.filter((a) => a.undated)]
      .slice(0, NETWORK_LIMIT)
      .map(({ undated: _, ...article }) => article);
  }

  /** Gold and silver in AED per gram; `null` data when no provider is configured. */
  function metalPrices(): Promise<LiveResult<MetalPrices | null>> {
    if (!metals) return Promise.resolve(unconfigured("metals", null));
    const adapter = metals;
    return cached("metals", keys.metals, "Metal prices", async (signal) => ({
      value: await counted("metals.dev", adapter.latest({ ...request, signal })),
    }));
  }

  return {
    /** Where "all articles on the network" leads (null: the widget uses the profile's link). */
    networkArticlesUrl: config.NETWORK_ARTICLES_URL ?? null,

    async stocks(): Promise<LiveResult<StockQuote[]>> {
      if (!stocks || config.STOCK_SYMBOLS.length === 0) return unconfigured("stocks", []);
      const provider = stocksProvider ?? "stocks";
      // A symbol the plan does not cover is left out; the others still show.
      const skipped = (symbol: string, error: unknown) => {
        recordUpstreamError(provider);
        logger.warn(
          { provider, symbol, err: error instanceof Error ? error.message : String(error) },
          "symbol skipped",
        );
      };
      return cached("stocks", keys.stocks, "Stock quotes", async (signal) => ({
        value: await counted(provider, stocks.quotes(config.STOCK_SYMBOLS, { ...request, signal }, skipped)),
      }));
    },

    async news(category: NewsCategory): Promise<LiveResult<{ articles: NewsArticle[] }>> {
      if (keyedNews) {
        return cached("news", keys.news(category), "News", async (signal) => ({
          value: {
            articles: (await counted(newsProvider, keyedNews.topHeadlines(category, { ...request, signal }))).slice(
              0,
              NEWS_LIMIT,
            ),
          },
        }));
      }
      if (newsProvider !== "rss" || newsFeeds[category].length === 0) return unconfigured("news", { articles: [] });
      return cached("news", keys.news(category), "News", async (signal) => ({
        value: {
          articles: feedToNews(
            await feeds.readAll(newsFeeds[category], { ...request, signal }, countFeedError("news-feed")),
          ),
        },
      }));
    },

    /** The owner's network articles: configured feeds (cached) merged with the hand-added links. */
    async networkArticles(): Promise<LiveResult<NetworkArticle[]>> {
      if (config.NETWORK_FEED_URLS.length === 0) return unconfigured("network", await mergeNetwork([]));
      let fromFeeds: LiveResult<CachedNetworkArticle[]>;
      try {
        fromFeeds = await cached("network", keys.network, "Articles", async (signal) => ({
          value: feedToNetwork(
            await feeds.readAll(config.NETWORK_FEED_URLS, { ...request, signal }, countFeedError("network-feed")),
          ),
        }));
      } catch (error) {
        if (!(error instanceof LiveDataUnavailable)) throw error;
        // The feeds failed and were never read: the hand-added links still show.
        fromFeeds = unconfigured("network", []);
      }
      return { ...fromFeeds, data: await mergeNetwork(fromFeeds.data) };
    },

    crypto(): Promise<LiveResult<CryptoCoin[]>> {
      return cached("crypto", keys.crypto, "Cryptocurrency prices", async (signal) => ({
        value: await counted("coingecko", crypto.markets({ ...request, signal })),
      }));
    },

    currencyRates(): Promise<LiveResult<CurrencyRates>> {
      return cached("rates", keys.rates, "Exchange rates", async (signal) => {
        const latest = await counted("exchangerate-api", rates.latestUsd({ ...request, signal }));
        // The provider updates once a day: asking before its next update only spends our allowance.
        return { value: latest.rates, freshUntil: latest.nextUpdate };
      });
    },

    metals: metalPrices,

    /**
     * The prices the zakat form starts from, or undefined: no provider configured, or none has ever
     * answered (then the visitor enters them, as without a provider). A failing provider's last good
     * prices keep being offered, with the time they were priced.
     */
    async metalPricesForForm(): Promise<LiveSnapshot<MetalPrices> | undefined> {
      try {
        const { data, asOf } = await metalPrices();
        return data ? { data, asOf: asOf?.toISOString() ?? null } : undefined;
      } catch (error) {
        if (error instanceof LiveDataUnavailable) return undefined;
        throw error;
      }
    },

    /**
     * What the landing page can paint at once: only values already cached (memory or table), never
     * an upstream call. Missing entries are simply absent; the widgets then load them in the browser.
     */
    async landingSnapshot(): Promise<{
      stocks?: LiveSnapshot<StockQuote[]>;
      news?: LiveSnapshot<NewsResponse>;
      network?: LiveSnapshot<NetworkArticle[]>;
    }> {
      const newsKey =
        keyedNews || (newsProvider === "rss" && newsFeeds.business.length > 0) ? keys.news("business") : null;
      const hasFeeds = config.NETWORK_FEED_URLS.length > 0;
      const ttl: Record<string, number> = { [keys.stocks]: LIVE_TTL_MS.stocks, [keys.network]: LIVE_TTL_MS.network };
      if (newsKey) ttl[newsKey] = LIVE_TTL_MS.news;
      const wanted = [stocks ? keys.stocks : null, newsKey, hasFeeds ? keys.network : null];
      const found = await cache.peek(
        wanted.filter((k): k is string => k !== null),
        ttl,
      );
      const network = snapshot<CachedNetworkArticle[]>(found.get(keys.network));
      return {
        // Unconfigured sources are known to be empty: paint their empty state at once.
        stocks: stocks ? snapshot(found.get(keys.stocks)) : { data: [], asOf: null },
        news: newsKey ? snapshot(found.get(newsKey)) : { data: { articles: [] }, asOf: null },
        network: hasFeeds
          ? network && { ...network, data: await mergeNetwork(network.data) }
          : { data: await mergeNetwork([]), asOf: null },
      };
    },

    /** What /tools can paint at once: the crypto prices if already cached, never an upstream call. */
    async toolsSnapshot(): Promise<{ crypto?: LiveSnapshot<CryptoCoin[]> }> {
      const found = await cache.peek([keys.crypto], { [keys.crypto]: LIVE_TTL_MS.crypto });
      return { crypto: snapshot<CryptoCoin[]>(found.get(keys.crypto)) };
    },

    /** Forgets the in-process cache layer (tests). */
    clearMemory: () => cache.clearMemory(),
  };
}

/** A cached value as a page paints it, with the time it was fetched. */
function snapshot<T>(hit: Cached<unknown> | undefined): LiveSnapshot<T> | undefined {
  return hit && { data: hit.value as T, asOf: hit.asOf.toISOString() };
}

/** A short stable fingerprint of a URL list (keys must not grow with it, nor leak it). */
function hash(list: string[]): string {
  let h = 5381;
  for (const ch of list.join("\n")) h = ((h << 5) + h + ch.charCodeAt(0)) | 0;
  return (h >>> 0).toString(36);
}

export type LiveData = ReturnType<typeof createLiveData>;

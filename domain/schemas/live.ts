/**
 * The shapes of the live-data API (SPEC §3 and §7), shared by the server that builds them and the
 * widgets that read them. Types and two constants only (no zod), so it costs the browser nothing.
 */

/** SPEC §3 Stock quote: numbers as strings, as the spec's consumers expect. */
export type StockQuote = { symbol: string; price: string; change: string; changePercent: string };

export const NEWS_CATEGORIES = ["business", "technology"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export type NewsArticle = {
  title: string;
  url: string;
  description: string;
  source: { name: string };
  publishedAt: string;
};
export type NewsResponse = { articles: NewsArticle[] };

/** SPEC §3 LinkedIn article: from a configured feed or added by hand in the admin area. */
export type NetworkArticle = { title: string; description: string; link: string; pubDate: string; category?: string };

/** SPEC §3 Crypto coin, plus the provider's market-cap rank. */
export type CryptoCoin = {
  id: string;
  name: string;
  symbol: string;
  market_cap_rank: number | null;
  current_price: number | null;
  price_change_percentage_24h: number | null;
  market_cap: number | null;
  total_volume: number | null;
};

/** SPEC §3 Currency rates: code → units per 1 USD. */
export type CurrencyRates = Record<string, number>;

/**
 * Gold and silver spot prices in AED per gram (what the zakat calculator asks for), who priced them
 * and when the provider priced them (ISO time).
 */
export type MetalPrices = {
  currency: "AED";
  goldPerGram: number;
  silverPerGram: number;
  provider: string;
  pricedAt: string;
};

/** The response header carrying when the data was fetched from its provider (ISO time). */
export const AS_OF_HEADER = "X-Data-As-Of";

/** A live value as a loader hands it to a widget for first paint. */
export type LiveSnapshot<T> = { data: T; asOf: string | null };

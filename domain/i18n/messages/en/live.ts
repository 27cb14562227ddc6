/** The live-data widgets (market snapshot, news card, "as of" times), on the landing page and /tools. */
export default {
  "asOf.label": "As of",
  "asOf.time": "{date}, {time} UTC",
  "market.loadingTitle": "Market Overview",
  "market.loading": "Loading market data",
  "market.title": "Market Snapshot",
  "market.empty": "Market data is not available right now.",
  "market.quotes": "Stock quotes",
  "news.title": "Latest News",
  "news.refresh": "Refresh",
  "news.categories": "News category",
  "news.category.business": "Business",
  "news.category.technology": "Technology",
  "news.loading": "Loading news...",
  "news.empty": "No articles available",
  "news.newTab": "(opens in a new tab)",
} as const;

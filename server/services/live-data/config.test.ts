import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

describe("live-data settings", () => {
  it("defaults to the real providers and keyless public news feeds", () => {
    const config = loadConfig({});
    expect(config.COINGECKO_BASE_URL).toBe("https://api.coingecko.com");
    expect(config.EXCHANGE_RATE_BASE_URL).toBe("https://open.er-api.com");
    expect(config.NEWS_FEEDS_BUSINESS.length).toBeGreaterThan(0);
    expect(config.NEWS_FEEDS_TECHNOLOGY.length).toBeGreaterThan(0);
    expect(config.NETWORK_FEED_URLS).toEqual([]);
    expect(config.STOCK_SYMBOLS).toContain("AAPL");
  });

  it("reads comma-separated symbol and feed lists, trimmed, upper-cased and deduplicated", () => {
    const config = loadConfig({
      STOCK_SYMBOLS: " aapl, msft ,AAPL,",
      NETWORK_FEED_URLS: "https://a.example/feed.xml, https://b.example/atom",
    });
    expect(config.STOCK_SYMBOLS).toEqual(["AAPL", "MSFT"]);
    expect(config.NETWORK_FEED_URLS).toEqual(["https://a.example/feed.xml", "https://b.example/atom"]);
  });

  it("refuses a feed that is not an http(s) URL and a symbol that is not a ticker", () => {
    expect(() => loadConfig({ NEWS_FEEDS_BUSINESS: "file:///etc/passwd" })).toThrow(ConfigError);
    expect(() => loadConfig({ STOCK_SYMBOLS: "AAPL,<script>" })).toThrow(ConfigError);
    expect(() => loadConfig({ NEWS_PROVIDER: "twitter" })).toThrow(ConfigError);
  });
});

import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, use } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CryptoTracker } from "#app/components/tools/crypto-tracker.tsx";
import { CurrencyConverter } from "#app/components/tools/currency-converter.tsx";
import { pageI18n } from "#app/lib/i18n.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { CryptoCoin, NewsArticle, StockQuote } from "#domain/schemas/live.ts";
import coins from "#tests/fixtures/upstream/coingecko-markets.json" with { type: "json" };
import rates from "#tests/fixtures/upstream/exchangerate-latest.json" with { type: "json" };
import { MarketSnapshot } from "./market-snapshot.tsx";
import { NewsCard } from "./news-card.tsx";
import { createQueryClient, liveKeys } from "./query.ts";

// What each widget paints on the server (its first paint): placeholders without data, the data when
// the server had it cached.

const AS_OF = "2025-01-05T12:05:00.000Z";

/** The widget on a page at /tools or /ar/tools whose loader sent the tools and live words. */
const Widget = createContext<ReactNode>(null);
const Page = createRoutesStub([{ id: "page", path: "*", Component: () => use(Widget) }]);
function inPage(node: ReactNode, locale: Locale) {
  const i18n = pageI18n(locale, { messages: ["tools", "live"] });
  return (
    <Widget value={node}>
      <Page
        initialEntries={[locale === "ar" ? "/ar/tools" : "/tools"]}
        hydrationData={{ loaderData: { page: { i18n } } }}
      />
    </Widget>
  );
}

function render(node: ReactNode, seed?: (client: ReturnType<typeof createQueryClient>) => void, locale: Locale = "en") {
  const client = createQueryClient();
  seed?.(client);
  // React separates adjacent text parts with empty comments; they are no part of what a reader sees.
  return renderToString(<QueryClientProvider client={client}>{inPage(node, locale)}</QueryClientProvider>).replaceAll(
    "<!-- -->",
    "",
  );
}

const count = (html: string, needle: string | RegExp) =>
  html.split(needle instanceof RegExp ? needle : new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).length - 1;

describe("MarketSnapshot", () => {
  it("shows the 'Market Overview' placeholder with 3 rows while loading", () => {
    const html = render(<MarketSnapshot />);
    expect(html).toContain("Market Overview");
    expect(html).not.toContain("Market Snapshot");
    expect(count(html, "animate-pulse")).toBe(3);
  });

  it("shows symbol, price and change: green with '+' when zero or more, red otherwise", () => {
    const quotes: StockQuote[] = [
      { symbol: "AAPL", price: "243.85", change: "-1.57", changePercent: "-0.64%" },
      { symbol: "MSFT", price: "423.35", change: "4.77", changePercent: "1.14%" },
      { symbol: "NVDA", price: "144.47", change: "0.00", changePercent: "0.00%" },
    ];
    const html = render(<MarketSnapshot initial={{ data: quotes, asOf: AS_OF }} />);
    expect(html).toContain("Market Snapshot");
    expect(html).toContain("grid-cols-2 gap-3 sm:grid-cols-4");
    // The change reads left to right in either language (a bdi island).
    expect(html).toMatch(/data-trend="down"[^>]*><bdi dir="ltr">-1.57 \(-0.64%\)/);
    expect(html).toMatch(/data-trend="up"[^>]*><bdi dir="ltr">\+4.77 \(\+1.14%\)/);
    expect(html).toMatch(/data-trend="up"[^>]*><bdi dir="ltr">\+0.00 \(\+0.00%\)/);
    expect(html).toContain("Jan 5, 12:05 UTC");
  });
});

describe("NewsCard", () => {
  const article = (i: number): NewsArticle => ({
    title: `Story ${i}`,
    url: `https://example.com/${i}`,
    description: `About ${i}`,
    source: { name: "Wire" },
    publishedAt: `2025-01-0${i}T10:00:00Z`,
  });

  it("says 'Loading news...' while loading, with the Business tab selected", () => {
    const html = render(<NewsCard />);
    expect(html).toContain("Loading news...");
    expect(html).toMatch(/aria-selected="true"[^>]*>Business</);
  });

  it("shows the first 5 articles with source and a date like 'Jan 5, 2025', links opening a new tab", () => {
    const articles = [1, 2, 3, 4, 5, 6].map(article).reverse();
    const html = render(<NewsCard initial={{ data: { articles }, asOf: AS_OF }} />);
    expect(count(html, 'target="_blank"')).toBe(5);
    expect(html).toContain("Story 6");
    expect(html).not.toContain("Story 1<");
    expect(html).toContain("Jan 6, 2025");
  });

  it("says 'No articles available' when there are none", () => {
    expect(render(<NewsCard initial={{ data: { articles: [] }, asOf: null }} />)).toContain("No articles available");
  });
});

describe("CryptoTracker", () => {
  it("shows 10 skeleton rows while loading", () => {
    expect(count(render(<CryptoTracker />), 'data-testid="crypto-skeleton"')).toBe(10);
  });

  it("shows rank, name, uppercase symbol, price, green/red change, abbreviated cap and volume", () => {
    const data = coins.map((c) => ({ ...c, symbol: c.symbol.toUpperCase() })) as CryptoCoin[];
    const html = render(<CryptoTracker />, (client) => client.setQueryData(liveKeys.crypto, { data, asOf: AS_OF }));
    expect(html).toContain("Bitcoin");
    expect(html).toContain("BTC");
    expect(html).toContain("$97,234.12");
    expect(html).toContain("$0.999812");
    expect(html).toContain("$1.93T");
    expect(html).toContain("$38.77B");
    expect(html).toMatch(/text-emerald-700[^"]*">\+1.59%/);
    expect(html).toMatch(/text-red-700[^"]*">-1.13%/);
  });

  it("paints the prices the server had cached, without skeleton rows", () => {
    const data = coins.map((c) => ({ ...c, symbol: c.symbol.toUpperCase() })) as CryptoCoin[];
    const html = render(<CryptoTracker initial={{ data, asOf: AS_OF }} />);
    expect(count(html, 'data-testid="crypto-skeleton"')).toBe(0);
    expect(html).toContain("Bitcoin");
    expect(html).toContain("$97,234.12");
  });

  it("says 'No data available' when the list is empty", () => {
    const html = render(<CryptoTracker />, (client) => client.setQueryData(liveKeys.crypto, { data: [], asOf: AS_OF }));
    expect(html).toContain("No data available");
  });
});

describe("CurrencyConverter", () => {
  it("converts 100 USD to EUR by default: rate to 4 decimals, result to 2", () => {
    const html = render(<CurrencyConverter />, (client) =>
      client.setQueryData(liveKeys.rates, { data: rates.rates, asOf: AS_OF }),
    );
    expect(html).toContain(">97.18 EUR<");
    expect(html).toContain(">1 USD = 0.9718 EUR<");
    expect(count(html, "<option")).toBe(20);
  });
});

describe("in Arabic", () => {
  const ar = (node: ReactNode, seed?: (client: ReturnType<typeof createQueryClient>) => void) =>
    render(node, seed, "ar");

  it("the market snapshot: Arabic headings, prices through Intl with Latin digits, the time in Arabic", () => {
    const quotes: StockQuote[] = [{ symbol: "AAPL", price: "1243.85", change: "-1.57", changePercent: "-0.64%" }];
    expect(ar(<MarketSnapshot />)).toContain("نظرة على السوق");
    const html = ar(<MarketSnapshot initial={{ data: quotes, asOf: AS_OF }} />);
    expect(html).toContain("لمحة عن السوق");
    expect(html).toMatch(/1,243\.85\s*\$/);
    expect(html).toContain("آخر تحديث:");
    expect(html).toContain("5 يناير، 12:05 بتوقيت UTC");
    expect(html).not.toMatch(/[\u0660-\u0669]/);
  });

  it("the news card: Arabic tabs and date, headlines in their own direction", () => {
    const article: NewsArticle = {
      title: "Banks adopt open finance",
      url: "https://example.com/1",
      description: "About it",
      source: { name: "Wire" },
      publishedAt: "2025-01-06T10:00:00Z",
    };
    const html = ar(<NewsCard initial={{ data: { articles: [article] }, asOf: AS_OF }} />);
    expect(html).toMatch(/aria-selected="true"[^>]*>الأعمال</);
    expect(html).toContain('<span dir="auto">Banks adopt open finance</span>');
    expect(html).toContain("6 يناير 2025");
    expect(html).toContain("(يُفتح في علامة تبويب جديدة)");
  });

  it("the crypto tracker: Arabic columns, amounts with the Arabic words for billion and trillion", () => {
    const data = coins.map((c) => ({ ...c, symbol: c.symbol.toUpperCase() })) as CryptoCoin[];
    const html = ar(<CryptoTracker initial={{ data, asOf: AS_OF }} />);
    expect(html).toContain("أسعار العملات المشفرة");
    expect(html).toContain("القيمة السوقية");
    expect(html).toMatch(/97,234\.12\s*\$/);
    expect(html).toMatch(/1\.93\sترليون\s*\$/);
    expect(html).toContain("Bitcoin");
  });

  it("the currency converter: currency names in Arabic, the amounts in a left-to-right island", () => {
    const html = ar(<CurrencyConverter />, (client) =>
      client.setQueryData(liveKeys.rates, { data: rates.rates, asOf: AS_OF }),
    );
    expect(html).toContain("درهم إماراتي (AED)");
    expect(html).toContain('<bdi dir="ltr">97.18 EUR</bdi>');
    expect(html).toContain('<bdi dir="ltr">1 USD = 0.9718 EUR</bdi>');
  });
});

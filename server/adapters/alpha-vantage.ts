import * as z from "zod";
import type { StockQuote } from "#domain/schemas/live.ts";
import type { SkippedSymbol } from "./finnhub.ts";
import { getJson, UpstreamError, type UpstreamRequest } from "./http.ts";

const numeric = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * GLOBAL_QUOTE. When limited, Alpha Vantage still answers 200, with a "Note" or "Information" text
 * instead of the quote: that is a rate limit, not data. An unknown symbol answers an empty
 * "Global Quote"; a bad key or call answers an "Error Message".
 */
const globalQuoteSchema = z.union([
  z.object({
    "Global Quote": z.object({
      "01. symbol": z.string(),
      "05. price": numeric,
      "09. change": numeric,
      "10. change percent": z.string().regex(/^-?\d+(\.\d+)?%$/),
    }),
  }),
  z.object({ "Global Quote": z.object({}).strict() }),
  z.object({ "Error Message": z.string() }),
  z.object({ Note: z.string() }),
  z.object({ Information: z.string() }),
]);

export function createAlphaVantageAdapter({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  return {
    async quotes(symbols: string[], request: UpstreamRequest, onSkip?: SkippedSymbol): Promise<StockQuote[]> {
      const quotes: StockQuote[] = [];
      const skipped: [string, UpstreamError][] = [];
      // One at a time: the free plan allows very few calls a minute, and a Note stops the round.
      for (const symbol of symbols) {
        const url = new URL("/query", baseUrl);
        url.search = new URLSearchParams({ function: "GLOBAL_QUOTE", symbol, apikey: apiKey }).toString();
        const body = await getJson(url.toString(), globalQuoteSchema, request);
        if ("Note" in body || "Information" in body) {
          throw new UpstreamError("rate-limited", "Alpha Vantage answered with a usage note (rate limit)");
        }
        if ("Error Message" in body) {
          // The provider's own words name the problem (they never echo the key).
          throw new UpstreamError(
            "config",
            `Alpha Vantage refused the call; check ALPHA_VANTAGE_API_KEY and STOCK_SYMBOLS: ${body["Error Message"].slice(0, 200)}`,
          );
        }
        const q = body["Global Quote"];
        if (!("05. price" in q)) {
          skipped.push([symbol, new UpstreamError("schema", `Alpha Vantage knows no quote for ${symbol}`)]);
          continue;
        }
        quotes.push({
          symbol,
          price: Number(q["05. price"]).toFixed(2),
          change: Number(q["09. change"]).toFixed(2),
          changePercent: `${Number(q["10. change percent"].replace("%", "")).toFixed(2)}%`,
        });
      }
      if (quotes.length === 0 && symbols.length > 0) {
        throw new UpstreamError("schema", "Alpha Vantage knew none of the symbols");
      }
      for (const [symbol, error] of skipped) onSkip?.(symbol, error);
      return quotes;
    },
  };
}

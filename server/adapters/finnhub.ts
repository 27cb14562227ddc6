import * as z from "zod";
import type { StockQuote } from "#domain/schemas/live.ts";
import { getJson, UpstreamError, type UpstreamRequest } from "./http.ts";

/** Finnhub /quote: c current, d change, dp change percent (d and dp are null for unknown symbols). */
const quoteSchema = z.object({ c: z.number(), d: z.number().nullable(), dp: z.number().nullable() });

/** Finnhub quotes, one call per symbol (the free plan allows 60 a minute). */
export function createFinnhubAdapter({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  return {
    async quotes(symbols: string[], request: UpstreamRequest): Promise<StockQuote[]> {
      const quotes = await Promise.all(
        symbols.map(async (symbol) => {
          const url = new URL("/api/v1/quote", baseUrl);
          url.search = new URLSearchParams({ symbol }).toString();
          const q = await getJson(url.toString(), quoteSchema, { ...request, headers: { "X-Finnhub-Token": apiKey } });
          // An unknown symbol answers all zeros: leave it out rather than show a price of 0.
          if (q.c === 0 || q.d === null || q.dp === null) return null;
          return { symbol, price: q.c.toFixed(2), change: q.d.toFixed(2), changePercent: `${q.dp.toFixed(2)}%` };
        }),
      );
      const known = quotes.filter((q): q is StockQuote => q !== null);
      if (known.length === 0 && symbols.length > 0)
        throw new UpstreamError("schema", "Finnhub knew none of the symbols");
      return known;
    },
  };
}

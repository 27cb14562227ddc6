import * as z from "zod";
import type { StockQuote } from "#domain/schemas/live.ts";
import { getJson, UpstreamError, type UpstreamRequest } from "./http.ts";

/**
 * Finnhub /quote: c current, pc previous close, d change, dp change percent. d and dp are null for
 * unknown symbols, and absent from the documented sample answer: then they come from c − pc.
 */
const quoteSchema = z.object({
  c: z.number(),
  pc: z.number().nullish(),
  d: z.number().nullish(),
  dp: z.number().nullish(),
});

/** A symbol left out of a round, and why (logged and counted by the gateway). */
export type SkippedSymbol = (symbol: string, error: unknown) => void;

/** Finnhub quotes, one call per symbol (the free plan allows 60 a minute). */
export function createFinnhubAdapter({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  async function quote(symbol: string, request: UpstreamRequest): Promise<StockQuote> {
    const url = new URL("/api/v1/quote", baseUrl);
    url.search = new URLSearchParams({ symbol }).toString();
    const q = await getJson(url.toString(), quoteSchema, { ...request, headers: { "X-Finnhub-Token": apiKey } });
    const previous = q.pc ?? null;
    const change = q.d ?? (previous === null ? null : q.c - previous);
    const percent = q.dp ?? (previous ? ((q.c - previous) / previous) * 100 : null);
    // An unknown symbol answers all zeros: leave it out rather than show a price of 0.
    if (q.c === 0 || change === null || percent === null) {
      throw new UpstreamError("schema", `Finnhub knows no quote for ${symbol}`);
    }
    return { symbol, price: q.c.toFixed(2), change: change.toFixed(2), changePercent: `${percent.toFixed(2)}%` };
  }

  return {
    /**
     * One symbol the plan does not cover (a 403 for a non-US ticker on the free plan) or Finnhub does
     * not know is left out; the round fails only when no symbol answers, or on a rate limit.
     */
    async quotes(symbols: string[], request: UpstreamRequest, onSkip?: SkippedSymbol): Promise<StockQuote[]> {
      const results = await Promise.allSettled(symbols.map((symbol) => quote(symbol, request)));
      const limited = results.find(
        (r): r is PromiseRejectedResult =>
          r.status === "rejected" && r.reason instanceof UpstreamError && r.reason.kind === "rate-limited",
      );
      if (limited) throw limited.reason;
      const known = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      if (known.length === 0 && symbols.length > 0) {
        const first = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        throw first?.reason ?? new UpstreamError("schema", "Finnhub knew none of the symbols");
      }
      for (const [i, r] of results.entries()) if (r.status === "rejected") onSkip?.(symbols[i] ?? "", r.reason);
      return known;
    },
  };
}

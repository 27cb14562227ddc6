import * as z from "zod";
import type { CryptoCoin } from "#domain/schemas/live.ts";
import { getJson, type UpstreamRequest } from "./http.ts";

const nullableNumber = z
  .number()
  .nullable()
  .optional()
  .transform((n) => n ?? null);

/** The fields we use from CoinGecko's /coins/markets; anything else may change freely. */
const marketsSchema = z
  .array(
    z.object({
      id: z.string().min(1),
      symbol: z.string().min(1),
      name: z.string().min(1),
      market_cap_rank: nullableNumber,
      current_price: nullableNumber,
      price_change_percentage_24h: nullableNumber,
      market_cap: nullableNumber,
      total_volume: nullableNumber,
    }),
  )
  .max(250);

export type CoinGeckoOptions = { baseUrl: string; apiKey?: string; perPage?: number };

/** CoinGecko: the top coins by market cap in USD. Keyless works; a demo key raises the rate limit. */
export function createCoinGeckoAdapter({ baseUrl, apiKey, perPage = 20 }: CoinGeckoOptions) {
  return {
    async markets(request: UpstreamRequest): Promise<CryptoCoin[]> {
      const url = new URL("/api/v3/coins/markets", baseUrl);
      url.search = new URLSearchParams({
        vs_currency: "usd",
        order: "market_cap_desc",
        per_page: String(perPage),
        page: "1",
        sparkline: "false",
      }).toString();
      const headers = apiKey ? { "x-cg-demo-api-key": apiKey } : undefined;
      const coins = await getJson(url.toString(), marketsSchema, { ...request, headers });
      return coins.map((coin) => ({ ...coin, symbol: coin.symbol.toUpperCase() }));
    },
  };
}

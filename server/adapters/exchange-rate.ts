import * as z from "zod";
import { CURRENCIES } from "#domain/calculator-bounds.ts";
import type { CurrencyRates } from "#domain/schemas/live.ts";
import { getJson, type UpstreamRequest } from "./http.ts";

const rate = z.number().positive();

/** ExchangeRate-API's open endpoint; the converter's ten currencies must all be there. */
const latestSchema = z.object({
  result: z.literal("success"),
  base_code: z.literal("USD"),
  time_next_update_unix: z.number().int().positive(),
  rates: z
    .record(z.string().regex(/^[A-Z]{3}$/), rate)
    .refine((rates) => CURRENCIES.every((code) => code in rates), "a converter currency is missing"),
});

/**
 * ExchangeRate-API open access (keyless, attribution requested): USD-based rates updated once a day.
 * `nextUpdate` is the provider's own next-update time, so we do not ask again before it.
 */
export function createExchangeRateAdapter({ baseUrl }: { baseUrl: string }) {
  return {
    async latestUsd(request: UpstreamRequest): Promise<{ rates: CurrencyRates; nextUpdate: Date }> {
      const body = await getJson(new URL("/v6/latest/USD", baseUrl).toString(), latestSchema, request);
      return { rates: body.rates, nextUpdate: new Date(body.time_next_update_unix * 1000) };
    },
  };
}

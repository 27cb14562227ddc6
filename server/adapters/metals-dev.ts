import * as z from "zod";
import type { MetalPrices } from "#domain/schemas/live.ts";
import { getJson, UpstreamError, type UpstreamRequest } from "./http.ts";

/** Grams in a troy ounce, the unit precious metals are quoted in. */
export const TROY_OUNCE_GRAMS = 31.1034768;

/** Shown to the visitor beside a price taken from this provider. */
export const METALS_DEV_NAME = "metals.dev";

const price = z.number().positive();

/**
 * The fields we use from metals.dev's /v1/latest, asked for in AED per troy ounce; anything else (the
 * other metals, the currency table) may change freely.
 */
const latestSchema = z.object({
  status: z.literal("success"),
  currency: z.literal("AED"),
  unit: z.literal("toz"),
  metals: z.object({ gold: price, silver: price }),
  timestamps: z.object({ metal: z.string().refine((t) => !Number.isNaN(Date.parse(t)), "a date") }),
});

/** What metals.dev answers when it refuses a request (a bad key, the month's quota used up). */
const failureSchema = z.object({
  status: z.literal("failure"),
  error_code: z.number().optional(),
  error_message: z.string().optional(),
});

/** Money in AED to 4 decimals: the form rounds to fils, and a sum of many grams stays exact enough. */
const perGram = (perOunce: number) => Math.round((perOunce / TROY_OUNCE_GRAMS) * 10_000) / 10_000;

/**
 * metals.dev (key required; the free plan allows 100 requests a month, prices at most 60 s old):
 * gold and silver spot prices in AED, turned from per troy ounce into per gram.
 */
export function createMetalsDevAdapter({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  return {
    async latest(request: UpstreamRequest): Promise<MetalPrices> {
      const url = new URL("/v1/latest", baseUrl);
      // The key goes in the query, as metals.dev documents; only the host ever reaches a log.
      url.search = new URLSearchParams({ api_key: apiKey, currency: "AED", unit: "toz" }).toString();
      let body: z.output<typeof latestSchema> | z.output<typeof failureSchema>;
      try {
        body = await getJson(url.toString(), z.union([latestSchema, failureSchema]), request);
      } catch (error) {
        // A refused key comes back as 401 or 403: no retry soon will fix it.
        if (error instanceof UpstreamError && (error.status === 401 || error.status === 403)) {
          throw new UpstreamError("config", `metals.dev refused the API key (${error.status})`);
        }
        throw error;
      }
      if (body.status === "failure") {
        const reason = body.error_message ?? `error ${body.error_code ?? "without a code"}`;
        // The plan's monthly requests are used up: no point asking again for a day.
        if (/limit|quota|exceed/i.test(reason)) throw new UpstreamError("quota", `metals.dev: ${reason}`, 86_400_000);
        throw new UpstreamError("config", `metals.dev refused the request: ${reason}`);
      }
      return {
        currency: "AED",
        goldPerGram: perGram(body.metals.gold),
        silverPerGram: perGram(body.metals.silver),
        provider: METALS_DEV_NAME,
        pricedAt: new Date(body.timestamps.metal).toISOString(),
      };
    },
  };
}

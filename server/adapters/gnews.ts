import * as z from "zod";
import type { NewsArticle, NewsCategory } from "#domain/schemas/live.ts";
import { getJson, UpstreamError, type UpstreamRequest } from "./http.ts";
import { cleanArticles, keyedNewsArticleSchema } from "./news-api.ts";

const topHeadlinesSchema = z.object({ articles: z.array(keyedNewsArticleSchema) });

/** GNews top headlines (key in the query string, as GNews requires). */
export function createGNewsAdapter({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  return {
    async topHeadlines(category: NewsCategory, request: UpstreamRequest): Promise<NewsArticle[]> {
      const url = new URL("/api/v4/top-headlines", baseUrl);
      url.search = new URLSearchParams({ category, lang: "en", max: "10", apikey: apiKey }).toString();
      try {
        const body = await getJson(url.toString(), topHeadlinesSchema, request);
        return cleanArticles(body.articles);
      } catch (error) {
        // GNews answers 403 when the plan's daily requests are used up; they come back at 00:00 UTC.
        if (error instanceof UpstreamError && error.status === 403) {
          throw new UpstreamError("quota", "GNews: the daily request quota is used up", msUntilUtcMidnight());
        }
        throw error;
      }
    },
  };
}

function msUntilUtcMidnight(now = Date.now()): number {
  const today = new Date(now);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1) - now;
}

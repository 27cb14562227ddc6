import * as z from "zod";
import type { NewsArticle, NewsCategory } from "#domain/schemas/live.ts";
import { getJson, type UpstreamRequest } from "./http.ts";
import { cleanArticles, keyedNewsArticleSchema } from "./news-api.ts";

const topHeadlinesSchema = z.object({ articles: z.array(keyedNewsArticleSchema) });

/** GNews top headlines (key in the query string, as GNews requires). */
export function createGNewsAdapter({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  return {
    async topHeadlines(category: NewsCategory, request: UpstreamRequest): Promise<NewsArticle[]> {
      const url = new URL("/api/v4/top-headlines", baseUrl);
      url.search = new URLSearchParams({ category, lang: "en", max: "10", apikey: apiKey }).toString();
      const body = await getJson(url.toString(), topHeadlinesSchema, request);
      return cleanArticles(body.articles);
    },
  };
}

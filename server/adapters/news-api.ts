import * as z from "zod";
import type { NewsArticle, NewsCategory } from "#domain/schemas/live.ts";
import { safeLink, toPlainText } from "./feed.ts";
import { getJson, type UpstreamRequest } from "./http.ts";

const articleSchema = z.object({
  title: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable().optional(),
  publishedAt: z.string().nullable(),
  source: z.object({ name: z.string().nullable().optional() }),
});

/** NewsAPI answers 200 with status "ok"; errors come as status "error" (and a non-2xx). */
const topHeadlinesSchema = z.object({ status: z.literal("ok"), articles: z.array(articleSchema) });

/** Both key-based news providers answer articles of this shape; drop the unusable, strip the markup. */
export function cleanArticles(articles: z.infer<typeof articleSchema>[]): NewsArticle[] {
  return articles.flatMap((a) => {
    const url = safeLink(a.url ?? "");
    const date = Date.parse(a.publishedAt ?? "");
    const title = toPlainText(a.title ?? "", 300);
    // NewsAPI marks pulled articles as "[Removed]".
    if (!url || !title || title === "[Removed]" || Number.isNaN(date)) return [];
    return [
      {
        title,
        url,
        description: toPlainText(a.description ?? "", 500),
        source: { name: toPlainText(a.source.name ?? "", 80) || new URL(url).hostname },
        publishedAt: new Date(date).toISOString(),
      },
    ];
  });
}
export { articleSchema as keyedNewsArticleSchema };

/** NewsAPI.org top headlines (its free plan only allows server-side calls, which is all we make). */
export function createNewsApiAdapter({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) {
  return {
    async topHeadlines(category: NewsCategory, request: UpstreamRequest): Promise<NewsArticle[]> {
      const url = new URL("/v2/top-headlines", baseUrl);
      url.search = new URLSearchParams({ category, language: "en", pageSize: "20" }).toString();
      const body = await getJson(url.toString(), topHeadlinesSchema, { ...request, headers: { "X-Api-Key": apiKey } });
      return cleanArticles(body.articles);
    },
  };
}

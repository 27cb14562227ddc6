import { and, desc, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { READ_TIME_WORDS_PER_MINUTE } from "#domain/constants.ts";
import { DomainError } from "#domain/errors.ts";
import type { ArticleInput } from "#domain/schemas/content.ts";
import type { Db } from "#server/db/client.ts";
import { articles, users } from "#server/db/schema.ts";
import { type RenderedMarkdown, renderMarkdown } from "./markdown.ts";

/** An article as the admin and the blog page receive it (SPEC §3, dates as ISO strings). */
export type Article = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  authorId: string | null;
  authorName: string | null;
  featuredImage: string | null;
  published: boolean;
  publishedAt: string | null;
  readTime: number;
  views: number;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  ogImage: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What lists, the feed and the sitemap need: everything but the body. */
export type ArticleSummary = Omit<Article, "content">;

/**
 * draft: published is false (reachable by slug, labelled Draft). scheduled: published with a future
 * publishedAt (hidden from visitors until then). published: live.
 */
export type ArticleStatus = "draft" | "scheduled" | "published";

export function articleStatus(article: Pick<Article, "published" | "publishedAt">, now = new Date()): ArticleStatus {
  if (!article.published) return "draft";
  if (article.publishedAt && new Date(article.publishedAt).getTime() > now.getTime()) return "scheduled";
  return "published";
}

export const ARTICLE_NOT_FOUND = "Article not found";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  excerpt: articles.excerpt,
  category: articles.category,
  authorId: articles.authorId,
  authorName: users.name,
  featuredImage: articles.featuredImage,
  published: articles.published,
  publishedAt: articles.publishedAt,
  readTime: articles.readTime,
  views: articles.views,
  metaTitle: articles.metaTitle,
  metaDescription: articles.metaDescription,
  metaKeywords: articles.metaKeywords,
  ogImage: articles.ogImage,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};
const fullColumns = { ...summaryColumns, content: articles.content };

type DateFields = { publishedAt: Date | null; createdAt: Date; updatedAt: Date };
function withIsoDates<T extends DateFields>(row: T) {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** PostgreSQL's unique_violation, however the driver (pg or PGlite) and Drizzle wrap it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

const slugTaken = (slug: string) =>
  new DomainError("conflict", `An article with the slug "${slug}" already exists. Please choose another slug.`, {
    slug: "This slug is already used by another article",
  });

/**
 * SPEC §4: publishedAt is the time given (a future one schedules), else the time it was first
 * published (editing keeps the original date), else now; a draft has none.
 */
function resolvePublishedAt(
  input: ArticleInput,
  existing: { published: boolean; publishedAt: Date | null } | null,
  now: Date,
) {
  if (!input.published) return null;
  if (input.publishedAt) return new Date(input.publishedAt);
  if (existing?.published && existing.publishedAt) return existing.publishedAt;
  return now;
}

/**
 * SPEC §9: the words a reader sees (the rendered page's, code included) ÷ 200, rounded up, at least
 * one minute. Worked out here only, on every save, and stored: the lists, the cards and the article
 * page all show the stored value.
 */
export function readTimeOf(content: string): number {
  return Math.max(1, Math.ceil(renderMarkdown(content).wordCount / READ_TIME_WORDS_PER_MINUTE));
}

const RENDER_CACHE_SIZE = 200;

/** The blog: articles for the admin (all), for visitors (live ones and drafts by slug), and their views. */
export function createArticleService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  // Rendered markdown by id and version (updatedAt), so an edit never serves a stale render.
  const rendered = new Map<string, RenderedMarkdown>();

  const live = () =>
    and(eq(articles.published, true), isNotNull(articles.publishedAt), lte(articles.publishedAt, now()));
  /** Narrows an article query to live ones, latest first (the public list and the feed). */
  const latestLive = <Query extends PgSelect>(query: Query, limit: number) =>
    query.where(live()).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit);
  const byId = async (id: string) => {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
    return row ?? null;
  };
  const getFull = async (id: string): Promise<Article> => {
    const [row] = await db
      .select(fullColumns)
      .from(articles)
      .leftJoin(users, eq(users.id, articles.authorId))
      .where(eq(articles.id, id))
      .limit(1);
    if (!row) throw new DomainError("not_found", ARTICLE_NOT_FOUND);
    return withIsoDates(row);
  };

  return {
    /** Every article, drafts and scheduled ones included, newest first (the admin's list). */
    async listAll(): Promise<Article[]> {
      const rows = await db
        .select(fullColumns)
        .from(articles)
        .leftJoin(users, eq(users.id, articles.authorId))
        .orderBy(desc(articles.createdAt), desc(articles.id));
      return rows.map(withIsoDates);
    },

    /** Live articles (published, publish time reached), latest first. */
    async listPublished(limit = 100): Promise<ArticleSummary[]> {
      return (
        await latestLive(
          db.select(summaryColumns).from(articles).leftJoin(users, eq(users.id, articles.authorId)).$dynamic(),
          limit,
        )
      ).map(withIsoDates);
    },

    /** Live articles with their bodies (the feed), latest first. */
    async listPublishedWithContent(limit: number): Promise<Article[]> {
      return (
        await latestLive(
          db.select(fullColumns).from(articles).leftJoin(users, eq(users.id, articles.authorId)).$dynamic(),
          limit,
        )
      ).map(withIsoDates);
    },

    /**
     * One article by slug. Visitors get live articles and drafts (SPEC: drafts reachable by slug);
     * a scheduled article stays hidden from them until its time. The admin gets everything.
     */
    async findBySlug(slug: string, viewer: { isAdmin: boolean }): Promise<Article | null> {
      if (slug.length > 200) return null;
      const visible = viewer.isAdmin
        ? eq(articles.slug, slug)
        : and(eq(articles.slug, slug), or(eq(articles.published, false), live()));
      const [row] = await db
        .select(fullColumns)
        .from(articles)
        .leftJoin(users, eq(users.id, articles.authorId))
        .where(visible)
        .limit(1);
      return row ? withIsoDates(row) : null;
    },

    async create(input: ArticleInput, authorId: string | null): Promise<Article> {
      try {
        const [row] = await db
          .insert(articles)
          .values({
            ...input,
            authorId,
            readTime: readTimeOf(input.content),
            publishedAt: resolvePublishedAt(input, null, now()),
          })
          .returning({ id: articles.id });
        return await getFull(row!.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(input.slug);
        throw error;
      }
    },

    async update(id: string, input: ArticleInput): Promise<Article> {
      const existing = await byId(id);
      if (!existing) throw new DomainError("not_found", ARTICLE_NOT_FOUND);
      try {
        await db
          .update(articles)
          .set({
            ...input,
            readTime: readTimeOf(input.content),
            publishedAt: resolvePublishedAt(input, existing, now()),
            updatedAt: now(),
          })
          .where(eq(articles.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(input.slug);
        throw error;
      }
      return getFull(id);
    },

    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) throw new DomainError("not_found", ARTICLE_NOT_FOUND);
      const deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
      if (deleted.length === 0) throw new DomainError("not_found", ARTICLE_NOT_FOUND);
    },

    /** Counts one view of a live article (drafts and scheduled ones are not counted); false if none. */
    async countView(slug: string): Promise<boolean> {
      const updated = await db
        .update(articles)
        .set({ views: sql`${articles.views} + 1` })
        .where(and(eq(articles.slug, slug), live()))
        .returning({ id: articles.id });
      return updated.length > 0;
    },

    /** Draft, scheduled or published, as of now. */
    statusOf: (article: Pick<Article, "published" | "publishedAt">) => articleStatus(article, now()),

    /** The article body as sanitised HTML, rendered once per version. */
    render(article: Pick<Article, "id" | "content" | "updatedAt">): RenderedMarkdown {
      const key = `${article.id}@${article.updatedAt}`;
      let result = rendered.get(key);
      if (!result) {
        result = renderMarkdown(article.content);
        if (rendered.size >= RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
        rendered.set(key, result);
      }
      return result;
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;

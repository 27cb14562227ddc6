import { and, desc, eq, isNotNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { READ_TIME_WORDS_PER_MINUTE } from "#domain/constants.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { ARTICLE_MESSAGES, type ArticleInput } from "#domain/schemas/posts.ts";
import type { Db } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
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
  /** The article's language: English ones are listed at /blog, Arabic ones at /ar/blog. */
  locale: Locale;
  /** The same article in the other language, if the admin linked one (both point at each other). */
  translationId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What a save takes: the form's fields; without a language it is English, without a link it has none. */
export type ArticleSaveInput = Omit<ArticleInput, "locale" | "translationId"> & {
  locale?: Locale;
  translationId?: string | null;
};

/** Where a visitor reads an article's translation (only a live one, or a draft reachable by its link). */
export type ArticleTranslation = { slug: string; locale: Locale; title: string };

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
  locale: articles.locale,
  translationId: articles.translationId,
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

const slugTaken = (slug: string) =>
  new DomainError("conflict", `An article with the slug "${slug}" already exists. Please choose another slug.`, {
    slug: "This slug is already used by another article",
  });

/**
 * SPEC §4: publishedAt is the time given (a future one schedules), else the time it was first
 * published (editing keeps the original date), else now; a draft has none.
 */
function resolvePublishedAt(
  input: ArticleSaveInput,
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

const invalidTranslation = (message: string) => new DomainError("invalid", message, { translationId: message });

/**
 * Makes `id` and `translationId` each other's translation (or unlinks `id` when null), inside the
 * save's transaction. The linked article must exist, be another article and be in the other language;
 * one already linked to a third article is refused rather than silently taken from it. The article's
 * previous partner, if any, is unlinked first.
 */
async function linkTranslation(tx: Db, id: string, locale: Locale, translationId: string | null) {
  if (translationId !== null) {
    if (translationId === id) throw invalidTranslation(ARTICLE_MESSAGES.translationSameLanguage);
    const [target] = UUID.test(translationId)
      ? await tx
          .select({ id: articles.id, locale: articles.locale, translationId: articles.translationId })
          .from(articles)
          .where(eq(articles.id, translationId))
          .limit(1)
      : [];
    if (!target) throw invalidTranslation(ARTICLE_MESSAGES.translationMissing);
    if (target.locale === locale) throw invalidTranslation(ARTICLE_MESSAGES.translationSameLanguage);
    if (target.translationId && target.translationId !== id) {
      const [other] = await tx
        .select({ title: articles.title })
        .from(articles)
        .where(eq(articles.id, target.translationId))
        .limit(1);
      throw invalidTranslation(ARTICLE_MESSAGES.translationTaken(other?.title ?? ""));
    }
  }
  // The previous partner (one that points here and is not the new one) lets go first: the links are unique.
  const previous = translationId === null ? undefined : ne(articles.id, translationId);
  await tx
    .update(articles)
    .set({ translationId: null })
    .where(and(eq(articles.translationId, id), previous));
  await tx.update(articles).set({ translationId }).where(eq(articles.id, id));
  if (translationId !== null)
    await tx.update(articles).set({ translationId: id }).where(eq(articles.id, translationId));
}

/** The blog: articles for the admin (all), for visitors (live ones and drafts by slug), and their views. */
/** The site search's index, kept in step inside each save's transaction (issue #45). */
export type ArticleSearchIndex = {
  article(tx: Db, id: string): Promise<void>;
  removeArticle(tx: Db, id: string): Promise<void>;
};

export function createArticleService(db: Db, options: { now?: () => Date; searchIndex?: ArticleSearchIndex } = {}) {
  const now = options.now ?? (() => new Date());
  // Rendered markdown by id and version (updatedAt), so an edit never serves a stale render.
  const rendered = new Map<string, RenderedMarkdown>();

  const live = () =>
    and(eq(articles.published, true), isNotNull(articles.publishedAt), lte(articles.publishedAt, now()));
  /** Narrows an article query to live ones, latest first (the public list and the feed). */
  const liveIn = (locale: Locale | undefined) => (locale ? and(live(), eq(articles.locale, locale)) : live());
  const latestLive = <Query extends PgSelect>(query: Query, limit: number, locale: Locale | undefined, offset = 0) =>
    query.where(liveIn(locale)).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit).offset(offset);
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

    /**
     * Live articles (published, publish time reached), latest first: those in one language when
     * `locale` is given (the blog index, the landing page), else all (the sitemap, the API).
     */
    /** Live articles, latest first: `limit` of them after the first `offset` (a page of the blog). */
    async listPublished(limit = 100, locale?: Locale, offset = 0): Promise<ArticleSummary[]> {
      return (
        await latestLive(
          db.select(summaryColumns).from(articles).leftJoin(users, eq(users.id, articles.authorId)).$dynamic(),
          limit,
          locale,
          offset,
        )
      ).map(withIsoDates);
    },

    /** How many articles are live (in one language): the blog's page count. */
    async countPublished(locale?: Locale): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(articles).where(liveIn(locale));
      return Number(row?.count ?? 0);
    },

    /** Live articles with their bodies (the feed of one language, or of all), latest first. */
    async listPublishedWithContent(limit: number, locale?: Locale): Promise<Article[]> {
      return (
        await latestLive(
          db.select(fullColumns).from(articles).leftJoin(users, eq(users.id, articles.authorId)).$dynamic(),
          limit,
          locale,
        )
      ).map(withIsoDates);
    },

    /**
     * The translation a visitor may be sent to (switcher, hreflang): live, or a draft when the
     * article itself is a draft (both reachable by link). The admin is sent to any.
     */
    async translationOf(
      article: Pick<Article, "translationId" | "published">,
      viewer: { isAdmin: boolean },
    ): Promise<ArticleTranslation | null> {
      if (!article.translationId) return null;
      const visible: SQL | undefined = viewer.isAdmin
        ? undefined
        : article.published
          ? live()
          : or(eq(articles.published, false), live());
      const [row] = await db
        .select({ slug: articles.slug, locale: articles.locale, title: articles.title })
        .from(articles)
        .where(and(eq(articles.id, article.translationId), visible))
        .limit(1);
      return row ?? null;
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

    async create(input: ArticleSaveInput, authorId: string | null): Promise<Article> {
      const { translationId = null, locale = "en", ...fields } = input;
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(articles)
            .values({
              ...fields,
              locale,
              authorId,
              readTime: readTimeOf(input.content),
              publishedAt: resolvePublishedAt(input, null, now()),
            })
            .returning({ id: articles.id });
          await linkTranslation(tx as unknown as Db, row!.id, locale, translationId);
          await options.searchIndex?.article(tx as unknown as Db, row!.id);
          return row!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(input.slug);
        throw error;
      }
      return getFull(id);
    },

    async update(id: string, input: ArticleSaveInput): Promise<Article> {
      const existing = await byId(id);
      if (!existing) throw new DomainError("not_found", ARTICLE_NOT_FOUND);
      const { translationId = null, locale = "en", ...fields } = input;
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(articles)
            .set({
              ...fields,
              locale,
              readTime: readTimeOf(input.content),
              publishedAt: resolvePublishedAt(input, existing, now()),
              updatedAt: now(),
            })
            .where(eq(articles.id, id));
          await linkTranslation(tx as unknown as Db, id, locale, translationId);
          await options.searchIndex?.article(tx as unknown as Db, id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(input.slug);
        throw error;
      }
      return getFull(id);
    },

    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) throw new DomainError("not_found", ARTICLE_NOT_FOUND);
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
        await options.searchIndex?.removeArticle(tx as unknown as Db, id);
        return rows;
      });
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
    render(article: Pick<Article, "id" | "content" | "updatedAt" | "locale">): RenderedMarkdown {
      const key = `${article.id}@${article.updatedAt}`;
      let result = rendered.get(key);
      if (!result) {
        result = renderMarkdown(article.content, article.locale);
        if (rendered.size >= RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
        rendered.set(key, result);
      }
      return result;
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;

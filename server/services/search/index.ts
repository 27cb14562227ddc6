import { createHash } from "node:crypto";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { type ContentName, type ContentOverrides, FILE_CONTENT } from "#content/localized.server.ts";
import { LOCALES, type Locale } from "#domain/i18n/locales.ts";
import { normaliseForSearch, SEARCH_NORMALISER_VERSION } from "#domain/search/normalise.ts";
import {
  type Alternative,
  isEmptyQuery,
  type ParsedQuery,
  parseQuery,
  queryTokens,
  SEARCH_LIMIT_MAX,
} from "#domain/search/query.ts";
import { markText, matcher, type Segment, snippet } from "#domain/search/snippet.ts";
import { type Db, queryRows } from "#server/db/client.ts";
import { articles, newsletterIssues, searchDocuments, searchTerms } from "#server/db/schema.ts";
import {
  type ArticleRow,
  articleSource,
  contentSources,
  type IssueRow,
  issueSource,
  type PublishedContent,
  type SearchKind,
  type SearchSource,
} from "./documents.ts";

/** PostgreSQL's text-search configuration for each language: the same in PGlite and PostgreSQL. */
const CONFIG: Record<Locale, SQL> = { en: sql.raw("'english'::regconfig"), ar: sql.raw("'arabic'::regconfig") };

// Any stable number: instances (re)building the index at once take turns.
const INDEX_LOCK_ID = 727_045;
/** Words shorter than this are not typo-corrected (issue #45: a typo is allowed in longer words). */
const TYPO_MIN_LENGTH = 5;
const TERM_MIN_LENGTH = 4;
const WRITE_BATCH = 100;
/** How many of the best-ranked matches (at least twice the results asked) the boosts re-rank. */
const CANDIDATES = 24;

export type SearchHit = {
  /** The indexed document's key: unique in an answer (several FAQ answers share one address). */
  key: string;
  kind: SearchKind;
  locale: Locale;
  path: string;
  title: Segment[];
  snippet: Segment[];
  /** ISO date of an article or issue; none for the site's pages. */
  date: string | null;
};

export type SearchAnswer = {
  results: SearchHit[];
  /** The words searched for instead when the query as typed found nothing ("murabha" → "murabaha"). */
  correctedTo: string | null;
};

/** A transaction or the database: what the publish paths hand in. */
type Executor = Pick<Db, "execute" | "insert" | "delete" | "select">;

/** The site content as published: the owner's versions over the files (never a draft or a preview). */
export function publishedReader(overrides: ContentOverrides): PublishedContent {
  return (name, locale) =>
    (overrides[name as ContentName]?.[locale] ?? FILE_CONTENT[name as ContentName][locale]) as never;
}

export function createSearchService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function write(tx: Executor, sources: readonly SearchSource[]): Promise<void> {
    for (let i = 0; i < sources.length; i += WRITE_BATCH) {
      const batch = sources.slice(i, i + WRITE_BATCH);
      const terms = new Set<string>();
      const rows = batch.map((source) => {
        const title = normaliseForSearch(source.title);
        const headings = normaliseForSearch(source.headings);
        const body = normaliseForSearch(source.body);
        for (const text of [title, headings, body])
          for (const term of text.split(" ")) if (term.length >= TERM_MIN_LENGTH) terms.add(term);
        const config = CONFIG[source.locale];
        return {
          key: source.key,
          source: source.source,
          sourceId: source.sourceId,
          kind: source.kind,
          locale: source.locale,
          path: source.path,
          title: source.title,
          body: source.body,
          titleTokens: title,
          date: source.date,
          visibleFrom: source.visibleFrom,
          fingerprint: fingerprintOf(source),
          document: sql`setweight(to_tsvector(${config}, ${title}), 'A') || setweight(to_tsvector(${config}, ${headings}), 'B') || setweight(to_tsvector(${config}, ${body}), 'C')`,
        };
      });
      await tx
        .insert(searchDocuments)
        .values(rows as never)
        .onConflictDoUpdate({
          target: searchDocuments.key,
          set: Object.fromEntries(
            [
              "source",
              "source_id",
              "kind",
              "locale",
              "path",
              "title",
              "body",
              "title_tokens",
              "date",
              "visible_from",
              "fingerprint",
              "document",
            ].map((column) => [camel(column), sql.raw(`excluded.${column}`)]),
          ),
        });
      if (terms.size > 0)
        await tx
          .insert(searchTerms)
          .values([...terms].sort().map((term) => ({ term })))
          .onConflictDoNothing();
    }
  }

  async function lock(tx: Executor) {
    await tx.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK_ID})`);
  }

  const articleColumns = {
    id: articles.id,
    slug: articles.slug,
    title: articles.title,
    excerpt: articles.excerpt,
    content: articles.content,
    locale: articles.locale,
    published: articles.published,
    publishedAt: articles.publishedAt,
  };
  const issueColumns = {
    id: newsletterIssues.id,
    locale: newsletterIssues.locale,
    subject: newsletterIssues.subject,
    preheader: newsletterIssues.preheader,
    body: newsletterIssues.body,
    startedAt: newsletterIssues.startedAt,
  };

  const indexer = {
    /** Re-indexes one article in the transaction that saved it (a draft's row is removed). */
    async article(tx: Executor, id: string): Promise<void> {
      const [row] = await tx.select(articleColumns).from(articles).where(eq(articles.id, id));
      await tx.delete(searchDocuments).where(eq(searchDocuments.key, `article:${id}`));
      const source = row ? articleSource(row as ArticleRow) : null;
      if (source) await write(tx, [source]);
    },

    async removeArticle(tx: Executor, id: string): Promise<void> {
      await tx.delete(searchDocuments).where(eq(searchDocuments.key, `article:${id}`));
    },

    /** Re-indexes one newsletter issue in the transaction that saved it. */
    async issue(tx: Executor, id: string): Promise<void> {
      const [row] = await tx.select(issueColumns).from(newsletterIssues).where(eq(newsletterIssues.id, id));
      if (row) await write(tx, [issueSource(row as IssueRow)]);
      else await tx.delete(searchDocuments).where(eq(searchDocuments.key, `newsletter:${id}`));
    },

    /** Re-indexes the site content's pages in the transaction that publishes a module. */
    async content(tx: Executor, overrides: ContentOverrides): Promise<void> {
      await lock(tx);
      await tx.delete(searchDocuments).where(eq(searchDocuments.source, "content"));
      await write(tx, contentSources(publishedReader(overrides)));
    },
  };

  return {
    ...indexer,

    /**
     * Brings the whole index in line with what is published, in one transaction (at start: the files may
     * have changed with a deploy, and the normaliser with them): rows whose source text is unchanged are
     * kept, others written, rows of what is gone removed. Searches meanwhile read the previous index.
     */
    async rebuild(overrides: ContentOverrides): Promise<{ documents: number; written: number; removed: number }> {
      const counts = await db.transaction(async (tx) => {
        await lock(tx);
        const articleRows = await tx.select(articleColumns).from(articles).where(eq(articles.published, true));
        const issueRows = await tx.select(issueColumns).from(newsletterIssues);
        const sources = [
          ...articleRows.map((row) => articleSource(row as ArticleRow)).filter((s): s is SearchSource => s !== null),
          ...issueRows.map((row) => issueSource(row as IssueRow)),
          ...contentSources(publishedReader(overrides)),
        ];
        const stored = await tx
          .select({ key: searchDocuments.key, fingerprint: searchDocuments.fingerprint })
          .from(searchDocuments);
        const had = new Map(stored.map((row) => [row.key, row.fingerprint]));
        const wanted = new Set(sources.map((source) => source.key));
        const gone = stored.map((row) => row.key).filter((key) => !wanted.has(key));
        for (let i = 0; i < gone.length; i += 500)
          await tx.delete(searchDocuments).where(inArray(searchDocuments.key, gone.slice(i, i + 500)));
        const changed = sources.filter((source) => had.get(source.key) !== fingerprintOf(source));
        await write(tx, changed);
        return { documents: sources.length, written: changed.length, removed: gone.length };
      });
      // Fresh statistics (the planner reads the GIN index for a rare word), and the GIN index's pending
      // list merged: after a bulk write a search would otherwise read it entry by entry (27 ms instead of
      // 0.07 ms for one word over 2,000 articles in PGlite, which has no autovacuum to merge it).
      if (counts.written + counts.removed > 0) await db.execute(sql`vacuum analyze search_documents`);
      return counts;
    },

    /** Searches the index: the page's language first, then the other one. Never throws on input. */
    async search(text: string, locale: Locale, limit = 20, opts: { prefix?: boolean } = {}): Promise<SearchAnswer> {
      const parsed = parseQuery(text);
      if (isEmptyQuery(parsed)) return { results: [], correctedTo: null };
      const take = Math.max(1, Math.min(SEARCH_LIMIT_MAX, Math.trunc(limit) || 1));
      const found = await run(parsed, locale, take, opts.prefix ?? false);
      if (found.length > 0) return { results: hits(found, parsed), correctedTo: null };
      const corrected = await correct(parsed);
      if (!corrected) return { results: [], correctedTo: null };
      const second = await run(corrected, locale, take, false);
      return {
        results: hits(second, corrected),
        correctedTo: second.length > 0 ? queryTokens(corrected).join(" ") : null,
      };
    },
  };

  type Row = {
    key: string;
    kind: SearchKind;
    locale: Locale;
    path: string;
    title: string;
    body: string;
    date: Date | string | null;
  };

  function hits(rows: Row[], parsed: ParsedQuery): SearchHit[] {
    // One matcher for every result: a word seen in one is known in the next.
    const tokens = matcher(queryTokens(parsed));
    return rows.map((row) => ({
      key: row.key,
      kind: row.kind,
      locale: row.locale,
      path: row.path,
      title: markText(row.title, tokens),
      snippet: snippet(row.body, tokens),
      date: row.date ? new Date(row.date).toISOString() : null,
    }));
  }

  /**
   * The page's language first, then the other one only if the page's language has fewer results than
   * asked: each query ranks one language's matches (a common word's matches in the other language are
   * not ranked for nothing), and the answer is the one a single ranking of both would give: the best
   * candidates of the page's language, then the other's best, as many as there is room for.
   */
  async function run(parsed: ParsedQuery, locale: Locale, limit: number, prefix: boolean): Promise<Row[]> {
    const candidates = Math.max(CANDIDATES, 2 * limit);
    const first = await runIn(parsed, locale, candidates, limit, prefix);
    if (first.length >= limit) return first;
    const other = LOCALES.find((l) => l !== locale)!;
    return [...first, ...(await runIn(parsed, other, candidates - first.length, limit - first.length, prefix))];
  }

  /** One language's best `limit` matches, re-ranked from its best `candidates` by `ts_rank` alone. */
  async function runIn(
    parsed: ParsedQuery,
    locale: Locale,
    candidates: number,
    limit: number,
    prefix: boolean,
  ): Promise<Row[]> {
    const config = CONFIG[locale];
    const query = tsquery(parsed, locale, prefix);
    const phraseQuery = phrase(parsed, locale);
    const whole = queryTokens(parsed).join(" ");
    const asked = parsed.must.length;
    // Title (A) far above headings (B) above body (C): every match is ranked by that alone, and the best
    // candidates go on. Then, on top: the whole phrase; a title that holds every word asked, the more so the fewer other
    // words it has ("Diminishing Musharakah explained" above "Home finance: Ijarah and Diminishing
    // Musharakah"); and the exact title.
    const boost = sql`${phraseQuery ? sql`case when d.document @@ ${phraseQuery} then 0.5 else 0 end` : sql`0`}
        + case when to_tsvector(${config}, d.title_tokens) @@ ${query}
          then 0.6 * ${asked}::float / greatest(${asked}, coalesce(array_length(string_to_array(d.title_tokens, ' '), 1), 1))
          else 0 end
        + case when d.title_tokens = ${whole} then 1 else 0 end`;
    // One scan: the candidates carry their columns (stored text stays where it is until a returned row
    // is sent), so no join back to the table is planned or run.
    return queryRows<Row>(
      db,
      sql`select d.key, d.kind, d.locale, d.path, d.title, d.body, d.date
        from (
          select d.key, d.kind, d.locale, d.path, d.title, d.body, d.date, d.document, d.title_tokens,
            ts_rank('{0.05, 0.2, 0.4, 1.0}', d.document, ${query}) as base
          from search_documents d
          where d.locale = ${locale} and d.document @@ ${query}
            and (d.visible_from is null or d.visible_from <= ${now()})
            and (d.source <> 'newsletter' or exists (
              select 1 from newsletter_issues i
              where i.id::text = d.source_id and i.status = 'sent' and not i.hidden_from_archive))
          order by base desc, d.date desc nulls last
          limit ${candidates}
        ) d
        order by round((d.base + ${boost})::numeric, 4) desc, d.date desc nulls last, d.title
        limit ${limit}`,
    );
  }

  /** For each long word no page contains, the nearest word some page does (pg_trgm); null if none changed. */
  async function correct(parsed: ParsedQuery): Promise<ParsedQuery | null> {
    const long = queryTokens(parsed).filter((token) => [...token].length >= TYPO_MIN_LENGTH);
    if (long.length === 0) return null;
    const known = await db.select({ term: searchTerms.term }).from(searchTerms).where(inArray(searchTerms.term, long));
    const replacements = new Map<string, string>();
    for (const token of long) {
      if (known.some((row) => row.term === token)) continue;
      const candidates = await queryRows<{ term: string }>(
        db,
        sql`select term from search_terms where term % ${token}
            order by similarity(term, ${token}) desc, term limit 8`,
      );
      // A typo is one edit in a word of up to seven letters, two in a longer one: "career" is not "care".
      const allowed = [...token].length >= 8 ? 2 : 1;
      const nearest = candidates.find((row) => editDistance(row.term, token) <= allowed);
      if (nearest) replacements.set(token, nearest.term);
    }
    if (replacements.size === 0) return null;
    const swap = (alternative: Alternative) => alternative.map((token) => replacements.get(token) ?? token);
    return { must: parsed.must.map((clause) => clause.map(swap)), not: parsed.not };
  }
}

/** What a row is written from, with the normaliser's version: equal fingerprints, equal rows. */
function fingerprintOf(source: SearchSource): string {
  return createHash("sha256")
    .update(JSON.stringify([SEARCH_NORMALISER_VERSION, source]))
    .digest("base64url");
}

/** Levenshtein distance (two rows; words here are at most a few dozen letters). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The tsquery of a parsed query in one language, built from bound normalised tokens only (never the
 * visitor's syntax): words with plainto_tsquery, phrases with phraseto_tsquery, combined with && / || / !!.
 * With `prefix`, the last word also matches as the start of a longer word (the dialog searches as one types).
 */
function tsquery(parsed: ParsedQuery, locale: Locale, prefix: boolean): SQL {
  const config = CONFIG[locale];
  const lastClause = parsed.must.length - 1;
  const alternative = (tokens: Alternative, last: boolean): SQL => {
    const plain =
      tokens.length === 1
        ? sql`plainto_tsquery(${config}, ${tokens[0]!})`
        : sql`phraseto_tsquery(${config}, ${tokens.join(" ")})`;
    const word = tokens.at(-1)!;
    // `word` holds letters and digits only (the normaliser's tokens), so quoting it is safe.
    return last && tokens.length === 1 && [...word].length >= 3
      ? sql`(${plain} || to_tsquery(${config}, ${`'${word}':*`}))`
      : plain;
  };
  const clauses = parsed.must.map((clause, index) =>
    sql.join(
      clause.map((tokens) => alternative(tokens, prefix && index === lastClause)),
      sql` || `,
    ),
  );
  const excluded = parsed.not.map((tokens) => sql`!! ${alternative(tokens, false)}`);
  return sql`(${sql.join(
    [...clauses, ...excluded].map((part) => sql`(${part})`),
    sql` && `,
  )})`;
}

/** The whole query as one phrase, when it has more than one word: a page with it scores above one with scattered words. */
function phrase(parsed: ParsedQuery, locale: Locale): SQL | null {
  const tokens = parsed.must.flatMap((clause) => clause[0]!);
  if (tokens.length < 2) return null;
  return sql`phraseto_tsquery(${CONFIG[locale]}, ${tokens.join(" ")})`;
}

export type SearchService = ReturnType<typeof createSearchService>;

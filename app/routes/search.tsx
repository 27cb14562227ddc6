import { data, Form, Link } from "react-router";
import { Search } from "#app/components/icons.tsx";
import { ResultFacts, ResultText, type ResultView } from "#app/components/search/search-results.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { getAppContext } from "#app/lib/context.ts";
import { pageI18n } from "#app/lib/i18n.server.ts";
import { useLocale, useLocalize, useT } from "#app/lib/i18n.tsx";
import { pageMeta, siteFromMatches } from "#app/lib/seo.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import type { RouteFacts } from "#domain/route-facts.ts";
import { readSearchRequest } from "#domain/search/answer.ts";
import { SEARCH_QUERY_MAX } from "#domain/search/query.ts";
import type { Route } from "./+types/search";

/**
 * /search and /ar/search (issue #45): a plain GET form and its results, whole without JavaScript.
 * `q` is the one parameter it reads. Each query is its own page, so the answer is `no-store`: the page
 * cache never keeps it, and a flood of made-up queries costs renders (bounded by the render queue)
 * but can never push the site's real pages out of the cache.
 */
export const handle = { cacheQuery: ["q"] } satisfies RouteFacts;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const PAGE_LIMIT = 30;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = createTranslator(locale, CATALOGUE.search[locale]);
  const base = {
    locale,
    text: { title: t("page.title"), description: t("page.description") },
    i18n: pageI18n(locale, { messages: ["search"] }),
  };
  const read = readSearchRequest({ q: url.searchParams.get("q") }, locale, PAGE_LIMIT);
  if (!read.ok) {
    return data(
      {
        ...base,
        query: (url.searchParams.get("q") ?? "").slice(0, SEARCH_QUERY_MAX),
        error: read.message,
        results: null,
        correctedTo: null,
      },
      { status: 400 },
    );
  }
  if (!read.query) return { ...base, query: "", error: null, results: null, correctedTo: null };
  const answer = await services.search.search(read.query, locale, read.limit, { prefix: true });
  const results: ResultView[] = answer.results.map((hit) => ({
    ...hit,
    kindLabel: t(`kind.${hit.kind}`),
    languageLabel: hit.locale === locale ? null : t("results.language"),
  }));
  return { ...base, query: read.query, error: null, results, correctedTo: answer.correctedTo };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  if (!site || !loaderData) return [{ title: "Search" }];
  return pageMeta(site, {
    title: loaderData.text.title,
    description: loaderData.text.description,
    path: loaderData.locale === "ar" ? "/ar/search" : "/search",
    noindex: true,
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT("search");
  const locale = useLocale();
  const localize = useLocalize();
  const { query, error, results, correctedTo } = loaderData;
  const own = results?.filter((result) => result.locale === locale) ?? [];
  const other = results?.filter((result) => result.locale !== locale) ?? [];
  const errorId = "search-error";
  return (
    <main id="main" className="px-4 pt-28 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("page.title")}</h1>
        <search className="mt-6">
          <Form method="get" action={localize("/search")} className="flex gap-2">
            <label htmlFor="search-q" className="sr-only">
              {t("form.label")}
            </label>
            <Input
              id="search-q"
              type="search"
              name="q"
              defaultValue={query}
              placeholder={t("form.placeholder")}
              maxLength={SEARCH_QUERY_MAX}
              autoComplete="off"
              enterKeyHint="search"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              dir="auto"
            />
            <Button type="submit" className="shrink-0">
              <Search aria-hidden="true" />
              {t("form.submit")}
            </Button>
          </Form>
        </search>
        {error ? (
          <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-error">
            {error}
          </p>
        ) : null}
        {results === null && !error ? <EmptyState /> : null}
        {results !== null ? (
          <section aria-labelledby="search-summary" className="mt-8">
            <h2 id="search-summary" className="text-sm text-muted-foreground" aria-live="polite">
              {results.length === 0
                ? t("results.none", { query })
                : correctedTo
                  ? t("results.corrected", { query, corrected: correctedTo })
                  : t("results.count", { count: results.length, query })}
            </h2>
            {results.length === 0 ? <p className="mt-2 text-muted-foreground">{t("results.noneHint")}</p> : null}
            <ResultList results={own} />
            {other.length > 0 ? (
              <>
                <h2 className="mt-10 text-lg font-semibold">{t("results.otherLanguage")}</h2>
                <ResultList results={other} />
              </>
            ) : null}
          </section>
        ) : null}
      </div>
    </main>
  );
}

function EmptyState() {
  const t = useT("search");
  const localize = useLocalize();
  return (
    <section className="mt-8 rounded-lg border bg-card p-6 text-card-foreground">
      <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
      <p className="mt-2 text-muted-foreground">{t("empty.body")}</p>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span>{t("empty.try")}</span>
        {t("empty.suggestions")
          .split("|")
          .map((term) => (
            <Link
              key={term}
              to={`${localize("/search")}?q=${encodeURIComponent(term)}`}
              className="rounded-md border px-2 py-1 hover:bg-accent"
            >
              {term}
            </Link>
          ))}
      </p>
    </section>
  );
}

function ResultList({ results }: { results: ResultView[] }) {
  const locale = useLocale();
  if (results.length === 0) return null;
  return (
    <ol className="mt-4 grid gap-3">
      {results.map((result) => (
        <li key={result.key} className="rounded-lg border bg-card p-4 text-card-foreground">
          <ResultFacts result={result} pageLocale={locale} />
          <Link
            to={result.path}
            className="mt-2 block rounded-sm hover:underline"
            reloadDocument={result.locale !== locale}
          >
            <ResultText result={result} titleClassName="block text-lg font-semibold" />
          </Link>
        </li>
      ))}
    </ol>
  );
}

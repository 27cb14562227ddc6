import type { Hono } from "hono";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localeOfParam } from "#domain/i18n/locales.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import { readSearchRequest } from "#domain/search/answer.ts";
import type { Services } from "#server/services/index.ts";
import type { SearchAnswer } from "#server/services/search/index.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";

/** The instant dialog's default number of results. */
const API_DEFAULT_LIMIT = 8;

/**
 * `GET /api/search?q=…&lang=en|ar&limit=…` (issue #45): the same search as the /search page, for the
 * instant dialog, with each result's kind and (for the other language's results) language as words
 * in `lang`. An empty query answers no results; a refused one is a 400 naming the field.
 */
export function mountSearchRoutes(api: Hono<AppEnv>, { services }: { services: Services }) {
  api.get("/search", async (c) => {
    const locale = localeOfParam(c.req.query("lang"));
    const request = readSearchRequest({ q: c.req.query("q"), limit: c.req.query("limit") }, locale, API_DEFAULT_LIMIT);
    if (!request.ok) throw new HttpError(400, request.message, { [request.field]: request.message });
    const answer = request.query
      ? await services.search.search(request.query, locale, request.limit, { prefix: true })
      : { results: [], correctedTo: null };
    return c.json({ query: request.query, ...labelled(answer, locale) });
  });
}

/** The answer with each result's kind, and the other language's results' language, in words. */
export function labelled(answer: SearchAnswer, locale: Locale) {
  const t = createTranslator(locale, CATALOGUE.search[locale]);
  return {
    correctedTo: answer.correctedTo,
    results: answer.results.map((hit) => ({
      ...hit,
      kindLabel: t(`kind.${hit.kind}`),
      languageLabel: hit.locale === locale ? null : t("results.language"),
    })),
  };
}

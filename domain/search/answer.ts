import { CATALOGUE } from "../i18n/catalogue.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { createTranslator } from "../i18n/translate.ts";
import { checkQuery, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX } from "./query.ts";

/** What the search page and `GET /api/search` accept, or the message and field a refusal names. */
export type SearchRequest =
  | { ok: true; query: string; limit: number }
  | { ok: false; field: "q" | "limit"; message: string };

/**
 * Reads a search's parameters as both doors do: `q` checked (control characters, length), `limit` a
 * whole number in range (absent: `defaultLimit`). Messages in the page's language.
 */
export function readSearchRequest(
  params: { q?: string | null; limit?: string | null },
  locale: Locale,
  defaultLimit: number,
): SearchRequest {
  const t = createTranslator(locale, CATALOGUE.search[locale]);
  const checked = checkQuery(params.q ?? "");
  if (!checked.ok) {
    const message = checked.problem === "too_long" ? t("error.tooLong", { max: SEARCH_QUERY_MAX }) : t("error.control");
    return { ok: false, field: "q", message };
  }
  let limit = defaultLimit;
  if (params.limit !== undefined && params.limit !== null) {
    limit = /^[0-9]{1,3}$/.test(params.limit) ? Number(params.limit) : 0;
    if (limit < 1 || limit > SEARCH_LIMIT_MAX)
      return { ok: false, field: "limit", message: t("error.limit", { max: SEARCH_LIMIT_MAX }) };
  }
  return { ok: true, query: checked.text, limit };
}

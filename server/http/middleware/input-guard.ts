import type { MiddlewareHandler } from "hono";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import type { AppEnv } from "../env.ts";
import { HttpError } from "../errors.ts";
import { formsTranslator, requestLocale } from "../locale.ts";

/**
 * Input the database would refuse is refused here, at the edge, for every route, public and admin,
 * before any loader, action or handler sees it. PostgreSQL cannot store NUL in text (a query carrying
 * one failed as a 500), and no person types C0 control characters. So:
 * - a path segment with a control character (C0, DEL, C1), or with broken percent-encoding → 404 (no such page);
 * - a query key or value with one → 400;
 * - a text field of a form or JSON body with one (tab, line feed and carriage return excepted: a
 *   textarea posts them) → 400 naming the field, in the request's language (`bodyInputGuard`).
 * Pages get the shell's small HTML page, `/api` the `{ message, errors? }` JSON (app.ts's onError).
 */
// Unicode's control characters: C0, DEL and C1 (as the lead schemas' NO_CONTROL_CHARACTERS).
const CONTROL = /\p{Cc}/u;
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;

/** True when a decoded path or query would carry a control character (or cannot be decoded). */
export function badPath(rawPath: string): boolean {
  if (CONTROL.test(rawPath)) return true;
  for (const segment of rawPath.split("/")) {
    if (!segment.includes("%")) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    if (CONTROL.test(decoded)) return true;
  }
  return false;
}

export function badQuery(search: string): boolean {
  if (search.length <= 1) return false;
  for (const [key, value] of new URLSearchParams(search)) {
    if (CONTROL.test(key) || CONTROL.test(value)) return true;
  }
  return false;
}

/** The path and the query: first in the chain after the request id, before the page cache. */
export function urlInputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const queryAt = url.indexOf("?", start);
    const rawPath = queryAt === -1 ? url.slice(start) : url.slice(start, queryAt);
    const t = () => formsTranslator(requestLocale(c));
    if (badPath(rawPath)) throw new HttpError(404, t()("input.badPath"));
    if (queryAt !== -1 && badQuery(url.slice(queryAt))) throw new HttpError(400, t()("input.badQuery"));
    await next();
  };
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * The text fields of a form or JSON body (after the body limit, so what is read here is bounded).
 * A body that does not parse is left to the route (the page-forms middleware, the API's readJson).
 */
export function bodyInputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const type = c.req.header("Content-Type") ?? "";
    let fields: string[] = [];
    let body: unknown;
    if (JSON_TYPE.test(type)) {
      try {
        body = await c.req.raw.clone().json();
      } catch {
        return next();
      }
      fields = badJsonFields(body, "");
    } else if (FORM_TYPE.test(type)) {
      let form: FormData;
      try {
        form = await c.req.raw.clone().formData();
      } catch {
        return next();
      }
      for (const [key, value] of form) {
        if (CONTROL_IN_TEXT.test(key) || (typeof value === "string" && CONTROL_IN_TEXT.test(value))) fields.push(key);
      }
    }
    if (fields.length === 0) return next();
    // The body's `locale` counts, as it does for the API's own answers (../locale.ts).
    const locale = requestLocale(c, body);
    const t = formsTranslator(locale);
    const dictionary = CATALOGUE.forms[locale] as Record<string, unknown>;
    const errors: Record<string, string> = {};
    for (const field of fields) {
      // The lead forms' own words for their fields ("Name must not contain…"), else the general one.
      const own = `validation.controlCharacters.${field}`;
      errors[field] = own in dictionary ? t(own as "validation.controlCharacters") : t("validation.controlCharacters");
    }
    throw new HttpError(400, t("input.badBody"), errors);
  };
}

/** The dotted paths of the strings (and keys) in a JSON value that carry a control character. */
function badJsonFields(value: unknown, at: string): string[] {
  if (typeof value === "string") return CONTROL_IN_TEXT.test(value) ? [at || "body"] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => badJsonFields(item, at ? `${at}.${index}` : `${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const path = at ? `${at}.${key}` : key;
      return CONTROL_IN_TEXT.test(key) ? [path] : badJsonFields(item, path);
    });
  }
  return [];
}

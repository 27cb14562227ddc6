import type { MiddlewareHandler } from "hono";
import { HttpError } from "../errors.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * Pages take HTML forms: a page request that changes something (a route action) must carry a form
 * body that parses, or it is refused here with 415/400, instead of failing inside React Router's
 * `request.formData()` as an "Unexpected Server Error". A page whose route declares `acceptsJson`
 * (domain/route-facts.ts) takes JSON too, and it must parse. Runs after the body limit, so the parse
 * below reads at most that many bytes; the route reads its own copy of the body afterwards.
 */
export function pageForms(acceptsJson: (pathname: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || c.req.path === "/api" || c.req.path.startsWith("/api/")) return next();
    const type = c.req.header("Content-Type") ?? "";
    if (JSON_TYPE.test(type) && acceptsJson(c.req.path)) {
      try {
        await c.req.raw.clone().json();
      } catch {
        throw new HttpError(400, "The request body is not valid JSON");
      }
      return next();
    }
    if (!FORM_TYPE.test(type)) {
      throw new HttpError(415, "This page only accepts form submissions.");
    }
    try {
      await c.req.raw.clone().formData();
    } catch {
      throw new HttpError(400, "The form could not be read. Please go back and send it again.");
    }
    await next();
  };
}

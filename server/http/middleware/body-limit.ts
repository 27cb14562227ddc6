import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "../errors.ts";

const limit = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, `The request body is larger than ${maxBytes} bytes`);
    },
  });

/**
 * The size limit for every request body, page form posts and `/api` alike, applied before anything
 * reads a body. hono's bodyLimit refuses by `Content-Length` without reading a byte, and counts a
 * chunked body as it arrives, stopping at the limit (a 100 MB form post once ran the process out of
 * heap). The refusal is an HttpError, so `onError` answers JSON to `/api` and a small page to
 * everything else. Requests `large.applies` to (saving an article) get `large.maxBytes` instead.
 */
export function requestBodyLimit(
  maxBytes: number,
  large?: { maxBytes: number; applies: (c: Context) => boolean },
): MiddlewareHandler {
  const normal = limit(maxBytes);
  const larger = large ? limit(large.maxBytes) : normal;
  return (c, next) => {
    // A GET or HEAD has no body to limit (the Node adapter gives it none). Asked for it anyway,
    // hono's bodyLimit makes the adapter build a whole fetch Request for the question: ~65 µs, a third
    // of what a cached /api/crypto answer cost (issue #21).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return large?.applies(c) ? larger(c, next) : normal(c, next);
  };
}

/** The article API's saves and previews (POST /api/articles, PUT /api/articles/{id}, POST /api/articles/preview). */
export function isArticleApiSave(method: string, path: string): boolean {
  if (method === "POST") return path === "/api/articles" || path === "/api/articles/preview";
  return method === "PUT" && /^\/api\/articles\/[^/]+$/.test(path);
}

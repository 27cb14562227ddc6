import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "../errors.ts";

const limit = (maxBytes: number, message = `The request body is larger than ${maxBytes} bytes`) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, message);
    },
  });

/** Room for an upload form's other fields (alt texts, intent) and the multipart framing around the file. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;

/** A larger limit for some requests: `applies` may look the requester up (an admin's upload). */
export type LargerLimit = {
  maxBytes: number;
  applies: (c: Context) => boolean | Promise<boolean>;
  /** What a refused request is told (a page shows it). */
  message?: string;
};

/**
 * The size limit for every request body, page form posts and `/api` alike, applied before anything
 * reads a body. hono's bodyLimit refuses by `Content-Length` without reading a byte, and counts a
 * chunked body as it arrives, stopping at the limit (a 100 MB form post once ran the process out of
 * heap). The refusal is an HttpError, so `onError` answers JSON to `/api` and a small page to
 * everything else. Requests `large.applies` to (saving an article) get `large.maxBytes` instead, and
 * those `upload.applies` to (an admin's media upload) `upload.maxBytes`.
 */
export function requestBodyLimit(maxBytes: number, large?: LargerLimit, upload?: LargerLimit): MiddlewareHandler {
  const normal = limit(maxBytes);
  const larger = large ? limit(large.maxBytes, large.message) : normal;
  const uploads = upload ? limit(upload.maxBytes, upload.message) : normal;
  return async (c, next) => {
    // A GET or HEAD has no body to limit (the Node adapter gives it none). Asked for it anyway,
    // hono's bodyLimit makes the adapter build a whole fetch Request for the question: ~65 µs, a third
    // of what a cached /api/crypto answer cost (issue #21).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (upload && (await upload.applies(c))) return uploads(c, next);
    return large && (await large.applies(c)) ? larger(c, next) : normal(c, next);
  };
}

/** The article API's saves and previews (POST /api/articles, PUT /api/articles/{id}, POST /api/articles/preview). */
export function isArticleApiSave(method: string, path: string): boolean {
  if (method === "POST") return path === "/api/articles" || path === "/api/articles/preview";
  return method === "PUT" && /^\/api\/articles\/[^/]+$/.test(path);
}

import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "../errors.ts";

/**
 * The one size limit for every request body, page form posts and `/api` alike, applied before
 * anything reads a body. hono's bodyLimit refuses by `Content-Length` without reading a byte, and
 * counts a chunked body as it arrives, stopping at the limit (a 100 MB form post once ran the
 * process out of heap). The refusal is an HttpError, so `onError` answers JSON to `/api` and a small
 * page to everything else.
 */
export function requestBodyLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, `The request body is larger than ${maxBytes} bytes`);
    },
  });
}

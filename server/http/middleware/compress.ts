import { pipeline, Readable } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

/**
 * Brotli or gzip for dynamic responses (Hono's own middleware has no brotli). Every chunk is flushed
 * so streamed HTML still reaches the browser as React renders it. Static files are precompressed at
 * build time instead (see scripts/precompress.ts).
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    const length = Number(res.headers.get("Content-Length") ?? Number.POSITIVE_INFINITY);
    if (
      !res.body ||
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      res.headers.get("Cache-Control")?.includes("no-transform") ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES
    ) {
      return;
    }
    const accepted = c.req.header("Accept-Encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return;

    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
    // An aborted client ends the pipeline; there is nobody left to tell.
    const body = pipeline(Readable.fromWeb(res.body as import("node:stream/web").ReadableStream), compressor, () => {});
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    headers.append("Vary", "Accept-Encoding");
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, headers });
  };
}

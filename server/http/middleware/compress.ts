import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { copiesOf, wholeBodyOf, wholeBodyResponse } from "#plumbing/whole-body.ts";
import type { AppEnv } from "../env.ts";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
/** Bodies smaller than this are sent as they are: compression would save too little to matter. */
export const MIN_COMPRESS_BYTES = 1024;
// A dynamic response is compressed once and sent once, so effort costs more than the bytes it saves.
// On the 219 KB landing page (measured on this host): brotli 1 takes 0.70 ms for 42.3 KB where 3
// took 1.89 ms for 38.3 KB; gzip 3 takes 1.72 ms for 46.3 KB where the default (6) took 3.5 ms for
// 41.7 KB. What is compressed once and kept (cached pages, live-data values) goes through
// compressForReuse at the highest levels.
const brotliOptions = (sizeHint = 0): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint },
});
const GZIP_LEVEL = { level: 3 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip";

/** Compresses a whole body at the dynamic levels: `compressWhole` here, or on a render thread (decision 034). */
export type Compressor = (raw: Uint8Array, encoding: Encoding) => Promise<Buffer<ArrayBuffer>>;

/** The encoding to answer in for an `Accept-Encoding` header: brotli first, then gzip, else none. */
export function acceptedEncoding(accepted: string | undefined): Encoding | null {
  if (!accepted) return null;
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
}

/** Past this a body is compressed on libuv's thread pool: one large answer (an admin's export) would
 * otherwise hold up every other request while it is compressed. */
const SYNC_COMPRESS_MAX_BYTES = 1024 * 1024;

/**
 * A whole body compressed at the dynamic levels, on the calling thread up to 1 MiB. On libuv's
 * thread pool each compression's encoder (megabytes of hash tables at brotli 3) stayed allocated
 * across several turns of a busy event loop, and V8 counts that memory: under load it started most
 * full collections of the heap ("external memory pressure"). Done here, an uncached `/` went from
 * ~63 to ~113 renders a second at 50 connections, its GC threads from ~12 to ~3 ms a render
 * (decision 021).
 */
export async function compressWhole(raw: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  const options = brotliOptions(raw.length);
  if (raw.length > SYNC_COMPRESS_MAX_BYTES) {
    return (encoding === "br" ? brotli(raw, options) : gzip(raw, GZIP_LEVEL)) as Promise<Buffer<ArrayBuffer>>;
  }
  return (
    encoding === "br" ? zlib.brotliCompressSync(raw, options) : zlib.gzipSync(raw, GZIP_LEVEL)
  ) as Buffer<ArrayBuffer>;
}

/**
 * A body compressed once and then sent many times (a cached page, a live-data value): brotli 9 and
 * gzip 9, since the effort is spent once per change, on libuv's thread pool. Done synchronously, the
 * ~20–40 ms for the landing page stopped every other request each time its entry was refreshed.
 */
export function compressForReuse(raw: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
  const packed =
    encoding === "br"
      ? brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzip(raw, { level: 9 });
  return packed as Promise<Buffer<ArrayBuffer>>;
}

/**
 * Brotli or gzip for dynamic responses (Hono's own middleware has no brotli). A streamed HTML body
 * is compressed as a stream, flushing every chunk so the browser gets what is ready; complete bodies
 * (rendered pages, JSON) are measured, and small ones sent as they are. Static files are
 * precompressed at build time instead (scripts/precompress.ts). A page the page cache may store is
 * left to it (`pageStore`): it answers from the copies it stores, and compresses the answer itself
 * only when it does not store the page (decision 045).
 */
export function compress(compressWholeBody: Compressor = compressWhole): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get("pageStore")) return;
    await compressAnswer(c, compressWholeBody);
  };
}

/**
 * The response compressed in the encoding the request accepts, where it should be: the copy made
 * where the page was rendered (decision 045) when there is one, else compressed here.
 */
export async function compressAnswer(c: Context, compressWholeBody: Compressor): Promise<void> {
  const res = c.res;
  const type = res.headers.get("Content-Type") ?? "";
  const declaredLength = res.headers.get("Content-Length");
  // The headers first: asking a response for its body makes the Node adapter turn its light
  // response into a whole fetch Response (a precompressed answer never needs that).
  if (
    c.req.method === "HEAD" ||
    res.headers.has("Content-Encoding") ||
    res.headers.get("Cache-Control")?.includes("no-transform") ||
    !COMPRESSIBLE.test(type) ||
    (declaredLength !== null && Number(declaredLength) < MIN_COMPRESS_BYTES)
  ) {
    return;
  }
  const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
  const whole = wholeBodyOf(res);
  if (!encoding || (!whole && !res.body)) return;

  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");

  // A streamed document (no length yet) is compressed as it arrives; a complete one in one go.
  if (!whole && type.startsWith("text/html") && declaredLength === null) {
    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, ...brotliOptions() })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, ...GZIP_LEVEL });
    // An aborted client ends the pipeline; there is nobody left to tell.
    const body = pipeline(Readable.fromWeb(res.body as NodeReadableStream), compressor, () => {});
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    replaceResponse(c, new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, headers }));
    return;
  }

  const raw = whole ?? Buffer.from(await res.arrayBuffer());
  if (raw.length < MIN_COMPRESS_BYTES) {
    c.res = new Response(raw, { status: res.status, headers: res.headers });
    return;
  }
  const made = whole && copiesOf(res)?.encoded;
  const packed = made && made.encoding === encoding ? made.bytes : await compressWholeBody(raw, encoding);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(packed.length));
  replaceResponse(c, wholeBodyResponse(packed, { status: res.status, headers }));
}

/**
 * Hono copies the old response's headers onto one assigned to `c.res`, which would put the
 * uncompressed Content-Length back on the compressed body. The new response already carries every
 * header it should keep.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

import type { PageCopies } from "#plumbing/whole-body.ts";
import { compressWhole, type Encoding, MIN_COMPRESS_BYTES } from "./middleware/compress.ts";

/**
 * What the server wants made of a page where it is rendered, in the same crossing (decision 045):
 * - `store`: the page cache will store the page (server/http/middleware/page-cache.ts), and answer
 *   this request from what it stores: the page without this render's nonce; for an address's `first`
 *   render also that page at the dynamic levels (a `refresh` is packed at the highest ones, or kept,
 *   by the page cache). Nothing is made for this request's own answer: it would be thrown away.
 * - `encoding`: the answer is the page itself, compressed in this encoding.
 */
export type CopiesWanted = { store?: "first" | "refresh"; encoding?: Encoding };

/** The copies `wanted` of a page rendered with `nonce`. */
export async function pageCopies(
  html: Uint8Array<ArrayBuffer>,
  nonce: string,
  wanted: CopiesWanted,
): Promise<PageCopies | undefined> {
  if (wanted.store) {
    const identity = withoutNonce(html, nonce);
    if (wanted.store === "refresh") return { stored: { identity } };
    const [br, gzip] = await Promise.all([compressWhole(identity, "br"), compressWhole(identity, "gzip")]);
    return { stored: { identity, br, gzip } };
  }
  if (wanted.encoding && html.byteLength >= MIN_COMPRESS_BYTES) {
    return { encoded: { encoding: wanted.encoding, bytes: await compressWhole(html, wanted.encoding) } };
  }
  return undefined;
}

/**
 * The page as other visitors may get it: without this render's script nonce (a cached page's policy
 * lists its scripts' hashes instead, page-cache.ts). The nonce is random: it occurs nowhere else.
 * Without a nonce, or one the page does not carry, the same memory.
 */
export function withoutNonce(html: Uint8Array, nonce: string | undefined): Buffer<ArrayBuffer> {
  const page = Buffer.from(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength);
  if (!nonce) return page;
  const needle = Buffer.from(` nonce="${nonce}"`);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(needle); at !== -1; at = page.indexOf(needle, from)) {
    parts.push(page.subarray(from, at));
    from = at + needle.length;
  }
  if (from === 0) return page;
  parts.push(page.subarray(from));
  return Buffer.concat(parts) as Buffer<ArrayBuffer>;
}

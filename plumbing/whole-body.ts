/**
 * A response whose body is one buffer already in memory (a rendered page) carries that buffer here,
 * so the server's middleware (compression, the page cache) reads it as it is. Asked through the
 * fetch API, the Node adapter would build a full fetch Response and copy the bytes out through a
 * web stream: ~5 % of an uncached render. The routes' entry and the server load this one module
 * (decision 048), so the marks are the same symbols on both sides.
 */
const WHOLE_BODY = Symbol("whole body");
const COPIES = Symbol("page copies");

/**
 * Copies of a rendered page made where it was rendered, in the same crossing as the page (decision
 * 045): what the server asked for, so it compresses nothing twice and nothing it would throw away.
 */
export type PageCopies = {
  /** This answer's body compressed in the encoding the request accepts (a page the cache does not store). */
  encoded?: { encoding: "br" | "gzip"; bytes: Uint8Array<ArrayBuffer> };
  /**
   * The page as the page cache stores it (without this render's nonce), and, for an address's first
   * render, that page compressed at the dynamic levels.
   */
  stored?: { identity: Uint8Array<ArrayBuffer>; br?: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> };
};

type Marked = Response & { [WHOLE_BODY]?: Uint8Array<ArrayBuffer>; [COPIES]?: PageCopies };

/**
 * A response with `bytes` as its body, marked so the server can read them back without a copy, and
 * with the copies of that very body made beside it. A response with other bytes never gets them.
 */
export function wholeBodyResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit, copies?: PageCopies): Response {
  const response: Marked = new Response(bytes, init);
  response[WHOLE_BODY] = bytes;
  if (copies) response[COPIES] = copies;
  return response;
}

/** The body of a response made by `wholeBodyResponse`; undefined for any other response. */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as Marked)[WHOLE_BODY];
}

/** The copies made with the body of a response made by `wholeBodyResponse`, if any. */
export function copiesOf(response: Response): PageCopies | undefined {
  return (response as Marked)[COPIES];
}

/**
 * A response whose body is one buffer already in memory (a rendered page) carries that buffer here,
 * so the server's middleware (compression, the page cache) reads it as it is. Asked through the
 * fetch API, the Node adapter would build a full fetch Response and copy the bytes out through a
 * web stream: ~5 % of an uncached render. The key is global because the routes' build and the
 * server each have their own copy of this module.
 */
const WHOLE_BODY = Symbol.for("site.wholeBody");

type Marked = Response & { [WHOLE_BODY]?: Uint8Array<ArrayBuffer> };

/** A response with `bytes` as its body, marked so the server can read them back without a copy. */
export function wholeBodyResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response: Marked = new Response(bytes, init);
  response[WHOLE_BODY] = bytes;
  return response;
}

/** The body of a response made by `wholeBodyResponse`; undefined for any other response. */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as Marked)[WHOLE_BODY];
}

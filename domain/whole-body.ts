/**
 * A response whose body is one buffer already in memory (a rendered page) carries that buffer here,
 * so the server's middleware (compression, the page cache) reads it as it is. Asked through the
 * fetch API, the Node adapter would build a full fetch Response and copy the bytes out through a
 * web stream: ~5 % of an uncached render. The key is global because the routes' build and the
 * server each have their own copy of this module.
 */
const WHOLE_BODY = Symbol.for("site.wholeBody");
const IDENTITY_BODY = Symbol.for("site.identityBody");

type Marked = Response & { [WHOLE_BODY]?: Uint8Array<ArrayBuffer>; [IDENTITY_BODY]?: Uint8Array<ArrayBuffer> };

/**
 * A response with `bytes` as its body, marked so the server can read them back without a copy.
 * `identity` is what a compressed body was compressed from, so that the page cache can store it
 * without decompressing the body again.
 */
export function wholeBodyResponse(
  bytes: Uint8Array<ArrayBuffer>,
  init: ResponseInit,
  identity?: Uint8Array<ArrayBuffer>,
): Response {
  const response: Marked = new Response(bytes, init);
  response[WHOLE_BODY] = bytes;
  if (identity) response[IDENTITY_BODY] = identity;
  return response;
}

/** The body of a response made by `wholeBodyResponse`; undefined for any other response. */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as Marked)[WHOLE_BODY];
}

/**
 * The body before any Content-Encoding, where the response carries it: a whole body sent as it is,
 * or the bytes a compressed one was made from; undefined when only decompressing would tell.
 */
export function identityBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  const marked = response as Marked;
  return marked[IDENTITY_BODY] ?? (response.headers.has("Content-Encoding") ? undefined : marked[WHOLE_BODY]);
}

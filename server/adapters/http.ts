import type * as z from "zod";

/** Why a provider call failed; the cache's breaker backs off longer for `rate-limited`. */
export type UpstreamFailure =
  | "timeout"
  | "network"
  | "http"
  | "rate-limited"
  // A plan's allowance is used up until a known reset (e.g. GNews's daily quota): wait for it.
  | "quota"
  // The provider refused our settings (bad key, unknown function): no retry soon will fix it.
  | "config"
  | "invalid-json"
  | "schema";

export class UpstreamError extends Error {
  readonly kind: UpstreamFailure;
  /** The provider's own Retry-After, when it sent one. */
  readonly retryAfterMs: number | undefined;
  /** The HTTP status, for `http` failures (adapters tell a 403 plan limit from other errors). */
  readonly status: number | undefined;
  constructor(kind: UpstreamFailure, message: string, retryAfterMs?: number, status?: number) {
    super(message);
    this.name = "UpstreamError";
    this.kind = kind;
    this.retryAfterMs = retryAfterMs;
    this.status = status;
  }
}

export type UpstreamRequest = {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Aborts the call early (the server shutting down). */
  signal?: AbortSignal;
};

/** A provider's answer as bytes, with what is needed to decode it and resolve its relative links. */
export type UpstreamBody = { bytes: Uint8Array; contentType: string | null; url: string };

/** No provider answer we read is near this; a bigger one is cut off rather than buffered. */
const MAX_BODY_BYTES = 4_000_000;

/** Every adapter's one way out: GET with a timeout, a status check and no cookies or redirects to other schemes. */
async function get(
  url: string,
  accept: string,
  { timeoutMs, headers, signal }: UpstreamRequest,
): Promise<UpstreamBody> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: accept, "User-Agent": "personal-site-live-data/1.0", ...headers },
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      redirect: "follow",
    });
  } catch (error) {
    if (timeout.aborted) throw new UpstreamError("timeout", `${host(url)} did not answer within ${timeoutMs} ms`);
    throw new UpstreamError("network", `${host(url)} could not be reached: ${(error as Error).message}`);
  }
  try {
    if (response.status === 429) {
      throw new UpstreamError("rate-limited", `${host(url)} rate-limited us (429)`, retryAfter(response));
    }
    if (!response.ok) {
      throw new UpstreamError("http", `${host(url)} answered ${response.status}`, undefined, response.status);
    }
    return {
      bytes: await readCapped(response, url),
      contentType: response.headers.get("Content-Type"),
      // After redirects: relative links in a feed are relative to where it was found.
      url: response.url || url,
    };
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (timeout.aborted) throw new UpstreamError("timeout", `${host(url)} did not finish within ${timeoutMs} ms`);
    throw new UpstreamError("network", `${host(url)} broke off: ${(error as Error).message}`);
  } finally {
    // Drop an unread body so the connection is released.
    if (!response.bodyUsed) await response.body?.cancel().catch(() => {});
  }
}

/** The body, refused past MAX_BODY_BYTES without holding more than that in memory. */
async function readCapped(response: Response, url: string): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new UpstreamError("schema", `${host(url)} answered more than we ever read`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** GET a JSON document and parse it with the provider's schema: a changed shape is an error, never data. */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  request: UpstreamRequest,
): Promise<z.output<S>> {
  const { bytes } = await get(url, "application/json", request);
  let body: unknown;
  try {
    // JSON is UTF-8 (RFC 8259).
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new UpstreamError("invalid-json", `${host(url)} answered with something other than JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UpstreamError(
      "schema",
      `${host(url)} changed its answer (${issue?.path.join(".") || "root"}: ${issue?.message})`,
    );
  }
  return parsed.data;
}

/** GET a feed's bytes (RSS/Atom): its charset is read from the answer's headers or the XML itself. */
export function getFeed(url: string, request: UpstreamRequest): Promise<UpstreamBody> {
  return get(
    url,
    "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1",
    request,
  );
}

/** Retry-After as seconds or an HTTP date. */
function retryAfter(response: Response): number | undefined {
  const value = response.headers.get("Retry-After");
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Only the host goes into messages: URLs may carry API keys. */
function host(url: string): string {
  return new URL(url).host;
}

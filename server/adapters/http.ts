import type * as z from "zod";

/** Why a provider call failed; the cache's breaker backs off longer for `rate-limited`. */
export type UpstreamFailure = "timeout" | "network" | "http" | "rate-limited" | "invalid-json" | "schema";

export class UpstreamError extends Error {
  readonly kind: UpstreamFailure;
  /** The provider's own Retry-After, when it sent one. */
  readonly retryAfterMs: number | undefined;
  constructor(kind: UpstreamFailure, message: string, retryAfterMs?: number) {
    super(message);
    this.name = "UpstreamError";
    this.kind = kind;
    this.retryAfterMs = retryAfterMs;
  }
}

export type UpstreamRequest = {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Aborts the call early (the server shutting down). */
  signal?: AbortSignal;
};

/** Every adapter's one way out: GET with a timeout, a status check and no cookies or redirects to other schemes. */
async function get(url: string, accept: string, { timeoutMs, headers, signal }: UpstreamRequest): Promise<string> {
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
    if (!response.ok) throw new UpstreamError("http", `${host(url)} answered ${response.status}`);
    return await response.text();
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (timeout.aborted) throw new UpstreamError("timeout", `${host(url)} did not finish within ${timeoutMs} ms`);
    throw new UpstreamError("network", `${host(url)} broke off: ${(error as Error).message}`);
  } finally {
    // Drop an unread body so the connection is released.
    if (!response.bodyUsed) await response.body?.cancel().catch(() => {});
  }
}

/** GET a JSON document and parse it with the provider's schema: a changed shape is an error, never data. */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  request: UpstreamRequest,
): Promise<z.output<S>> {
  const text = await get(url, "application/json", request);
  let body: unknown;
  try {
    body = JSON.parse(text);
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

/** GET a text document (RSS/Atom feeds). */
export function getText(url: string, request: UpstreamRequest): Promise<string> {
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

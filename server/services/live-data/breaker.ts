import { UpstreamError } from "#server/adapters/http.ts";

/** Backoff after the first failure; doubles with each consecutive one. */
export const BACKOFF_BASE_MS = 5_000;
/** The breaker never stays open longer than this: a provider that recovers is noticed within it. */
export const BACKOFF_MAX_MS = 10 * 60_000;
/** A 429 without Retry-After keeps us away at least this long. */
export const RATE_LIMIT_MIN_BACKOFF_MS = 60_000;
/** A used-up quota is waited out up to its reset, and a daily quota resets within a day. */
export const QUOTA_MAX_BACKOFF_MS = 24 * 60 * 60_000;

/**
 * How long to leave a provider alone after `failures` consecutive failures (the circuit breaker's
 * open time). A rate limit is honoured: its Retry-After, or at least a minute; a used-up quota until
 * its reset.
 */
export function backoffMs(failures: number, error: unknown): number {
  const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  if (error instanceof UpstreamError && error.kind === "quota") {
    return Math.min(QUOTA_MAX_BACKOFF_MS, Math.max(exponential, error.retryAfterMs ?? BACKOFF_MAX_MS));
  }
  if (error instanceof UpstreamError && error.kind === "rate-limited") {
    return Math.min(BACKOFF_MAX_MS * 6, Math.max(exponential, error.retryAfterMs ?? RATE_LIMIT_MIN_BACKOFF_MS));
  }
  return exponential;
}

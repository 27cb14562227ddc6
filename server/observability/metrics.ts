import { Counter, collectDefaultMetrics, Registry } from "prom-client";

/**
 * Process-wide Prometheus series that any layer records into (adapters, services, middleware)
 * without importing the HTTP code; `server/http/metrics.ts` merges this registry into /metrics.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const upstreamErrors = new Counter({
  name: "upstream_errors_total",
  help: "Failed calls to third-party providers (timeouts, HTTP errors, bad payloads), by provider.",
  labelNames: ["provider"] as const,
  registers: [processRegistry],
});

/** Counts a failed call to a third-party provider ("coingecko", "network-feed"...). */
export function recordUpstreamError(provider: string) {
  upstreamErrors.inc({ provider });
}

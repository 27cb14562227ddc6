/**
 * Memoises a public read that only admin changes alter (latest articles, featured testimonials,
 * network links), so an anonymous page render needs no database round trip. An entry is used while
 * the "pages" content version it was read under is still current (every instance learns of a bump
 * through LISTEN/NOTIFY, as its page micro-cache does) and for at most `maxAgeMs`, which also bounds
 * what no mutation announces (a scheduled article going live) and a lost notification. `maxAgeMs`
 * 0 turns memoising off (development and tests, where the page cache is off too).
 */
export function memoizeByVersion<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  version: () => number,
  maxAgeMs: number,
  now: () => number = Date.now,
): (...args: A) => Promise<R> {
  if (maxAgeMs <= 0) return read;
  const entries = new Map<string, { version: number; at: number; value: Promise<R> }>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    const current = version();
    const entry = entries.get(key);
    if (entry && entry.version === current && now() - entry.at < maxAgeMs) return entry.value;
    const value = read(...args);
    const fresh = { version: current, at: now(), value };
    entries.set(key, fresh);
    // A failed read is never served again.
    value.catch(() => entries.get(key) === fresh && entries.delete(key));
    return value;
  };
}

/** The service with the named read methods memoised (see memoizeByVersion). */
export function withMemoizedReads<T extends object, K extends keyof T>(
  service: T,
  reads: readonly K[],
  version: () => number,
  maxAgeMs: number,
): T {
  const wrapped = { ...service };
  for (const name of reads) {
    const read = service[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<K, unknown>)[name] = memoizeByVersion(
      (...args: unknown[]) => read.apply(service, args),
      version,
      maxAgeMs,
    );
  }
  return wrapped;
}

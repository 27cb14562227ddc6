/**
 * A PostgreSQL unique violation (23505), from either driver (pg or PGlite), however Drizzle wrapped
 * it (its DrizzleQueryError keeps the driver's error as `cause`). The one check the services use.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * What went wrong, in the terms of the site's rules rather than of HTTP. Services throw a
 * DomainError and never pick a status, so a service can be called from a loader, a script or a test
 * without knowing about responses. The status a kind is answered with is one table, `STATUS_BY_KIND`
 * below, kept here because both doors of a form read it: the API (server/http/errors.ts) and the
 * route actions (app/lib/*.server.ts).
 */
export const DOMAIN_ERROR_KINDS = [
  /** The input breaks a rule (a bad URL, a value out of range). */
  "invalid",
  /** Nobody is signed in. */
  "unauthorized",
  /** Signed in, but not allowed. */
  "forbidden",
  /** No such record. */
  "not_found",
  /** The change clashes with what is stored (a slug already taken). */
  "conflict",
  /** Well formed, but not something that can be done as asked (an idempotency key reused for another request). */
  "unprocessable",
  /** A service the site depends on answered with an error or not at all. */
  "upstream_failed",
  /** The feature cannot answer now (no provider configured, a circuit open). */
  "unavailable",
] as const;

export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/**
 * Services and routes load this one module (the server build imports domain/ from source: decision
 * 048), so `instanceof DomainError` holds across them.
 */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** Messages per form field, when the error is about particular fields. */
  readonly fields: Record<string, string> | undefined;
  constructor(kind: DomainErrorKind, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.fields = fields;
  }
}

/**
 * The one table from what went wrong to the HTTP status the client sees: the API's answers
 * (server/http/errors.ts) and the route actions' (the page forms' intake, booking, admin content,
 * media and bookings) read it, so the two doors of a form never disagree.
 */
export const STATUS_BY_KIND = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  upstream_failed: 502,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, number>;

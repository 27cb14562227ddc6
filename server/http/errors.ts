import type { ContentfulStatusCode } from "hono/utils/http-status";
import { STATUS_BY_KIND as DOMAIN_STATUS_BY_KIND, DomainError, type DomainErrorKind } from "#domain/errors.ts";

/**
 * An error the HTTP layer itself throws (a handler's 404 for a route parameter, a 413 for a body):
 * it becomes `{ message }` with this status. Services throw a DomainError instead (see statusOf).
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;
  constructor(status: ContentfulStatusCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.fields = fields;
  }
}

export type ErrorBody = { message: string; errors?: Record<string, string> };

/** The one mapping from what went wrong to the status the client sees (domain/errors.ts). */
export const STATUS_BY_KIND: Record<DomainErrorKind, ContentfulStatusCode> = DOMAIN_STATUS_BY_KIND;

/** The status and body for an error a handler or service threw on purpose; undefined for a bug. */
export function expectedError(error: unknown): { status: ContentfulStatusCode; body: ErrorBody } | undefined {
  if (!(error instanceof HttpError || error instanceof DomainError)) return undefined;
  const status = error instanceof HttpError ? error.status : STATUS_BY_KIND[error.kind];
  return { status, body: { message: error.message, ...(error.fields ? { errors: error.fields } : {}) } };
}

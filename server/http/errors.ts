import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * An error a service throws to say what went wrong in the caller's terms. The HTTP layer turns it
 * into `{ message }` with this status; anything else becomes a generic 500 with no details.
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

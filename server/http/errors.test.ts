import { describe, expect, it } from "vitest";
import { DOMAIN_ERROR_KINDS, DomainError } from "#domain/errors.ts";
import { expectedError, HttpError, STATUS_BY_KIND } from "./errors.ts";

describe("expectedError", () => {
  it("gives every domain error kind its status, with the message and field errors", () => {
    expect(Object.keys(STATUS_BY_KIND).sort()).toEqual([...DOMAIN_ERROR_KINDS].sort());
    expect(expectedError(new DomainError("not_found", "Article not found"))).toEqual({
      status: 404,
      body: { message: "Article not found" },
    });
    expect(expectedError(new DomainError("conflict", "Taken", { slug: "Used" }))).toEqual({
      status: 409,
      body: { message: "Taken", errors: { slug: "Used" } },
    });
    expect(expectedError(new DomainError("upstream_failed", "Scan failed"))?.status).toBe(502);
  });

  it("keeps the HTTP layer's own errors and leaves bugs to the 500 path", () => {
    expect(expectedError(new HttpError(413, "Too large"))).toEqual({ status: 413, body: { message: "Too large" } });
    expect(expectedError(new Error("boom"))).toBeUndefined();
  });
});

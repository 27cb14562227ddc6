import { describe, expect, it } from "vitest";
import { bookingFailure } from "#app/lib/booking-form.server.ts";
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

  it("is the table a page's form answers with too: the API and the route action never disagree", () => {
    for (const kind of ["invalid", "conflict", "not_found"] as const) {
      const error = new DomainError(kind, "Refused", { start: "Refused" });
      expect(bookingFailure(error).status).toBe(expectedError(error)?.status);
    }
  });

  it("keeps the HTTP layer's own errors and leaves bugs to the 500 path", () => {
    expect(expectedError(new HttpError(413, "Too large"))).toEqual({ status: 413, body: { message: "Too large" } });
    expect(expectedError(new Error("boom"))).toBeUndefined();
  });

  it("recognises only its own module's domain errors (the build shares it: tests/server/one-module-graph.test.ts)", async () => {
    // A second copy of the module would be a second class: one module graph (decision 048) is what
    // keeps the routes' errors and the services' one class, not a brand any copy could carry.
    const copyUrl = new URL("../../domain/errors.ts?copy", import.meta.url).href;
    const copy = (await import(/* @vite-ignore */ copyUrl)) as typeof import("#domain/errors.ts");
    expect(copy.DomainError).not.toBe(DomainError);
    expect(new copy.DomainError("conflict", "Taken") instanceof DomainError).toBe(false);
    expect(expectedError(new DomainError("conflict", "Taken", { slug: "Used" }))?.status).toBe(409);
    expect(new Error("Taken") instanceof DomainError).toBe(false);
    expect(new HttpError(409, "Taken") instanceof DomainError).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { newSubmissionKey, submissionKeys } from "./submission-key.ts";

describe("submission keys", () => {
  it("are random, 32 hex digits", () => {
    const a = newSubmissionKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmissionKey()).not.toBe(a);
  });

  it("stay the same for a retry of the same body until the server answered", () => {
    const keys = submissionKeys();
    const first = keys.keyFor('{"name":"Ada"}');
    expect(keys.keyFor('{"name":"Ada"}')).toBe(first);
    keys.settle();
    expect(keys.keyFor('{"name":"Ada"}')).not.toBe(first);
  });

  it("change when the visitor changed the form", () => {
    const keys = submissionKeys();
    const first = keys.keyFor('{"name":"Ada"}');
    expect(keys.keyFor('{"name":"Ada L."}')).not.toBe(first);
  });
});

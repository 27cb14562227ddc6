import { describe, expect, it } from "vitest";
import { newSubmissionKey, submissionKeys } from "./submission-key.ts";

describe("submission keys", () => {
  it("are random, 32 hex digits", () => {
    const a = newSubmissionKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmissionKey()).not.toBe(a);
  });

  it("are made before the first submission, and that submission carries the key shown", () => {
    const keys = submissionKeys();
    const shown = keys.current;
    expect(shown).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor('[["name","Ada"]]')).toBe(shown);
  });

  it("stay the same for a retry of the same answers until the server answered", () => {
    const keys = submissionKeys();
    const first = keys.keyFor('[["name","Ada"]]');
    expect(keys.keyFor('[["name","Ada"]]')).toBe(first);
    keys.settle();
    expect(keys.current).not.toBe(first);
    expect(keys.keyFor('[["name","Ada"]]')).not.toBe(first);
  });

  it("change when the visitor changed the form", () => {
    const keys = submissionKeys();
    const first = keys.keyFor('[["name","Ada"]]');
    const second = keys.keyFor('[["name","Ada L."]]');
    expect(second).not.toBe(first);
    expect(keys.current).toBe(second);
  });

  it("differ between two visitors of the same page", () => {
    expect(submissionKeys().current).not.toBe(submissionKeys().current);
  });
});

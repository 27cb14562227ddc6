import { describe, expect, it } from "vitest";
import { newSubmissionKey } from "#app/lib/submission-key.ts";
import { idempotencyScope } from "#server/services/intake/forms.ts";
import { KEYLESS_WINDOW_MS, pageSubmissionOnce } from "./intake.server.ts";

// Issue #43: one door per form for pages. A page's form posts to its route action with JavaScript or
// without: the key its browser made, or (none) one made of the answers and their sender; one hash
// of the answers; one scope per door.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const answers = { intent: "contact", name: "Layla", email: "layla@example.com", message: "Hello there, Omar." };
const sender = { ip: "203.0.113.7", userAgent: "Firefox", locale: "en" as const };

describe("a page form's idempotency key", () => {
  it("is the browser's key, kept for the service's day, with a hash of the answers that leaves the key out", () => {
    const key = newSubmissionKey();
    const once = pageSubmissionOnce(form({ ...answers, submission: key }), sender);
    expect(once).toEqual({ key, hash: expect.any(String) });
    expect(once.ttlMs).toBeUndefined();
    // Another key, the same answers: the same hash (the key is not an answer).
    expect(pageSubmissionOnce(form({ ...answers, submission: newSubmissionKey() }), sender).hash).toBe(once.hash);
    // The order the fields came in does not matter; a changed answer does.
    const reversed = form(Object.fromEntries(Object.entries({ ...answers, submission: key }).reverse()));
    expect(pageSubmissionOnce(reversed, sender).hash).toBe(once.hash);
    expect(pageSubmissionOnce(form({ ...answers, name: "Laila", submission: key }), sender).hash).not.toBe(once.hash);
  });

  it("without one (no JavaScript) is made of the answers, the page's language and the sender, for an hour", () => {
    const once = pageSubmissionOnce(form(answers), sender);
    expect(once.key).toMatch(/^keyless:[\w-]{43}$/);
    expect(once.ttlMs).toBe(KEYLESS_WINDOW_MS);
    expect(KEYLESS_WINDOW_MS).toBe(3_600_000);
    // A re-post of the same answers from the same browser: the same key and hash.
    expect(pageSubmissionOnce(form(answers), { ...sender })).toEqual(once);
    // A key that is not a browser's counts as none.
    expect(pageSubmissionOnce(form({ ...answers, submission: "../../etc" }), sender)).toEqual(once);
    expect(pageSubmissionOnce(form({ ...answers, submission: "" }), sender)).toEqual(once);
    // Anything else is another submission.
    const others = [
      pageSubmissionOnce(form({ ...answers, message: "Another message." }), sender),
      pageSubmissionOnce(form(answers), { ...sender, ip: "203.0.113.8" }),
      pageSubmissionOnce(form(answers), { ...sender, userAgent: "Chrome" }),
      pageSubmissionOnce(form(answers), { ...sender, userAgent: null }),
      pageSubmissionOnce(form(answers), { ...sender, locale: "ar" }),
    ];
    expect(new Set([once.key, ...others.map((other) => other.key)]).size).toBe(others.length + 1);
  });
});

describe("the idempotency scope", () => {
  it("is one per form for pages, with JavaScript or without, and the form's name for API clients", () => {
    for (const name of ["contact", "newsletter", "career", "booking"]) {
      expect(idempotencyScope("page", name)).toBe(`page:${name}`);
      expect(idempotencyScope("api", name)).toBe(name);
    }
  });
});

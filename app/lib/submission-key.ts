import { useEffect, useState } from "react";

/**
 * The key a page form's submission carries in its hidden `submission` field (SUBMISSION_FIELD), made
 * in the visitor's browser once the page has hydrated: never in the HTML, which the page cache shares
 * between visitors. One key per submission, kept for a retry of that same submission (the connection
 * dropped before the answer came), so the server stores it once (app/lib/intake.server.ts). Without
 * JavaScript there is no key and the page door makes one of the answers.
 */

/** A random key, 32 hex digits; `crypto.randomUUID` needs a secure context, `getRandomValues` works everywhere. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Keys by answers: the same answers sent again before the server answered are the same submission
 * (same key); changed answers, or anything sent after the server answered (`settle`), a new one.
 * `current` is the key the next submission carries, shown in the form's hidden field.
 */
export function submissionKeys(create: () => string = newSubmissionKey) {
  let current: { answers: string | null; key: string } = { answers: null, key: create() };
  return {
    get current(): string {
      return current.key;
    },
    keyFor(answers: string): string {
      if (current.answers !== null && current.answers !== answers) current = { answers, key: create() };
      else current = { answers, key: current.key };
      return current.key;
    },
    settle() {
      current = { answers: null, key: create() };
    },
  };
}

/**
 * For a form React Router's `<Form>` posts (a navigation): a fresh key once the page has hydrated and
 * again whenever the page's answer changes (`answer`: the route's action data), so the next try after
 * a refusal is a submission of its own. Null on the server and during hydration.
 */
export function useSubmissionKey(answer: unknown): string | null {
  const [key, setKey] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for each answer the page gets
  useEffect(() => setKey(newSubmissionKey()), [answer]);
  return key;
}

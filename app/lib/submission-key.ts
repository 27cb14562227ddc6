/**
 * The `Idempotency-Key` a JSON form sends: one per submission, kept for a retry of that same
 * submission (the connection dropped before the answer came), so the server stores the lead once.
 */

/** A random key; `crypto.randomUUID` needs a secure context, `getRandomValues` works everywhere. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Keys by body: the same body sent again before an answer was read is the same submission (same
 * key); a changed body, or anything sent after the server answered (`settle`), is a new one.
 */
export function submissionKeys(create: () => string = newSubmissionKey) {
  let pending: { body: string; key: string } | null = null;
  return {
    keyFor(body: string): string {
      if (pending?.body !== body) pending = { body, key: create() };
      return pending.key;
    },
    settle() {
      pending = null;
    },
  };
}

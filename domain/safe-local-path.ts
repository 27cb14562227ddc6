/**
 * The one rule for an address that must stay on this site: a redirect target taken from a request
 * (the preview's "back"), and the site paths the owner may give instead of a full address (a
 * newsletter's button and image). Browsers are generous readers of addresses: they drop tabs and line
 * breaks anywhere, take "\" for "/", and read "//host" as another site, so "/\evil.example",
 * "/<TAB>/evil.example" and " //evil.example" all leave the site. A safe path is therefore plain:
 * one "/" and then no second "/" or "\", no backslash, white space or control character anywhere, no
 * slash, backslash or control character hidden in percent-encoding; and, read as a browser would
 * against any origin, it stays on that origin.
 */

/** Longer than any page address of this site; a longer one is refused, not cut. */
export const SAFE_PATH_MAX = 2_000;

// Both are character classes or fixed sequences: linear on any input.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/;
const UNSAFE_ESCAPE = /%(?:2f|5c|[01][0-9a-f]|7f)/i;
const PROBE_ORIGIN = "https://site.invalid";

/** The path itself when it is safe to send a browser to; null otherwise (the caller picks a fallback). */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > SAFE_PATH_MAX) return null;
  if (value[0] !== "/" || value[1] === "/") return null;
  if (UNSAFE_CHARACTER.test(value) || UNSAFE_ESCAPE.test(value)) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

/**
 * The financier's name a visitor may type for their Key Facts Statement: printed as text, never
 * computed with. Control characters (NUL and the rest of C0, DEL, C1) and the bidirectional overrides
 * that could reorder the statement's words are dropped; the rest is trimmed to a sensible length.
 */
export const FINANCIER_MAX_LENGTH = 80;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The name to print, or undefined when none was given (the statement prints a placeholder). */
export function financierName(raw: string | null | undefined): string | undefined {
  const name = (raw ?? "").replace(UNPRINTABLE, " ").replace(/\s+/g, " ").trim().slice(0, FINANCIER_MAX_LENGTH).trim();
  return name === "" ? undefined : name;
}

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a name that
 * holds one is refused with a field error rather than printed, since "\u202eknaB" would show as "Bank"
 * on the form and reorder what the statement prints after it.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
export const hasDirectionControl = (raw: string | null | undefined) => DIRECTION_CONTROL.test(raw ?? "");

import { normaliseForSearch } from "./normalise.ts";

/** The longest query the search takes (characters, as typed); a longer one is refused with a message. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 50;

/** One alternative of a clause: a word (one token) or a phrase (its tokens in order). */
export type Alternative = readonly string[];
/** A clause matches when any of its alternatives does. */
export type Clause = readonly Alternative[];

/** A query as the visitor wrote it, web-search style: words, "quoted phrases", OR, -excluded. */
export type ParsedQuery = {
  /** Every clause must match. */
  must: readonly Clause[];
  /** No alternative here may match. */
  not: readonly Alternative[];
};

export type QueryCheck = { ok: true; text: string } | { ok: false; problem: "too_long" | "control" };

// C0 and C1 control characters (tab and new line included: a search box never sends them).
const CONTROL = /\p{Cc}/u;

/** The query a visitor sent, trimmed, or why it is refused. */
export function checkQuery(raw: string): QueryCheck {
  if (CONTROL.test(raw)) return { ok: false, problem: "control" };
  const text = raw.trim();
  if ([...text].length > SEARCH_QUERY_MAX) return { ok: false, problem: "too_long" };
  return { ok: true, text };
}

const OR_WORDS = new Set(["or", "أو", "او"]);

/**
 * Parses the query without ever handing its syntax to PostgreSQL: quotes, OR and a leading minus are read
 * here; what reaches SQL is normalised tokens (letters and digits only) as bound parameters. A quote
 * left open runs to the end; a minus alone or OR at either end is a plain word dropped.
 */
export function parseQuery(text: string): ParsedQuery {
  const pieces: { words: string[]; phrase: boolean; negated: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === " " || char === "\u00A0") {
      i++;
      continue;
    }
    let negated = false;
    if (char === "-" && i + 1 < text.length && text[i + 1] !== " ") {
      negated = true;
      i++;
    }
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      const inner = text.slice(i + 1, end === -1 ? text.length : end);
      i = end === -1 ? text.length : end + 1;
      pieces.push({ words: [inner], phrase: true, negated });
      continue;
    }
    let end = i;
    while (end < text.length && text[end] !== " " && text[end] !== "\u00A0") end++;
    pieces.push({ words: [text.slice(i, end)], phrase: false, negated });
    i = end;
  }

  const must: Alternative[][] = [];
  const not: Alternative[] = [];
  let joinNext = false;
  for (const piece of pieces) {
    if (!piece.phrase && !piece.negated && OR_WORDS.has(piece.words[0]!.toLowerCase())) {
      joinNext = must.length > 0;
      continue;
    }
    const tokens = normaliseForSearch(piece.words[0]!).split(" ").filter(Boolean);
    if (tokens.length === 0) continue;
    // A word the normaliser splits ("al-murabaha", "e-commerce") is a phrase of its parts.
    if (piece.negated) {
      not.push(tokens);
      continue;
    }
    if (joinNext) must[must.length - 1]!.push(tokens);
    else must.push([tokens]);
    joinNext = false;
  }
  return { must, not };
}

/** Every token the query asks for (for marking matches), without the excluded ones. */
export function queryTokens(query: ParsedQuery): string[] {
  return [...new Set(query.must.flat(2))];
}

export const isEmptyQuery = (query: ParsedQuery) => query.must.length === 0;

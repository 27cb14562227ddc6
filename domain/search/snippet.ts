import { foldText, searchToken, TERM_SPELLINGS, words } from "./normalise.ts";

/** A piece of a title or snippet; `mark` pieces are the words that matched the query. */
export type Segment = { text: string; mark?: true };

// A word as written: letters, digits and the marks inside Arabic words (tashkeel, tatweel). Linear.
const WRITTEN_WORD = /[\p{L}\p{N}\p{M}\u0640]+/gu;

/**
 * Whether a word of the page answers a query token: the same token, or (English stems, a prefix typed in
 * the dialog) both sharing all but their last two letters, at least four. Only marks words; the index
 * decides what matches.
 */
export function tokenMatches(word: string, query: string): boolean {
  if (word === query) return true;
  const shorter = Math.min(word.length, query.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && word[common] === query[common]) common++;
  return common >= Math.max(4, shorter - 2);
}

/** Whether a written word answers one of the query's tokens: the exact check, folding and stemming it. */
export function wordMatches(written: string, tokens: readonly string[]): boolean {
  const folded = words(foldText(written));
  return folded.some((word) => {
    const token = searchToken(word);
    return tokens.some((query) => tokenMatches(token, query));
  });
}

// The characters `foldText` maps one by one (printable ASCII and the Arabic block: no decomposition there),
// grouped by what each folds to; those it drops (tashkeel, tatweel) apart. Read from `foldText` itself.
const SIMPLE_TEXT = /^[ -~\u0600-\u06FF]*$/;
let foldClasses: { sources: Map<string, string>; dropped: string } | null = null;
function classes() {
  if (foldClasses) return foldClasses;
  const sources = new Map<string, string>();
  let dropped = "";
  const add = (code: number) => {
    const char = String.fromCharCode(code);
    const folded = foldText(char);
    if (folded === "") dropped += char;
    else if (folded.length === 1) sources.set(folded, (sources.get(folded) ?? "") + char);
  };
  for (let code = 0x20; code <= 0x7e; code++) add(code);
  for (let code = 0x600; code <= 0x6ff; code++) add(code);
  foldClasses = { sources, dropped };
  return foldClasses;
}

const classOf = (chars: string) => `[${chars.replace(/[\\\]^-]/g, "\\$&")}]`;

/**
 * A written word some query token may match: one whose folded form holds a `needle`. A token is the folded
 * word or a piece of it (an Arabic stem), or a finance term read from a spelling the word holds; so a
 * word can match query token q only if its folded form holds q's first four letters (all of q if
 * shorter: `tokenMatches` needs that much in common), or a spelling of a term that matches q. Checked on
 * the word as written, by one regular expression of the characters that fold to each needle letter (marks
 * allowed between them): no folding, stemming or allocation for the words that cannot match. Words with
 * any other character (accents, ligatures) are always tried.
 */
function couldMatch(tokens: readonly string[]): (written: string) => boolean {
  const pattern = needlePattern(tokens);
  if (!pattern) return (written) => !SIMPLE_TEXT.test(written);
  // Character classes joined by a class of other characters: no two ways to match a text, linear.
  const loose = new RegExp(pattern);
  return (written) => !SIMPLE_TEXT.test(written) || loose.test(written);
}

/** The pattern `couldMatch` tests written words with ("" when no token gives a needle); exported for its ReDoS test. */
export function needlePattern(tokens: readonly string[]): string {
  const needles = new Set<string>();
  for (const query of tokens) {
    needles.add(query.slice(0, 4));
    for (const [spelling, term] of TERM_SPELLINGS) if (tokenMatches(term, query)) needles.add(spelling);
  }
  const { sources, dropped } = classes();
  const between = dropped ? `${classOf(dropped)}*` : "";
  return [...needles]
    .filter(Boolean)
    .map((needle) => [...needle].map((char) => classOf(sources.get(char) ?? char)).join(between))
    .join("|");
}

/**
 * `wordMatches` for one query's tokens, remembering each written word's answer: a page repeats its words,
 * and folding one costs more than a lookup. Words that cannot match are told apart first, cheaply.
 */
export function matcher(tokens: readonly string[]): (written: string) => boolean {
  const seen = new Map<string, boolean>();
  const could = couldMatch(tokens);
  return (written) => {
    let known = seen.get(written);
    if (known === undefined) {
      known = could(written) && wordMatches(written, tokens);
      seen.set(written, known);
    }
    return known;
  };
}

export type Matcher = ReturnType<typeof matcher>;

type Word = { start: number; end: number; match: boolean };

function wordsOf(text: string, matches: Matcher): Word[] {
  const found: Word[] = [];
  for (const match of text.matchAll(WRITTEN_WORD)) {
    const start = match.index;
    found.push({ start, end: start + match[0].length, match: matches(match[0]) });
  }
  return found;
}

/** The text from `from` to `to`, its matched words marked (adjacent pieces merged). */
function segments(text: string, found: readonly Word[], from: number, to: number): Segment[] {
  const out: Segment[] = [];
  let at = from;
  const push = (piece: Segment) => {
    if (!piece.text) return;
    const last = out.at(-1);
    if (last && Boolean(last.mark) === Boolean(piece.mark)) last.text += piece.text;
    else out.push(piece);
  };
  for (const word of found) {
    if (word.end <= from || word.start >= to || !word.match) continue;
    push({ text: text.slice(at, word.start) });
    push({ text: text.slice(word.start, word.end), mark: true });
    at = word.end;
  }
  push({ text: text.slice(at, to) });
  return out;
}

/** A title with its matched words marked (by the query's tokens, or a `matcher` of them shared by several texts). */
export function markText(text: string, tokens: readonly string[] | Matcher): Segment[] {
  return segments(text, wordsOf(text, matcherOf(tokens)), 0, text.length);
}

const matcherOf = (tokens: readonly string[] | Matcher): Matcher =>
  typeof tokens === "function" ? tokens : matcher(tokens);

/**
 * Up to `size` words of the body around its first match (a few words before it), cut on word boundaries,
 * with "…" where text was cut; the opening words when nothing in the body matched. Reads the body only
 * as far as the snippet's last word, so a long page costs no more than a short one.
 */
export function snippet(
  body: string,
  tokens: readonly string[] | Matcher,
  size = 28,
  before = 6,
  lookFor = 600,
): Segment[] {
  let window: Word[] | null = null;
  const recent: Word[] = [];
  let scanned = 0;
  const matches = matcherOf(tokens);
  for (const match of body.matchAll(WRITTEN_WORD)) {
    const word: Word = { start: match.index, end: match.index + match[0].length, match: matches(match[0]) };
    if (window) {
      window.push(word);
      if (window.length >= size) break;
    } else if (word.match) {
      window = [...recent, word];
    } else {
      recent.push(word);
      if (recent.length > before) recent.shift();
      if (++scanned >= lookFor) break;
    }
  }
  window ??= firstWords(body, size);
  if (window.length === 0) return [];
  const from = window[0]!.start;
  const to = window.at(-1)!.end;
  const pieces = segments(body, window, from, to);
  if (body.slice(0, from).trim()) pieces.unshift({ text: "… " });
  if (body.slice(to).trim()) pieces.push({ text: " …" });
  return pieces;
}

function firstWords(body: string, size: number): Word[] {
  const found: Word[] = [];
  for (const match of body.matchAll(WRITTEN_WORD)) {
    found.push({ start: match.index, end: match.index + match[0].length, match: false });
    if (found.length >= size) break;
  }
  return found;
}

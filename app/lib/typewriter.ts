import {
  TYPEWRITER_DELETING_MS_PER_CHAR,
  TYPEWRITER_PAUSE_MS,
  TYPEWRITER_TYPING_MS_PER_CHAR,
} from "#domain/constants.ts";

/**
 * The hero typewriter (SPEC §4) as a pure state machine: it types a word one character at a time,
 * holds the complete word, deletes it one character at a time, moves to the next word and wraps.
 * It starts on the first word complete, which is what the server renders.
 *
 * A "character" is a grapheme (what a reader sees as one letter): an Arabic letter with its vowel
 * marks, an emoji or a letter with a combining accent is typed and deleted whole, never split.
 */
export type TypewriterState = { index: number; length: number; deleting: boolean };

const graphemeCache = new Map<string, readonly string[]>();
let segmenter: Intl.Segmenter | undefined;

/**
 * Text whose every character is a grapheme on its own, whatever stands beside it: printable ASCII and
 * the Arabic letters (without vowel marks). None is a combining mark, joiner, prepended mark or
 * control, so no grapheme rule joins two of them (a test checks each against Intl.Segmenter). Such a
 * word is split by code unit: the first Intl.Segmenter a page creates costs ~20–25 ms of a mid-tier
 * phone's main thread (ICU's break rules), and the owner's words, English and Arabic, are all such.
 */
export const SELF_CONTAINED_CHARACTERS = /^[ -~\u0621-\u064a]*$/;

/** The word's graphemes (cached: the typewriter asks on every step). */
export function graphemes(word: string): readonly string[] {
  let parts = graphemeCache.get(word);
  if (!parts) {
    if (SELF_CONTAINED_CHARACTERS.test(word)) parts = word.split("");
    else {
      segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
      parts = Array.from(segmenter.segment(word), (part) => part.segment);
    }
    graphemeCache.set(word, parts);
  }
  return parts;
}

const lengthOf = (word: string | undefined) => (word ? graphemes(word).length : 0);

export function typewriterStart(words: readonly string[]): TypewriterState {
  return { index: 0, length: lengthOf(words[0]), deleting: false };
}

export function typewriterText(state: TypewriterState, words: readonly string[]): string {
  const word = words[state.index] ?? "";
  return graphemes(word).slice(0, state.length).join("");
}

/**
 * The direction a word is written in, from its first strong character: the caret sits at the end
 * the word grows from (the left of an Arabic word, the right of a Latin one), whatever the page's
 * direction, and stays there while the word is deleted to nothing.
 */
export function typewriterDirection(word: string | undefined): "ltr" | "rtl" {
  const strong = word?.match(
    /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]|[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/,
  );
  return strong && /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(strong[0]) ? "rtl" : "ltr";
}

/** How long the typewriter stays in this state before taking the next step. */
export function typewriterDelay(state: TypewriterState, words: readonly string[]): number {
  const complete = state.length >= lengthOf(words[state.index]);
  if (!state.deleting && complete) return TYPEWRITER_PAUSE_MS;
  if (state.deleting && state.length > 0) return TYPEWRITER_DELETING_MS_PER_CHAR;
  return TYPEWRITER_TYPING_MS_PER_CHAR;
}

export function typewriterNext(state: TypewriterState, words: readonly string[]): TypewriterState {
  if (state.deleting) {
    if (state.length > 0) return { ...state, length: state.length - 1 };
    return { index: (state.index + 1) % words.length, length: 1, deleting: false };
  }
  if (state.length < lengthOf(words[state.index])) return { ...state, length: state.length + 1 };
  return { ...state, length: state.length - 1, deleting: true };
}

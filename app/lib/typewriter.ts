import {
  TYPEWRITER_DELETING_MS_PER_CHAR,
  TYPEWRITER_PAUSE_MS,
  TYPEWRITER_TYPING_MS_PER_CHAR,
} from "#domain/constants.ts";

/**
 * The hero typewriter (SPEC §4) as a pure state machine: it types a word one character at a time,
 * holds the complete word, deletes it one character at a time, moves to the next word and wraps.
 * It starts on the first word complete, which is what the server renders.
 */
export type TypewriterState = { index: number; length: number; deleting: boolean };

export function typewriterStart(words: readonly string[]): TypewriterState {
  return { index: 0, length: words[0]?.length ?? 0, deleting: false };
}

export function typewriterText(state: TypewriterState, words: readonly string[]): string {
  return (words[state.index] ?? "").slice(0, state.length);
}

/** How long the typewriter stays in this state before taking the next step. */
export function typewriterDelay(state: TypewriterState, words: readonly string[]): number {
  const complete = state.length >= (words[state.index]?.length ?? 0);
  if (!state.deleting && complete) return TYPEWRITER_PAUSE_MS;
  if (state.deleting && state.length > 0) return TYPEWRITER_DELETING_MS_PER_CHAR;
  return TYPEWRITER_TYPING_MS_PER_CHAR;
}

export function typewriterNext(state: TypewriterState, words: readonly string[]): TypewriterState {
  const word = words[state.index] ?? "";
  if (state.deleting) {
    if (state.length > 0) return { ...state, length: state.length - 1 };
    return { index: (state.index + 1) % words.length, length: 1, deleting: false };
  }
  if (state.length < word.length) return { ...state, length: state.length + 1 };
  return { ...state, length: state.length - 1, deleting: true };
}

import { describe, expect, it, vi } from "vitest";
import { hero as arabicHero } from "#content/ar/hero.ts";
import { EXPERTISE_WORDS } from "#content/hero.ts";
import {
  TYPEWRITER_DELETING_MS_PER_CHAR,
  TYPEWRITER_PAUSE_MS,
  TYPEWRITER_TYPING_MS_PER_CHAR,
} from "#domain/constants.ts";
import {
  graphemes,
  SELF_CONTAINED_CHARACTERS,
  type TypewriterState,
  typewriterDelay,
  typewriterDirection,
  typewriterNext,
  typewriterStart,
  typewriterText,
} from "./typewriter.ts";

/** Runs the typewriter for `ms` and returns each text it showed with the time it appeared. */
function play(words: readonly string[], ms: number) {
  let state: TypewriterState = typewriterStart(words);
  let now = 0;
  const shown: [number, string][] = [[0, typewriterText(state, words)]];
  for (;;) {
    now += typewriterDelay(state, words);
    if (now > ms) return shown;
    state = typewriterNext(state, words);
    shown.push([now, typewriterText(state, words)]);
  }
}

describe("typewriter", () => {
  const words = ["Web3", "AI"];

  it("starts on the first word complete, as the server renders it", () => {
    expect(typewriterText(typewriterStart(EXPERTISE_WORDS), EXPERTISE_WORDS)).toBe("Product Management");
  });

  it("holds a complete word for 2 s, deletes at 50 ms a character and types the next at 100 ms a character", () => {
    const p = TYPEWRITER_PAUSE_MS;
    const d = TYPEWRITER_DELETING_MS_PER_CHAR;
    const t = TYPEWRITER_TYPING_MS_PER_CHAR;
    expect([p, d, t]).toEqual([2000, 50, 100]);
    expect(play(words, p + 3 * d + 2 * t)).toEqual([
      [0, "Web3"],
      [p, "Web"],
      [p + d, "We"],
      [p + 2 * d, "W"],
      [p + 3 * d, ""],
      [p + 3 * d + t, "A"],
      [p + 3 * d + 2 * t, "AI"],
    ]);
  });

  it("cycles through the eight expertise words in order and wraps around", () => {
    const complete = play(EXPERTISE_WORDS, 60_000)
      .map(([, text]) => text)
      .filter((text) => (EXPERTISE_WORDS as readonly string[]).includes(text));
    expect(complete.slice(0, 10)).toEqual([...EXPERTISE_WORDS, EXPERTISE_WORDS[0], EXPERTISE_WORDS[1]]);
  });

  it("types Arabic a letter at a time, keeping each letter's vowel marks with it", () => {
    const word = "مُدير"; // mīm with a ḍamma: five code points, four letters
    expect(graphemes(word)).toEqual(["مُ", "د", "ي", "ر"]);
    const typed = play(
      [word, "ذكاء"],
      TYPEWRITER_PAUSE_MS + 4 * TYPEWRITER_DELETING_MS_PER_CHAR + TYPEWRITER_TYPING_MS_PER_CHAR,
    ).map(([, text]) => text);
    expect(typed).toEqual(["مُدير", "مُدي", "مُد", "مُ", "", "ذ"]);
  });

  it("splits the owner's words, English and Arabic, without creating a segmenter", async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, "Segmenter");
    try {
      const fresh = await import("./typewriter.ts");
      for (const words of [EXPERTISE_WORDS, arabicHero.expertise]) {
        expect(words.every((word) => SELF_CONTAINED_CHARACTERS.test(word))).toBe(true);
        play(words, 60_000);
        for (const word of words) expect(fresh.graphemes(word).join("")).toBe(word);
      }
      expect(created).not.toHaveBeenCalled();
      fresh.graphemes("مُدير");
      expect(created).toHaveBeenCalledTimes(1);
    } finally {
      created.mockRestore();
    }
  });

  it("splits self-contained characters exactly where Intl.Segmenter does", () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    let all = "";
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      if (SELF_CONTAINED_CHARACTERS.test(character)) all += character;
    }
    // Every character beside every other, in both orders: as many graphemes as code units.
    const pairs = [...all].map((character) => character + all).join("");
    expect([...segmenter.segment(pairs)].length).toBe(pairs.length);
    // Marks, joiners and other scripts are not self-contained.
    for (const text of ["مُ", "e\u0301", "👩", "a\u200db", "\u00ad", "\u0600", "한"]) {
      expect(SELF_CONTAINED_CHARACTERS.test(text), text).toBe(false);
    }
  });

  it("never splits an emoji or an accented letter", () => {
    const word = "e\u0301té 👩🏽‍💻";
    const shown = play([word], TYPEWRITER_PAUSE_MS + 10 * TYPEWRITER_DELETING_MS_PER_CHAR).map(([, text]) => text);
    expect(shown.slice(0, 3)).toEqual([word, "e\u0301té ", "e\u0301té"]);
  });

  it("puts the caret at the end an Arabic word grows from, and a Latin word's in Arabic pages too", () => {
    expect(typewriterDirection("التقنية المالية")).toBe("rtl");
    expect(typewriterDirection("Web3")).toBe("ltr");
    expect(typewriterDirection("3 مشاريع")).toBe("rtl");
    expect(typewriterDirection("")).toBe("ltr");
  });
});

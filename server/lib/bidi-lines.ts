import bidiFactory from "bidi-js";

/**
 * Right-to-left text for pdfkit, which has no bidi algorithm: lines are broken here on the logical
 * text, each line is put in visual order by the Unicode Bidirectional Algorithm (bidi-js, UAX #9),
 * with mirrored characters swapped, and cut into pieces of one font each, drawn left to right
 * (docs/decisions/014-arabic-calculators-and-key-facts.md). Spaces are gaps between pieces, so each
 * piece is one word or part of one.
 */
const bidi = bidiFactory();

/** Marks and isolates steer the algorithm; nothing draws them (no font has a glyph for them). */
const CONTROLS = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;
const CONTROLS_ALL = new RegExp(CONTROLS.source, "gu");
/**
 * No-break and thin spaces are drawn as spaces (they still keep a line together): fontkit cannot
 * measure the no-break space of the IBM Plex Sans Arabic files.
 */
const NARROW_SPACES = /[\u00a0\u2007\u2009\u202f]/u;
/**
 * fontkit lays a run out right to left, and so reverses its glyphs after shaping, when the first
 * character of the run with a script of its own is Arabic. Such a piece is handed over in logical
 * order; every other piece in visual order.
 */
const OWN_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const ARABIC = /\p{Script=Arabic}/u;
const reversedByFontkit = (text: string) => ARABIC.test(OWN_SCRIPT.exec(text)?.[0] ?? "");

export type Direction = "ltr" | "rtl";

/** A single line in the order it is seen, left to right, its mirrored characters swapped and its marks dropped. */
export function visualOrder(text: string, direction: Direction): string {
  return visualIndices(text, bidi.getEmbeddingLevels(text, direction), 0, text.length - 1)
    .map(({ char }) => char)
    .join("");
}

/** The characters of text[start..end] in visual order, left to right (mirrored, controls left out). */
function visualIndices(text: string, levels: ReturnType<typeof bidi.getEmbeddingLevels>, start: number, end: number) {
  if (end < start) return [];
  const order = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  for (const [from = start, to = start] of bidi.getReorderSegments(text, levels, start, end)) {
    const slice = order.slice(from - start, to - start + 1).reverse();
    order.splice(from - start, slice.length, ...slice);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  return order
    .map((index) => ({
      index,
      char: (mirrored.get(index) ?? text[index]!).replace(NARROW_SPACES, " "),
      level: levels.levels[index]!,
    }))
    .filter(({ char }) => !CONTROLS.test(char));
}

export type Fonts<F extends string> = {
  /** The fonts in order of preference for a character more than one of them has. */
  order: readonly F[];
  has: (font: F, char: string) => boolean;
  /** The width of `text` (no spaces in it) laid out as one run, as pdfkit's widthOfString. */
  width: (font: F, text: string) => number;
};

/**
 * A piece of a line: a run of one font without spaces, `x` from the line's left. `text` is what to
 * hand to pdfkit (see reversedByFontkit); pdfkit lays out and caches a text without spaces whole.
 */
export type Piece<F extends string> = { text: string; font: F; x: number; width: number };
export type Line<F extends string> = {
  /** The line's text in logical order (marks left out). */
  logical: string;
  /** Left to right. */
  pieces: Piece<F>[];
  width: number;
};

/**
 * Lays a paragraph out in lines at most `maxWidth` wide, breaking at spaces: a no-break space (as Intl
 * puts between an amount and its currency) or an isolate (a figure set into a sentence) keeps a
 * figure together. A word wider than a line (an
 * address) is broken after a "/", "?", "&" or "-", or else anywhere.
 */
export function layoutParagraph<F extends string>(
  paragraph: string,
  { direction, maxWidth, fonts }: { direction: Direction; maxWidth: number; fonts: Fonts<F> },
): Line<F>[] {
  const text = paragraph.replace(/[\t\n\r]/g, " ");
  const levels = bidi.getEmbeddingLevels(text, direction);
  const line = (start: number, end: number): Line<F> => {
    const pieces: Piece<F>[] = [];
    let chars: string[] = [];
    let font: F | undefined;
    let level = -1;
    let x = 0;
    const close = () => {
      if (font === undefined || chars.length === 0) return;
      const reversed = [...chars].reverse().join("");
      const text = reversedByFontkit(reversed) ? reversed : chars.join("");
      const width = fonts.width(font, text);
      pieces.push({ text, font, x, width });
      x += width;
      chars = [];
    };
    for (const { char, level: charLevel } of visualIndices(text, levels, start, end)) {
      if (char === " ") {
        close();
        x += fonts.width(font ?? fonts.order[0]!, " ");
        continue;
      }
      // A new piece for a new embedding level too: text extractors read a piece as one run, so the
      // colon after "60" on an Arabic line ("الشهر 60:", drawn ":60") is read from the right.
      if (charLevel !== level) {
        close();
        level = charLevel;
      }
      if (font === undefined || !fonts.has(font, char)) {
        close();
        // A character no font has is drawn with the first (as pdfkit would: a .notdef box).
        font = fonts.order.find((candidate) => fonts.has(candidate, char)) ?? fonts.order[0]!;
      }
      chars.push(char);
    }
    close();
    return { logical: text.slice(start, end + 1).replace(CONTROLS_ALL, ""), pieces, width: x };
  };

  // A line takes words while they fit, each measured on its own (the spaces between Arabic words end
  // their joining, so a word's width does not depend on its neighbours). A word wider than a whole
  // line fills the rest of the current one and goes on over the next.
  const space = fonts.width(fonts.order[0]!, " ");
  const ranges: { start: number; end: number }[] = [];
  let current: { start: number; end: number; width: number } | undefined;
  const flush = () => {
    if (current) ranges.push(current);
    current = undefined;
  };
  for (const match of words(text)) {
    const end = match.index + match.length - 1;
    const width = line(match.index, end).width;
    if (current && current.width + space + width <= maxWidth) {
      current = { start: current.start, end, width: current.width + space + width };
      continue;
    }
    if (width <= maxWidth) {
      flush();
      current = { start: match.index, end, width };
      continue;
    }
    let from = match.index;
    while (from <= end) {
      const room = current ? maxWidth - current.width - space : maxWidth;
      const start = from;
      // The longest part that fits (a longer part is never narrower), found by galloping forward and
      // then halving, so that no part much longer than a line is measured, even in an address of
      // thousands of characters; then cut after its last "/", "?", "&" or "-" if it has one.
      const fits = (last: number) => line(start, last).width <= room;
      let fitting = start - 1;
      let probe = start;
      for (let step = 1; probe <= end && fits(probe); step *= 2) {
        fitting = probe;
        probe += step;
      }
      let [low, high] = [fitting + 1, Math.min(probe, end + 1) - 1];
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (fits(middle)) [fitting, low] = [middle, middle + 1];
        else high = middle - 1;
      }
      let cut = fitting === end ? end : (softBreaks(text, start, fitting + 1).at(-1) ?? fitting);
      if (cut < start && current) {
        flush();
        continue;
      }
      if (cut < start) cut = start;
      const part = line(start, cut).width;
      current = current
        ? { start: current.start, end: cut, width: current.width + (start === match.index ? space : 0) + part }
        : { start, end: cut, width: part };
      if (cut < end) flush();
      from = cut + 1;
    }
  }
  flush();
  return ranges.map(({ start, end }) => line(start, end));
}

/**
 * The words of a text, between the spaces a line may break at: not those inside an isolate (FSI, LRI
 * or RLI … PDI), which holds a figure or a date set into a sentence.
 */
function words(text: string) {
  const found: { index: number; length: number }[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const char = text[i];
    if (char === "\u2066" || char === "\u2067" || char === "\u2068") depth++;
    else if (char === "\u2069") depth = Math.max(0, depth - 1);
    const gap = char === undefined || (char === " " && depth === 0);
    if (gap && start >= 0) {
      found.push({ index: start, length: i - start });
      start = -1;
    } else if (!gap && start < 0) start = i;
  }
  return found;
}

/** Where an address may break: after a "/", "?", "&" or "-" (not its last character). */
const softBreaks = (text: string, start: number, end: number) =>
  [...text.slice(start, end).matchAll(/[/?&-]/g)].map((match) => start + match.index);

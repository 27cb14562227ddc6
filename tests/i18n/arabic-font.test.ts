// The Arabic typeface is cut down to a fixed set of characters (scripts/fonts/arabic-subset.ts, decision
// 015). These checks fail when the site's own text uses an Arabic character the subset leaves out, when
// a committed font file lacks a glyph for a character of the set (or still carries the whole font), and
// when the stylesheet's unicode-range drifts from the set.
import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "#tests/source-strings.ts";

const root = path.resolve(import.meta.dirname, "../..");
const wholeFontFile = (weight: number) =>
  path.join(
    root,
    `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`,
  );

import { arabicFontFile } from "../../scripts/build-arabic-fonts.ts";
import {
  ARABIC_FONT_WEIGHTS,
  ARABIC_SUBSET_CODE_POINTS,
  isArabicScript,
  unicodeRange,
} from "../../scripts/fonts/arabic-subset.ts";

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

describe("the Arabic font subset", () => {
  it("covers every Arabic character in the site's source (catalogues, content, seeded article, components)", () => {
    const missing = new Map<string, string>();
    for (const file of sourceFiles(root, ["app", "content", "domain", "server", "scripts"])) {
      for (const char of fs.readFileSync(path.join(root, file), "utf8")) {
        const codePoint = char.codePointAt(0)!;
        if (isArabicScript(codePoint) && !ARABIC_SUBSET_CODE_POINTS.has(codePoint)) missing.set(hex(codePoint), file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it.each(ARABIC_FONT_WEIGHTS)(
    "weight %i has a glyph for each character of the set, and no more of the script",
    (weight) => {
      const font = fontkit.create(fs.readFileSync(arabicFontFile(weight))) as fontkit.Font;
      const uncovered = [...ARABIC_SUBSET_CODE_POINTS]
        // Invisible format characters (ALM, ZWNJ, ZWJ, LRM, RLM) steer shaping and direction; fonts need no glyph.
        .filter((cp) => !/\p{Cf}/u.test(String.fromCodePoint(cp)))
        .filter((cp) => !font.hasGlyphForCodePoint(cp));
      expect(uncovered.map(hex)).toEqual([]);
      // A cut font: the letters of other languages written in Arabic script are gone (پ, ک, ی).
      expect([0x067e, 0x06a9, 0x06cc].filter((cp) => font.hasGlyphForCodePoint(cp)).map(hex)).toEqual([]);
      // Joined forms and ligatures survive the cut: a word shapes into as many glyphs as in the whole font
      // (بين: initial beh and the yeh-noon ligature), none of them an isolated letter.
      const whole = fontkit.create(fs.readFileSync(wholeFontFile(weight))) as fontkit.Font;
      for (const word of ["بين", "تمويل", "لا"]) {
        const shaped = font.layout(word).glyphs.map((glyph) => glyph.id);
        const isolated = [...word].map((char) => font.glyphForCodePoint(char.codePointAt(0)!).id);
        expect(shaped).toHaveLength(whole.layout(word).glyphs.length);
        expect(shaped.filter((id) => isolated.includes(id))).toEqual([]);
      }
      expect(fs.statSync(arabicFontFile(weight)).size).toBeLessThan(16_000);
    },
  );

  it("the stylesheet's @font-face rules use the set's unicode-range and the cut files", () => {
    const css = fs.readFileSync(path.join(root, "app/app.css"), "utf8");
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces).toHaveLength(ARABIC_FONT_WEIGHTS.length);
    for (const weight of ARABIC_FONT_WEIGHTS) {
      const face = faces.find((rule) => rule.includes(`font-weight: ${weight};`));
      expect(face).toContain(`url("./fonts/ibm-plex-sans-arabic-${weight}.woff2")`);
      expect(face).toContain(`unicode-range: ${unicodeRange()};`);
    }
  });
});

// `npm run fonts`: cuts IBM Plex Sans Arabic (the kept @fontsource package's Arabic files) down to the
// characters in scripts/fonts/arabic-subset.ts and writes one woff2 per weight to app/fonts/ (committed,
// like the icon sprite; tests/i18n/arabic-font.test.ts checks what they cover). HarfBuzz's subsetter
// (subset-font, WebAssembly) keeps every glyph the kept characters can turn into: the initial, medial,
// final and isolated forms and the lam-alef ligatures reached through the font's own shaping tables.
// About 12 KB a weight instead of ~45 KB (decision 015).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { ARABIC_FONT_WEIGHTS, ARABIC_SUBSET_CODE_POINTS } from "./fonts/arabic-subset.ts";

export const ARABIC_FONT_DIR = path.resolve(import.meta.dirname, "../app/fonts");
export const arabicFontFile = (weight: number) => path.join(ARABIC_FONT_DIR, `ibm-plex-sans-arabic-${weight}.woff2`);

const sourceDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@fontsource/ibm-plex-sans-arabic/package.json")),
  "files",
);
// The .woff sources: subset-font reads woff and woff2 alike, but the woff files decode without brotli.
const sourceFile = (weight: number) => path.join(sourceDir, `ibm-plex-sans-arabic-arabic-${weight}-normal.woff`);

if (import.meta.main) {
  const text = String.fromCodePoint(...ARABIC_SUBSET_CODE_POINTS);
  fs.mkdirSync(ARABIC_FONT_DIR, { recursive: true });
  for (const weight of ARABIC_FONT_WEIGHTS) {
    const source = fs.readFileSync(sourceFile(weight));
    const subset = await subsetFont(source, text, { targetFormat: "woff2" });
    fs.writeFileSync(arabicFontFile(weight), subset);
    const whole = fs.statSync(sourceFile(weight).replace(/\.woff$/, ".woff2")).size;
    console.log(
      `${path.relative(process.cwd(), arabicFontFile(weight))}: ${subset.length} bytes (whole Arabic woff2: ${whole})`,
    );
  }
}

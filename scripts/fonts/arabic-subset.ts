// The characters the site's Arabic typeface is cut down to (docs/decisions/015-arabic-typeface-and-resume.md).
// Modern Standard Arabic needs far fewer glyphs than the font's whole Arabic subset (Persian, Urdu and
// other languages' letters, presentation forms): the letters, hamza forms, the harakat a careful text
// writes, tatweel, Arabic punctuation and digits, and the direction marks. Every Arabic character the
// site's own text uses must be here (tests/i18n/arabic-font.test.ts checks the catalogues, the content
// and the seeded article); a letter outside it in an article written in the admin falls back to the
// reader's system Arabic font for that letter only.
const ranges: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061c], // ؛ semicolon, Arabic letter mark
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // hamza … ghain
  [0x0640, 0x0655], // tatweel, fa … ya, tanween, harakat, shadda, sukun, maddah, hamza above/below
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators, five-pointed star
  [0x0670, 0x0671], // superscript alef, alef wasla
  [0x200c, 0x200f], // zero-width non-joiner and joiner, LRM, RLM
];

export const ARABIC_SUBSET_RANGES = ranges;

export const ARABIC_SUBSET_CODE_POINTS: ReadonlySet<number> = new Set(
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)),
);

/** The ranges as a CSS `unicode-range` value, e.g. `U+060C, U+061B-061C, …`. */
export function unicodeRange(): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

/** Is this a character of the Arabic script (any block), whether or not the subset has it? */
export function isArabicScript(codePoint: number): boolean {
  return (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x0870 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfefc)
  );
}

export const ARABIC_FONT_WEIGHTS = [400, 500, 600, 700] as const;

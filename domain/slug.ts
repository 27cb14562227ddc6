/**
 * An article's slug from its title. Slugs are ASCII (lowercase letters, digits, hyphens: SPEC §5 and
 * SLUG_PATTERN), as every address, sitemap entry and image path built from them expects, so an
 * Arabic title is transliterated letter by letter (a plain ASCII form of the common romanisation:
 * "المرابحة وأنت" → "almurabaha-wa-ant" needs vowels Arabic does not write, so it gives
 * "almrabha-want"): readable, stable, and the owner can still type a better one.
 */
const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  ا: "a",
  أ: "a",
  إ: "i",
  آ: "a",
  ٱ: "a",
  ب: "b",
  ت: "t",
  ث: "th",
  ج: "j",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "dh",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  ع: "",
  غ: "gh",
  ف: "f",
  ق: "q",
  ك: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  ة: "a",
  و: "w",
  ؤ: "",
  ي: "y",
  ى: "a",
  ئ: "",
  ء: "",
  // Letters of Persian and Urdu (peh, tcheh, veh, gaf, keheh, farsi yeh) a title may carry, as escapes: the site never
  // displays them, so the Arabic font subset leaves them out (tests/i18n/arabic-font.test.ts).
  "\u067e": "p",
  "\u0686": "ch",
  "\u06a4": "v",
  "\u06af": "g",
  "\u06a9": "k",
  "\u06cc": "y",
  // The short vowels when a title carries them; tanween, shadda and sukun add no letter.
  "\u064e": "a",
  "\u064f": "u",
  "\u0650": "i",
};

export function slugify(text: string, maxLength: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0)! - 0x660) % 0x90))
    .replace(/[\u0600-\u06ff]/g, (char) => ARABIC_LETTERS[char] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") // one dash at most in a row by now (a linear pattern: tests/server/regex-lint)
    .slice(0, maxLength)
    .replace(/-$/, "");
}

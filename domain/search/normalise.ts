/**
 * One normaliser for what is indexed and what is searched (issue #45): the page's text and the visitor's
 * query pass through the same function before PostgreSQL's `to_tsvector`/`plainto_tsquery`, so PGlite and
 * PostgreSQL (whose `arabic` snowball stemmer keeps "وال", and keeps أ/ا and ة/ه apart) see the same words,
 * and an Arabic reader's spelling variants meet the page's spelling.
 *
 * Every regular expression here is a character class or an anchored literal: linear on any input.
 */

/**
 * The normaliser's version, part of every indexed row's fingerprint: raise it with any change here that
 * changes a token, and the next start re-indexes every row (unchanged rows are otherwise skipped).
 */
export const SEARCH_NORMALISER_VERSION = 2;

// Tashkeel (harakat, tanween, shadda, sukun, dagger alif, Quranic marks) and tatweel.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036F]/g;
// Anything but printable ASCII and the Arabic block may fold under NFKD (the Arabic block only
// decomposes hamza and madda forms, which the folds and the mark stripping below treat alike).
const NEEDS_DECOMPOSITION = /[^\t\n\r -~\u0600-\u06FF]/;
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;

const LETTER_FOLDS: Readonly<Record<string, string>> = {
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ى: "ي",
  ة: "ه",
  ؤ: "و",
  ئ: "ي",
  // Persian forms typed on some keyboards.
  "\u06a9": "ك", // keheh
  "\u06cc": "ي", // farsi yeh
};

/** Arabic-Indic (٠–٩) and Persian (U+06F0–U+06F9) digits as Latin ones. */
function latinDigit(char: string): string | null {
  const code = char.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return null;
}

/**
 * Letters folded (hamza forms, alif maqsura, ta marbuta, Persian kaf/yeh), marks and tatweel gone, digits
 * Latin, Latin text lower-cased without accents (so "murābaḥah" is "murabahah"). Keeps everything else.
 */
export function foldText(text: string): string {
  // Lower-cased first: lower-casing can add a mark ("İ" becomes "i" + U+0307), which the decomposition
  // then removes, so folding folded text changes nothing.
  const lower = text.toLowerCase();
  // Unicode decomposition only where it changes something (accented Latin, ligatures, Arabic presentation
  // forms, full-width forms): it is most of the cost of folding, and snippets fold word by word.
  const decomposed = NEEDS_DECOMPOSITION.test(lower)
    ? lower.normalize("NFKD").replace(LATIN_MARKS, "").normalize("NFC")
    : lower;
  const stripped = decomposed.replace(ARABIC_MARKS, "");
  let out = "";
  for (const char of stripped) out += LETTER_FOLDS[char] ?? latinDigit(char) ?? char;
  // Again: decomposition can bring a capital back ("𝕬" is "A").
  return out.toLowerCase();
}

/** Words: runs of letters and digits (Arabic, Latin or any other script). Linear: one character class. */
const WORD = /[\p{L}\p{N}]+/gu;

export function words(folded: string): string[] {
  return folded.match(WORD) ?? [];
}

export function isArabicWord(word: string): boolean {
  return ARABIC_LETTER.test(word);
}

// Longest first: "وال" before "و", "بال" before "ب". Each strip leaves at least two letters.
const DEFINITE_PREFIXES = ["وبال", "وال", "فال", "بال", "كال", "لل", "ال"] as const;
const CONJUNCTIONS = ["و", "ف"] as const;
const PREPOSITIONS = ["ب", "ك", "ل"] as const;
// Light suffixes (after ة→ه and ى→ي): possessives, plurals, duals, nisba.
const SUFFIXES = ["هما", "كما", "ها", "هم", "هن", "كم", "كن", "نا", "ات", "ان", "ون", "ين", "يه", "ه", "ي"] as const;

/**
 * A light Arabic stem (Larkey's "light10" widened to the attached prefixes readers type): و/ف, then
 * ال/وال/بال/فال/كال/لل, or a bare ب/ك/ل before a long word, then one common suffix. A stem keeps at
 * least three letters, so a short word is left whole; both sides share it, so an over-eager strip costs
 * at most a loose match, never a miss.
 */
export function arabicStem(word: string): string {
  let stem = word;
  for (const prefix of DEFINITE_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 3) {
      stem = stem.slice(prefix.length);
      return stripSuffix(stem);
    }
  }
  for (const prefix of CONJUNCTIONS) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 4) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  for (const prefix of DEFINITE_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 3) return stripSuffix(stem.slice(prefix.length));
  }
  for (const prefix of PREPOSITIONS) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 4) {
      stem = stem.slice(prefix.length);
      break;
    }
  }
  return stripSuffix(stem);
}

function stripSuffix(stem: string): string {
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) return stem.slice(0, -suffix.length);
  }
  return stem;
}

/**
 * The Islamic-finance terms readers spell several ways, each as one token in both scripts, so
 * "murabahah", "مرابحة" and "المرابحه" all find a page that says "Murabaha" (in either language).
 * Keys are folded, and Arabic ones stemmed (the stem is what the lookup sees).
 */
const TERM_FORMS: Readonly<Record<string, readonly string[]>> = {
  murabaha: ["murabaha", "murabahah", "murabahas", "مرابحه"],
  ijara: ["ijara", "ijarah", "ijaara", "ijarat", "اجاره"],
  musharaka: ["musharaka", "musharakah", "musharakat", "musharakas", "مشاركه"],
  mudaraba: ["mudaraba", "mudarabah", "mudarabas", "مضاربه"],
  takaful: ["takaful", "takaaful", "تكافل"],
  sukuk: ["sukuk", "sukuks", "sakk", "صكوك"],
  zakat: ["zakat", "zakah", "zakaat", "زكاه"],
  istisna: ["istisna", "istisnaa", "istisnah", "استصناع"],
  tawarruq: ["tawarruq", "tawarruk", "تورق"],
  riba: ["riba", "ربا"],
  sharia: ["sharia", "shariah", "shari", "شريعه"],
  halal: ["halal", "حلال"],
  gharar: ["gharar", "غرر"],
  diminishing: ["diminishing", "متناقصه"],
};

const CANONICAL = new Map<string, string>();
/** Every spelling (folded, and the stems of the Arabic ones) that `searchToken` reads as a finance term, with that term. */
export const TERM_SPELLINGS: ReadonlyMap<string, string> = CANONICAL;
for (const [canonical, forms] of Object.entries(TERM_FORMS)) {
  for (const form of forms) {
    CANONICAL.set(form, canonical);
    if (isArabicWord(form)) CANONICAL.set(arabicStem(form), canonical);
  }
}

/** One folded word as the index and the query both see it. */
export function searchToken(word: string): string {
  const direct = CANONICAL.get(word);
  if (direct) return direct;
  if (!isArabicWord(word)) return word;
  // Stemmed until nothing more comes off ("تعاونيات" → "تعاوني" → "تعاون"), so a token is its own token:
  // the index and a query built from indexed words agree. Each pass shortens the word or stops.
  let stem = word;
  for (let next = arabicStem(stem); next !== stem; next = arabicStem(stem)) {
    const canonical = CANONICAL.get(next);
    if (canonical) return canonical;
    stem = next;
  }
  return CANONICAL.get(stem) ?? stem;
}

/** Text as the index stores it and the query is parsed from: folded, each word as its search token. */
export function normaliseForSearch(text: string): string {
  return words(foldText(text)).map(searchToken).join(" ");
}

/** The search tokens of a text, in order (for marking matches in snippets). */
export function searchTokens(text: string): string[] {
  return words(foldText(text)).map(searchToken);
}

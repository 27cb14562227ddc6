import { ARABIC_NUMBERING_SYSTEM, INTL_LOCALE, type Locale } from "./locales.ts";

/**
 * A message: a string with `{name}` placeholders, or plural forms chosen by the `count` value through
 * the language's plural rules (English: one/other; Arabic: zero/one/two/few/many/other).
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | PluralForms;
export type Dictionary = Readonly<Record<string, Message>>;

/** The same keys as the English dictionary, every one a message: what an Arabic dictionary must satisfy. */
export type Translation<D extends Dictionary> = { readonly [K in keyof D]: Message };

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate<D extends Dictionary> = (key: keyof D & string, values?: MessageValues) => string;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * `t(key, values)` over one dictionary. Numbers among the values are formatted for the locale
 * (digits and grouping), and `count` picks the plural form. A key the dictionary lacks is a
 * programming error the type checker already refuses; at run time it shows the key, never throws.
 */
export function createTranslator<D extends Dictionary>(locale: Locale, dictionary: D): Translate<D> {
  return (key, values) => {
    const message = dictionary[key];
    if (message === undefined) return key;
    const text = typeof message === "string" ? message : pluralForm(locale, message, values?.count);
    return values ? interpolate(locale, text, values) : text;
  };
}

function pluralForm(locale: Locale, forms: PluralForms, count: string | number | undefined): string {
  if (typeof count !== "number") return forms.other;
  // An exact zero reads best with its own sentence where the dictionary gives one ("No results").
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  return forms[pluralCategory(locale, count)] ?? forms.other;
}

/**
 * CLDR's plural category of a whole number, written out: the first Intl.PluralRules a page creates
 * costs ~10–15 ms of a mid-tier phone's main thread (ICU's rules), which the Arabic landing page paid
 * during hydration for its "show more" count. A test checks these against Intl.PluralRules for every
 * whole number to 10,000 in both languages; fractions ask Intl.
 */
const WHOLE_NUMBER_PLURALS: Readonly<Record<Locale, (n: number) => Intl.LDMLPluralRule>> = {
  en: (n) => (n === 1 ? "one" : "other"),
  ar: (n) => {
    const lastTwo = n % 100;
    if (n === 0) return "zero";
    if (n === 1) return "one";
    if (n === 2) return "two";
    if (lastTwo >= 3 && lastTwo <= 10) return "few";
    if (lastTwo >= 11) return "many";
    return "other";
  },
};

export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  if (Number.isSafeInteger(count) && count >= 0) return WHOLE_NUMBER_PLURALS[locale](count);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function interpolate(locale: Locale, text: string, values: MessageValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(locale, value) : value;
  });
}

/** Locales whose numbers are written in the digits 0–9 (Arabic follows ARABIC_NUMBERING_SYSTEM). */
const LATIN_DIGITS: Readonly<Record<Locale, boolean>> = { en: true, ar: ARABIC_NUMBERING_SYSTEM === "latn" };

export function formatNumber(locale: Locale, value: number): string {
  // A whole number from 0 to 999 has no grouping separator and no sign: in Latin digits its text is
  // String(value), which a test checks against Intl.NumberFormat for every one of them in both
  // languages. Written directly, because a page's first Intl.NumberFormat costs ~20–30 ms of a
  // mid-tier phone's main thread (ICU's locale data), which the landing page's statistics cards and
  // counts paid during hydration (a Lighthouse trace under its 4× slowdown).
  if (LATIN_DIGITS[locale] && Number.isInteger(value) && value >= 0 && value <= 999 && !Object.is(value, -0)) {
    return String(value);
  }
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

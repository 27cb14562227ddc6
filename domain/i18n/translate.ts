import { INTL_LOCALE, type Locale } from "./locales.ts";

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
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}

function interpolate(locale: Locale, text: string, values: MessageValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(locale, value) : value;
  });
}

export function formatNumber(locale: Locale, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

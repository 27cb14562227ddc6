import { useLocation, useMatches } from "react-router";
import type { ContentName, ContentOf, PageContent } from "#content/localized.server.ts";
import type { MessagesOf, Namespace, PageMessages } from "#domain/i18n/catalogue.server.ts";
import { INTL_LOCALE, type Locale, localeFromPath, localizePath, textDirection } from "#domain/i18n/locales.ts";
import { createTranslator, type Translate } from "#domain/i18n/translate.ts";

/**
 * The page's language in components. The locale comes from the address (domain/i18n/locales.ts);
 * the words come with the loaders' data: a loader returns `i18n: pageI18n(locale, {...})` (from
 * app/lib/i18n.server.ts) and these hooks find a namespace or content module in the data of any
 * matched route, the root's included. See docs/i18n.md.
 */

/** The words a page renders: message namespaces and content modules, in one language. */
export type PageWords = { messages?: PageMessages; content?: PageContent };

declare const packedWords: unique symbol;

/**
 * What a loader sends in its data under `i18n`: the page's words as one JSON text, made once per
 * language and set of namespaces (app/lib/i18n.server.ts). As one string the words cost React
 * Router's data encoding a single escape per render instead of a walk over hundreds of small
 * strings and objects (~1 ms and ~0.6 MB of garbage per uncached landing render, issue #21), and the
 * browser reads them with one JSON.parse. Read with `readWords`.
 */
export type PageI18n = string & { readonly [packedWords]: PageWords };

type WithI18n = { i18n?: PageI18n } | undefined;

/** Unpacked words by their text: on the server, the very string pageI18n made (no parse at all). */
const unpacked = new Map<string, PageWords>();
// More than the site's pages name (about 15 sets in each language), so the server's own never leave.
const UNPACKED_MAX = 128;

/** Remembers the words a packed text stands for (pageI18n, so the server never parses its own text). */
export function rememberWords(packed: PageI18n, words: PageWords) {
  if (unpacked.size >= UNPACKED_MAX) unpacked.delete(unpacked.keys().next().value as string);
  unpacked.set(packed, words);
}

/** The words in a loader's `i18n` field, parsed once per text. */
export function readWords(packed: PageI18n | undefined): PageWords | undefined {
  if (typeof packed !== "string") return undefined;
  let words = unpacked.get(packed);
  if (!words) {
    words = JSON.parse(packed) as PageWords;
    rememberWords(packed, words);
  }
  return words;
}

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A namespace's messages from the data of the matched routes, the innermost first. */
function useMessages<N extends Namespace>(namespace: N): MessagesOf<N> | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const dictionary = readWords((matches[i]?.loaderData as WithI18n)?.i18n)?.messages?.[namespace];
    if (dictionary) return dictionary as MessagesOf<N>;
  }
  return undefined;
}

/** `t(key, values)` for one namespace, in the page's language. */
export function useT<N extends Namespace>(namespace: N): Translate<MessagesOf<N>> {
  const dictionary = useMessages(namespace);
  const locale = useLocale();
  if (dictionary) return createTranslator(locale, dictionary);
  throw new Error(`No loader on this page sent the "${namespace}" messages (add it to the route's pageI18n call)`);
}

/** Whether a loader on this page sent a namespace's messages (a fallback view then uses them). */
export function useHasMessages(namespace: Namespace): boolean {
  return useMessages(namespace) !== undefined;
}

/** One of the owner's content modules, in the page's language. */
export function useContent<N extends ContentName>(name: N): ContentOf<N> {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const content = readWords((matches[i]?.loaderData as WithI18n)?.i18n)?.content?.[name];
    if (content) return content as ContentOf<N>;
  }
  throw new Error(`No loader on this page sent the "${name}" content (add it to the route's pageI18n call)`);
}

/** Site paths in the page's language: `localize("/tools")` is "/ar/tools" on an Arabic page. */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

/** The `lang`, `dir` and Intl locale of the page. */
export function useLanguage() {
  const locale = useLocale();
  return { locale, dir: textDirection(locale), intl: INTL_LOCALE[locale] };
}

/** The address of a landing-page section in the page's language ("/#contact", "/ar#contact"). */
export function useSectionHref(): (section: string) => string {
  const locale = useLocale();
  return (section) => localizePath(`/#${section}`, locale);
}

import { type ContentName, contentFor, contentGeneration } from "#content/localized.server.ts";
import { messagesFor, type Namespace } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { type PageI18n, type PageWords, rememberWords } from "./i18n.tsx";

/**
 * A loader's `i18n` field: the message namespaces and content modules its page renders, in one
 * language. Only what is named here reaches the browser (as data, never as JavaScript). Packed into
 * one JSON text once per language, set and published content (see PageI18n), and the same string
 * returned every time; an admin's preview of drafts is packed for that request alone.
 */
export function pageI18n(
  locale: Locale,
  parts: { messages?: readonly Namespace[]; content?: readonly ContentName[] },
): PageI18n {
  const generation = parts.content ? contentGeneration() : memoGeneration;
  if (generation !== null && generation !== memoGeneration) {
    packedByKey.clear(); // the owner published: every set with content is packed anew
    memoGeneration = generation;
  }
  const key = `${locale}|${parts.messages?.join() ?? "-"}|${parts.content?.join() ?? "-"}`;
  let packed = generation === null ? undefined : packedByKey.get(key);
  if (!packed) {
    const words: PageWords = {
      messages: parts.messages ? messagesFor(locale, parts.messages) : undefined,
      content: parts.content ? contentFor(locale, parts.content) : undefined,
    };
    packed = JSON.stringify(words) as PageI18n;
    if (generation !== null) packedByKey.set(key, packed);
    rememberWords(packed, words);
  }
  return packed;
}

/** One text per language and set: the pages name a fixed handful of sets. */
const packedByKey = new Map<string, PageI18n>();
let memoGeneration = 0;

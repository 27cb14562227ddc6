import { type ContentName, contentFor } from "#content/catalogue.server.ts";
import { messagesFor, type Namespace } from "#domain/i18n/catalogue.server.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { PageI18n } from "./i18n.tsx";

/**
 * A loader's `i18n` field: the message namespaces and content modules its page renders, in one
 * language. Only what is named here reaches the browser (as data, never as JavaScript).
 */
export function pageI18n(
  locale: Locale,
  parts: { messages?: readonly Namespace[]; content?: readonly ContentName[] },
): PageI18n {
  return {
    messages: parts.messages ? messagesFor(locale, parts.messages) : undefined,
    content: parts.content ? contentFor(locale, parts.content) : undefined,
  };
}

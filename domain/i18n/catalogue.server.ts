import type { Locale } from "./locales.ts";
import arCommon from "./messages/ar/common.ts";
import arLanding from "./messages/ar/landing.ts";
import arProjects from "./messages/ar/projects.ts";
import enCommon from "./messages/en/common.ts";
import enLanding from "./messages/en/landing.ts";
import enProjects from "./messages/en/projects.ts";
import type { Dictionary } from "./translate.ts";

/**
 * Every message namespace in both languages. A page's loader picks the namespaces it renders
 * (`messagesFor`) and sends them with its data, so a page carries one language's words for the parts it
 * shows and none of them ship as JavaScript (docs/decisions/011-i18n.md). Server code (e-mails, feeds,
 * API errors) reads this directly.
 *
 * To add a namespace: `messages/en/<name>.ts` (the source of truth for its keys), its Arabic twin typed
 * `satisfies Translation<typeof en>`, and one line here.
 */
export const CATALOGUE = {
  common: { en: enCommon, ar: arCommon },
  landing: { en: enLanding, ar: arLanding },
  projects: { en: enProjects, ar: arProjects },
} as const satisfies Record<string, Record<Locale, Dictionary>>;

export type Namespace = keyof typeof CATALOGUE;
/** A namespace's English dictionary type: its keys are the namespace's keys. */
export type MessagesOf<N extends Namespace> = (typeof CATALOGUE)[N]["en"];
/** The dictionaries a page's loader sends, by namespace. */
export type PageMessages = { readonly [N in Namespace]?: Dictionary };

export function messagesFor<const N extends Namespace>(locale: Locale, namespaces: readonly N[]): PageMessages {
  const picked: Partial<Record<Namespace, Dictionary>> = {};
  for (const namespace of namespaces) picked[namespace] = CATALOGUE[namespace][locale];
  return picked;
}

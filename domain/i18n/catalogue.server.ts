import type { Locale } from "./locales.ts";
import arBlog from "./messages/ar/blog.ts";
import arBooking from "./messages/ar/booking.ts";
import arBookingMail from "./messages/ar/booking-mail.ts";
import arCalendars from "./messages/ar/calendars.ts";
import arCommon from "./messages/ar/common.ts";
import arFinance from "./messages/ar/finance.ts";
import arForms from "./messages/ar/forms.ts";
import arIslamic from "./messages/ar/islamic.ts";
import arLanding from "./messages/ar/landing.ts";
import arLive from "./messages/ar/live.ts";
import arMail from "./messages/ar/mail.ts";
import arPages from "./messages/ar/pages.ts";
import arProjects from "./messages/ar/projects.ts";
import arScanner from "./messages/ar/scanner.ts";
import arSearch from "./messages/ar/search.ts";
import arTools from "./messages/ar/tools.ts";
import arUi from "./messages/ar/ui.ts";
import enBlog from "./messages/en/blog.ts";
import enBooking from "./messages/en/booking.ts";
import enBookingMail from "./messages/en/booking-mail.ts";
import enCalendars from "./messages/en/calendars.ts";
import enCommon from "./messages/en/common.ts";
import enFinance from "./messages/en/finance.ts";
import enForms from "./messages/en/forms.ts";
import enIslamic from "./messages/en/islamic.ts";
import enLanding from "./messages/en/landing.ts";
import enLive from "./messages/en/live.ts";
import enMail from "./messages/en/mail.ts";
import enPages from "./messages/en/pages.ts";
import enProjects from "./messages/en/projects.ts";
import enScanner from "./messages/en/scanner.ts";
import enSearch from "./messages/en/search.ts";
import enTools from "./messages/en/tools.ts";
import enUi from "./messages/en/ui.ts";
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
  blog: { en: enBlog, ar: arBlog },
  finance: { en: enFinance, ar: arFinance },
  islamic: { en: enIslamic, ar: arIslamic },
  tools: { en: enTools, ar: arTools },
  live: { en: enLive, ar: arLive },
  /** Server-only: the website scanner writes its findings in the page's language. */
  scanner: { en: enScanner, ar: arScanner },
  pages: { en: enPages, ar: arPages },
  /** The site search's page, its dialog's result labels and the API's messages (issue #45). */
  search: { en: enSearch, ar: arSearch },
  forms: { en: enForms, ar: arForms },
  mail: { en: enMail, ar: arMail },
  ui: { en: enUi, ar: arUi },
  landing: { en: enLanding, ar: arLanding },
  projects: { en: enProjects, ar: arProjects },
  booking: { en: enBooking, ar: arBooking },
  /** Server-only: the visitor's booking e-mails and invitations, in the language they booked in. */
  bookingMail: { en: enBookingMail, ar: arBookingMail },
  /** Server-only: why a connected calendar could not be read, said in the admin. */
  calendars: { en: enCalendars, ar: arCalendars },
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

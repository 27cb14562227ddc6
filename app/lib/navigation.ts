import type { MessagesOf } from "#domain/i18n/catalogue.server.ts";
import { type Locale, localizePath } from "#domain/i18n/locales.ts";

/** The site's navigation, shared by the desktop header, the mobile menu and the no-JavaScript fallbacks. */

type CommonKey = keyof MessagesOf<"common">;
export type SectionNavItem = { label: CommonKey; section: string };
export type PageNavItem = { label: CommonKey; to: string };

/** In-page sections of the landing page, in header order (SPEC §2 "Header"). */
export const SECTION_NAV_ITEMS: readonly SectionNavItem[] = [
  { label: "nav.home", section: "hero" },
  { label: "nav.about", section: "about" },
  { label: "nav.services", section: "services" },
  { label: "nav.solutions", section: "solutions" },
  { label: "nav.portfolio", section: "portfolio" },
  { label: "nav.articles", section: "articles" },
  { label: "nav.contact", section: "contact" },
];

export const PROFESSIONAL_TOOLS: readonly PageNavItem[] = [
  { label: "nav.tools", to: "/tools" },
  { label: "nav.islamicFintech", to: "/islamic-fintech" },
  { label: "nav.career", to: "/career" },
];

/** The address of a landing-page section in a language, usable from any page and without JavaScript. */
export const sectionHref = (section: string, locale: Locale) => localizePath(`/#${section}`, locale);

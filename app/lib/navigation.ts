/** The site's navigation, shared by the desktop header, the mobile menu and the no-JavaScript fallbacks. */

export type SectionNavItem = { label: string; section: string };
export type PageNavItem = { label: string; to: string };

/** In-page sections of the landing page, in header order (SPEC §2 "Header"). */
export const SECTION_NAV_ITEMS: readonly SectionNavItem[] = [
  { label: "Home", section: "hero" },
  { label: "About", section: "about" },
  { label: "Services", section: "services" },
  { label: "Solutions", section: "solutions" },
  { label: "Portfolio", section: "portfolio" },
  { label: "Articles", section: "articles" },
  { label: "Contact", section: "contact" },
];

export const PROFESSIONAL_TOOLS_LABEL = "Professional Tools";

export const PROFESSIONAL_TOOLS: readonly PageNavItem[] = [
  { label: "Tools", to: "/tools" },
  { label: "Islamic FinTech", to: "/islamic-fintech" },
  { label: "Career", to: "/career" },
];

/** The address of a landing-page section, usable from any page and without JavaScript. */
export const sectionHref = (section: string) => `/#${section}`;

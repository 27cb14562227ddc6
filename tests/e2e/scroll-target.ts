import type { Page } from "@playwright/test";

/** Sections carry scroll-margin-top: 5rem, clearing the 64 px fixed header. */
const SECTION_SCROLL_MARGIN_PX = 80;

/**
 * How far the page is from resting on the section: 0 when the section's top sits just below the
 * header, or when the page is scrolled as far as it goes (a section near the bottom cannot rise higher).
 */
export function distanceFromSection(page: Page, id: string) {
  return page.evaluate(
    ({ id, margin }) => {
      const element = document.getElementById(id);
      // Not rendered yet (a client-side navigation commits the URL first): keep polling.
      if (!element) return Number.MAX_SAFE_INTEGER;
      const target = element.getBoundingClientRect().top + window.scrollY - margin;
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      return Math.round(Math.abs(window.scrollY - Math.min(target, maxScroll)));
    },
    { id, margin: SECTION_SCROLL_MARGIN_PX },
  );
}

import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export type HeadingEntry = { level: number; text: string };

/**
 * The page's headings in document order, as assistive technology sees them: h1–h6 and
 * role="heading" (aria-level wins), leaving out headings that are not rendered or are aria-hidden.
 * (Visually hidden `sr-only` headings count: screen readers announce them.)
 */
export async function headingOutline(page: Page): Promise<HeadingEntry[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']")]
      .filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) && !element.closest("[aria-hidden='true'], [inert]"),
      )
      .map((element) => ({
        level: Number(element.getAttribute("aria-level") ?? element.tagName.slice(1)),
        text: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
      })),
  );
}

/**
 * Lighthouse's `heading-order`: going down the page, a heading is at most one level deeper than the
 * one before it (h2 then h4 skips h3). Going back up by any number of levels is fine. The page's
 * first heading counts as following an imaginary level 0, so it must be an h1.
 */
export async function expectNoSkippedHeadingLevels(page: Page) {
  const outline = await headingOutline(page);
  const skips = outline.flatMap((heading, index) => {
    const previous = index === 0 ? 0 : outline[index - 1]!.level;
    return heading.level > previous + 1
      ? [`h${heading.level} "${heading.text}" follows ${index === 0 ? "the start of the page" : `h${previous}`}`]
      : [];
  });
  expect(skips, `skipped heading levels on ${page.url()}\n${outlineText(outline)}`).toEqual([]);
}

function outlineText(outline: HeadingEntry[]) {
  return outline.map((heading) => `${"  ".repeat(heading.level - 1)}h${heading.level} ${heading.text}`).join("\n");
}

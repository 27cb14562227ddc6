import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the header (its DOM node carries React's props), so clicks reach
 * React's handlers rather than the bare server-rendered HTML.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactProps$"));
  });
}

/**
 * Waits until a deferred landing section (`lazyOnVisible("insights", …)`) has hydrated. Its server HTML
 * is on screen long before: a click there is replayed after hydration, but a key press is lost.
 */
export async function waitForSectionHydration(page: Page, name: string) {
  await expect(page.locator(`[data-deferred="${name}"]`)).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Where the element's top edge is in the viewport, in CSS pixels. */
export async function topOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/** Resolves after the browser has had two frames to handle scroll events and re-render. */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// /tools on a phone (Pixel 7): every tab in sight, the crypto table's scroll area reachable by
// keyboard, an empty table's message whole, and chart labels large enough to read.

const TAB_NAMES = ["Crypto", "Currency", "Units", "Scanner", "Loan Calc"];

/** Whether the element's whole box lies inside the viewport and its text is not cut by its own box. */
const wholeInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.left >= 0 &&
      box.right <= window.innerWidth &&
      box.width > 0 &&
      element.scrollWidth <= Math.ceil(element.clientWidth) + 1
    );
  });

/** The rendered height of each element's text, in CSS pixels. */
const textHeights = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().height;
    }),
  );

test("every tool tab is whole on screen, and the arrow keys still move between them", async ({ page }) => {
  // A narrow phone (the Pixel 7's 412 px just fits the five tabs in one row).
  await page.setViewportSize({ width: 360, height: 780 });
  await gotoHydrated(page, "/tools");
  const tablist = page.getByRole("tablist", { name: "Tools" });
  await expect(tablist.getByRole("tab")).toHaveText(TAB_NAMES);
  // The tab bar itself does not overflow (nothing hidden off to the side).
  expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  for (const name of TAB_NAMES) expect(await wholeInView(tablist.getByRole("tab", { name }))).toBe(true);

  await tablist.getByRole("tab", { name: "Scanner" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "Loan Calc" })).toBeFocused();
  await expect(page).toHaveURL("/tools?tab=loan");
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "Crypto" })).toBeFocused();
});

test("the crypto table's scroll area is named and reachable by keyboard, and the page passes axe", async ({ page }) => {
  await gotoHydrated(page, "/tools");
  const tracker = page.getByRole("region", { name: "Cryptocurrency Prices" });
  await expect(tracker.getByRole("row", { name: /Bitcoin/ })).toBeVisible({ timeout: 20_000 });
  const scroller = tracker.getByRole("region", { name: "Prices table" });
  // The table is wider than a phone: the area scrolls sideways.
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(scroller).toHaveAttribute("tabindex", "0");
  await tracker.getByRole("button", { name: "Refresh" }).focus();
  await page.keyboard.press("Tab");
  await expect(scroller).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test("an empty crypto table says 'No data available' without cutting it off", async ({ page }) => {
  await page.route("**/api/crypto", (route) => route.fulfill({ json: [] }));
  // From another page the tracker loads its prices in the browser (the route above answers).
  await gotoHydrated(page, "/career");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Tools", exact: true }).click();
  await expect(page).toHaveURL("/tools");
  const cell = page.getByRole("cell", { name: "No data available" });
  await expect(cell).toBeVisible();
  const text = await cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    const scroller = element.closest("table")?.parentElement as HTMLElement;
    return { left: box.left, right: box.right, scrollerRight: scroller.getBoundingClientRect().right };
  });
  expect(text.left).toBeGreaterThanOrEqual(0);
  expect(text.right).toBeLessThanOrEqual(text.scrollerRight);
});

test("the loan chart's year labels are at least 11 px tall", async ({ page }) => {
  await gotoHydrated(page, "/tools?tab=loan");
  const chart = page.getByRole("img", { name: /Principal and interest paid each year/ });
  await expect(chart).toBeVisible();
  // The year labels: 1, 5, 10 … 30 for the default 30-year term, wherever they are drawn.
  const heights = await textHeights(page, "figure :is(text, [data-axis] span)");
  expect(heights.length).toBeGreaterThanOrEqual(5);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(11);
});

for (const theme of ["dark", "light"]) {
  test(`the loan tab passes axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
    await gotoHydrated(page, "/tools?tab=loan");
    await expect(page.getByRole("img", { name: /Principal and interest paid each year/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

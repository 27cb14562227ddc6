import type { Locator } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// /ar/tools on a phone (Pixel 7), right to left: every tab in sight, the mirrored arrow keys, the
// crypto table scrolling sideways from its right edge, and the loan tab readable and clean for axe.

const TAB_NAMES = ["العملات المشفرة", "العملات", "الوحدات", "فاحص المواقع", "حاسبة القرض"];

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

test("every tab is whole on a narrow phone, and ArrowLeft goes to the next one", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await gotoHydrated(page, "/ar/tools");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const tablist = page.getByRole("tablist", { name: "الأدوات" });
  await expect(tablist.getByRole("tab")).toHaveText(TAB_NAMES);
  expect(await tablist.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  for (const name of TAB_NAMES) expect(await wholeInView(tablist.getByRole("tab", { name, exact: true }))).toBe(true);
  // Nothing on the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await tablist.getByRole("tab", { name: "فاحص المواقع" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tablist.getByRole("tab", { name: "حاسبة القرض" })).toBeFocused();
  await expect(page).toHaveURL("/ar/tools?tab=loan");
  await page.keyboard.press("ArrowLeft");
  await expect(tablist.getByRole("tab", { name: "العملات المشفرة" })).toBeFocused();
});

test("the crypto table scrolls sideways from the right, by keyboard too", async ({ page }) => {
  await gotoHydrated(page, "/ar/tools");
  const tracker = page.getByRole("region", { name: "أسعار العملات المشفرة" });
  await expect(tracker.getByRole("row", { name: /Bitcoin/ })).toBeVisible({ timeout: 20_000 });
  const scroller = tracker.getByRole("region", { name: "جدول الأسعار" });
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // The first column (rank) starts in view at the right edge.
  const rank = tracker.getByRole("columnheader", { name: "#" });
  expect(await wholeInView(rank)).toBe(true);
  await tracker.getByRole("button", { name: "تحديث" }).focus();
  await page.keyboard.press("Tab");
  await expect(scroller).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  // Right to left, scrolling toward the end makes scrollLeft negative.
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeLessThan(0);
});

test("the loan tab on a phone: readable axis labels, nothing sideways, and axe passes", async ({ page }) => {
  await gotoHydrated(page, "/ar/tools?tab=loan");
  await expect(page.getByRole("img", { name: /أصل القرض والفائدة المدفوعان كل سنة/ })).toBeVisible();
  const heights = await page.locator("figure [data-axis] span").evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().height;
    }),
  );
  expect(heights.length).toBeGreaterThanOrEqual(5);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(11);
  await page.getByText("جدول السداد (حسب السنة)").click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page, "main");
});

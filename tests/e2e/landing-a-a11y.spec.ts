import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { expectNoSkippedHeadingLevels } from "./headings.ts";
import { gotoHydrated } from "./hydration.ts";

/** Checks the heading levels, opens what the landing page's sections can open (the full timeline, the download toast), then runs axe. */
async function checkLandingPage(page: Page) {
  await expectNoSkippedHeadingLevels(page);
  await expectNoAxeViolations(page);
  await page
    .locator("#about")
    .getByRole("button", { name: /Show More/ })
    .click();
  await page.getByTestId("stat-value").first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId("stat-value")).toHaveText(["9+", "50+", "80%", "100%"]);
  await Promise.all([
    page.waitForEvent("download"),
    page.locator("#about").getByRole("link", { name: "Download Resume" }).click(),
  ]);
  await expect(page.getByText("Resume Downloaded", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
}

test("the landing page's hero, statistics, about, services and skills have no accessibility violations in the dark theme", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await checkLandingPage(page);
});

test("the landing page's hero, statistics, about, services and skills have no accessibility violations in the light theme", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await checkLandingPage(page);
});

import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

for (const theme of ["dark", "light"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
    });

    async function expectTheme(page: Page) {
      const html = page.locator("html");
      if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
      else await expect(html).not.toHaveClass(/\bdark\b/);
    }

    test("the landing page's solutions, projects and their modals have no accessibility violations", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      await expectTheme(page);
      await page.locator("section#solutions").scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);

      await page.locator("section#solutions").getByRole("link", { name: "FinTech & Islamic Finance" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");

      await page.locator("section#portfolio").getByRole("button", { name: "AI", exact: true }).click();
      await page.locator("section#portfolio").getByRole("button", { name: "Case Study" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("/project/1 has no accessibility violations", async ({ page }) => {
      await gotoHydrated(page, "/project/1");
      await expectTheme(page);
      await expectNoAxeViolations(page);
    });

    test("/project/99 has no accessibility violations", async ({ page }) => {
      await gotoHydrated(page, "/project/99");
      await expectTheme(page);
      await expectNoAxeViolations(page);
    });

    test("/solutions/fintech has no accessibility violations", async ({ page }) => {
      await gotoHydrated(page, "/solutions/fintech");
      await expectTheme(page);
      await expectNoAxeViolations(page);
    });
  });
}

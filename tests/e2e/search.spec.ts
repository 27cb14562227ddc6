import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// Issue #45: an Arabic reader's spelling finds the product, with and without JavaScript; the dialog
// opens from the header and from the keyboard; axe is clean in both themes and directions.

async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

test.describe("site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header link opens the search page, and مرابحه (with ه) finds the murabaha product", async ({ page }) => {
    await page.goto("/ar");
    await page.getByRole("banner").getByRole("link", { name: "بحث" }).click();
    await expect(page).toHaveURL("/ar/search");
    await page.getByRole("searchbox", { name: "ابحث في الموقع" }).fill("مرابحه");
    await page.getByRole("button", { name: "بحث" }).click();
    await expect(page).toHaveURL(`/ar/search?q=${encodeURIComponent("مرابحه")}`);
    // Other browser tests publish articles about murabaha into the same database, so the product is
    // looked for among the results rather than first (the relevance table checks the ranking).
    const results = page.locator("main ol").first();
    await expect(results.locator('a[href="/ar/islamic-fintech/calculators/murabaha"]')).toBeVisible();
    await expect(results.getByRole("link", { name: /^اشترِ الآن وادفع لاحقًا/ })).toHaveAttribute(
      "href",
      "/ar/islamic-fintech?product=bnpl",
    );
    await expect(results.locator("mark").first()).toHaveText("المرابحة");
  });
});

test.describe("site search with JavaScript", () => {
  test("/ opens the instant dialog; a variant spelling lists the product; Enter opens the full page", async ({
    page,
  }) => {
    await page.goto("/ar/tools");
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: "ابحث في الموقع" });
    // The key listener is added by an effect just after hydration: a key pressed in that instant is
    // pressed again (once in one full run the first press came too early).
    await expect(async () => {
      await page.keyboard.press("/");
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const box = dialog.getByRole("searchbox");
    await expect(box).toBeFocused();
    await box.fill("اجارة");
    await expect(dialog.getByRole("status")).toHaveText(/نتائج|نتيجة/);
    await expect(dialog.getByRole("link", { name: /تمويل المسكن/ }).first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(`/ar/search?q=${encodeURIComponent("اجارة")}`);
    await expect(
      page.locator("main ol").first().locator('a[href="/ar/islamic-fintech/calculators/home-finance"]'),
    ).toBeVisible();
  });

  test("Ctrl+K and the header button open it; Escape closes it and gives focus back", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const button = page.getByRole("banner").getByRole("link", { name: "Search" });
    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox").fill("murabha");
    await expect(dialog.getByRole("link", { name: /Murabaha instalments/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
  });

  for (const theme of ["light", "dark"] as const) {
    for (const path of ["/search?q=murabaha", "/ar/search?q=%D9%85%D8%B1%D8%A7%D8%A8%D8%AD%D9%87", "/search"]) {
      test(`${path} has no accessibility violations (${theme} theme)`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
    test(`the open dialog has no accessibility violations (${theme} theme, Arabic)`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/ar");
      await waitForHydration(page);
      await page.keyboard.press("Control+k");
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("searchbox").fill("takaful");
      await expect(dialog.getByRole("link").first()).toBeVisible();
      await expectNoAxeViolations(page, "dialog");
    });
  }
});

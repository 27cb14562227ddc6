import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// The Arabic site on a phone: the mobile menu speaks Arabic, opens from the reading edge's side,
// links to the Arabic pages, offers the English page, and closes on Escape.
test.describe("Arabic mobile menu", () => {
  test("lists the Arabic sections and pages, links to /ar pages and to the English page", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const toggle = page.getByRole("button", { name: "القائمة" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "قائمة الجوال" });
    await expect(menu).toBeVisible();
    for (const name of ["الرئيسية", "نبذة عني", "الخدمات", "تواصل معي"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    const tools = menu.getByRole("list", { name: "أدوات مهنية" });
    await expect(tools.getByRole("link", { name: "الأدوات" })).toHaveAttribute("href", "/ar/tools");
    // The switch offers the same page in English.
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    // The menu's text starts at the right-hand edge.
    const item = menu.getByRole("link", { name: "الخدمات", exact: true });
    const box = (await item.boundingBox())!;
    const text = await item.evaluate((el) => getComputedStyle(el).textAlign);
    expect(["start", "right"]).toContain(text);
    expect(box.x + box.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) - 40);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a page chosen from the menu opens in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    await page.getByRole("button", { name: "القائمة" }).click();
    await page.getByRole("navigation", { name: "قائمة الجوال" }).getByRole("link", { name: "الأدوات" }).click();
    await expect(page).toHaveURL("/ar/tools");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدوات مجانية");
  });
});

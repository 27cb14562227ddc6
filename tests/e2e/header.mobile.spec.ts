import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated, topOf } from "./hydration.ts";

const SECTIONS = ["Home", "About", "Services", "Solutions", "Portfolio", "Articles", "Contact"];
const TOOLS = ["Tools", "Islamic FinTech", "Career"];

test.describe("mobile menu", () => {
  test("the desktop links are tucked away behind the menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("opens a list of the sections and a Professional Tools group", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const name of SECTIONS) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    const tools = menu.getByRole("list", { name: "Professional Tools" });
    await expect(tools.getByRole("link")).toHaveText(TOOLS);
    await expect(tools.getByRole("link", { name: "Career" })).toHaveAttribute("href", "/career");
    await expectNoAxeViolations(page);
  });

  test("choosing a section closes the menu and scrolls to that section", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services" }).click();

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect.poll(async () => Math.round(await topOf(page, "#services"))).toBe(80);
    await expect(page).toHaveURL("/");
  });

  test("choosing a tool page closes the menu and opens that page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Career" }).click();
    await expect(page).toHaveURL("/career");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a section link from another page lands on that section of the landing page", async ({ page }) => {
    await gotoHydrated(page, "/not-found");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/#about");
    await expect.poll(async () => Math.round(await topOf(page, "#about"))).toBe(80);
  });

  test("leaves the no-JavaScript menus as the server wrote them, hidden and never hydrated", async ({ page }) => {
    await gotoHydrated(page, "/");
    const fallbacks = page.locator("header details");
    await expect(fallbacks).toHaveCount(2); // the mobile menu and Professional Tools (signed out)
    for (const fallback of await fallbacks.all()) {
      await expect(fallback).toBeHidden();
      await expect(fallback.locator("a").first()).toBeAttached();
    }
    const hydrated = await page.evaluate(() => {
      const isHydrated = (element: Element | null) =>
        element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
      return {
        toggle: isHydrated(document.getElementById("mobile-menu-toggle")),
        fallbackLinks: [...document.querySelectorAll("header details a")].filter(isHydrated).length,
      };
    });
    expect(hydrated).toEqual({ toggle: true, fallbackLinks: 0 });
    // Opened, the menu renders its own list.
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "About", exact: true })).toBeVisible();
  });

  test("the theme toggle is reachable on a phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
  });
});

test.describe("mobile menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens natively and lists the same links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await page.locator("summary[aria-label='Menu']").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of [...SECTIONS, ...TOOLS])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/#portfolio");
    await expect(page.getByRole("contentinfo").getByText(/All rights reserved\./)).toBeAttached();
  });
});

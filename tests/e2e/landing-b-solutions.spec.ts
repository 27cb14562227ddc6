import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { distanceFromSection } from "./scroll-target.ts";

const SOLUTIONS = [
  { id: "fintech", title: "FinTech & Islamic Finance", category: "Financial Technology", offerings: 6 },
  { id: "edtech", title: "EdTech Platforms", category: "Education Technology", offerings: 4 },
  { id: "ecommerce", title: "eCommerce Growth", category: "Digital Commerce", offerings: 6 },
  { id: "daas", title: "Data as a Service", category: "Data & Analytics", offerings: 4 },
];

const section = (page: Page) => page.locator("section#solutions");

test.describe("Solutions", () => {
  test("shows four cards, each a real link to its solution page", async ({ page }) => {
    await page.goto("/");
    const cards = section(page).locator("ul > li");
    await expect(cards).toHaveCount(4);
    for (const [index, solution] of SOLUTIONS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: solution.title })).toHaveAttribute(
        "href",
        `/solutions/${solution.id}`,
      );
      await expect(card.getByText(solution.category)).toBeVisible();
      await expect(card.locator("svg.lucide")).toHaveCount(1);
      await expect(card.locator("p")).toHaveCSS("-webkit-line-clamp", "3");
    }
  });

  test("a card opens a modal with the title, description and Key Offerings (6, 4, 6, 4)", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const solution of SOLUTIONS) {
      const link = section(page).getByRole("link", { name: solution.title });
      await link.click();
      await expect(page).toHaveURL("/");
      const dialog = page.getByRole("dialog", { name: solution.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(/.{40,}/);
      await expect(dialog.getByRole("heading", { name: "Key Offerings" })).toBeVisible();
      await expect(dialog.getByRole("list", { name: "Key Offerings" }).getByRole("listitem")).toHaveCount(
        solution.offerings,
      );
      await expect(dialog.getByRole("link", { name: "View Full Details" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Request Consultation" })).toHaveAttribute(
        "href",
        `/book?topic=${solution.id}`,
      );

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    }
  });

  test("Escape closes the modal and focus stays inside it while open", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = section(page).getByRole("link", { name: "EdTech Platforms" });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "EdTech Platforms" });
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  // Issue #3: a Tab pressed while the modal's code is still loading moves focus on to the next card, so
  // the browser's own focus restoration on Escape lands there; focus must still go back to the opener.
  test("Escape returns focus to the opener even if Tab was pressed before the modal appeared", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = () => {};
    const chunkRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.route("**/assets/solution-dialog-*.js", async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    await section(page).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-deferred="solutions"]')).toHaveAttribute("data-hydrated", "");
    const link = section(page).getByRole("link", { name: "EdTech Platforms" });
    await link.click();
    await chunkRequested;
    await page.keyboard.press("Tab");
    await expect(section(page).getByRole("link", { name: "eCommerce Growth" })).toBeFocused();
    release();
    const dialog = page.getByRole("dialog", { name: "EdTech Platforms" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("View Full Details closes the modal and goes to the solution page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await section(page).getByRole("link", { name: "eCommerce Growth" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "View Full Details" }).click();
    await expect(page).toHaveURL("/solutions/ecommerce");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "eCommerce Growth" })).toBeVisible();
  });

  test("Request Consultation closes the modal and opens booking with the solution as the topic", async ({ page }) => {
    await gotoHydrated(page, "/");
    await section(page).getByRole("link", { name: "Data as a Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Data as a Service" });
    await dialog.getByRole("link", { name: "Request Consultation" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/book\?topic=daas/);
    await expect(page.getByLabel("What would you like to discuss?")).toHaveValue(
      "I'd like to talk about Data as a Service.",
    );
  });

  test("Or send a message closes the modal and goes to the contact form (SPEC §2)", async ({ page }) => {
    await gotoHydrated(page, "/");
    await section(page).getByRole("link", { name: "Data as a Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Data as a Service" });
    await dialog.getByRole("link", { name: "Or send a message" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => distanceFromSection(page, "contact")).toBeLessThanOrEqual(2);
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { toasts } from "./leads-helpers.ts";

// The native <dialog> behind the landing page's modals (app/components/ui/dialog.tsx) and the toast
// viewport: what the element does not do by itself.

const caseStudyButton = (page: Page, title: string) =>
  page
    .locator("section#portfolio li")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .getByRole("button", { name: "Case Study" });

const htmlOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe("landing modals", () => {
  test("a press on the backdrop closes the modal and returns focus; a press inside does not", async ({ page }) => {
    await gotoHydrated(page, "/");
    const opener = caseStudyButton(page, "Marketplace Checkout Revamp");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Marketplace Checkout Revamp" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/one-page checkout/);

    // Inside the box, on its padding and on its text: it stays open.
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x + 4, box.y + box.height / 2);
    await dialog.getByRole("heading", { name: "Technologies Used" }).click();
    await expect(dialog).toBeVisible();

    // Outside the box, on the backdrop: it closes.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the page behind cannot scroll while a modal is open, and can again once it closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await htmlOverflow(page)).not.toBe("hidden");
    await page.locator("#solutions").getByRole("link", { name: "EdTech Platforms" }).click();
    const dialog = page.getByRole("dialog", { name: "EdTech Platforms" });
    await expect(dialog).toBeVisible();
    expect(await htmlOverflow(page)).toBe("hidden");
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await htmlOverflow(page)).not.toBe("hidden");
    // Closing did not move the page either.
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test("Tab and Shift+Tab wrap around inside the modal", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#solutions").getByRole("link", { name: "Data as a Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Data as a Service" });
    const first = dialog.getByRole("link", { name: "View Full Details" });
    const last = dialog.getByRole("button", { name: "Close" });
    await expect(first).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
  });
});

test.describe("toasts", () => {
  test("a toast is announced in the Notifications region and its Close button removes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const region = toasts(page);
    await expect(region.getByRole("list")).toHaveAttribute("aria-live", "polite");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("banner").getByRole("link", { name: "Resume", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/Resume\.pdf$/);
    const toast = region.getByRole("listitem").filter({ hasText: "Resume Downloaded" });
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("a toast closes by itself after five seconds unless the pointer rests on it", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    // From here on the page's time only moves when the test says so, however busy the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("banner").getByRole("link", { name: "Resume", exact: true }).click(),
    ]);
    const toast = toasts(page).getByRole("listitem").filter({ hasText: "Resume Downloaded" });
    await expect(toast).toBeVisible();

    await toast.hover();
    await page.clock.runFor(10_000);
    await expect(toast).toBeVisible();

    await page.mouse.move(5, 5);
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toHaveCount(0);
  });
});

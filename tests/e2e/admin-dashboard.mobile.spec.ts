import { signInAsAdmin } from "./admin-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

test.describe.configure({ timeout: 90_000 });

test("on a phone the dashboard fits the screen: the tabs scroll, the page does not", async ({ page }) => {
  await signInAsAdmin(page);

  for (const path of ["/admin", "/admin?tab=messages", "/admin?tab=newsletter"]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.getByRole("tab", { name: "Newsletter" }).press("End");
  await expect(page).toHaveURL("/admin?tab=network");
  await expect(page.getByRole("tab", { name: "Network Articles" })).toBeInViewport();
  await expectNoAxeViolations(page);
});

import { ADMIN_TABS } from "#app/components/admin/tabs.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

test.describe.configure({ timeout: 90_000 });

test("on a phone the dashboard fits the screen: the tabs wrap, every one in sight, and the page does not scroll sideways", async ({
  page,
}) => {
  await signInAsAdmin(page);

  for (const path of ["/admin", "/admin?tab=messages", "/admin?tab=newsletter"]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // Every tab is in sight, the open one too (the Bookings tab was past the edge of a sideways strip).
  await gotoHydrated(page, "/admin?tab=bookings");
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" }).getByRole("tab");
  await expect(tabs).toHaveCount(ADMIN_TABS.length);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("tab", { name: "Bookings", selected: true })).toBeInViewport({ ratio: 1 });

  await gotoHydrated(page, "/admin?tab=newsletter");
  await page.getByRole("tab", { name: "Newsletter" }).press("End");
  await expect(page).toHaveURL("/admin?tab=network");
  await expect(page.getByRole("tab", { name: "Network Articles" })).toBeInViewport();
  await expectNoAxeViolations(page);
});

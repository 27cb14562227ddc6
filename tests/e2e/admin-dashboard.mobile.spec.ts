import { ADMIN_SECTIONS } from "#app/components/admin/tabs.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

test.describe.configure({ timeout: 90_000 });

test("on a phone the dashboard fits the screen: the sections wrap, every one in sight, and the page does not scroll sideways", async ({
  page,
}) => {
  await signInAsAdmin(page);

  for (const path of ["/admin/overview", "/admin/messages", "/admin/newsletter"]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // Every section's link is in sight, the open one too (Bookings was past the edge of a sideways strip).
  await gotoHydrated(page, "/admin/bookings");
  const links = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link");
  await expect(links).toHaveCount(ADMIN_SECTIONS.length);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  const current = page.getByRole("link", { name: "Bookings" });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(current).toBeInViewport({ ratio: 1 });

  await page.getByRole("link", { name: "Network Articles" }).click();
  await expect(page).toHaveURL("/admin/network");
  await expect(page.getByRole("link", { name: "Network Articles" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
});

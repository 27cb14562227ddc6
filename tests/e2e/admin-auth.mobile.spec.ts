import { continueSignIn, openAdminAccess } from "./admin-helpers.ts";
import { E2E_ADMIN } from "./auth-env.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

test.describe("admin sign-in on a phone", () => {
  test("the shield sits in the bar; once signed in, the mobile menu carries the account entries", async ({ page }) => {
    const dialog = await openAdminAccess(page);
    await expectNoAxeViolations(page);
    await continueSignIn(page, dialog, E2E_ADMIN.email);
    await expect(page).toHaveURL("/admin/overview");

    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const account = menu.getByRole("list", { name: E2E_ADMIN.name });
    await expect(menu.getByText(E2E_ADMIN.email)).toBeVisible();
    await expect(account.getByRole("link")).toHaveText(["Admin Dashboard", "Sign out"]);
    await expectNoAxeViolations(page);

    await account.getByRole("link", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Admin sign in" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("explains how the owner signs in when no identity provider is set up", async ({ page }) => {
    await gotoHydrated(page, "/?signin=unavailable");
    const dialog = page.getByRole("dialog", { name: "Admin Access" });
    await expect(dialog.getByRole("status")).toContainText("not set up");
    await expect(dialog.getByRole("status")).toContainText("npm run admin:link -- you@example.com");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/");
  });
});

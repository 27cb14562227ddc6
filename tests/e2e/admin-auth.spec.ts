import type { Page } from "@playwright/test";
import { openAdminAccess, signIn } from "./admin-helpers.ts";
import { E2E_ADMIN, E2E_VISITOR, OIDC_ISSUER } from "./auth-env.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";

const DESCRIPTION = "Sign in with the identity provider to access admin features and manage content.";

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "sid");

test.describe("admin sign-in", () => {
  test("a visitor's faint shield opens the Admin Access dialog", async ({ page }) => {
    const dialog = await openAdminAccess(page);
    await expect(dialog.getByRole("heading", { name: "Admin Access" })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(DESCRIPTION);
    await expect(dialog.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/api/auth/google");
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Admin sign in" })).toBeFocused();
  });

  test("the admin signs in, sees the dashboard, and signs out for good", async ({ page, browser }) => {
    await signIn(page, E2E_ADMIN.email);
    await expect(page).toHaveURL("/admin/overview");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Site" })).toHaveAttribute("href", "/");

    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await page.request.get("/api/auth/me");
    expect(await me.json()).toEqual({
      name: E2E_ADMIN.name,
      email: E2E_ADMIN.email,
      picture: expect.stringMatching(/\/apple-touch-icon\.png$/),
      isAdmin: true,
    });

    // The avatar menu: picture, name, e-mail, Admin Dashboard and Sign out.
    const account = page.getByRole("banner").getByRole("button", { name: `Account: ${E2E_ADMIN.name}` });
    await expect(account.locator("img")).toHaveAttribute("src", /apple-touch-icon\.png$/);
    await account.click();
    const menu = page.getByRole("menu", { name: `Account: ${E2E_ADMIN.name}` });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("banner").getByText(E2E_ADMIN.email).filter({ visible: true })).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(["Admin Dashboard", "Sign out"]);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    await page.getByRole("link", { name: "Back to Site" }).click();
    await expect(page).toHaveURL("/");
    await account.click();
    await menu.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL("/admin/overview");

    await account.click();
    await menu.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Admin sign in" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);

    // The old cookie was revoked on the server, not merely deleted from this browser.
    const replay = await browser.newContext();
    try {
      await replay.addCookies([cookie!]);
      expect((await replay.request.get("/api/auth/me")).status()).toBe(401);
      expect((await replay.request.get("/api/contact")).status()).toBe(401);
    } finally {
      await replay.close();
    }
  });

  test("another address is signed in, sent home and refused by every admin API", async ({ page }) => {
    await signIn(page, E2E_VISITOR.email);
    await expect(page).toHaveURL("/");
    expect(await (await page.request.get("/api/auth/me")).json()).toMatchObject({
      email: E2E_VISITOR.email,
      isAdmin: false,
    });
    for (const path of ["/api/contact", "/api/newsletter", "/api/career"]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }

    const account = page.getByRole("banner").getByRole("button", { name: `Account: ${E2E_VISITOR.name}` });
    await expect(account).toHaveText("R");
    await account.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Sign out"]);

    await page.goto("/admin");
    await expect(page).toHaveURL("/");
  });

  test("a visitor who signs in and out from an Arabic page stays on the Arabic pages", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    await page.getByRole("banner").getByRole("button", { name: "دخول المشرف" }).click();
    const dialog = page.getByRole("dialog", { name: "دخول المشرف" });
    await dialog.getByRole("link", { name: "تسجيل الدخول" }).click();
    await page.waitForURL(`${OIDC_ISSUER}/interaction/**`);
    await page.getByLabel("Login").fill(E2E_VISITOR.email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/ar");
    await waitForHydration(page);

    await page
      .getByRole("banner")
      .getByRole("button", { name: `الحساب: ${E2E_VISITOR.name}` })
      .click();
    await page.getByRole("menu").getByRole("menuitem", { name: "تسجيل الخروج" }).click();
    await expect(page).toHaveURL("/ar");
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test("/admin sends a signed-out visitor home", async ({ page }) => {
    const response = await page.goto("/admin");
    await expect(page).toHaveURL("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  });

  test("a failed sign-in brings the dialog back with a notice, and closing it tidies the address", async ({ page }) => {
    await gotoHydrated(page, "/?signin=failed");
    const dialog = page.getByRole("dialog", { name: "Admin Access" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("Sign-in did not complete. Please try again.");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/");
  });
});

test.describe("admin sign-in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the shield is a plain link that starts sign-in", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("banner").getByRole("link", { name: "Admin sign in" });
    await expect(link).toHaveAttribute("href", "/api/auth/google");
    await expect(page.getByRole("banner").getByRole("button", { name: "Admin sign in" })).toBeHidden();
  });
});

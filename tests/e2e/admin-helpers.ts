import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN, OIDC_ISSUER } from "./auth-env.ts";
import { expect } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";

// Signing in through the local OpenID Connect provider (oidc-provider on loopback, started by
// oidc-setup.ts): the browser goes to the provider, signs in there and comes back through the callback.

/** Opens the Admin Access dialog from the header's shield on the home page. */
export async function openAdminAccess(page: Page): Promise<Locator> {
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Admin sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Admin Access" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** From the open Admin Access dialog, signs in at the provider as `email` and waits for React back on the site. */
export async function continueSignIn(page: Page, dialog: Locator, email: string) {
  await dialog.getByRole("link", { name: "Sign in" }).click();
  await page.waitForURL(`${OIDC_ISSUER}/interaction/**`);
  await page.getByLabel("Login").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  // Back on the site (wherever the callback sent us): wait for React before clicking anything.
  await page.waitForURL((url) => !url.href.startsWith(OIDC_ISSUER));
  await waitForHydration(page);
}

/** Signs the page's browser context in as `email`, starting from the home page. */
export async function signIn(page: Page, email: string) {
  await continueSignIn(page, await openAdminAccess(page), email);
}

/** Signs the page's browser context in as the admin; the callback lands on the dashboard. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, E2E_ADMIN.email);
  await expect(page).toHaveURL("/admin/overview");
}

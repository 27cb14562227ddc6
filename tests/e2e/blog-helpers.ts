import type { Page } from "@playwright/test";
import { E2E_ADMIN, OIDC_ISSUER } from "./auth-env.ts";
import { expect } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

/** Signs the page's browser context in as the admin through the local identity provider. */
export async function signInAsAdmin(page: Page) {
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Admin sign in" }).click();
  await page.getByRole("dialog", { name: "Admin Access" }).getByRole("link", { name: "Sign in" }).click();
  await page.waitForURL(`${OIDC_ISSUER}/interaction/**`);
  await page.getByLabel("Login").fill(E2E_ADMIN.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/admin");
}

/** The admin JSON API from the signed-in context (mutations carry the site's Origin, as a browser's do). */
export function adminApi(page: Page, baseURL: string) {
  const headers = { Origin: baseURL, "Content-Type": "application/json" };
  return {
    post: (path: string, data: unknown) => page.request.post(path, { headers, data }),
    put: (path: string, data: unknown) => page.request.put(path, { headers, data }),
    delete: (path: string) => page.request.delete(path, { headers }),
  };
}

export const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export const ARTICLE_BODY = [
  "## Why it matters",
  "",
  "Murabaha is a cost-plus sale: the financier buys the asset and sells it on at a disclosed markup, paid in instalments.",
  "",
  "```ts",
  "const total = price * (1 + markup);",
  "```",
  "",
  "## How to start",
  "",
  "Read the [AAOIFI standards](https://aaoifi.com) first.",
].join("\n");

/** A toast's text in the notifications region (Radix's own status announcement is fleeting). */
export const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

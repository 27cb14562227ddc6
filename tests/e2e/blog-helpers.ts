import type { Browser, Page } from "@playwright/test";
import { SAMPLE_ARTICLES } from "#content/sample-articles.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expect } from "./fixtures.ts";

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

/**
 * Publishes the sample articles (content/sample-articles.ts) as the admin, in a page of its own: the
 * English one, then the Arabic one as its translation. Once per server: a second call finds them there.
 */
export async function publishSampleArticles(browser: Browser, baseURL: string) {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const api = adminApi(admin, baseURL);
  const english = await api.post("/api/articles", { ...SAMPLE_ARTICLES.en, published: true, locale: "en" });
  expect([201, 409]).toContain(english.status());
  const translationId = english.status() === 201 ? ((await english.json()) as { data: { id: string } }).data.id : "";
  const arabic = await api.post("/api/articles", {
    ...SAMPLE_ARTICLES.ar,
    published: true,
    locale: "ar",
    translationId,
  });
  expect([201, 409]).toContain(arabic.status());
  await admin.close();
}

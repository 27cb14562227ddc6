import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { makeImage } from "../media-fixtures.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { ARTICLE_BODY, adminApi, uniqueSlug } from "./blog-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// The owner's admin on a 390 px phone (issue #42): after a save the owner sees what happened, a
// refusal names and links each field; the overview's table fits; a refused delete leaves no question
// open behind its error; the admin, in English only, has no language switch that goes nowhere.

test.describe.configure({ timeout: 120_000 });
const PHONE_WIDTH = 390;
test.use({
  viewport: { width: PHONE_WIDTH, height: 844 },
  // A refused save (400) and a refused delete (409) show in the console, on purpose.
  expectedConsoleMessages: [/status of (400|409)/],
});

const SHOTS = process.env.OWNER_SHOTS_DIR;
/** What the owner sees (the screen, or one part of the page), for a look at the change. */
async function shot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await (part ?? page).screenshot({ path: `${SHOTS}/${name}-phone.png` });
}

/**
 * How far the page reaches past the phone's width. Against the fixed width, not `innerWidth`: a
 * mobile browser widens its layout viewport to a page that is too wide, so that difference stays 0.
 */
const sideways = (page: Page) => page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE_WIDTH);

test("after Save draft the answer has focus and is on screen; a refusal names each field and takes focus to it", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin/content/hero");
  const headline = page.getByLabel("Headline (English)");
  const original = await headline.inputValue();

  // A refused save: the headline emptied, the owner far down the form at its sticky buttons.
  await headline.fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  const refusal = page.getByRole("status").filter({ hasText: "Nothing was saved" });
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  const link = refusal.getByRole("link", { name: "Headline (English)" });
  await expect(refusal).toContainText("Headline (English): Required.");
  await shot(page, "content-refusal");
  await expectNoAxeViolations(page);
  await link.click();
  await expect(headline).toBeFocused();
  await expect(headline).toBeInViewport();

  // Corrected and saved: the answer again where the owner is.
  await headline.fill(`${original} (draft)`);
  await page.getByRole("button", { name: "Save draft" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Draft saved" });
  await expect(saved).toBeFocused();
  await expect(saved).toBeInViewport();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await shot(page, "content-saved");

  // Leave the shared server as it was.
  await page.getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft is discarded" })).toBeFocused();
});

test("the overview's table fits the screen with its Total, and the chart's newest date is whole", async ({ page }) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin");
  const chart = page.getByRole("figure", { name: "New leads per week" });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await chart.getByText("Show as table").click();
  await expect(chart.getByRole("columnheader", { name: "Total" })).toBeInViewport({ ratio: 1 });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  // Every date under the bars is under the plot (the newest hung past its edge, into the card's).
  const card = await chart.locator("svg").boundingBox();
  const labels = chart.locator("[data-axis=x] span:visible");
  expect(await labels.count()).toBeGreaterThan(0);
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(card!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
    await expect(label).toBeInViewport({ ratio: 1 });
  }
  await shot(page, "overview-table", chart);
});

test("a refused image delete closes its question: the error is shown and focus is back on Delete", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin/media");
  const altEn = `A phone photo ${Date.now()}`;
  const png = await makeImage("png", { width: 640 + (Date.now() % 100), height: 360 });
  await page.getByLabel("Image file").setInputFiles({ name: "phone.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Alt text (English)").fill(altEn);
  await page.getByLabel("Alt text (Arabic)").fill("صورة هاتف");
  await page.getByRole("button", { name: "Add to library" }).click();
  const card = page.getByRole("list", { name: "All images" }).getByRole("listitem").filter({ hasText: altEn });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const ref = (await card.locator("code").textContent()) ?? "";
  const title = `Phone article ${Date.now()}`;
  const created = await adminApi(page, baseURL ?? "").post("/api/articles", {
    title,
    slug: uniqueSlug("phone-media"),
    category: "Testing",
    excerpt: "An article that shows a library image.",
    content: `${ARTICLE_BODY}\n\n![${altEn}](${ref})`,
    published: false,
    publishedAt: null,
  });
  expect(created.status()).toBe(201);

  const remove = card.getByRole("button", { name: "Delete" });
  await remove.click();
  const ask = page.getByRole("dialog", { name: "Delete this image?" });
  await ask.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/This image is still used, so it was not deleted/)).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(card).toBeVisible();
  await shot(page, "media-refusal");
});

test("the admin, in English only, has no language switch leading back to itself", async ({ page }) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "العربية" })).toHaveCount(0);
  // A public page keeps its switch.
  await gotoHydrated(page, "/tools");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar/tools");
});

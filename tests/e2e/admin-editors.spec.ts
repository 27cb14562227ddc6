import type { Locator } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { ARTICLE_BODY, adminApi, uniqueSlug } from "./blog-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// The admin's editor dialogs at desktop width: they take the width their content asks for (the
// article editor with its live preview most of the screen), and a field's server error goes away
// once that field is edited while the others' stay.

test.describe.configure({ timeout: 90_000 });
// The refused saves show up in the console as failed requests, on purpose.
test.use({ expectedConsoleMessages: [/status of (400|409)/] });

const width = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

test("the article editor is wide, its preview column too, and a slug error clears once the slug is edited", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const taken = uniqueSlug("taken");
  const created = await adminApi(page, baseURL ?? "").post("/api/articles", {
    title: "An article that holds a slug",
    slug: taken,
    category: "Testing",
    excerpt: "An article created to make the slug taken.",
    content: ARTICLE_BODY,
    published: false,
    publishedAt: null,
  });
  expect(created.status()).toBe(201);

  await gotoHydrated(page, "/admin/articles");
  await page.getByRole("region", { name: "Articles" }).getByRole("button", { name: "New Article" }).click();
  const dialog = page.getByRole("dialog", { name: "New Article" });
  // max-w-3xl (768 px), not the dialog's base max-w-lg (512 px).
  expect(await width(dialog)).toBeGreaterThan(700);
  await dialog.getByLabel("Title", { exact: true }).fill("A title the server will accept");
  await dialog.getByLabel("Slug", { exact: true }).fill(taken);
  await dialog.getByLabel("Category", { exact: true }).fill("Testing");
  await dialog.getByLabel("Excerpt", { exact: true }).fill("An excerpt long enough for the form.");
  await dialog.getByLabel("Content (markdown)", { exact: true }).fill(ARTICLE_BODY);

  await dialog.getByRole("button", { name: "Show preview" }).click();
  // max-w-6xl (1152 px) at 1280 px: each of the editor's two columns gets more than 500 px. Asked until
  // it holds: the click's re-render can come a frame after the click returns on a loaded machine.
  await expect.poll(() => width(dialog)).toBeGreaterThan(1100);
  const preview = dialog.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { name: "Why it matters" })).toBeVisible();
  await expect.poll(() => width(preview)).toBeGreaterThan(500);

  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(dialog.getByText("This slug is already used by another article")).toBeVisible();
  await expect(dialog.getByLabel("Slug", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Slug", { exact: true }).fill(`${taken}-2`);
  await expect(dialog.getByText("This slug is already used by another article")).toBeHidden();
  await expect(dialog.getByLabel("Slug", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
});

test("the testimonial editor is wider than 512 px; editing one field clears its error and keeps the other's", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin/testimonials");
  await page.getByRole("region", { name: "Testimonials" }).getByRole("button", { name: "Add Testimonial" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
  // max-w-2xl (672 px).
  expect(await width(dialog)).toBeGreaterThan(600);

  // The server refuses two fields: the save (a fetcher's JSON post to the Testimonials section's action) goes out with
  // a one-letter name and a short testimonial in place of what the form, whose own checks would stop
  // them, holds. The refusal is the server's, with its own messages.
  await page.route("**/admin/testimonials.data*", async (route) => {
    const request = route.request();
    const body = request.method() === "POST" ? (request.postDataJSON() as { kind?: string; input?: object }) : null;
    if (body?.kind !== "testimonial") return route.continue();
    const input = { ...body.input, name: "L", content: "Too short" };
    return route.continue({ postData: JSON.stringify({ ...body, input }) });
  });
  await dialog.getByLabel("Name", { exact: true }).fill("Layla Haddad");
  await dialog.getByLabel("Company", { exact: true }).fill("Gulf Lending");
  await dialog.getByLabel("Role", { exact: true }).fill("Head of Product");
  await dialog.getByLabel("Testimonial", { exact: true }).fill("Turned our BNPL idea into a product in months.");
  await dialog.getByRole("button", { name: "Add Testimonial" }).click();
  const nameError = dialog.getByText("Name must be at least 2 characters");
  const textError = dialog.getByText("Testimonial must be at least 10 characters");
  await expect(nameError).toBeVisible();
  await expect(textError).toBeVisible();

  await dialog.getByLabel("Name", { exact: true }).fill("Layla Haddad-Nasser");
  await expect(nameError).toBeHidden();
  await expect(dialog.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(textError).toBeVisible();
  await expect(dialog.getByLabel("Testimonial", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

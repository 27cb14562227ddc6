import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("serves the landing page as server-rendered HTML", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  const html = await response.text();
  expect(html).toMatch(/<html lang="en" dir="ltr" class="dark"/);
  expect(html).toContain('id="hero"');
});

test("shows 'Page Not Found' with a 404 status for an unknown path", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("shows 'Page Not Found' with a 404 status at /not-found", async ({ page }) => {
  const response = await page.goto("/not-found");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the landing page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
});

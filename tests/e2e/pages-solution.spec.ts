import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { distanceFromSection } from "./scroll-target.ts";

test.describe("solution page", () => {
  test("shows the category, title, description, image and a Key Offerings grid", async ({ page }) => {
    const response = await page.goto("/solutions/fintech");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("FinTech & Islamic Finance | Omar Haddad");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Digital financial products designed for Gulf customers/,
    );

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("FinTech & Islamic Finance");
    await expect(main.getByText("Financial Technology", { exact: true })).toBeVisible();
    await expect(main.getByText(/^Digital financial products designed for Gulf customers/)).toBeVisible();
    await expect(main.getByRole("img", { name: "FinTech & Islamic Finance" })).toHaveAttribute(
      "src",
      "/images/solutions/fintech.svg",
    );
    await expect(main.getByRole("heading", { level: 2, name: "Key Offerings" })).toBeVisible();
    const offerings = main.getByRole("listitem");
    await expect(offerings).toHaveCount(6);
    await expect(offerings.first()).toHaveText(
      "Shariah-compliant product design (Murabaha, Ijarah, Musharakah, Qard Hasan)",
    );
    await expect(main.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/book?topic=fintech");
  });

  test("each solution has its own page with its number of offerings", async ({ page }) => {
    for (const [id, title, count] of [
      ["edtech", "EdTech Platforms", 4],
      ["ecommerce", "eCommerce Growth", 6],
      ["daas", "Data as a Service", 4],
    ] as const) {
      await page.goto(`/solutions/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(count);
    }
  });

  test("an unknown solution redirects to /not-found, which shows 'Page Not Found'", async ({ page }) => {
    const response = await page.goto("/solutions/unknown");
    await expect(page).toHaveURL("/not-found");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("Get Started Today opens booking with the solution as the topic", async ({ page }) => {
    await gotoHydrated(page, "/solutions/daas");
    await page.getByRole("link", { name: "Get Started Today" }).click();
    await expect(page).toHaveURL(/\/book\?topic=daas/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a consultation" })).toBeVisible();
  });

  test("Back to Solutions returns to the Solutions section", async ({ page }) => {
    await gotoHydrated(page, "/solutions/edtech");
    await page.getByRole("link", { name: "Back to Solutions" }).click();
    await expect(page).toHaveURL("/#solutions");
    await expect.poll(() => distanceFromSection(page, "solutions")).toBeLessThanOrEqual(1);
  });
});

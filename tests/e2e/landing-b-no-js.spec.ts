import { expect, test } from "./fixtures.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a solution card is a link to its page", async ({ page }) => {
    await page.goto("/");
    await page.locator("section#solutions").getByRole("link", { name: "FinTech & Islamic Finance" }).click();
    await expect(page).toHaveURL("/solutions/fintech");
    await expect(page.getByRole("heading", { level: 1, name: "FinTech & Islamic Finance" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(6);
  });

  test("all six project cards render and lead to their pages; JavaScript-only controls are hidden", async ({
    page,
  }) => {
    await page.goto("/");
    const portfolio = page.locator("section#portfolio");
    const cards = portfolio.getByRole("list", { name: "Projects" }).locator(":scope > li");
    await expect(cards).toHaveCount(6);
    await expect(portfolio.getByRole("group", { name: "Filter projects by category" })).toBeHidden();
    const caseStudyButtons = portfolio.locator("button", { hasText: "Case Study" });
    await expect(caseStudyButtons).toHaveCount(6);
    for (const button of await caseStudyButtons.all()) await expect(button).toBeHidden();
    await expect(portfolio.getByRole("link", { name: "Live Demo" }).first()).toBeVisible();

    await portfolio.getByRole("link", { name: "Web3 Community Growth Engine" }).click();
    await expect(page).toHaveURL("/project/3");
    await expect(page.getByRole("heading", { level: 1, name: "Web3 Community Growth Engine" })).toBeVisible();
  });
});

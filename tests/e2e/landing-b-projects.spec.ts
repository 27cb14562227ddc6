import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

const ALL_TITLES = [
  "Islamic FinTech Product Explorer",
  "AI Customer Care Copilot",
  "Web3 Community Growth Engine",
  "Marketplace Checkout Revamp",
  "Adaptive Learning Platform",
  "Churn Prediction Data Product",
];

const BY_CATEGORY: Record<string, string[]> = {
  AI: ["AI Customer Care Copilot", "Churn Prediction Data Product"],
  Web3: ["Web3 Community Growth Engine"],
  FinTech: ["Islamic FinTech Product Explorer"],
  EdTech: ["Adaptive Learning Platform"],
  eCommerce: ["Marketplace Checkout Revamp"],
};

const FILTERS = ["All", "AI", "Web3", "FinTech", "EdTech", "eCommerce"];

const portfolio = (page: Page) => page.locator("section#portfolio");
const cards = (page: Page) => portfolio(page).getByRole("list", { name: "Projects" }).locator(":scope > li");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("heading", { name: title }) });

test.describe("My Projects", () => {
  test("shows six projects under the All filter, which is pressed by default", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(portfolio(page).getByRole("heading", { level: 2, name: "My Projects" })).toBeVisible();
    const filters = portfolio(page).getByRole("group", { name: "Filter projects by category" }).getByRole("button");
    await expect(filters).toHaveText(FILTERS);
    await expect(portfolio(page).getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(ALL_TITLES);
  });

  test("each category filter shows only that category's projects and marks itself pressed", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const filter of [...Object.keys(BY_CATEGORY), "All"]) {
      await portfolio(page).getByRole("button", { name: filter, exact: true }).click();
      for (const other of FILTERS) {
        await expect(portfolio(page).getByRole("button", { name: other, exact: true })).toHaveAttribute(
          "aria-pressed",
          String(other === filter),
        );
      }
      const expected = filter === "All" ? ALL_TITLES : (BY_CATEGORY[filter] ?? []);
      await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expected);
      if (filter !== "All") {
        for (const badge of await cards(page).locator("h3 + span").all()) await expect(badge).toHaveText(filter);
      }
    }
  });

  test("a card shows image, title, category, a 3-line description and its tech stack", async ({ page }) => {
    await page.goto("/");
    const copilot = card(page, "AI Customer Care Copilot");
    await expect(copilot.locator("img")).toHaveAttribute("src", "/images/projects/2.svg");
    await expect(copilot.locator("img")).toHaveAttribute("loading", "lazy");
    await expect(copilot.locator("img")).toHaveAttribute("alt", "AI Customer Care Copilot");
    await expect(copilot.getByText("AI", { exact: true })).toBeVisible();
    await expect(copilot.locator("p").first()).toHaveCSS("-webkit-line-clamp", "3");
    await expect(copilot.getByRole("list", { name: "Tech stack" }).getByRole("listitem")).toHaveText([
      "Python",
      "FastAPI",
      "LLM APIs",
      "PostgreSQL + pgvector",
      "React",
      "Azure",
    ]);
    await expect(copilot.getByRole("button", { name: "Case Study" })).toBeVisible();
  });

  test("the title and the image lead to the project page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(card(page, "Web3 Community Growth Engine").locator("a:has(img)")).toHaveAttribute(
      "href",
      "/project/3",
    );
    await card(page, "Marketplace Checkout Revamp").getByRole("link", { name: "Marketplace Checkout Revamp" }).click();
    await expect(page).toHaveURL("/project/4");
    await expect(page.getByRole("heading", { level: 1, name: "Marketplace Checkout Revamp" })).toBeVisible();

    await gotoHydrated(page, "/");
    await card(page, "Adaptive Learning Platform").locator("img").click();
    await expect(page).toHaveURL("/project/5");
  });

  test("Live Demo and Source Code open in a new tab; an in-site demo stays in the tab", async ({ page }) => {
    await page.goto("/");
    const copilot = card(page, "AI Customer Care Copilot");
    const live = copilot.getByRole("link", { name: "Live Demo" });
    await expect(live).toHaveAttribute("href", "https://copilot-demo.example.com");
    const source = copilot.getByRole("link", { name: "Source Code" });
    await expect(source).toHaveAttribute("href", "https://github.com/example/ai-care-copilot");
    for (const link of [live, source]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }

    const explorer = card(page, "Islamic FinTech Product Explorer");
    const internal = explorer.getByRole("link", { name: "Live Demo" });
    await expect(internal).toHaveAttribute("href", "/islamic-fintech");
    await expect(internal).not.toHaveAttribute("target", /.*/);
    await expect(explorer.getByRole("link", { name: "Source Code" })).toHaveCount(0);

    // Projects 5 and 6 have no live link; 6 has no repository either.
    await expect(card(page, "Adaptive Learning Platform").getByRole("link", { name: "Live Demo" })).toHaveCount(0);
    await expect(
      card(page, "Churn Prediction Data Product").getByRole("link", { name: /Live Demo|Source Code/ }),
    ).toHaveCount(0);
  });

  test("Case Study opens a modal with image, description, technologies, the case study and links", async ({ page }) => {
    await gotoHydrated(page, "/");
    await card(page, "Marketplace Checkout Revamp").getByRole("button", { name: "Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "Marketplace Checkout Revamp" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/redesigned search, product page and one-page checkout/);
    await expect(dialog.getByRole("img", { name: "Marketplace Checkout Revamp" })).toHaveAttribute(
      "src",
      "/images/projects/4.svg",
    );
    await expect(dialog.getByRole("heading", { name: "Technologies Used" })).toBeVisible();
    await expect(dialog.getByRole("list").first().getByRole("listitem")).toHaveText([
      "React",
      "Node.js",
      "PostgreSQL",
      "Redis",
      "Payment Gateway APIs",
      "Google Analytics 4",
    ]);
    await expect(dialog.getByText(/20% conversion improvement/)).toBeVisible();
    const live = dialog.getByRole("link", { name: "Live Demo" });
    await expect(live).toHaveAttribute("href", "https://marketplace-demo.example.com");
    await expect(live).toHaveAttribute("target", "_blank");
    const github = dialog.getByRole("link", { name: "GitHub" });
    await expect(github).toHaveAttribute("href", "https://github.com/example/marketplace-checkout");
    await expect(github).toHaveAttribute("rel", /\bnoopener\b/);
  });

  test("a project without a case study text shows no case study block", async ({ page }) => {
    await gotoHydrated(page, "/");
    await card(page, "Churn Prediction Data Product").getByRole("button", { name: "Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "Churn Prediction Data Product" });
    await expect(dialog.getByRole("heading", { name: "Technologies Used" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Case Study" })).toHaveCount(0);
    await expect(dialog.getByRole("link")).toHaveCount(0);
  });

  test("the Case Study modal keeps focus inside, closes on Escape and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const opener = card(page, "AI Customer Care Copilot").getByRole("button", { name: "Case Study" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "AI Customer Care Copilot" });
    await expect(dialog).toBeVisible();
    // The modal has three focusable controls (Live Demo, GitHub, Close); Tab and Shift+Tab cycle among them.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The corner Close button, used from the keyboard (a mouse left resting over the header would open its hover menu).
    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the in-site Live Demo in the modal closes it and navigates in the same tab", async ({ page }) => {
    await gotoHydrated(page, "/");
    await card(page, "Islamic FinTech Product Explorer").getByRole("button", { name: "Case Study" }).click();
    const dialog = page.getByRole("dialog", { name: "Islamic FinTech Product Explorer" });
    await dialog.getByRole("link", { name: "Live Demo" }).click();
    await expect(page).toHaveURL("/islamic-fintech");
    await expect(dialog).toBeHidden();
  });
});

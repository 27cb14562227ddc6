import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { distanceFromSection } from "./scroll-target.ts";

test.describe("project page", () => {
  test("shows the project's category, title, description, links, image, tech stack and overview", async ({ page }) => {
    const response = await page.goto("/project/1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Islamic FinTech Product Explorer | Omar Haddad");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^An interactive guide to six Shariah-compliant financing products/,
    );

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Islamic FinTech Product Explorer");
    await expect(main.getByText("FinTech", { exact: true })).toBeVisible();
    await expect(main.getByText(/^An interactive guide to six Shariah-compliant financing products/)).toBeVisible();
    await expect(main.getByRole("img", { name: "Islamic FinTech Product Explorer" })).toHaveAttribute(
      "src",
      "/images/projects/1.svg",
    );
    // An in-site live link opens in the same tab.
    const live = main.getByRole("link", { name: "Live Demo" });
    await expect(live).toHaveAttribute("href", "/islamic-fintech");
    await expect(live).not.toHaveAttribute("target", /.*/);
    await expect(main.getByRole("heading", { name: "Technologies Used" })).toBeVisible();
    await expect(main.getByRole("list").getByRole("listitem")).toHaveText([
      "React",
      "TypeScript",
      "Tailwind CSS",
      "Node.js",
      "Zod",
    ]);
    await expect(main.getByRole("heading", { name: "Project Overview" })).toBeVisible();
    await expect(main.getByText(/^Every project I take on starts with the problem/)).toBeVisible();
  });

  test("external live and GitHub links open in a new tab", async ({ page }) => {
    await page.goto("/project/2");
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["Live Demo", "https://copilot-demo.example.com"],
      ["GitHub", "https://github.com/example/ai-care-copilot"],
    ] as const) {
      const link = main.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("a project without links shows neither", async ({ page }) => {
    await page.goto("/project/6");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Churn Prediction Data Product");
    await expect(main.getByRole("link", { name: /Live Demo|GitHub/ })).toHaveCount(0);
  });

  test("Back to Projects returns to the landing page scrolled to My Projects", async ({ page }) => {
    await gotoHydrated(page, "/project/3");
    const back = page.getByRole("link", { name: "Back to Projects" });
    await expect(back).toHaveAttribute("href", "/#portfolio");
    await back.click();
    await expect(page).toHaveURL("/#portfolio");
    // The landing page's data and code load after the address changes: slow on a busy machine.
    await expect.poll(() => distanceFromSection(page, "portfolio"), { timeout: 15_000 }).toBeLessThanOrEqual(1);
    await expect(page.getByRole("heading", { level: 2, name: "My Projects" })).toBeInViewport();
  });

  test("shows 'Project Not Found' with a 404 status for an unknown id", async ({ page }) => {
    const response = await page.goto("/project/99");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Project Not Found | Omar Haddad");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
      "href",
      "/#portfolio",
    );
  });

  test("shows 'Project Not Found' for an id that is not a plain number", async ({ page }) => {
    for (const id of ["abc", "01", "1.5"]) {
      const response = await page.goto(`/project/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
    }
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { expectSmoothScrollTo } from "./landing-a-helpers.ts";
import { distanceFromSection } from "./scroll-target.ts";

const SERVICES = [
  ["Product Management Consulting", "briefcase"],
  ["AI & AGI Development", "brain"],
  ["Web3 Growth Marketing", "rocket"],
  ["Technical Project Delivery", "code"],
];
const SKILL_GROUPS = [
  "Product Management",
  "AI & Emerging Tech",
  "Web3 & Blockchain",
  "Technical Skills",
  "Business & Analytics",
  "Industry Expertise",
];

const about = (page: Page) => page.locator("#about");
const timelineEntries = (page: Page) =>
  about(page).getByRole("list", { name: "Professional Journey" }).getByRole("listitem");

test.describe("about", () => {
  // The motion itself is under test here (the suite runs with reduced motion: playwright.config.ts).
  test.use({ reducedMotion: "no-preference" });

  test("introduces the owner and offers See My Projects and Download Resume", async ({ page }) => {
    await page.goto("/");
    await expect(about(page).getByRole("heading", { level: 2 })).toHaveText("About Me");
    await expect(about(page).getByText(/^I am a product and project leader with more than nine years/)).toBeVisible();
    await expect(about(page).getByRole("link", { name: "See My Projects" })).toHaveAttribute("href", "/#portfolio");
    const resume = about(page).getByRole("link", { name: "Download Resume" });
    await expect(resume).toHaveAttribute("href", "/resume.pdf");
    await expect(resume).toHaveAttribute("download", "Omar-Haddad-Resume.pdf");
  });

  test("See My Projects smooth-scrolls to the projects section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectSmoothScrollTo(page, "portfolio", () =>
      about(page).getByRole("link", { name: "See My Projects" }).click(),
    );
  });

  test("the timeline shows the first 3 positions with year, title, company and description", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(about(page).getByRole("heading", { level: 3, name: "Professional Journey" })).toBeVisible();
    const entries = timelineEntries(page);
    await expect(entries).toHaveCount(3);
    const first = entries.first();
    await expect(first.getByText("2024 - Present", { exact: true })).toBeVisible();
    await expect(first.getByRole("heading", { level: 4 })).toHaveText("Project Manager, Digital Programmes");
    await expect(first.getByText("Nakhla Telecom, a leading GCC telecom operator", { exact: true })).toBeVisible();
    await expect(first.getByText(/95% on-time delivery/)).toBeVisible();
  });

  test("'Show More (3 more positions)' reveals all six positions and 'Show Less' folds them again", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const toggle = about(page).getByRole("button", { name: /^Show (More|Less)/ });
    await expect(toggle).toHaveText("Show More (3 more positions)");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "about-timeline");

    await toggle.click();
    await expect(timelineEntries(page)).toHaveCount(6);
    await expect(toggle).toHaveText("Show Less");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(timelineEntries(page).last()).toContainText("2019 - 2020");

    await toggle.click();
    await expect(timelineEntries(page)).toHaveCount(3);
    await expect(toggle).toHaveText("Show More (3 more positions)");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("services", () => {
  test("shows four services, each with its icon, description and a Request Consultation button", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#services");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Services");
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const [i, [title, icon]] of SERVICES.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title!);
      await expect(card.locator(`svg.lucide-${icon}`)).toBeVisible();
      await expect(card.getByRole("paragraph")).not.toBeEmpty();
      // Booking, with the service as the topic (issue #20).
      await expect(card.getByRole("link", { name: "Request Consultation" })).toHaveAttribute(
        "href",
        /^\/book\?topic=[a-z0-9-]+$/,
      );
      // SPEC §2's contact form, one click away beside it (issue #32).
      await expect(card.getByRole("link", { name: "Or send a message" })).toHaveAttribute("href", "/#contact");
    }
  });

  test("Or send a message takes the visitor to the contact form", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = page.locator("#services").getByRole("link", { name: "Or send a message" }).first();
    await expect(link).toHaveAccessibleDescription("Product Management Consulting");
    await link.click();
    await expect.poll(() => distanceFromSection(page, "contact")).toBeLessThanOrEqual(2);
  });

  test("Request Consultation opens booking with the service as the topic", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.locator("#services").getByRole("link", { name: "Request Consultation" }).nth(2);
    await expect(button).toHaveAccessibleDescription("Web3 Growth Marketing");
    await button.click();
    await expect(page).toHaveURL(/\/book\?topic=web3-growth-marketing/);
    await expect(page.getByLabel("What would you like to discuss?")).toHaveValue(
      "I'd like to talk about Web3 Growth Marketing.",
    );
  });
});

test.describe("skills", () => {
  test("shows six grouped cards, each with a list of skill badges", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#skills");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Skills & Expertise");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(SKILL_GROUPS);
    const technical = section.getByRole("article", { name: "Technical Skills" });
    await expect(technical.getByRole("listitem").first()).toHaveText("React");
    for (const group of SKILL_GROUPS) {
      const count = await section.getByRole("article", { name: group }).getByRole("listitem").count();
      expect(count, group).toBeGreaterThanOrEqual(5);
    }
  });
});

test.describe("landing sections without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("show the statistics' final values, every position, all services and all skills", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("stat-value")).toHaveText(["9+", "50+", "80%", "100%"]);

    await expect(timelineEntries(page)).toHaveCount(6);
    await expect(about(page).getByRole("button", { name: /Show More/ })).toBeHidden();
    await expect(about(page).getByRole("link", { name: "Download Resume" })).toBeVisible();

    await expect(page.locator("#services").getByRole("heading", { level: 3 })).toHaveText(
      SERVICES.map(([title]) => title!),
    );
    await expect(page.locator("#services").getByRole("link", { name: "Request Consultation" })).toHaveCount(4);
    await expect(page.locator("#skills").getByRole("heading", { level: 3 })).toHaveText(SKILL_GROUPS);
    await expect(page.locator("#skills").getByText("Islamic Finance", { exact: true })).toBeVisible();
  });
});

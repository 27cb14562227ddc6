import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated, waitForSectionHydration } from "./hydration.ts";

for (const theme of ["dark", "light"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
    });

    async function expectTheme(page: Page) {
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    }

    test("the landing page's newsletter and contact forms showing errors have no accessibility violations", async ({
      page,
    }) => {
      await gotoHydrated(page, "/#newsletter");
      await expectTheme(page);
      await page.locator("#newsletter-email").fill("nobody@nowhere");
      await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
      await expect(page.locator("#newsletter-email")).toHaveAttribute("aria-invalid", "true");
      // Before the contact section hydrates, the browser's own required-field bubble answers the click
      // (and sets no aria-invalid): the form's error state under test is the hydrated one.
      await waitForSectionHydration(page, "contact");
      await page.locator("#contact").getByRole("button", { name: "Send Message" }).click();
      await expect(page.locator("#contact-message")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });

    test("/career, empty and with errors, has no accessibility violations", async ({ page }) => {
      await gotoHydrated(page, "/career");
      await expectTheme(page);
      await expectNoAxeViolations(page);
      await page.locator("#career-resumeUrl").fill("resume.pdf");
      await page.getByRole("button", { name: "Submit Inquiry" }).click();
      await expect(page.locator("#career-resumeUrl")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });

    test("the newsletter confirm and unsubscribe pages have no accessibility violations", async ({ page }) => {
      await gotoHydrated(page, "/newsletter/confirm?token=unknown");
      await expectTheme(page);
      await expectNoAxeViolations(page);
      await gotoHydrated(page, "/newsletter/unsubscribe?token=unknown");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid.");
      await expectNoAxeViolations(page);
    });
  });
}

test("the thank-you screens have no accessibility violations", async ({ page }) => {
  await page.goto("/career?submitted=1");
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/?subscribed=1&sent=contact#newsletter");
  await expect(page.getByText("Thank you for subscribing!", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./leads-helpers.ts";

/** The field's message, found through the field's aria-describedby. */
async function errorOf(page: Page, fieldId: string) {
  const field = page.locator(`#${fieldId}`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  return page.locator(`[id="${await field.getAttribute("aria-describedby")}"]`);
}

test.describe("lead forms without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    // A form the server did not accept comes back with status 400, which the browser reports.
    expectedConsoleMessages: [/^Failed to load resource: the server responded with a status of 400/],
  });

  test("the contact form shows the server's messages with the input kept, then sends", async ({ page }) => {
    await page.goto("/#contact");
    await page.locator("#contact-name").fill("A");
    await page.locator("#contact-email").fill("ada@localhost");
    await page.locator("#contact-message").fill("Too short");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.locator("#contact").getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);

    await expect(await errorOf(page, "contact-name")).toHaveText("Name must be at least 2 characters");
    await expect(await errorOf(page, "contact-email")).toHaveText("Please enter a valid email address");
    await expect(await errorOf(page, "contact-message")).toHaveText("Message must be at least 10 characters");
    await expect(page.locator("#contact-name")).toHaveValue("A");
    await expect(page.locator("#contact-email")).toHaveValue("ada@localhost");
    await expect(page.locator("#contact-message")).toHaveValue("Too short");

    await page.locator("#contact-name").fill("Ada Lovelace");
    await page.locator("#contact-email").fill(uniqueEmail("no-js-contact"));
    await page.locator("#contact-message").fill("Sent from a browser without JavaScript.");
    await page.locator("#contact").getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL("/?sent=contact#contact");
    await expect(page.locator("#contact").getByRole("status")).toHaveText(
      "Message sent! Thank you for reaching out. I'll get back to you soon.",
    );
    await expect(page.locator("#contact-name")).toHaveValue("");
    await expect(page.locator("#contact-name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the newsletter form shows the server's message with the input kept, then thanks the visitor", async ({
    page,
  }) => {
    await page.goto("/#newsletter");
    await page.locator("#newsletter-email").fill("reader@localhost");
    await page.locator("#newsletter-name").fill("Grace");
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();

    await expect(await errorOf(page, "newsletter-email")).toHaveText("Please enter a valid email address");
    await expect(page.locator("#newsletter-email")).toHaveValue("reader@localhost");
    await expect(page.locator("#newsletter-name")).toHaveValue("Grace");
    // Only the form that was posted shows errors.
    await expect(page.locator("#contact-name")).not.toHaveAttribute("aria-invalid", "true");

    await page.locator("#newsletter-email").fill(uniqueEmail("no-js-reader"));
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL("/?subscribed=1#newsletter");
    await expect(page.locator("#newsletter").getByText("Thank you for subscribing!", { exact: true })).toBeVisible();
    await expect(
      page.locator("#newsletter").getByText("Check your email to confirm your subscription.", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("#newsletter-email")).toHaveCount(0);
  });

  test("the career form shows the server's messages with the input kept, then the Thank You screen", async ({
    page,
  }) => {
    await page.goto("/career");
    await page.locator("#career-name").fill("A");
    await page.locator("#career-email").fill("ada@localhost");
    await page.locator("#career-inquiryType").selectOption("fulltime");
    await page.locator("#career-message").fill("Too short for this");
    // The browser accepts any absolute URL; the server wants a web address.
    await page.locator("#career-portfolioUrl").fill("ftp://files.example.com");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();

    await expect(await errorOf(page, "career-name")).toHaveText("Name must be at least 2 characters");
    await expect(await errorOf(page, "career-email")).toHaveText("Please enter a valid email address");
    await expect(await errorOf(page, "career-message")).toHaveText("Message must be at least 20 characters");
    await expect(await errorOf(page, "career-portfolioUrl")).toHaveText(
      "Please enter a valid URL starting with http:// or https://",
    );
    await expect(page.locator("#career-name")).toHaveValue("A");
    await expect(page.locator("#career-inquiryType")).toHaveValue("fulltime");
    await expect(page.locator("#career-message")).toHaveValue("Too short for this");
    await expect(page.locator("#career-portfolioUrl")).toHaveValue("ftp://files.example.com");

    await page.locator("#career-name").fill("Ada Lovelace");
    await page.locator("#career-email").fill(uniqueEmail("no-js-career"));
    await page.locator("#career-message").fill("A full-time role in our product team, without JavaScript.");
    await page.locator("#career-portfolioUrl").fill("https://ada.example.com");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();

    await expect(page).toHaveURL("/career?submitted=1");
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("I'll review it and get back to you within 24-48 hours")).toBeVisible();
    await page.getByRole("link", { name: "Submit Another Inquiry" }).click();
    await expect(page).toHaveURL("/career");
    await expect(page.locator("#career-name")).toHaveValue("");
    await expect(page.locator("#career-inquiryType")).toHaveValue("collaboration");
  });

  test("a filled honeypot is answered like a success", async ({ page }) => {
    await page.goto("/career");
    await page.locator("#career-name").fill("Spam Bot");
    await page.locator("#career-email").fill("bot@example.com");
    await page.locator("#career-message").fill("Buy cheap followers for your fintech startup today!");
    // A bot fills what the markup holds; a person never sees the field (display: none).
    await expect(page.locator("#career-fax")).toBeHidden();
    await page.locator("#career-fax").evaluate((input: HTMLInputElement) => (input.value = "+1 555 0100"));
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page).toHaveURL("/career?submitted=1");
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import {
  answerOf,
  expectFieldError,
  expectToast,
  formPostUrl,
  gate,
  isFormPost,
  postedFields,
  SUBMISSION_KEY,
  uniqueEmail,
} from "./leads-helpers.ts";

const block = (page: Page) => page.locator("#newsletter");
const emailField = (page: Page) => block(page).getByLabel("Email", { exact: true });
const nameField = (page: Page) => block(page).getByLabel("Name (optional)", { exact: true });
const subscribe = (page: Page) => block(page).getByRole("button", { name: "Subscribe" }).click();

test.describe("newsletter signup", () => {
  test("offers an email field, an optional name field and a Subscribe button beside a short pitch", async ({
    page,
  }) => {
    await page.goto("/#newsletter");
    await expect(emailField(page)).toHaveAttribute("type", "email");
    await expect(emailField(page)).toHaveAttribute("required", "");
    await expect(nameField(page)).not.toHaveAttribute("required", "");
    await expect(block(page).getByRole("heading", { level: 2 })).toBeVisible();
    await expect(block(page).getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("subscribes through the landing page's action, replaces the form with the thank-you and shows a toast", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const email = uniqueEmail("reader");
    await emailField(page).fill(email);
    await nameField(page).fill("Grace");

    const [request, response] = await Promise.all([
      page.waitForRequest(isFormPost("/")),
      // Its body is read as it arrives: the page moves on (thanks, reset) as soon as the answer is in.
      page.waitForResponse((r) => isFormPost("/")(r.request())).then(answerOf),
      subscribe(page),
    ]);
    // The fields a browser without JavaScript posts, with the key this one made.
    expect(postedFields(request)).toMatchObject({
      intent: "newsletter",
      email,
      name: "Grace",
      submission: expect.stringMatching(SUBMISSION_KEY),
    });
    expect(response.status).toBeLessThan(300);
    expect(response.text).toContain("/?subscribed=1#newsletter");

    await expect(block(page).getByText("Thank you for subscribing!", { exact: true })).toBeVisible();
    await expect(
      block(page).getByText("Check your email to confirm your subscription.", { exact: true }),
    ).toBeVisible();
    await expect(block(page).getByRole("status")).toBeFocused();
    await expect(emailField(page)).toHaveCount(0);
    await expectToast(page, "Success!", "You've been subscribed to the newsletter.");
  });

  test("reads 'Subscribing...' and is disabled while the request is on its way", async ({ page }) => {
    await gotoHydrated(page, "/");
    const held = gate();
    await page.route(formPostUrl("/"), async (route) => {
      if (route.request().method() === "POST") await held.opened;
      await route.continue();
    });
    await emailField(page).fill(uniqueEmail("slow-reader"));
    await subscribe(page);

    const button = block(page).getByRole("button", { name: "Subscribing..." });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    held.open();
    await expect(block(page).getByText("Thank you for subscribing!", { exact: true })).toBeVisible();
  });

  test("asks for a valid email address before sending anything", async ({ page }) => {
    await gotoHydrated(page, "/");
    let posts = 0;
    page.on("request", (request) => {
      if (isFormPost("/")(request)) posts++;
    });
    await emailField(page).fill("reader@nowhere");
    await subscribe(page);
    await expectFieldError(emailField(page), "Please enter a valid email address");
    await expect(emailField(page)).toBeFocused();
    expect(posts).toBe(0);
  });

  test.describe("when the server refuses or cannot be reached", () => {
    test.use({ expectedConsoleMessages: [/^Failed to load resource: /] });

    test("shows 'Subscription Failed' with the server's message and keeps the form", async ({ page }) => {
      await gotoHydrated(page, "/");
      // The shell's limit on public posts answers before the action, with its JSON message.
      await page.route(formPostUrl("/"), (route) =>
        route.request().method() === "POST"
          ? route.fulfill({
              status: 429,
              headers: { "Retry-After": "300" },
              json: { message: "Too many requests. Please try again in 5 minutes." },
            })
          : route.continue(),
      );
      await emailField(page).fill("reader@example.com");
      await nameField(page).fill("Grace");
      await subscribe(page);

      await expectToast(page, "Subscription Failed", "Too many requests. Please try again in 5 minutes.", true);
      await expect(emailField(page)).toHaveValue("reader@example.com");
      await expect(nameField(page)).toHaveValue("Grace");
      await expect(block(page).getByText("Thank you for subscribing!")).toHaveCount(0);
    });

    test("falls back to 'Failed to subscribe' when the answer carries no message", async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.route(formPostUrl("/"), (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
          : route.continue(),
      );
      await emailField(page).fill("reader@example.com");
      await subscribe(page);
      await expectToast(page, "Subscription Failed", "Failed to subscribe", true);
      await expect(emailField(page)).toHaveValue("reader@example.com");
    });
  });
});

import type { Page } from "@playwright/test";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { type ReceivedMail, startSmtpServer, waitFor } from "#harness/smtp.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { uniqueEmail } from "./leads-helpers.ts";

const INVALID_CONFIRM = "This confirmation link is invalid or has expired.";
const INVALID_UNSUBSCRIBE = "This unsubscribe link is not valid.";

async function expectNoindex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

test.describe("newsletter confirmation page", () => {
  test("says an unknown token is invalid or expired and links back to the signup", async ({ page }) => {
    const response = await page.goto("/newsletter/confirm?token=not-a-real-token");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(INVALID_CONFIRM);
    await expect(page.getByRole("button", { name: "Confirm subscription" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/#newsletter");
    await expectNoindex(page);
  });

  test("says the same without any token", async ({ page }) => {
    await page.goto("/newsletter/confirm");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(INVALID_CONFIRM);
  });

  test("'Sign up again' leads to the newsletter signup", async ({ page }) => {
    await gotoHydrated(page, "/newsletter/confirm?token=expired");
    await page.getByRole("link", { name: "Sign up again" }).click();
    await expect(page).toHaveURL("/#newsletter");
    await expect(page.locator("#newsletter").getByRole("button", { name: "Subscribe" })).toBeInViewport();
  });
});

test.describe("newsletter unsubscribe page", () => {
  test("asks for a click on an Unsubscribe button in a POST form, and an unknown token is not valid", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/newsletter/unsubscribe?token=not-a-real-token");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expectNoindex(page);
    const button = page.getByRole("button", { name: "Unsubscribe" });
    await expect(page.locator("form").filter({ has: button })).toHaveAttribute("method", "post");
    await button.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(INVALID_UNSUBSCRIBE);
  });

  test("without a token says the link is not valid straight away", async ({ page }) => {
    await page.goto("/newsletter/unsubscribe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(INVALID_UNSUBSCRIBE);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Unsubscribe button still posts the form", async ({ page }) => {
      await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(INVALID_UNSUBSCRIBE);
    });
  });
});

/**
 * The whole double opt-in with real links. The shared test server has no SMTP, so this starts its own
 * built server with a loopback SMTP server and reads the confirmation e-mail from it.
 */
test.describe("double opt-in with a real confirmation e-mail", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: RunningServer;

  test.beforeAll(async () => {
    // An embedded database starts slowly while the rest of the suite keeps the machine busy.
    test.setTimeout(90_000);
    assertBuilt();
    smtp = await startSmtpServer();
    server = await startServer(
      {
        PGLITE_DIR: tempDataDir("site-e2e-optin-"),
        SMTP_URL: smtp.url,
        MAIL_FROM: "newsletter@example.com",
        LOG_LEVEL: "warn",
        RATE_LIMIT_PUBLIC_POSTS: "100000",
        RATE_LIMIT_FORM_POSTS: "100000",
      },
      75_000,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  /** Signs up through the landing page and returns the links from the confirmation e-mail. */
  async function signUp(page: Page, { javaScript = true } = {}) {
    const email = uniqueEmail("optin");
    if (javaScript) await gotoHydrated(page, `${server.url}/`);
    else await page.goto(`${server.url}/`);
    await page.locator("#newsletter-email").fill(email);
    await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing!", { exact: true })).toBeVisible();
    const mailTo = () => smtp.received.find((m) => m.to.includes(email));
    await waitFor(() => mailTo() !== undefined, "confirmation e-mail");
    const mail = mailTo() as ReceivedMail;
    const token = (name: string) => {
      const match = new RegExp(`/newsletter/${name}\\?token=([\\w-]+)`).exec(mail.text);
      expect(match, `the e-mail carries the ${name} link`).not.toBeNull();
      return match![1]!;
    };
    // The List-Unsubscribe https address (the site's configured address, reached on this server).
    const oneClick = new URL(/<(https?:[^>]+)>/.exec(mail.headers["list-unsubscribe"] ?? "")![1]!);
    return {
      confirm: `${server.url}/newsletter/confirm?token=${token("confirm")}`,
      unsubscribe: `${server.url}/newsletter/unsubscribe?token=${token("unsubscribe")}`,
      oneClick: `${server.url}${oneClick.pathname}${oneClick.search}`,
    };
  }

  test("opening the link does not confirm; the Confirm subscription button does, once", async ({ page }) => {
    const links = await signUp(page);

    // Mail scanners follow links: any number of GETs leave the subscription pending.
    for (let i = 0; i < 2; i++) {
      await gotoHydrated(page, links.confirm);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
      const button = page.getByRole("button", { name: "Confirm subscription" });
      await expect(page.locator("form").filter({ has: button })).toHaveAttribute("method", "post");
    }
    await expectNoindex(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed!");
    await expect(page.getByText(/one e-mail a month/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The link is used up.
    await page.goto(links.confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(INVALID_CONFIRM);
  });

  test("the unsubscribe link's page unsubscribes on a click", async ({ page }) => {
    const links = await signUp(page);
    await gotoHydrated(page, links.unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed.");
    await expectNoAxeViolations(page);

    // After unsubscribing, the confirmation link no longer works either.
    await page.goto(links.confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(INVALID_CONFIRM);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("signing up and confirming work as plain forms", async ({ page }) => {
      const links = await signUp(page, { javaScript: false });
      await page.goto(links.confirm);
      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed!");
    });

    test("the List-Unsubscribe address opened in a browser asks first; its button unsubscribes", async ({ page }) => {
      const links = await signUp(page, { javaScript: false });
      // A mail client's browser, or a link scanner, opening it: a page that asks, and no change.
      for (let i = 0; i < 2; i++) {
        const response = await page.goto(links.oneClick);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
      }
      await page.goto(links.confirm);
      await page.getByRole("button", { name: "Confirm subscription" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed!");

      await page.goto(links.oneClick);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed.");
    });
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import {
  answerOf,
  expectFieldError,
  expectNoFieldError,
  expectToast,
  formPostUrl,
  gate,
  isFormPost,
  postedFields,
  SUBMISSION_KEY,
  uniqueEmail,
} from "./leads-helpers.ts";

const form = (page: Page) => page.locator("#contact form");

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  const contact = page.locator("#contact");
  await contact.getByLabel("Name", { exact: true }).fill(values.name);
  await contact.getByLabel("Email", { exact: true }).fill(values.email);
  await contact.getByLabel("Message", { exact: true }).fill(values.message);
}

const send = (page: Page) => page.locator("#contact").getByRole("button", { name: "Send Message" }).click();

test.describe("contact form", () => {
  test("posts the message to the landing page's action, thanks the visitor with a toast and empties the form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const email = uniqueEmail("contact");
    await fillContact(page, { name: "Ada Lovelace", email, message: "I would like to discuss a fintech launch." });

    const [request, response] = await Promise.all([
      page.waitForRequest(isFormPost("/")),
      // Its body is read as it arrives: the page moves on (thanks, reset) as soon as the answer is in.
      page.waitForResponse((r) => isFormPost("/")(r.request())).then(answerOf),
      send(page),
    ]);
    // The same door and fields as without JavaScript, with the key this browser made.
    expect(request.headers()["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URL(request.url()).search).toBe("?index");
    expect(postedFields(request)).toMatchObject({
      intent: "contact",
      name: "Ada Lovelace",
      email,
      message: "I would like to discuss a fintech launch.",
      submission: expect.stringMatching(SUBMISSION_KEY),
    });
    // Accepted: the action's answer is its way on to the thank-you address, which the page does not follow.
    expect(response.status).toBeLessThan(300);
    expect(response.text).toContain("/?sent=contact#contact");

    await expectToast(page, "Message sent!", "Thank you for reaching out. I'll get back to you soon.");
    const contact = page.locator("#contact");
    await expect(contact.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(contact.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(contact.getByLabel("Message", { exact: true })).toHaveValue("");
    await expect(page).not.toHaveURL(/sent=/);
  });

  test("shows the rules' messages under each field before sending anything", async ({ page }) => {
    await gotoHydrated(page, "/");
    let posts = 0;
    page.on("request", (request) => {
      if (isFormPost("/")(request)) posts++;
    });
    await fillContact(page, { name: "A", email: "not-an-email", message: "Too short" });
    await send(page);

    const contact = page.locator("#contact");
    await expectFieldError(contact.getByLabel("Name", { exact: true }), "Name must be at least 2 characters");
    await expectFieldError(contact.getByLabel("Email", { exact: true }), "Please enter a valid email address");
    await expectFieldError(contact.getByLabel("Message", { exact: true }), "Message must be at least 10 characters");
    await expect(contact.getByLabel("Name", { exact: true })).toBeFocused();
    expect(posts).toBe(0);

    // Fixing the fields and sending again clears the messages.
    await fillContact(page, { name: "Ada", email: uniqueEmail("fixed"), message: "Now this is long enough." });
    await send(page);
    await expectToast(page, "Message sent!", "Thank you for reaching out. I'll get back to you soon.");
    await expectNoFieldError(contact.getByLabel("Name", { exact: true }));
    await expectNoFieldError(contact.getByLabel("Message", { exact: true }));
  });

  test("reads 'Sending...' and is disabled while the message is on its way", async ({ page }) => {
    await gotoHydrated(page, "/");
    const held = gate();
    await page.route(formPostUrl("/"), async (route) => {
      if (route.request().method() === "POST") await held.opened;
      await route.continue();
    });
    await fillContact(page, { name: "Ada", email: uniqueEmail("slow"), message: "A message that takes its time." });
    await send(page);

    const button = form(page).getByRole("button", { name: "Sending..." });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    held.open();
    await expectToast(page, "Message sent!", "Thank you for reaching out. I'll get back to you soon.");
    await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test.describe("when the server refuses or cannot be reached", () => {
    test.use({ expectedConsoleMessages: [/^Failed to load resource: /] });

    test("shows the server's message in an 'Error' toast and keeps what was typed", async ({ page }) => {
      await gotoHydrated(page, "/");
      // Something before the action (a proxy, the shell) answering with its JSON message.
      await page.route(formPostUrl("/"), (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 500, json: { message: "Server says no" } })
          : route.continue(),
      );
      const values = { name: "Ada", email: "ada@example.com", message: "Please keep this text for me." };
      await fillContact(page, values);
      await send(page);

      await expectToast(page, "Error", "Server says no", true);
      const contact = page.locator("#contact");
      await expect(contact.getByLabel("Name", { exact: true })).toHaveValue(values.name);
      await expect(contact.getByLabel("Email", { exact: true })).toHaveValue(values.email);
      await expect(contact.getByLabel("Message", { exact: true })).toHaveValue(values.message);
      await expect(contact.getByRole("button", { name: "Send Message" })).toBeEnabled();
    });

    test("shows the server's field errors under their fields", async ({ page }) => {
      await gotoHydrated(page, "/");
      // The browser's check passes; the action refuses what it is sent instead (an address it will not take).
      await page.route(formPostUrl("/"), async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const fields = new URLSearchParams(route.request().postData() ?? "");
        fields.set("email", "ada@localhost");
        await route.fulfill({ response: await route.fetch({ postData: fields.toString() }) });
      });
      await fillContact(page, { name: "Ada", email: "ada@example.com", message: "The server will not like it." });
      await send(page);

      await expectToast(page, "Error", "Please enter a valid email address", true);
      const contact = page.locator("#contact");
      await expectFieldError(contact.getByLabel("Email", { exact: true }), "Please enter a valid email address");
      await expectNoFieldError(contact.getByLabel("Name", { exact: true }));
    });

    test("falls back to 'Failed to send message. Please try again.' when the server cannot be reached", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      let posts = 0;
      await page.route(formPostUrl("/"), (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts++;
        return route.abort("internetdisconnected");
      });
      await fillContact(page, { name: "Ada", email: "ada@example.com", message: "Nobody will receive this one." });
      await send(page);
      await expectToast(page, "Error", "Failed to send message. Please try again.", true);
      // Sent once more with its key after the dropped connection, then given up.
      expect(posts).toBe(2);
      await expect(page.locator("#contact").getByLabel("Message", { exact: true })).toHaveValue(
        "Nobody will receive this one.",
      );
    });
  });
});

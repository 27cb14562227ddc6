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

/** A field by its label; a required field's label ends in an asterisk that screen readers skip. */
const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}( \\*)?$`));
const submit = (page: Page) => page.getByRole("button", { name: "Submit Inquiry" }).click();

const REQUIRED = ["Name", "Email", "Inquiry Type", "Message"];
const OPTIONAL = ["Phone", "Resume URL", "LinkedIn Profile", "Portfolio/Website"];

async function fillInquiry(page: Page, email: string) {
  await field(page, "Name").fill("Ada Lovelace");
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill("+971 50 123 4567");
  await field(page, "Inquiry Type").selectOption({ label: "Full-time Position" });
  await field(page, "Message").fill("We are hiring a head of product for our Islamic fintech app.");
  await field(page, "Resume URL").fill("https://example.com/job.pdf");
  await field(page, "LinkedIn Profile").fill("https://www.linkedin.com/in/ada");
  await field(page, "Portfolio/Website").fill("https://ada.example.com");
}

test.describe("career page", () => {
  test("shows 'Work With Me', an intro, three info cards and the inquiry form", async ({ page, baseURL }) => {
    await page.goto("/career");
    await expect(page).toHaveTitle("Work With Me | Omar Haddad");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/career`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Work With Me" })).toBeVisible();
    await expect(main.getByRole("list").first().getByRole("listitem")).toHaveCount(3);
    for (const title of ["Full-time Roles", "Freelance & Consulting", "Collaborations"]) {
      await expect(main.getByRole("heading", { name: title })).toBeVisible();
    }
  });

  test("marks name, email, inquiry type and message as required with an asterisk", async ({ page }) => {
    await page.goto("/career");
    for (const label of REQUIRED) {
      await expect(field(page, label)).toHaveAttribute("required", "");
      const asterisk = page.locator(`label[for="${await field(page, label).getAttribute("id")}"] span`);
      await expect(asterisk).toHaveText("*");
      await expect(asterisk).toHaveAttribute("aria-hidden", "true");
    }
    for (const label of OPTIONAL) {
      await expect(field(page, label)).not.toHaveAttribute("required", "");
      await expect(page.locator(`label[for="${await field(page, label).getAttribute("id")}"] span`)).toHaveCount(0);
    }
  });

  test("offers the five inquiry types, Collaboration first chosen", async ({ page }) => {
    await page.goto("/career");
    const select = field(page, "Inquiry Type");
    await expect(select.locator("option")).toHaveText([
      "Freelance Project",
      "Collaboration",
      "Full-time Position",
      "Consulting",
      "Other",
    ]);
    const values = await select
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(["freelance", "collaboration", "fulltime", "consulting", "other"]);
    await expect(select).toHaveValue("collaboration");
  });

  test("submits the inquiry, says Thank You, and Submit Another Inquiry returns to an empty form", async ({ page }) => {
    await gotoHydrated(page, "/career");
    const email = uniqueEmail("career");
    await fillInquiry(page, email);

    const [request, response] = await Promise.all([
      page.waitForRequest(isFormPost("/career")),
      // Its body is read as it arrives: the page moves on (thanks, reset) as soon as the answer is in.
      page.waitForResponse((r) => isFormPost("/career")(r.request())).then(answerOf),
      submit(page),
    ]);
    // The career page's own action, with the fields a browser without JavaScript posts and this one's key.
    expect(postedFields(request)).toMatchObject({
      submission: expect.stringMatching(SUBMISSION_KEY),
      name: "Ada Lovelace",
      email,
      phone: "+971 50 123 4567",
      inquiryType: "fulltime",
      message: "We are hiring a head of product for our Islamic fintech app.",
      resumeUrl: "https://example.com/job.pdf",
      linkedinUrl: "https://www.linkedin.com/in/ada",
      portfolioUrl: "https://ada.example.com",
    });
    expect(response.status).toBeLessThan(300);
    expect(response.text).toContain("/career?submitted=1");

    await expectToast(page, "Inquiry Submitted!", "Thank you for your interest. I'll get back to you soon.");
    const thanks = page.getByRole("heading", { name: "Thank You!" });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText("I'll review it and get back to you within 24-48 hours")).toBeVisible();
    await expect(field(page, "Name")).toHaveCount(0);

    await page.getByRole("button", { name: "Submit Another Inquiry" }).click();
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Email")).toHaveValue("");
    await expect(field(page, "Message")).toHaveValue("");
    await expect(field(page, "LinkedIn Profile")).toHaveValue("");
    await expect(field(page, "Inquiry Type")).toHaveValue("collaboration");
  });

  test("reads 'Submitting...' and is disabled while the inquiry is on its way", async ({ page }) => {
    await gotoHydrated(page, "/career");
    const held = gate();
    await page.route(formPostUrl("/career"), async (route) => {
      if (route.request().method() === "POST") await held.opened;
      await route.continue();
    });
    await fillInquiry(page, uniqueEmail("career-slow"));
    await submit(page);
    const button = page.getByRole("button", { name: "Submitting..." });
    await expect(button).toBeDisabled();
    held.open();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("checks the rules in the browser first and says what to fix", async ({ page }) => {
    await gotoHydrated(page, "/career");
    let posts = 0;
    page.on("request", (request) => {
      if (isFormPost("/career")(request)) posts++;
    });
    await field(page, "Name").fill("A");
    await field(page, "Email").fill("ada@");
    await field(page, "Message").fill("Too short");
    await field(page, "LinkedIn Profile").fill("linkedin.com/in/ada");
    await submit(page);

    await expectFieldError(field(page, "Name"), "Name must be at least 2 characters");
    await expectFieldError(field(page, "Email"), "Please enter a valid email address");
    await expectFieldError(field(page, "Message"), "Message must be at least 20 characters");
    await expectFieldError(
      field(page, "LinkedIn Profile"),
      "Please enter a valid URL starting with http:// or https://",
    );
    await expectNoFieldError(field(page, "Phone"));
    await expectNoFieldError(field(page, "Resume URL"));
    await expect(field(page, "Name")).toBeFocused();
    expect(posts).toBe(0);
  });

  test.describe("when the server refuses or cannot be reached", () => {
    test.use({ expectedConsoleMessages: [/^Failed to load resource: /] });

    test("shows 'Submission Failed' with the server's message, keeps the input and marks the fields", async ({
      page,
    }) => {
      await gotoHydrated(page, "/career");
      // The browser's check passes; the action refuses what it is sent instead (a résumé link it will not take).
      await page.route(formPostUrl("/career"), async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const fields = new URLSearchParams(route.request().postData() ?? "");
        fields.set("resumeUrl", "ftp://example.com/job.pdf");
        await route.fulfill({ response: await route.fetch({ postData: fields.toString() }) });
      });
      await fillInquiry(page, "ada@example.com");
      await submit(page);

      await expectToast(page, "Submission Failed", "Please enter a valid URL starting with http:// or https://", true);
      await expectFieldError(field(page, "Resume URL"), "Please enter a valid URL starting with http:// or https://");
      await expect(field(page, "Name")).toHaveValue("Ada Lovelace");
      await expect(field(page, "Inquiry Type")).toHaveValue("fulltime");
      await expect(field(page, "Message")).toHaveValue("We are hiring a head of product for our Islamic fintech app.");
      await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
    });

    test("falls back to 'Failed to submit inquiry' when the server cannot be reached", async ({ page }) => {
      await gotoHydrated(page, "/career");
      await page.route(formPostUrl("/career"), (route) =>
        route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
      );
      await fillInquiry(page, "ada@example.com");
      await submit(page);
      await expectToast(page, "Submission Failed", "Failed to submit inquiry", true);
      await expect(field(page, "Email")).toHaveValue("ada@example.com");
    });
  });

  test("is listed in the sitemap", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/career</loc>`);
  });
});

import type { Browser, Page } from "@playwright/test";
import { ARTICLE_SLUG } from "#content/sample-articles.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { publishSampleArticles } from "./blog-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { uniqueEmail } from "./leads-helpers.ts";

// Issue #44: a visit from a LinkedIn campaign, an article read, a contact message sent (with and
// without JavaScript), and the owner finding the message attributed on Insights and on the message.
// The visitor's browser reports an ordinary user agent: headless Chromium's says HeadlessChrome, which
// the bot rules (rightly) do not count. Each test has its own agent, so each is its own visitor.
const agent = (who: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e/${who}`;

/** A visitor's own browser: an ordinary agent; every request it makes is kept to check where it went. */
async function visitorBrowser(browser: Browser, who: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ userAgent: agent(who), javaScriptEnabled });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  return { context, page, requests };
}

async function sendContact(page: Page, email: string, message: string) {
  await page.locator("#contact-name").fill("Ada Lovelace");
  await page.locator("#contact-email").fill(email);
  await page.locator("#contact-message").fill(message);
  await page.locator("#contact").getByRole("button", { name: "Send Message" }).click();
}

/** Signed in as the owner: the message shows where it came from, and Insights lists the campaign's conversion. */
async function ownerFinds(page: Page, email: string, campaign: string) {
  await signInAsAdmin(page);
  await page.goto("/admin/messages");
  const message = page.getByRole("listitem").filter({ hasText: email });
  await expect(message.getByTestId("came-from")).toHaveText(
    `Came from: LinkedIn · campaign ${campaign} · landed on /blog/${ARTICLE_SLUG}`,
  );
  await page.getByRole("link", { name: "Insights", exact: true }).click();
  await expect(page).toHaveURL("/admin/insights");
  await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Today" }).click();
  const sources = page.getByRole("region", { name: "Sources", exact: true });
  await expect(sources.getByRole("row").filter({ hasText: "LinkedIn" })).toBeVisible();
  const campaigns = page.getByRole("region", { name: "UTM campaigns" });
  await expect(campaigns.getByRole("rowheader", { name: campaign, exact: true })).toBeVisible();
  const conversions = page.getByRole("table", { name: "Each goal by source and campaign" });
  await expect(conversions.getByRole("row").filter({ hasText: `LinkedIn · ${campaign}` })).toContainText(
    "Contact message",
  );
  // A click on a source shows only its visits, and its pages.
  await sources.getByRole("link", { name: "LinkedIn" }).click();
  await expect(page).toHaveURL(/source=LinkedIn/);
  await expect(
    page.getByRole("region", { name: "Pages", exact: true }).getByRole("link", { name: `/blog/${ARTICLE_SLUG}` }),
  ).toBeVisible();
}

test.describe("Insights: from a LinkedIn post to a contact message", () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    await publishSampleArticles(browser, baseURL!);
  });

  test("with JavaScript: counted, attributed, no cookie and no request leaving the site", async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const visitor = await visitorBrowser(browser, "with-js", true);
    await gotoHydrated(visitor.page, `/blog/${ARTICLE_SLUG}?utm_source=linkedin&utm_campaign=launch`);
    await gotoHydrated(visitor.page, "/#contact");
    const email = uniqueEmail("insights-js");
    const [response] = await Promise.all([
      // The landing page's own action, the door the form posts to without JavaScript too.
      visitor.page.waitForResponse((r) => new URL(r.url()).pathname === "/_.data" && r.request().method() === "POST"),
      sendContact(visitor.page, email, "We met at the launch: let us talk about a pilot."),
    ]);
    expect(response.status()).toBeLessThan(300);
    expect(await response.text()).toContain("/?sent=contact#contact");
    // Nothing identifies the visitor in their browser, and nothing they loaded came from elsewhere.
    expect(await visitor.context.cookies()).toEqual([]);
    expect(await visitor.page.evaluate(() => Object.keys(localStorage).filter((key) => key !== "theme"))).toEqual([]);
    const origin = new URL(baseURL!).origin;
    expect(visitor.requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);
    await visitor.context.close();

    await ownerFinds(page, email, "launch");
  });

  test("without JavaScript: the form's post is attributed the same way", async ({ browser, page }) => {
    test.setTimeout(90_000);
    const visitor = await visitorBrowser(browser, "no-js", false);
    await visitor.page.goto(`/blog/${ARTICLE_SLUG}?utm_source=linkedin&utm_campaign=form-launch`);
    await visitor.page.goto("/#contact");
    const email = uniqueEmail("insights-no-js");
    await sendContact(visitor.page, email, "Sent without JavaScript after the launch post.");
    await expect(visitor.page).toHaveURL("/?sent=contact#contact");
    expect(await visitor.context.cookies()).toEqual([]);
    await visitor.context.close();

    await ownerFinds(page, email, "form-launch");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the Insights page passes axe in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
      await signInAsAdmin(page);
      await gotoHydrated(page, "/admin/insights?period=7d");
      await expect(page.getByRole("heading", { name: "Insights", level: 2 })).toBeVisible();
      await page.getByText("Show as table").click();
      await expectNoAxeViolations(page);
    });
  }
});

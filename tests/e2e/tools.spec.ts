import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { GOOD_HTML, STRICT_HEADERS, startTestSite } from "../scan-site.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { expectNoSkippedHeadingLevels } from "./headings.ts";
import { gotoHydrated } from "./hydration.ts";

const TAB_NAMES = ["Crypto", "Currency", "Units", "Scanner", "Loan Calc"];

test.describe("tools page tabs", () => {
  test("shows the five tabs with Crypto first, and keeps the chosen tab in the URL across a refresh", async ({
    page,
  }) => {
    await gotoHydrated(page, "/tools");
    await expect(page).toHaveTitle(/^Free Tools \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Tools");
    const tablist = page.getByRole("tablist", { name: "Tools" });
    await expect(tablist.getByRole("tab")).toHaveText(TAB_NAMES);
    await expect(tablist.getByRole("tab", { name: "Crypto" })).toHaveAttribute("aria-selected", "true");

    await tablist.getByRole("tab", { name: "Units" }).click();
    await expect(page).toHaveURL("/tools?tab=units");
    await expect(page.getByRole("tabpanel", { name: "Units" })).toContainText("Unit Converter");
    await page.reload();
    await expect(tablist.getByRole("tab", { name: "Units" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Unit Converter" })).toBeVisible();
  });

  test("moves between tabs with the arrow keys, Home and End (one tab stop)", async ({ page }) => {
    await gotoHydrated(page, "/tools");
    const tablist = page.getByRole("tablist", { name: "Tools" });
    await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
    await tablist.getByRole("tab", { name: "Crypto" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Currency" })).toBeFocused();
    await expect(tablist.getByRole("tab", { name: "Currency" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/tools?tab=currency");
    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Loan Calc" })).toBeFocused();
    await expect(page).toHaveURL("/tools?tab=loan");
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Crypto" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tablist.getByRole("tab", { name: "Loan Calc" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(page).toHaveURL("/tools?tab=crypto");
    // Tab leaves the tab list for the panel, once the panel is the one shown (as a person sees it before
    // pressing Tab): pressed while the Loan panel is still there, focus would go into a panel that is
    // then replaced.
    await expect(tablist.getByRole("tab", { name: "Crypto" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Crypto" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Crypto" })).toBeFocused();
  });

  test("the Crypto and Currency tabs hold the crypto tracker and the currency converter", async ({ page }) => {
    await page.goto("/tools");
    await expect(page.getByRole("tabpanel", { name: "Crypto" }).getByRole("table")).toBeVisible();
    await page.goto("/tools?tab=currency");
    await expect(page.getByRole("region", { name: "Currency Converter" })).toBeVisible();
  });

  test("no tab skips a heading level (Lighthouse heading-order)", async ({ page }) => {
    for (const tab of ["crypto", "currency", "units", "scanner", "loan"]) {
      await gotoHydrated(page, `/tools?tab=${tab}`);
      await expect(page.getByRole("tablist", { name: "Tools" }).getByRole("tab", { selected: true })).toHaveAttribute(
        "id",
        `tools-tab-${tab}`,
      );
      await expect(page.locator(`#tools-panel-${tab}`).getByRole("heading").first()).toBeVisible();
      await expectNoSkippedHeadingLevels(page);
    }
  });

  test("an unknown tab falls back to Crypto, and the page is in the sitemap", async ({ page, request }) => {
    await page.goto("/tools?tab=nope");
    await expect(page.getByRole("tab", { name: "Crypto" })).toHaveAttribute("aria-selected", "true");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/tools</loc>");
    expect(sitemap).toContain("/islamic-fintech</loc>");
  });

  for (const tab of ["crypto", "currency", "units", "scanner", "loan"]) {
    test(`the ${tab} tab passes axe`, async ({ page }) => {
      await page.goto(`/tools?tab=${tab}`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("unit converter", () => {
  test("converts 1 meter to 3.2808 feet and 1 kilogram to 2.2046 pounds by default", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=units");
    const result = page.getByTestId("unit-result");
    await expect(result).toHaveText("3.2808 Foot");
    await expect(page.getByLabel("Value", { exact: true })).toHaveValue("1");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("meter");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("foot");

    await page.getByRole("tab", { name: "Weight" }).click();
    await expect(result).toHaveText("2.2046 Pound");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("kilogram");
  });

  test("converts with the SPEC factors, counts unparsable input as 0 and swaps units", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=units");
    const result = page.getByTestId("unit-result");
    await page.getByLabel("Value", { exact: true }).fill("5");
    await page.getByLabel("From", { exact: true }).selectOption("yard");
    await page.getByLabel("To", { exact: true }).selectOption("inch");
    await expect(result).toHaveText("180.0006 Inch");
    await page.getByLabel("Value", { exact: true }).fill("abc");
    await expect(result).toHaveText("0.0000 Inch");
    await page.getByLabel("Value", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Swap units" }).click();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("inch");
    await expect(result).toHaveText("0.0278 Yard");
  });

  test("refuses a negative or absurd value next to the field and converts nothing", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=units");
    const value = page.getByLabel("Value", { exact: true });
    await value.fill("-5");
    await expect(value).toHaveAttribute("aria-invalid", "true");
    await expect(value).toHaveAccessibleDescription("Value must be from 0 to 1,000,000,000");
    await expect(page.getByTestId("unit-result")).toHaveText("— Foot");
    await expectNoAxeViolations(page);
    await value.fill("2");
    await expect(value).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("unit-result")).toHaveText("6.5617 Foot");

    // The currency converter's amount keeps to its range too, rates or not.
    await gotoHydrated(page, "/tools?tab=currency");
    const amount = page.getByRole("region", { name: "Currency Converter" }).getByLabel("Amount");
    await expect(page.getByTestId("conversion-result")).toHaveText("97.18 EUR", { timeout: 20_000 });
    await amount.fill("-5");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription("Amount must be from 0 to 1,000,000,000,000");
    await expect(page.getByTestId("conversion-result")).toHaveText("—");
  });

  test("the Length and Weight tabs follow the arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=units");
    await page.getByRole("tab", { name: "Length" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Weight" })).toBeFocused();
    await expect(page.getByTestId("unit-result")).toHaveText("2.2046 Pound");
  });
});

test.describe("loan calculator", () => {
  test("shows the defaults: $100,000 at 5 % for 30 years is $536.82 a month", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=loan");
    await expect(page.getByRole("slider", { name: "Loan amount" })).toHaveValue("100000");
    await expect(page.getByRole("slider", { name: "Interest rate" })).toHaveValue("5");
    await expect(page.getByRole("slider", { name: "Loan term" })).toHaveValue("30");
    await expect(page.getByTestId("loan-monthly")).toHaveText("$536.82");
    // Each payment rounded to the cent: the last, $538.14, clears what rounding left (PMT × 360 is $193,255.78).
    await expect(page.getByTestId("loan-total")).toHaveText("$193,256.52");
    await expect(page.getByTestId("loan-interest")).toHaveText("$93,256.52");
    await expect(page.getByText("the last one, $538.14, takes what rounding leaves")).toBeVisible();
  });

  test("sliders keep to the SPEC ranges and steps and the payment follows", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=loan");
    const rate = page.getByRole("slider", { name: "Interest rate" });
    await rate.focus();
    await page.keyboard.press("ArrowRight");
    await expect(rate).toHaveValue("5.1");
    await page.keyboard.press("Home");
    await expect(rate).toHaveValue("1");
    await expect(page.getByTestId("loan-monthly")).toHaveText("$321.64");

    await rate.fill("5");
    const term = page.getByRole("slider", { name: "Loan term" });
    await term.focus();
    await page.keyboard.press("Home");
    await expect(term).toHaveValue("1");
    await expect(page.getByTestId("loan-monthly")).toHaveText("$8,560.75");
    await expect(page.getByTestId("loan-total")).toHaveText("$102,728.98");

    const amount = page.getByRole("slider", { name: "Loan amount" });
    await amount.focus();
    await page.keyboard.press("End");
    await expect(amount).toHaveValue("1000000");
    await page.keyboard.press("Home");
    await expect(amount).toHaveValue("10000");
    await page.keyboard.press("ArrowRight");
    await expect(amount).toHaveValue("15000");
  });

  test("draws principal against interest and lists the schedule by year", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=loan");
    const chart = page.getByRole("img", { name: /Principal and interest paid each year/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator("rect")).toHaveCount(60);
    await page.getByText("Amortisation schedule (by year)").click();
    const rows = page.getByRole("table", { name: "Amortisation schedule by year" }).locator("tbody tr");
    await expect(rows).toHaveCount(30);
    // Twelve payments of $536.82 (the exact payment, $536.8216…, would repay $1,475.37 of it), each
    // month's interest rounded to the cent.
    await expect(rows.first()).toHaveText(/^1\$1,475\.34\$4,966\.50\$98,524\.66$/);
    await expect(rows.last()).toContainText("$0.00");
  });
});

test.describe("website scanner", () => {
  test.use({ expectedConsoleMessages: [/status of (400|502)/] });

  test("Scan is disabled while the URL is empty", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=scanner");
    const scan = page.getByRole("button", { name: "Scan" });
    await expect(scan).toBeDisabled();
    await page.getByLabel("Website URL").fill("   ");
    await expect(scan).toBeDisabled();
    await page.getByLabel("Website URL").fill("example.com");
    await expect(scan).toBeEnabled();
  });

  test("a loopback address is refused and the page says the scan failed", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=scanner");
    await page.getByLabel("Website URL").fill("http://127.0.0.1/");
    await page.getByRole("button", { name: "Scan" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Failed to scan website. Please check the URL and try again.");
    await expect(alert).toContainText("This address is not a public website and cannot be scanned.");
    await expectNoAxeViolations(page);
  });

  test.describe("against a local test site (scanner test switch on)", () => {
    test.describe.configure({ mode: "serial" });
    let server: RunningServer;
    let site: Awaited<ReturnType<typeof startTestSite>>;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      assertBuilt();
      site = await startTestSite({ "/": { headers: STRICT_HEADERS, body: GOOD_HTML } });
      server = await startServer(
        {
          PGLITE_DIR: tempDataDir("site-e2e-scanner-"),
          LOG_LEVEL: "error",
          SCANNER_ALLOW_PRIVATE: "true",
          RATE_LIMIT_PUBLIC_POSTS: "100000",
          RATE_LIMIT_SCANS: "100000",
        },
        75_000,
      );
    });
    test.afterAll(async () => {
      await server?.stop();
      await site?.close();
    });

    test("shows the basics, the security grade, the SEO checks and advice", async ({ page }) => {
      await gotoHydrated(page, `${server.url}/tools?tab=scanner`);
      await page.getByLabel("Website URL").fill(`${site.url}/`);
      await page.getByRole("button", { name: "Scan" }).click();
      await expect(page.getByRole("heading", { name: `Results for ${site.url}/` })).toBeVisible();
      await expect(page.getByRole("img", { name: /^Overall grade: [A-F]$/ })).toBeVisible();
      await expect(page.getByRole("img", { name: "Security grade: B+" })).toBeVisible();
      await expect(page.getByText("100/100")).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: /^HTTPS/ })).toContainText("failed");
      await expect(page.getByRole("listitem").filter({ hasText: /^Title tag/ })).toContainText("passed");
      await expect(page.getByRole("listitem").filter({ hasText: /^Load time/ })).toContainText(/\d+ ms: Good/);
      await expect(page.getByRole("heading", { name: "What to improve" })).toBeVisible();
      await expect(page.getByText(/Serve the site over HTTPS/)).toBeVisible();
      await expectNoSkippedHeadingLevels(page);
      await expectNoAxeViolations(page);
    });

    test("prepends https:// to an address typed without a scheme", async ({ page }) => {
      await gotoHydrated(page, `${server.url}/tools?tab=scanner`);
      await page.getByLabel("Website URL").fill(`127.0.0.1:${site.port}/`);
      const posted = page.waitForRequest("**/api/scan-website");
      await page.getByRole("button", { name: "Scan" }).click();
      expect((await posted).postDataJSON()).toEqual({ url: `https://127.0.0.1:${site.port}/` });
      // The test site speaks plain http, so the https scan fails.
      await expect(page.getByRole("alert")).toContainText(
        "Failed to scan website. Please check the URL and try again.",
      );
    });
  });
});

import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { GOOD_HTML, STRICT_HEADERS, startTestSite } from "../scan-site.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// /ar/tools: every tab in Arabic, right to left, computing with Latin digits; the tabs' arrow keys
// mirrored (ArrowLeft is the next tab); the scanner's findings in Arabic; axe in both themes.

const TAB_NAMES = ["العملات المشفرة", "العملات", "الوحدات", "فاحص المواقع", "حاسبة القرض"];
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

test.describe("/ar/tools", () => {
  test.use({ expectedConsoleMessages: [/status of 400/] });

  test("is Arabic and right to left, and the arrow keys follow the mirrored tab row", async ({ page }) => {
    await gotoHydrated(page, "/ar/tools");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page).toHaveTitle(/^أدوات مجانية \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدوات مجانية");
    const tablist = page.getByRole("tablist", { name: "الأدوات" });
    await expect(tablist.getByRole("tab")).toHaveText(TAB_NAMES);
    // The first tab sits at the right end of the row.
    const first = await tablist.getByRole("tab").first().boundingBox();
    const last = await tablist.getByRole("tab").nth(1).boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);

    await tablist.getByRole("tab", { name: "العملات المشفرة" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tablist.getByRole("tab", { name: "العملات", exact: true })).toBeFocused();
    await expect(page).toHaveURL("/ar/tools?tab=currency");
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "العملات المشفرة" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "حاسبة القرض" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL("/ar/tools?tab=loan");
    await page.keyboard.press("Home");
    await expect(page).toHaveURL("/ar/tools?tab=crypto");

    // The crypto table in Arabic, prices with Latin digits.
    const tracker = page.getByRole("region", { name: "أسعار العملات المشفرة" });
    await expect(tracker.getByRole("row", { name: /Bitcoin/ })).toBeVisible({ timeout: 20_000 });
    await expect(tracker.getByRole("columnheader", { name: "القيمة السوقية" })).toBeVisible();
    await expect(tracker.getByRole("row", { name: /Bitcoin/ })).toContainText("$");
    await expect(page.locator("main")).not.toHaveText(EASTERN_DIGITS);
  });

  test("the language switch keeps the chosen tab both ways", async ({ page }) => {
    await gotoHydrated(page, "/tools?tab=units");
    await page.getByRole("link", { name: "العربية" }).first().click();
    await expect(page).toHaveURL("/ar/tools?tab=units");
    await expect(page.getByRole("heading", { name: "محوّل الوحدات" })).toBeVisible();
    await page.getByRole("link", { name: "English", exact: true }).first().click();
    await expect(page).toHaveURL("/tools?tab=units");
    await expect(page.getByRole("heading", { name: "Unit Converter" })).toBeVisible();
  });

  test("the currency and unit converters compute in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/tools?tab=currency");
    const converter = page.getByRole("region", { name: "محوّل العملات" });
    await expect(page.getByTestId("conversion-result")).toHaveText("97.18 EUR", { timeout: 20_000 });
    await expect(converter.getByLabel("من")).toHaveValue("USD");
    await expect(converter.getByLabel("من").locator("option:checked")).toHaveText("دولار أمريكي (USD)");
    await converter.getByLabel("إلى").selectOption("AED");
    await expect(page.getByTestId("conversion-rate")).toContainText("1 USD = ");
    await converter.getByRole("button", { name: "تبديل العملتين" }).click();
    await expect(converter.getByLabel("من")).toHaveValue("AED");
    const amount = converter.getByLabel("المبلغ");
    await amount.fill("-5");
    await expect(amount).toHaveAccessibleDescription("أدخل في حقل «المبلغ» رقمًا بين 0 و1,000,000,000,000");

    await page.getByRole("tab", { name: "الوحدات" }).click();
    await expect(page).toHaveURL("/ar/tools?tab=units");
    const result = page.getByTestId("unit-result");
    await expect(result).toHaveText("3.2808 قدم");
    await page.getByLabel("القيمة", { exact: true }).fill("5");
    await page.getByLabel("من", { exact: true }).selectOption("yard");
    await page.getByLabel("إلى", { exact: true }).selectOption("inch");
    await expect(result).toHaveText("180.0006 بوصة");
    // The Length and Weight tabs: ArrowLeft is the next one right to left.
    await page.getByRole("tab", { name: "الطول" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "الوزن" })).toBeFocused();
    await expect(result).toHaveText("2.2046 رطل");
  });

  test("the loan calculator: sliders, amounts, plural years, the chart and the end-aligned schedule", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/tools?tab=loan");
    const monthly = page.getByTestId("loan-monthly");
    await expect(monthly).toHaveText(/^\u200f?536\.82\s\$$/);
    const term = page.getByRole("slider", { name: "مدة القرض" });
    await expect(term).toHaveAttribute("aria-valuetext", "30 سنة");
    await term.focus();
    await page.keyboard.press("Home");
    await expect(term).toHaveAttribute("aria-valuetext", "سنة واحدة");
    await page.keyboard.press("ArrowUp");
    await expect(term).toHaveAttribute("aria-valuetext", "سنتان");
    await page.keyboard.press("ArrowUp");
    await expect(term).toHaveAttribute("aria-valuetext", "3 سنوات");
    await expect(page.getByText("36 دفعة شهرية.", { exact: false })).toBeVisible();
    await page.keyboard.press("End");
    const rate = page.getByRole("slider", { name: "سعر الفائدة" });
    await expect(rate).toHaveAttribute("aria-valuetext", /^5\.0\u200e?%\u200e?$/);

    // A right-to-left slider: its minimum on the right, as the labels under it.
    const box = (await term.boundingBox())!;
    await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
    await expect(term).toHaveValue("1");

    const chart = page.getByRole("img", { name: /أصل القرض والفائدة المدفوعان كل سنة/ });
    await expect(chart).toBeVisible();
    await expect(page.getByText("سنوات القرض على المحور الأفقي")).toBeVisible();
    await page.getByText("جدول السداد (حسب السنة)").click();
    const table = page.getByRole("table", { name: "جدول السداد حسب السنة" });
    await expect(table.locator("tbody tr")).toHaveCount(1);
    // Amounts end-aligned: in Arabic their left edges line up with the table's left edge.
    const align = await table
      .locator("td")
      .first()
      .evaluate((cell) => getComputedStyle(cell).textAlign);
    expect(align).toBe("end");
    await expect(page.locator("main")).not.toHaveText(EASTERN_DIGITS);
  });

  test("the scanner refuses a loopback address in Arabic", async ({ page }) => {
    await gotoHydrated(page, "/ar/tools?tab=scanner");
    const scan = page.getByRole("button", { name: "افحص" });
    await expect(scan).toBeDisabled();
    await page.getByLabel("عنوان الموقع").fill("http://127.0.0.1/");
    const posted = page.waitForRequest("**/api/scan-website");
    await scan.click();
    expect((await posted).postDataJSON()).toEqual({ url: "http://127.0.0.1/", locale: "ar" });
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("تعذّر فحص الموقع. يُرجى التحقق من العنوان والمحاولة مرة أخرى.");
    await expect(alert).toContainText("هذا العنوان ليس موقعًا عامًا، ولا يمكن فحصه.");
  });

  for (const theme of ["dark", "light"]) {
    test(`every tab passes axe in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
      for (const tab of ["crypto", "currency", "units", "scanner", "loan"]) {
        await gotoHydrated(page, `/ar/tools?tab=${tab}`);
        await expect(page.locator(`#tools-panel-${tab}`).getByRole("heading").first()).toBeVisible();
        if (tab === "crypto") await expect(page.getByRole("row", { name: /Bitcoin/ })).toBeVisible({ timeout: 20_000 });
        if (tab === "currency") await expect(page.getByTestId("conversion-result")).toBeVisible({ timeout: 20_000 });
        // The page's own content; the shell (header, footer) has its own checks.
        await expectNoAxeViolations(page, "main");
      }
    });
  }
});

test.describe("/ar/tools scanner against a local test site", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  let site: Awaited<ReturnType<typeof startTestSite>>;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    assertBuilt();
    site = await startTestSite({ "/": { headers: STRICT_HEADERS, body: GOOD_HTML } });
    server = await startServer(
      {
        PGLITE_DIR: tempDataDir("site-e2e-scanner-ar-"),
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

  test("the findings and advice come back in Arabic, with a plural count of issues", async ({ page }) => {
    await gotoHydrated(page, `${server.url}/ar/tools?tab=scanner`);
    await page.getByLabel("عنوان الموقع").fill(`${site.url}/`);
    await page.getByRole("button", { name: "افحص" }).click();
    await expect(page.getByRole("heading", { name: /نتائج فحص/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("img", { name: "تقييم الأمان: B+" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^HTTPS/ })).toContainText("غير ناجح");
    await expect(page.getByRole("listitem").filter({ hasText: /^زمن التحميل/ })).toContainText(/\d+ ملي ثانية: جيد/);
    await expect(page.getByRole("heading", { name: "ما يمكن تحسينه" })).toBeVisible();
    await expect(page.getByText(/قدّم الموقع عبر HTTPS/)).toBeVisible();
    await expect(page.getByText(/^رُصدت (مشكلة واحدة|مشكلتان|\d+ مشكلة|\d+ مشكلات)$/)).toBeVisible();
    await expect(page.getByText("Serve the site over HTTPS", { exact: false })).toHaveCount(0);
    await expectNoAxeViolations(page, "main");
  });
});

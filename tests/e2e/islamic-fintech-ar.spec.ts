import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

/** "1,100.00 د.إ." as Intl writes it for ar-AE with Latin digits (direction marks around it allowed). */
const dirhams = (amount: string) => new RegExp(`${amount.replace(/[.,]/g, "\\$&")}\\s?د\\.إ\\.`);

/** The horizontal scale of a button's icon (Tailwind's scale utilities set `scale`): "-1 1" when mirrored. */
const iconScale = (button: ReturnType<Page["getByRole"]>) =>
  button
    .locator("svg")
    .first()
    .evaluate((svg) => getComputedStyle(svg).scale);

test.describe("/ar/islamic-fintech", () => {
  test("right to left, in Arabic: six products with their contracts, no English left", async ({ page }) => {
    await gotoHydrated(page, "/ar/islamic-fintech");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page).toHaveTitle(/مستكشف منتجات التقنية المالية الإسلامية/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مستكشف منتجات التقنية المالية الإسلامية");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const contract of ["مرابحة", "قرض حسن", "إجارة / مشاركة متناقصة", "تبرّع", "زكاة / وقف"]) {
      await expect(cards.getByText(contract, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("button", { name: /^ابدأ الرحلة: / })).toHaveCount(6);
    const main = ((await page.getByRole("main").textContent()) ?? "").replace(/PDF|AED/g, "");
    expect(main).not.toMatch(/Start Journey|Murabaha|Calculators|Detailed/);
    // The calculator links stay in Arabic.
    await expect(page.getByRole("link", { name: "المرابحة" })).toHaveAttribute(
      "href",
      "/ar/islamic-fintech/calculators/murabaha",
    );
  });

  test("the stepper: mirrored arrows, Next and Previous by keyboard, the step kept by the language switch", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/islamic-fintech");
    await page.getByRole("button", { name: "ابدأ الرحلة: اشترِ الآن وادفع لاحقًا بالصيغة الإسلامية" }).click();
    await expect(page).toHaveURL("/ar/islamic-fintech?product=bnpl");
    const counter = page.getByTestId("step-counter");
    await expect(counter).toHaveText("المرحلة 1 من 4");
    const next = page.getByRole("button", { name: "التالي" });
    const previous = page.getByRole("button", { name: "السابق" });
    await expect(previous).toBeDisabled();
    // "Next" points left and "Previous" right, the way the steps run in Arabic.
    expect(await iconScale(next)).toBe("-1 1");
    expect(await iconScale(previous)).toBe("-1 1");
    const nextBox = await next.boundingBox();
    const previousBox = await previous.boundingBox();
    expect(nextBox!.x).toBeLessThan(previousBox!.x);

    await next.focus();
    await page.keyboard.press("Enter");
    await expect(counter).toHaveText("المرحلة 2 من 4");
    await expect(page).toHaveURL("/ar/islamic-fintech?product=bnpl&step=2");
    await expect(page.getByRole("heading", { name: "المموّل يشتري السلعة" })).toBeVisible();
    await page.getByRole("button", { name: "التالي" }).press("Enter");
    await expect(counter).toHaveText("المرحلة 3 من 4");
    await page.getByRole("button", { name: "السابق" }).press("Enter");
    await expect(counter).toHaveText("المرحلة 2 من 4");
    await expect(page.getByRole("list", { name: "المراحل" }).getByRole("listitem").first()).toContainText("(مكتملة)");

    await page.locator('header a[hreflang="en"][lang="en"]:visible').click();
    await expect(page).toHaveURL("/islamic-fintech?product=bnpl&step=2");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByTestId("step-counter")).toHaveText("Step 2 of 4");
    await page.locator('header a[hreflang="ar"][lang="ar"]:visible').click();
    await expect(page).toHaveURL("/ar/islamic-fintech?product=bnpl&step=2");
    await expect(page.getByTestId("step-counter")).toHaveText("المرحلة 2 من 4");
  });

  test("the last step's Get Started goes to the Arabic contact section", async ({ page }) => {
    await gotoHydrated(page, "/ar/islamic-fintech?product=takaful&step=4");
    await expect(page.getByRole("link", { name: "ابدأ الآن" })).toHaveAttribute("href", "/ar#contact");
  });

  test("the Murabaha instalment calculator computes in Arabic, with Arabic messages", async ({ page }) => {
    await gotoHydrated(page, "/ar/islamic-fintech?product=bnpl");
    const price = page.getByLabel("سعر الشراء");
    await expect(price).toHaveValue("1000");
    await expect(page.getByTestId("bnpl-monthly")).toHaveText(dirhams("366.67"));
    await expect(page.getByTestId("bnpl-total")).toHaveText(dirhams("1,100.00"));
    const installments = page.getByRole("slider", { name: "عدد الأقساط" });
    await expect(installments).toHaveAttribute("aria-valuetext", "3 أشهر");
    await installments.focus();
    await page.keyboard.press("End");
    await expect(installments).toHaveAttribute("aria-valuetext", "12 شهرًا");
    await expect(page.getByTestId("bnpl-monthly")).toHaveText(dirhams("91.67"));
    await price.fill("-5");
    await expect(price).toHaveAccessibleDescription(/^يجب أن يكون «سعر الشراء» بين .*0.* و.*100,000/);
    await expect(page.getByRole("link", { name: /افتح الحاسبة المفصّلة/ })).toHaveAttribute(
      "href",
      /^\/ar\/islamic-fintech\/calculators\/murabaha\?/,
    );
  });

  test("home finance and salary advance explain their figures in Arabic, amounts kept whole", async ({ page }) => {
    await gotoHydrated(page, "/ar/islamic-fintech?product=home-finance");
    await expect(page.getByTestId("home-ijarah")).toHaveText(dirhams("3,101.20"));
    await expect(page.getByText(/^على مدى 240 شهرًا: يبلغ إجمالي دفعات الإجارة/)).toBeVisible();
    // The figure ends the sentence's clause without a second full stop after "د.إ.".
    await expect(page.getByText(/طوال المدة\.$/)).toBeVisible();
    await expect(page.getByText(/د\.إ\.\u200f?\u2069?\./)).toHaveCount(0);
    await expect(page.getByRole("slider", { name: "المدة" })).toHaveAttribute("aria-valuetext", "20 سنة");
    await gotoHydrated(page, "/ar/islamic-fintech?product=advance-salary");
    await expect(page.getByTestId("advance-cap")).toHaveText(dirhams("5,000.00"));
    // The amount sits in its own bidi isolate inside the Arabic sentence.
    await expect(page.getByText(/^تسدّد \u2068\u200f?5,000\.00/)).toBeVisible();
  });
});

/** Inputs and the figures they give (the same cases as the English spec, read in Arabic). */
const CALCULATORS = [
  {
    slug: "murabaha",
    query: "price=100000&rate=6&basis=flat&months=48&fee=0",
    heading: "أقساط المرابحة مع معدل النسبة السنوي",
    figures: { monthly: dirhams("2,583.33"), "total-payable": dirhams("124,000.00"), apr: /10\.97.*%/ },
    sentence: "6.00\u200e%\u200e\u2069 ثابت سنويًا",
  },
  {
    slug: "home-finance",
    query: "price=1000000&downPayment=20&years=25&rate=4.5&fee=0&takaful=0&fixedYears=5&settleAfter=60",
    heading: "تمويل المسكن: الإجارة والمشاركة المتناقصة",
    figures: { "ijarah-monthly": dirhams("4,446.66"), "musharakah-last": dirhams("2,675.67") },
    sentence: "بعد 5 سنوات ثابتة",
  },
  {
    slug: "flat-rate",
    query: "amount=900000&quote=flat&rate=3.75&years=20",
    heading: "المعدل الثابت ↔ المعدل المتناقص",
    figures: { monthly: dirhams("6,562.50"), apr: /6\.22.*%/ },
    sentence: "معدل النسبة السنوي هو الرقم الذي تُقارَن به العروض",
  },
  {
    slug: "zakat",
    query: "cash=30000&goldGrams=0&goldPricePerGram=300",
    heading: "زكاة أموالك",
    figures: { zakat: dirhams("750.00"), "nisab-value": dirhams("25,500.00") },
    sentence: "بلغ مالك النصاب",
  },
  {
    slug: "purification",
    query: "amount=12000&ratio=3.5",
    heading: "تطهير الأرباح الموزعة والمكاسب",
    figures: { purification: dirhams("420.00") },
    sentence: "فهو ليس زكاة",
  },
] as const;

test.describe("/ar detailed calculators", () => {
  for (const c of CALCULATORS) {
    test(`${c.slug}: computes and shows Arabic results`, async ({ page }) => {
      await gotoHydrated(page, `/ar/islamic-fintech/calculators/${c.slug}?${c.query}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
      for (const [id, text] of Object.entries(c.figures)) await expect(page.getByTestId(id)).toHaveText(text);
      await expect(page.getByTestId("results")).toContainText(c.sentence);
      // The Arabic statement (its contents are checked in server/http/key-facts.test.ts).
      await expect(page.getByTestId("key-facts")).toHaveText("تنزيل بيان الحقائق الأساسية (PDF)");
      // The statement's address: the same inputs and the language, in the route's declared order.
      const statement = new URL((await page.getByTestId("key-facts").getAttribute("href"))!, "http://site");
      expect(statement.pathname).toBe(`/api/finance/${c.slug}/key-facts.pdf`);
      expect(Object.fromEntries(statement.searchParams)).toEqual({
        ...Object.fromEntries(new URLSearchParams(c.query)),
        locale: "ar",
      });
      await expect(page.getByTestId("key-facts")).not.toHaveAttribute("hreflang");
    });
  }

  test("typing recomputes in the browser, a field error is in Arabic, the address keeps the inputs", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/islamic-fintech/calculators/murabaha?price=1000&rate=10&basis=total&months=3&fee=20");
    await page.getByLabel("عدد الأقساط", { exact: true }).fill("12");
    await expect(page).toHaveURL(/months=12/);
    await expect(page.getByTestId("monthly")).toHaveText(dirhams("91.67"));
    await page.getByLabel("معدل الربح", { exact: true }).fill("500");
    await expect(page.getByText("يجب أن يكون «معدل الربح» بين 0 و100.")).toBeVisible();
    await expect(page.getByText("صحّح الحقول المظلّلة لتظهر الأرقام.")).toBeVisible();
    // Between calculators, the words stay Arabic.
    await page
      .getByRole("navigation", { name: "حاسبات التمويل الإسلامي" })
      .getByRole("link", { name: "الزكاة" })
      .click();
    await expect(page).toHaveURL("/ar/islamic-fintech/calculators/zakat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("زكاة أموالك");
    // The hawl: the Umm al-Qura date in Arabic, beside the Gregorian one.
    await expect(page.getByTestId("hawl")).toContainText(/\d{4} هـ/);
  });

  test("home finance: the ownership chart keeps time left to right with its value axis on the right", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/islamic-fintech/calculators/home-finance");
    const chart = page.getByRole("img", { name: /الملكية وما سدّدته مع الوقت/ });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    // The axis labels are HTML over the drawing, so they keep the page's text size on a phone.
    const figure = page.locator("figure", { has: chart });
    const label = await figure.locator("span", { hasText: /^100%$/ }).boundingBox();
    expect(label!.x).toBeGreaterThan(box!.x + box!.width / 2);
    const size = await figure
      .locator("span", { hasText: /^100%$/ })
      .evaluate((node) => getComputedStyle(node).fontSize);
    expect(Number.parseFloat(size)).toBeGreaterThanOrEqual(12);
  });
});

for (const theme of ["dark", "light"] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
    });

    test(`/ar/islamic-fintech and /ar calculators have no accessibility violations (${theme})`, async ({ page }) => {
      await gotoHydrated(page, "/ar/islamic-fintech");
      await expectNoAxeViolations(page);
      await gotoHydrated(page, "/ar/islamic-fintech?product=home-finance&step=2");
      await expectNoAxeViolations(page);
      await gotoHydrated(page, "/ar/islamic-fintech/calculators/home-finance");
      await expectNoAxeViolations(page);
      await gotoHydrated(page, "/ar/islamic-fintech/calculators/zakat?cash=abc");
      await expectNoAxeViolations(page);
    });
  });
}

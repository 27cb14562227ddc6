import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

/** The page is Arabic and laid out right to left. */
async function expectArabic(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

/** The element's horizontal centre is in the right half of the viewport (start side in RTL). */
async function expectOnStartSide(page: Page, selector: string) {
  const { centre, width } = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { centre: box.left + box.width / 2, width: window.innerWidth };
    });
  expect(centre).toBeGreaterThan(width / 2);
}

test.describe("Arabic pages", () => {
  test("/ar/career is in Arabic, right to left, with its alternates and the English resume labelled", async ({
    page,
    baseURL,
  }) => {
    const response = await gotoHydrated(page, "/ar/career");
    expect(response?.status()).toBe(200);
    await expectArabic(page);
    await expect(page).toHaveTitle(/^لنعمل معًا \| /);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("لنعمل معًا");
    await expect(main.getByRole("heading", { level: 2, name: "وظائف بدوام كامل" })).toBeVisible();
    await expectOnStartSide(page, "main h1");

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/ar/career`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/career`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${baseURL}/ar/career`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${baseURL}/career`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AE");

    // The resume is English only: the Arabic header says so and marks the link's language.
    const resume = page.locator("header").getByRole("link", { name: /السيرة الذاتية \(بالإنجليزية\)/ });
    await expect(resume).toHaveAttribute("hreflang", "en");
    await expect(resume).toHaveAttribute("href", "/resume.pdf");
  });

  test("/ar/project/1 is right to left with Arabic headings and links that stay in Arabic", async ({ page }) => {
    const response = await gotoHydrated(page, "/ar/project/1");
    expect(response?.status()).toBe(200);
    await expectArabic(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "التقنيات المستخدمة" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "نظرة عامة على المشروع" })).toBeVisible();
    // The category as the landing page's card names it, and the owner's name in Arabic in the title.
    await expect(main.getByText("التقنية المالية", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/ \| عمر حداد$/);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "عمر حداد");
    const back = main.getByRole("link", { name: "العودة إلى المشاريع" });
    await expect(back).toHaveAttribute("href", "/ar#portfolio");
    await expectOnStartSide(page, "main h1");
    // The back arrow is mirrored: it points right, towards the start of a right-to-left line.
    const scale = await back.locator("svg").evaluate((svg) => getComputedStyle(svg).scale);
    expect(scale).toMatch(/^-1\b/);

    await back.click();
    await expect(page).toHaveURL(/\/ar#portfolio$/);
    await expectArabic(page);
  });

  test("an unknown /ar project is a 404 in Arabic", async ({ page }) => {
    const response = await page.goto("/ar/project/99");
    expect(response?.status()).toBe(404);
    await expectArabic(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المشروع غير موجود");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("/ar/solutions/fintech is right to left and its call to action books a consultation in Arabic", async ({
    page,
  }) => {
    const response = await gotoHydrated(page, "/ar/solutions/fintech");
    expect(response?.status()).toBe(200);
    await expectArabic(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "العودة إلى الحلول" })).toHaveAttribute("href", "/ar#solutions");
    await expect(main.getByRole("link", { name: "ابدأ اليوم" })).toHaveAttribute("href", "/ar/book?topic=fintech");
    await expect(main.getByRole("link", { name: "أو أرسل رسالة" })).toHaveAttribute("href", "/ar#contact");
    await expectOnStartSide(page, "main h1");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar\/solutions\/fintech$/);
  });

  test("an unknown /ar solution ends on the Arabic 404 page", async ({ page }) => {
    await page.goto("/ar/solutions/unknown");
    await expectArabic(page);
    await expect(page).toHaveTitle("الصفحة غير موجودة");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
  });

  test("the newsletter pages speak Arabic and lead back to the Arabic signup", async ({ page }) => {
    await gotoHydrated(page, "/ar/newsletter/confirm?token=not-a-real-token");
    await expectArabic(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("رابط التأكيد هذا غير صالح أو انتهت صلاحيته.");
    await expect(page.getByRole("link", { name: "اشترك من جديد" })).toHaveAttribute("href", "/ar#newsletter");

    await gotoHydrated(page, "/ar/newsletter/unsubscribe?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("إلغاء الاشتراك");
    await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("رابط إلغاء الاشتراك هذا غير صالح.");
    await expect(page.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/ar");
  });
});

test.describe("the language switch keeps the place", () => {
  // The header's own switch (the mobile menu has another).
  const switchLink = (page: Page) => page.locator('header a[hreflang]:not([href$=".pdf"])').first();

  test("keeps the path and the query", async ({ page }) => {
    await page.goto("/tools?tab=units");
    await expect(switchLink(page)).toHaveAttribute("href", "/ar/tools?tab=units");
    await page.goto("/islamic-fintech?product=murabaha&step=2");
    await expect(switchLink(page)).toHaveAttribute("href", "/ar/islamic-fintech?product=murabaha&step=2");
    await page.goto("/ar/project/3");
    await expect(switchLink(page)).toHaveAttribute("href", "/project/3");
  });

  test("keeps the landing section in view", async ({ page }) => {
    // Two loads of the long landing page.
    test.slow();
    await gotoHydrated(page, "/");
    await page.locator("section#portfolio").scrollIntoViewIfNeeded();
    await page.locator("section#portfolio").evaluate((section) => section.scrollIntoView({ block: "start" }));
    await switchLink(page).click();
    await expect(page).toHaveURL(/\/ar#portfolio$/);
    await expectArabic(page);
  });
});

test.describe("the Arabic typeface", () => {
  test("Arabic pages load it from this site; English pages load no font", async ({ page, baseURL }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);

    await page.goto("/ar/career", { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(url).toMatch(new RegExp(`^${baseURL}/assets/ibm-plex-sans-arabic-\\d00-`));
    expect(await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', "عربي"))).toBe(true);
    // No letter spacing on Arabic, whatever the tracking class says.
    const spacing = await page.locator("main h1").evaluate((h1) => getComputedStyle(h1).letterSpacing);
    expect(spacing).toBe("normal");
  });
});

for (const theme of ["dark", "light"] as const) {
  test.describe(`Arabic pages, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
    });

    for (const path of ["/ar/career", "/ar/project/1", "/ar/solutions/fintech"]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        await expectNoAxeViolations(page);
      });
    }
  });
}

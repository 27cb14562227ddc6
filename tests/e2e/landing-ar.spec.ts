import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { expectNoSkippedHeadingLevels } from "./headings.ts";
import { gotoHydrated, topOf } from "./hydration.ts";
import { installStoppedClock, SECTION_TOP_PX } from "./landing-a-helpers.ts";

// The landing page in Arabic (/ar): right to left, the owner's Arabic content, and its journeys by
// keyboard and pointer. The English page's own specs (landing-*.spec.ts) cover the behaviour in depth.

const WORDS = [
  "إدارة المنتجات",
  "الذكاء الاصطناعي",
  "Web3",
  "التقنية المالية",
  "التقنية التعليمية",
  "البيانات كخدمة",
  "التجارة الإلكترونية",
  "تسويق النمو",
];
const HOLD_MS = 2000;
const TYPE_MS = 100;
const DELETE_MS = 50;
/** From one complete word to the next complete word (the words have no combining marks: a letter is a code point). */
const wordToWord = (from: string, to: string) => HOLD_MS + (from.length - 1) * DELETE_MS + to.length * TYPE_MS;

const section = (page: Page, id: string) => page.locator(`section#${id}`);

test.describe("the Arabic landing page", () => {
  // The motion itself is under test here (the suite runs with reduced motion: playwright.config.ts).
  test.use({ reducedMotion: "no-preference" });

  test("is Arabic and right to left, greets by the Arabic name and says it in its metadata", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مرحبًا، أنا عمر حداد");
    await expect(page).toHaveTitle("عمر حداد | مدير منتجات التقنية المالية والتقنية التعليمية");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^عمر حداد: قائد منتجات/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar$/);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; inLanguage?: string; headline?: string },
    );
    expect(jsonLd.map((node) => node["@type"])).toEqual([
      "ProfilePage",
      "Person",
      "ProfessionalService",
      "ScholarlyArticle",
      "ScholarlyArticle",
    ]);
    expect(jsonLd.filter((node) => node.inLanguage === "ar").map((node) => node["@type"])).toEqual([
      "ProfilePage",
      "ScholarlyArticle",
      "ScholarlyArticle",
    ]);
    expect(jsonLd[3]?.headline).toMatch(/^تصميم منتجات/);
  });

  test("mirrors its layout and titles every section in Arabic", async ({ page }) => {
    await page.goto("/ar");
    // The hero's text column sits on the right; the timeline's line runs down its right-hand side.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading!.x + heading!.width).toBeGreaterThan(page.viewportSize()!.width / 2);
    await expect(page.locator("#about-timeline")).toHaveCSS("border-right-width", "2px");
    await expect(page.locator("#about-timeline")).toHaveCSS("border-left-width", "0px");

    // Every section heading in Arabic, in the page's order.
    await expect(page.locator("main h2")).toHaveText([
      "نبذة عني",
      "الخدمات",
      "المهارات والخبرات",
      "حلول قطاعية",
      "مشاريعي",
      "مقالات",
      "أحدث ما في المدونة",
      "الأسئلة الشائعة",
      /.+/, // the newsletter signup (its own engineer's words)
      "تواصل معي",
    ]);
  });

  test("the typewriter types the Arabic expertise words, its caret at the end each word grows from", async ({
    page,
  }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/ar");
    const word = page.getByTestId("typewriter");
    const caret = word.locator("xpath=following-sibling::span");
    await expect(word).toHaveText(WORDS[0]!);
    await expect(page.locator("#hero").getByText(WORDS.join(", "), { exact: true })).toHaveClass(/sr-only/);

    // An Arabic word grows leftwards: the caret is on its left.
    const caretLeftOf = async () => {
      const [text, mark] = [await word.boundingBox(), await caret.boundingBox()];
      return mark!.x + mark!.width <= text!.x + 1;
    };
    expect(await caretLeftOf()).toBe(true);

    // Deleting takes whole letters off the end (the left), one every 50 ms.
    await page.clock.runFor(HOLD_MS);
    await expect(word).toHaveText("إدارة المنتجا");
    await page.clock.runFor(DELETE_MS);
    await expect(word).toHaveText("إدارة المنتج");

    await page.clock.runFor(wordToWord(WORDS[0]!, WORDS[1]!) - HOLD_MS - DELETE_MS);
    await expect(word).toHaveText(WORDS[1]!);
    expect(await caretLeftOf()).toBe(true);

    // A Latin word inside the Arabic line grows to the right, its caret after it.
    await page.clock.runFor(wordToWord(WORDS[1]!, WORDS[2]!));
    await expect(word).toHaveText("Web3");
    const [text, mark] = [await word.boundingBox(), await caret.boundingBox()];
    expect(mark!.x).toBeGreaterThanOrEqual(text!.x + text!.width - 1);
  });

  test("the statistics count up to their final values with Arabic labels", async ({ page }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/ar");
    const values = page.getByTestId("stat-value");
    const cards = page.getByRole("listitem").filter({ has: values });
    await values.first().scrollIntoViewIfNeeded();
    // The count starts once the cards are seen (aria-busy), then takes 2 s.
    for (const card of await cards.all()) await expect(card).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(1000);
    // The percent as Intl writes it in the site's Arabic (its LRMs keep "100%" together).
    const percent = (n: number) => new Intl.NumberFormat("ar-AE-u-nu-latn", { style: "percent" }).format(n / 100);
    await expect(values).toHaveText(["4+", "25+", percent(40), percent(50)]);
    await page.clock.runFor(1000);
    await expect(values).toHaveText(["9+", "50+", percent(80), percent(100)]);
    // In Arabic order: right to left, the "+" is drawn at the left of "9", as Arabic text writes it.
    const [digit, sign] = await values.first().evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      const left = (at: number) => {
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().left;
      };
      return [left(0), left(1)];
    });
    expect(sign).toBeLessThan(digit!);
    await expect(cards).toHaveText([/سنوات من الخبرة$/, /مشروعًا منجزًا$/, /نمو في الإيرادات$/, /رضا العملاء$/]);
  });

  test("the timeline shows three more positions with an Arabic plural, and the years of the current one", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar");
    const about = section(page, "about");
    const entries = about.locator("#about-timeline > li");
    await expect(entries.first()).toContainText("2024 - حتى الآن");
    await expect(entries.filter({ visible: true })).toHaveCount(3);
    const toggle = about.getByRole("button", { name: "عرض المزيد (3 مناصب أخرى)" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(entries.filter({ visible: true })).toHaveCount(6);
    await expect(about.getByRole("button", { name: "عرض أقل" })).toHaveAttribute("aria-expanded", "true");
  });

  test("a solution opens in a dialog by keyboard, in Arabic, and Escape or its Close button shut it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar");
    const link = section(page, "solutions").getByRole("link", { name: "التقنية المالية والتمويل الإسلامي" });
    await expect(link).toHaveAttribute("href", "/ar/solutions/fintech");
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ar$/);
    const dialog = page.getByRole("dialog", { name: "التقنية المالية والتمويل الإسلامي" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("list", { name: "أبرز الخدمات" }).getByRole("listitem")).toHaveCount(6);
    await expect(dialog.getByRole("link", { name: "عرض التفاصيل كاملة" })).toHaveAttribute(
      "href",
      "/ar/solutions/fintech",
    );
    await expect(dialog.getByRole("link", { name: "اطلب استشارة" })).toHaveAttribute("href", /^\/ar\/book\?topic=/);
    // The dialog's text starts on the right.
    await expect(dialog.getByRole("heading", { name: "أبرز الخدمات" })).toHaveCSS("direction", "rtl");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "إغلاق" });
    for (let i = 0; i < 6 && !(await close.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("the projects filter by Arabic category and open their case study", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    const portfolio = section(page, "portfolio");
    const cards = portfolio.getByRole("list", { name: "المشاريع" }).locator("> li");
    await expect(cards).toHaveCount(6);
    await portfolio.getByRole("button", { name: "الذكاء الاصطناعي" }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole("link", { name: "مساعد ذكي لخدمة العملاء" })).toHaveAttribute(
      "href",
      "/ar/project/2",
    );
    await cards.first().getByRole("button", { name: "دراسة الحالة" }).click();
    const dialog = page.getByRole("dialog", { name: "مساعد ذكي لخدمة العملاء" });
    await expect(dialog.getByRole("heading", { name: "التقنيات المستخدمة" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^عرض تجريبي مباشر/ })).toBeVisible();
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a question in the FAQ opens to its Arabic answer", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    const faq = section(page, "faq");
    const question = faq.getByText("ما خبرتك في التمويل الإسلامي؟");
    await question.click();
    await expect(faq.getByText(/^صمّمتُ وأطلقتُ منتجات متوافقة مع أحكام الشريعة/)).toBeVisible();
    await expect(faq.locator("details[open]")).toHaveCount(1);
  });

  test("the header's section links scroll to the Arabic sections without leaving /ar", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    const nav = page.getByRole("navigation", { name: "التنقل الرئيسي" });
    for (const [name, id] of [
      ["الخدمات", "services"],
      ["الأعمال", "portfolio"],
      ["المقالات", "articles"],
    ] as const) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", `/ar#${id}`);
      await link.click();
      await expect.poll(async () => Math.round(await topOf(page, `#${id}`))).toBe(SECTION_TOP_PX);
      await expect(page).toHaveURL(/\/ar$/);
    }
  });
});

test.describe("the Arabic landing page's accessibility", () => {
  async function checkArabicLandingPage(page: Page) {
    await expectNoSkippedHeadingLevels(page);
    await section(page, "about")
      .getByRole("button", { name: /^عرض المزيد/ })
      .click();
    await section(page, "faq").locator("summary").first().click();
    await expectNoAxeViolations(page);
  }

  test("has no axe violations in the dark theme", async ({ page }) => {
    await gotoHydrated(page, "/ar");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await checkArabicLandingPage(page);
  });

  test("has no axe violations in the light theme", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await gotoHydrated(page, "/ar");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await checkArabicLandingPage(page);
  });
});

import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { adminApi, toastText, uniqueSlug } from "./blog-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// The blog in Arabic (issue #18): the admin writes an Arabic article right to left and links it to its
// English original; /ar/blog lists it; its page reads right to left with the Hijri date beside the
// Gregorian one and code left to right; the header's switch goes to the translation and back; axe finds
// nothing on /ar/blog and the article in either theme.

const ARABIC_BODY = [
  "## لماذا يهم",
  "",
  "المرابحة بيع بالتكلفة مع ربح معلوم: تشتري المؤسسة السلعة ثم تبيعها للعميل بهامش ربح مُفصح عنه، ويُسدَّد الثمن على أقساط.",
  "",
  "```ts",
  "const total = price * (1 + markup);",
  "```",
].join("\n");

const switchTo = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });

test.describe("the blog in Arabic", () => {
  test("the admin writes an Arabic translation; readers get it right to left and switch between the pair", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const api = adminApi(page, baseURL!);
    const enSlug = uniqueSlug("zakat-basics");
    const enTitle = `Zakat basics ${enSlug.slice(-4)}`;
    const created = await api.post("/api/articles", {
      title: enTitle,
      slug: enSlug,
      excerpt: "What zakat is due on, and how a founder works it out.",
      content: "## The rule\n\nZakat is 2.5% of wealth held for a lunar year above the nisab threshold.",
      category: "Islamic Finance",
      published: true,
      publishedAt: new Date().toISOString(),
    });
    expect(created.status()).toBe(201);

    await gotoHydrated(page, "/admin/articles");
    const tab = page.getByRole("region", { name: "Articles" });
    await tab.getByRole("button", { name: "New Article" }).click();
    const dialog = page.getByRole("dialog", { name: "New Article" });
    const title = dialog.getByLabel("Title", { exact: true });
    await expect(title).toHaveAttribute("dir", "ltr");
    await dialog.getByLabel("Language", { exact: true }).selectOption("ar");
    // The text fields now run right to left.
    for (const label of ["Title", "Excerpt", "Content (markdown)"]) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute("dir", "rtl");
    }
    const arTitle = `أساسيات الزكاة ${enSlug.slice(-4)}`;
    await title.fill(arTitle);
    const arSlug = uniqueSlug("asasiyat-al-zakat");
    await dialog.getByLabel("Slug", { exact: true }).fill(arSlug);
    await dialog.getByLabel("Category", { exact: true }).fill("التمويل الإسلامي");
    await dialog.getByLabel("Excerpt", { exact: true }).fill("على أي مال تجب الزكاة، وكيف يحسبها المؤسس خطوة بخطوة.");
    await dialog.getByLabel("Content (markdown)", { exact: true }).fill(ARABIC_BODY);
    // The picker offers the English articles that have no translation yet.
    const picker = dialog.getByLabel(/^Translation/);
    await picker.selectOption({ label: enTitle });
    await dialog.getByRole("switch", { name: "Publish immediately" }).click();
    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(toastText(page, "Article created successfully")).toBeVisible();
    const item = tab.getByRole("listitem").filter({ hasText: arTitle });
    await expect(item.getByRole("heading", { name: arTitle })).toHaveAttribute("dir", "auto");
    await expect(item.getByText("Arabic (العربية)")).toBeVisible();
    await expect(
      tab.getByRole("listitem").filter({ hasText: enTitle }).getByText(`Translation: ${arTitle}`),
    ).toBeVisible();

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    try {
      // /ar/blog lists the Arabic article and not the English one.
      await gotoHydrated(reader, "/ar/blog");
      await expect(reader.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(reader.getByRole("heading", { level: 1, name: "المدونة" })).toBeVisible();
      await expect(reader.getByRole("link", { name: arTitle })).toHaveAttribute("href", `/ar/blog/${arSlug}`);
      await expect(reader.getByRole("link", { name: enTitle })).toHaveCount(0);

      // Its page: right to left, both dates, plural read time, code left to right.
      await reader.getByRole("link", { name: arTitle }).click();
      await expect(reader).toHaveURL(`/ar/blog/${arSlug}`);
      await expect(reader.getByRole("heading", { level: 1, name: arTitle })).toBeVisible();
      const article = reader.locator("main article");
      await expect(article).toHaveAttribute("dir", "rtl");
      await expect(article).toHaveAttribute("lang", "ar");
      await expect(reader.getByTestId("hijri-date")).toHaveText(/^\d{1,2} \S+( \S+)? \d{4} هـ$/);
      await expect(article.locator("time")).toHaveText(/^\d{1,2} \S+ \d{4}$/);
      await expect(reader.getByText("دقيقة واحدة للقراءة")).toBeVisible();
      expect(await article.locator("pre").evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      await expect(reader.getByRole("link", { name: "العودة إلى المدونة" }).first()).toHaveAttribute(
        "href",
        "/ar#blog",
      );
      await expect(reader.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${baseURL}/blog/${enSlug}`,
      );

      // The header's switch goes to the English original, and from there back to the Arabic one.
      await switchTo(reader, "English").click();
      await expect(reader).toHaveURL(`/blog/${enSlug}`);
      await expect(reader.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(reader.getByRole("heading", { level: 1, name: enTitle })).toBeVisible();
      await switchTo(reader, "العربية").click();
      await expect(reader).toHaveURL(`/ar/blog/${arSlug}`);

      // Under the wrong prefix it is sent to its own address.
      await reader.goto(`/blog/${arSlug}`);
      await expect(reader).toHaveURL(`/ar/blog/${arSlug}`);
    } finally {
      await visitor.close();
    }
  });

  for (const theme of ["dark", "light"] as const) {
    test(`/ar/blog and an Arabic article have no accessibility violations in the ${theme} theme`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await signInAsAdmin(page);
      const slug = uniqueSlug(`takaful-${theme}`);
      const created = await adminApi(page, baseURL!).post("/api/articles", {
        title: "التكافل: تأمين قائم على التعاون",
        slug,
        excerpt: "كيف يتبرع المشتركون في صندوق مشترك وتديره الشركة بالوكالة مقابل أجر معلوم.",
        content: `${ARABIC_BODY}\n\n## الخلاصة\n\nيستحق فائض الصندوق للمشتركين لا للشركة.`,
        category: "التمويل الإسلامي",
        published: true,
        publishedAt: new Date().toISOString(),
        locale: "ar",
      });
      expect(created.status()).toBe(201);
      // A reader's view (the admin's pages are private and show the admin menu).
      await page.context().clearCookies();
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
      for (const path of ["/ar/blog", `/ar/blog/${slug}`]) {
        await gotoHydrated(page, path);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expectNoAxeViolations(page);
      }
      // Without a translation the switch goes to the English blog.
      await expect(switchTo(page, "English")).toHaveAttribute("href", "/blog");
    });
  }
});

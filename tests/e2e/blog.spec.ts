import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { ARTICLE_BODY, adminApi, toastText, uniqueSlug } from "./blog-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { expectNoSkippedHeadingLevels } from "./headings.ts";
import { gotoHydrated } from "./hydration.ts";

// The blog end to end: the admin writes a draft in the dashboard, the draft is reachable by its link
// and labelled Draft, publishing puts it in the feed, the sitemap, /blog and the landing page, an
// edit shows, and deleting it leaves "Article Not Found".

/**
 * Clicks a dialog's save button and waits for that save's own answer from its section's action. The toast
 * alone is no proof: publishing showed the same "Article updated successfully", and a toast under a
 * resting pointer stays open, so the edit's wait once passed on the earlier toast and the reader
 * loaded the page before the edit was saved (issue #42).
 */
async function saveAndWait(page: Page, button: Locator) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /^\/admin\/[a-z-]+\.data$/.test(new URL(response.url()).pathname),
  );
  await button.click();
  expect((await saved).status()).toBe(200);
}

test.describe("blog", () => {
  // Every step that reads after a change waits for that change's answer: nothing here may need a retry.
  test.describe.configure({ retries: 0 });
  test("create → draft by slug → publish → listed everywhere → edit → delete", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/articles");
    const tab = page.getByRole("region", { name: "Articles" });
    await tab.getByRole("button", { name: "New Article" }).click();

    const dialog = page.getByRole("dialog", { name: "New Article" });
    const title = `Murabaha explained ${Date.now().toString(36)}`;
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    const slug = await dialog.getByLabel("Slug", { exact: true }).inputValue();
    expect(slug).toMatch(/^murabaha-explained-[a-z0-9]+$/);
    await dialog.getByLabel("Category", { exact: true }).fill("Islamic Finance");
    // The read time is the server's, worked out from the content on save: no field to get wrong.
    await expect(dialog.getByLabel(/Read time/)).toHaveCount(0);
    await dialog.getByLabel("Excerpt", { exact: true }).fill("How cost-plus sale financing works, step by step.");
    await dialog.getByLabel("Content (markdown)", { exact: true }).fill(ARTICLE_BODY);
    await expect(dialog.getByRole("switch", { name: "Publish immediately" })).toHaveAttribute("aria-checked", "false");

    // The live preview uses the server's renderer: headings, highlighted code.
    await dialog.getByRole("button", { name: "Show preview" }).click();
    const preview = dialog.getByTestId("article-preview");
    await expect(preview.getByRole("heading", { name: "Why it matters" })).toBeVisible();
    await expect(preview.locator("code.hljs .hljs-keyword")).toHaveText("const");
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Create Article" }).click();
    await expect(toastText(page, "Success")).toBeVisible();
    await expect(toastText(page, "Article created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const item = tab.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByText("Draft", { exact: true })).toBeVisible();

    // A visitor (fresh context) reaches the draft by its slug, labelled Draft and kept out of indexes.
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    try {
      await gotoHydrated(reader, `/blog/${slug}`);
      await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(reader.getByText("Draft", { exact: true })).toBeVisible();
      await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      for (const path of ["/blog/rss.xml", "/sitemap.xml", "/blog"]) {
        expect(await (await reader.request.get(path)).text(), path).not.toContain(`/blog/${slug}`);
      }

      // Publish from the dashboard.
      await item.getByRole("button", { name: `Edit ${title}` }).click();
      const editDialog = page.getByRole("dialog", { name: "Edit Article" });
      await editDialog.getByRole("switch", { name: "Publish immediately" }).click();
      await saveAndWait(page, editDialog.getByRole("button", { name: "Update Article" }));
      await expect(toastText(page, "Article updated successfully")).toBeVisible();
      await expect(item.getByText("Published", { exact: true })).toBeVisible();

      await gotoHydrated(reader, `/blog/${slug}`);
      await expect(reader.getByText("Draft", { exact: true })).toHaveCount(0);
      await expect(reader.locator("main time").first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(reader.getByText("1 min read")).toBeVisible();
      await expect(reader.getByText(/Omar Owner/)).toBeVisible();
      await expect(reader.getByRole("heading", { name: "Why it matters" })).toHaveAttribute("id", "why-it-matters");
      await expect(reader.getByRole("link", { name: "AAOIFI standards" })).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
      await expect(reader.getByRole("link", { name: "Back to Blog" }).first()).toHaveAttribute("href", "/#blog");
      await expect(reader.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(reader.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/${slug}`);
      await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(`^${title}`));
      const ogImage = await reader.locator('meta[property="og:image"]').getAttribute("content");
      expect(ogImage).toBe(`${baseURL}/blog/${slug}/og.png`);
      const image = await reader.request.get(ogImage!);
      expect(image.headers()["content-type"]).toBe("image/png");
      const jsonLd = await reader.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => JSON.parse(text))).toContainEqual(
        expect.objectContaining({ "@type": "BlogPosting", headline: title, url: `${baseURL}/blog/${slug}` }),
      );
      await expectNoSkippedHeadingLevels(reader);
      await expectNoAxeViolations(reader);

      const feed = await (await reader.request.get("/blog/rss.xml")).text();
      expect(feed).toContain(`<link>${baseURL}/blog/${slug}</link>`);
      expect(await (await reader.request.get("/sitemap.xml")).text()).toContain(`<loc>${baseURL}/blog/${slug}</loc>`);
      await gotoHydrated(reader, "/blog");
      await expect(reader.getByRole("link", { name: title })).toHaveAttribute("href", `/blog/${slug}`);
      // One read time everywhere: the list's card says what the article page says.
      await expect(
        reader
          .locator("article")
          .filter({ hasText: title })
          .getByText(/min read/),
      ).toHaveText("1 min read");
      await expectNoSkippedHeadingLevels(reader);
      await expectNoAxeViolations(reader);
      await expect(reader.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        "/blog/rss.xml",
      );
      await gotoHydrated(reader, "/");
      await expect(reader.locator("#blog").getByRole("link", { name: title })).toBeVisible();
      await expect(
        reader
          .locator("#blog article")
          .filter({ hasText: title })
          .getByText(/min read/),
      ).toHaveText("1 min read");
      await expectNoSkippedHeadingLevels(reader);

      // Edit: the new title shows on the page.
      await item.getByRole("button", { name: `Edit ${title}` }).click();
      await editDialog.getByLabel("Title", { exact: true }).fill(`${title} (updated)`);
      await expect(editDialog.getByLabel("Slug", { exact: true })).toHaveValue(slug);
      await saveAndWait(page, editDialog.getByRole("button", { name: "Update Article" }));
      await expect(toastText(page, "Article updated successfully")).toBeVisible();
      await gotoHydrated(reader, `/blog/${slug}`);
      await expect(reader.getByRole("heading", { level: 1, name: `${title} (updated)` })).toBeVisible();

      // Delete, after the dashboard's confirmation dialog.
      await tab
        .getByRole("listitem")
        .filter({ hasText: `${title} (updated)` })
        .getByRole("button", { name: /^Delete / })
        .click();
      const question = page.getByRole("dialog", { name: "Delete this article?" });
      await expect(question).toContainText(`Are you sure you want to delete the article ${title} (updated)?`);
      await question.getByRole("button", { name: "Delete" }).click();
      await expect(toastText(page, "Article deleted successfully")).toBeVisible();
      await expect(tab.getByText(`${title} (updated)`)).toHaveCount(0);

      const gone = await reader.goto(`/blog/${slug}`);
      expect(gone?.status()).toBe(404);
      await expect(reader.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
      await expect(reader.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
      await expect(reader.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    } finally {
      await visitor.close();
    }
  });

  test("a reader shares, copies the link for 2 seconds, and counts one view per visit", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const slug = uniqueSlug("share");
    const api = adminApi(page, baseURL!);
    const created = await api.post("/api/articles", {
      title: "Sharing a published article",
      slug,
      excerpt: "An article a reader can share with colleagues.",
      content: ARTICLE_BODY,
      category: "Product",
      published: true,
    });
    expect(created.status()).toBe(201);

    // The admin's own visit is not counted.
    await gotoHydrated(page, `/blog/${slug}`);
    const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const reader = await context.newPage();
    try {
      const counted = reader.waitForResponse((r) => r.url().endsWith(`/api/articles/${slug}/views`));
      await gotoHydrated(reader, `/blog/${slug}`);
      // (The beacon is a keepalive request, whose body Playwright cannot read; the count is checked below.)
      expect((await counted).status()).toBe(200);
      await expect(reader.getByText("0 views")).toBeVisible();
      // Anonymous pages come from the page micro-cache for up to PAGE_CACHE_TTL_MS (5 s): the new count
      // shows once that copy is re-rendered.
      await expect(async () => {
        await reader.reload();
        await expect(reader.getByText("1 view", { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });

      const encoded = encodeURIComponent(`${baseURL}/blog/${slug}`);
      await expect(reader.getByRole("link", { name: /Share on Twitter/ })).toHaveAttribute(
        "href",
        new RegExp(`twitter\\.com/intent/tweet\\?.*url=${encoded.replace(/[.*+?^${}()|[\]\\%]/g, "\\$&")}`),
      );
      await expect(reader.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
        "href",
        `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      );
      await expect(reader.getByRole("link", { name: /Share on Facebook/ })).toHaveAttribute(
        "href",
        `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      );
      for (const name of [/Share on Twitter/, /Share on LinkedIn/, /Share on Facebook/]) {
        await expect(reader.getByRole("link", { name })).toHaveAttribute("target", "_blank");
      }

      await reader.getByRole("button", { name: "Copy link" }).click();
      await expect(reader.getByRole("button", { name: "Copied!" })).toBeVisible();
      expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${slug}`);
      const copiedAt = Date.now();
      await expect(reader.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });
      expect(Date.now() - copiedAt).toBeGreaterThan(1500);

      const after = await (await reader.request.get(`/api/articles/${slug}`)).json();
      expect(after.data.views).toBe(1);
    } finally {
      await context.close();
      const { data } = await (await page.request.get(`/api/articles/${slug}`)).json();
      await api.delete(`/api/articles/${data.id}`);
    }
  });

  test("the testimonials section passes axe (colour contrast included) in both themes", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAsAdmin(page);
    const api = adminApi(page, baseURL ?? "");
    const created = await api.post("/api/testimonials", {
      name: `Noor Saleh ${Date.now().toString(36)}`,
      role: "COO",
      company: "Takaful Now",
      content: "Clear thinking on Shariah-compliant product design.",
      rating: 5,
      image: "",
      featured: true,
      order: 0,
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    try {
      for (const theme of ["dark", "light"]) {
        const visitor = await browser.newContext();
        try {
          const reader = await visitor.newPage();
          await reader.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
          await gotoHydrated(reader, "/#testimonials");
          const section = reader.getByRole("region", { name: "Client Testimonials" });
          // The initials avatar (no image) is the part whose colours were at stake.
          await expect(section.getByText("NS", { exact: true }).first()).toBeVisible();
          await expectNoAxeViolations(reader, "#testimonials");
        } finally {
          await visitor.close();
        }
      }
    } finally {
      expect((await api.delete(`/api/testimonials/${id}`)).ok()).toBe(true);
    }
  });

  test("testimonials: the admin adds, edits and deletes one, and the landing page shows it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/testimonials");
    const tab = page.getByRole("region", { name: "Testimonials" });
    await tab.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
    const name = `Layla Haddad ${Date.now().toString(36)}`;
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Company", { exact: true }).fill("Gulf Lending");
    await dialog.getByLabel("Role", { exact: true }).fill("Head of Product");
    await expect(dialog.getByLabel("Rating", { exact: true })).toHaveValue("5");
    await dialog.getByLabel("Rating", { exact: true }).selectOption("4");
    await dialog
      .getByLabel("Testimonial", { exact: true })
      .fill("Turned our BNPL idea into a compliant product in months.");
    await dialog.getByRole("switch", { name: "Show on homepage" }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(toastText(page, "Testimonial Created")).toBeVisible();
    await expect(toastText(page, "The testimonial has been created successfully.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = tab.getByRole("listitem").filter({ hasText: name });
    await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    await expect(card.getByText("Head of Product at Gulf Lending")).toBeVisible();
    await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    try {
      await gotoHydrated(reader, "/");
      const section = reader.getByRole("region", { name: "Client Testimonials" });
      const figure = section.locator("figure").filter({ hasText: name });
      await expect(figure).toBeVisible();
      await expect(figure.getByText("Head of Product at Gulf Lending")).toBeVisible();
      await expect(figure.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
      await expect(figure.getByText("LH", { exact: true })).toBeVisible();

      await card.getByRole("button", { name: `Edit ${name}'s testimonial` }).click();
      const edit = page.getByRole("dialog", { name: "Edit Testimonial" });
      await expect(edit.getByLabel("Name", { exact: true })).toHaveValue(name);
      await edit.getByRole("switch", { name: "Show on homepage" }).click();
      await saveAndWait(page, edit.getByRole("button", { name: "Update Testimonial" }));
      await expect(toastText(page, "Testimonial Updated")).toBeVisible();
      await expect(card.getByText("Featured", { exact: true })).toHaveCount(0);
      await reader.reload();
      await expect(reader.getByText(name)).toHaveCount(0);

      await card.getByRole("button", { name: `Delete ${name}'s testimonial` }).click();
      await page
        .getByRole("dialog", { name: "Delete this testimonial?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(toastText(page, "Testimonial Deleted")).toBeVisible();
      await expect(tab.getByText(name)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });
});

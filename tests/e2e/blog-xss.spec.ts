import { XSS_VECTORS } from "#tests/xss-vectors.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { adminApi, uniqueSlug } from "./blog-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// Every known XSS vector, fed through article content and every testimonial field, then shown where
// visitors and the admin see them. A vector that ran would call window.__xss(n), open a dialog, or
// (blocked by the CSP) log a console error, which the fixture turns into a failure.

test("no XSS vector in article content or testimonial fields executes in the browser", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const api = adminApi(page, baseURL!);
  const slug = uniqueSlug("xss");
  const article = await api.post("/api/articles", {
    title: `XSS vectors ${XSS_VECTORS[2]}`.slice(0, 200),
    slug,
    excerpt: `Every vector at once ${XSS_VECTORS[0]}`,
    content: `Vectors follow.\n\n${XSS_VECTORS.join("\n\n")}`,
    category: "Security <img src=x onerror=__xss(-1)>",
    published: true,
  });
  expect(article.status(), await article.text()).toBe(201);
  const articleId = (await article.json()).data.id;

  // Each vector once in one testimonial field (name, role, company or content), featured so the
  // landing page shows them all.
  const at = (i: number) => `${XSS_VECTORS[i % XSS_VECTORS.length]} ..........`;
  const batches = Array.from({ length: Math.ceil(XSS_VECTORS.length / 4) }, (_, k) => ({
    name: at(4 * k).slice(0, 120),
    role: at(4 * k + 1).slice(0, 120),
    company: at(4 * k + 2).slice(0, 120),
    content: at(4 * k + 3),
    rating: 5,
    featured: true,
    order: 999,
  }));
  const testimonialIds: string[] = [];
  for (const testimonial of batches) {
    const res = await api.post("/api/testimonials", testimonial);
    expect(res.status(), testimonial.name).toBe(201);
    testimonialIds.push((await res.json()).data.id);
  }

  const context = await browser.newContext();
  const pages = [page, await context.newPage()];
  const fired: string[] = [];
  try {
    for (const p of pages) {
      await p.exposeFunction("__xssReport", (n: string) => fired.push(n));
      await p.addInitScript(() => {
        (window as unknown as { __xss: (n: number) => void }).__xss = (n) =>
          (window as unknown as { __xssReport: (n: string) => void }).__xssReport(String(n));
      });
      p.on("dialog", (dialog) => {
        fired.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
    }
    const [admin, visitor] = pages as [typeof page, typeof page];

    const visits: [typeof page, string][] = [
      [visitor, `/blog/${slug}`],
      [visitor, "/blog"],
      [visitor, "/"],
      [admin, `/blog/${slug}`],
      [admin, "/admin/testimonials"],
      [admin, "/admin/articles"],
    ];
    for (const [p, path] of visits) {
      await gotoHydrated(p, path);
      await p.waitForTimeout(1000);
      // Hover and focus everything a handler could hang on, then look for any that survived.
      const surviving = await p.evaluate(() => {
        const found: string[] = [];
        for (const el of document.querySelectorAll("main *")) {
          for (const attr of el.getAttributeNames()) {
            const value = el.getAttribute(attr) ?? "";
            if (/^on/i.test(attr) && /__xss/.test(value)) found.push(`${el.tagName} ${attr}`);
            if (
              /^(href|src|action|formaction|data|background)$/i.test(attr) &&
              /^\s*(javascript|vbscript|data):/i.test(value)
            )
              found.push(`${el.tagName} ${attr}=${value}`);
            if (attr === "style" && /__xss|expression|url\(/i.test(value)) found.push(`${el.tagName} style`);
          }
          if (
            ["SCRIPT", "IFRAME", "OBJECT", "EMBED", "BASE", "FORM"].includes(el.tagName) &&
            el.closest(".article-body, blockquote, figure")
          )
            found.push(el.tagName);
        }
        return found;
      });
      expect(surviving, path).toEqual([]);
      for (const link of (await p.locator(".article-body a, .article-body img").all()).slice(0, 40))
        await link.hover({ trial: false, force: true }).catch(() => {});
    }
    // The editor's preview renders the same content in the admin's page.
    await gotoHydrated(admin, "/admin/articles");
    await admin.getByRole("button", { name: `Edit XSS vectors ${XSS_VECTORS[2]}`.slice(0, 200) }).click();
    await admin.getByRole("button", { name: "Show preview" }).click();
    await expect(admin.getByTestId("article-preview")).toContainText("Vectors follow.");
    await admin.keyboard.press("Escape");
    await admin.waitForTimeout(500);
    expect(fired).toEqual([]);
  } finally {
    await context.close();
    await api.delete(`/api/articles/${articleId}`);
    for (const id of testimonialIds) await api.delete(`/api/testimonials/${id}`);
  }
});

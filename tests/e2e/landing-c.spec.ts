import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("FAQ", () => {
  test("shows six questions, opens one at a time and closes again", async ({ page }) => {
    await page.goto("/#faq");
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(6);
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open", "");
  });

  test("can be used with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const summary = page.locator("#faq summary").first();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
  });
});

test.describe("contact section", () => {
  test("offers six ways to connect, each opening in a new tab, and the pitch card", async ({ page }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { name: "Connect With Me" })).toBeVisible();
    const links = contact.getByRole("list").first().getByRole("link");
    await expect(links).toHaveCount(6);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(contact.getByRole("heading", { name: "Let's Build Something Great" })).toBeVisible();
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  });
});

test("the progress bar at the top grows as the page scrolls", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByTestId("scroll-progress");
  const width = () => bar.evaluate((el) => el.getBoundingClientRect().width);
  expect(await width()).toBeLessThan(5);
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  await expect.poll(width).toBeGreaterThan(200);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const viewport = page.viewportSize()!.width;
  await expect.poll(width).toBeGreaterThan(viewport - 5);
});

test.describe("search engines and link previews", () => {
  test("the landing page carries its title, description, canonical URL, Open Graph and Twitter card", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/\| FinTech & EdTech Product Manager$/);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", /Islamic finance/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /FinTech/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/og-default.png`);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    // The Arabic edition shares its own image, with the owner's Arabic headline, and the file is there.
    await page.goto("/ar");
    const arabicImage = `${baseURL}/og-default-ar.png`;
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", arabicImage);
    const png = await page.request.get(arabicImage);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  });

  test("the landing page describes the owner, the service and two scholarly articles as structured data", async ({
    page,
  }) => {
    await page.goto("/");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}") as { "@type": string }));
    const types = blocks.map((b) => b["@type"]).sort();
    expect(types).toEqual(["Person", "ProfessionalService", "ProfilePage", "ScholarlyArticle", "ScholarlyArticle"]);
  });

  test("the sitemap lists the landing, solution and project pages at the site's address", async ({
    request,
    baseURL,
  }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${baseURL}/`);
    for (const id of ["fintech", "edtech", "ecommerce", "daas"]) expect(locs).toContain(`${baseURL}/solutions/${id}`);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(locs).toContain(`${baseURL}/project/${id}`);
  });

  test("robots.txt allows the site, keeps crawlers out of the admin and API, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test("the FAQ and contact sections pass the accessibility checks in the light theme", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  await page.goto("/#faq");
  await page.locator("#faq summary").first().click();
  await expectNoAxeViolations(page);
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

// The landing sections below the fold are server-rendered but hydrated only when scrolled near
// (app/lib/deferred-section.tsx). These tests prove the code really waits, that the sections work once
// it has loaded, and that nothing moves or logs an error on the way (the fixture fails on console errors).

const marker = (page: Page, name: string) => page.locator(`[data-deferred="${name}"]`);

/** The JavaScript files the page has loaded so far. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

test.beforeEach(async ({ page }) => {
  // The live widgets refresh in the browser once hydrated; answer them here rather than upstream.
  await page.route("**/api/news/**", (route) => route.fulfill({ json: { articles: [] } }));
  await page.route("**/api/stocks", (route) => route.fulfill({ json: [] }));
  await page.route("**/api/linkedin-articles", (route) => route.fulfill({ json: [] }));
});

test("a section far below the fold is in the HTML at once, and its code loads only when scrolled near", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await gotoHydrated(page, "/");
  const faq = page.locator("section#faq");
  // Server-rendered: visible content and working native markup before any of its code loaded.
  await expect(faq.getByRole("heading", { level: 2 })).toBeAttached();
  await page.waitForTimeout(500);
  await expect(marker(page, "faq")).not.toHaveAttribute("data-hydrated");
  await expect(marker(page, "insights")).not.toHaveAttribute("data-hydrated");
  expect(scripts.filter((path) => /\/(faq-section|insights-block|query)-(?!provider-)[^/]+\.js$/.test(path))).toEqual(
    [],
  );

  // Measured laid out: until it comes near the viewport the browser gives it a placeholder height
  // (content-visibility, app/components/landing/section.tsx), which says nothing about hydration.
  await faq.evaluate((element) => {
    element.style.contentVisibility = "visible";
  });
  const before = await faq.evaluate((element) => element.getBoundingClientRect().height);
  await faq.scrollIntoViewIfNeeded();
  await expect(marker(page, "faq")).toHaveAttribute("data-hydrated", "");
  expect(scripts.some((path) => /\/faq-section-[^/]+\.js$/.test(path))).toBe(true);
  // Hydrated in place: the same markup, so the section keeps its size.
  expect(await faq.evaluate((element) => element.getBoundingClientRect().height)).toBe(before);
  const first = faq.locator("details").first();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
});

test("the live widgets and TanStack Query load with the insights block, and the news tabs then switch", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await gotoHydrated(page, "/");
  await page.locator("section#newsletter").scrollIntoViewIfNeeded();
  await expect(marker(page, "insights")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  expect(scripts.some((path) => /\/insights-block-[^/]+\.js$/.test(path))).toBe(true);
  const technology = page.getByRole("tab", { name: "Technology" });
  await technology.click();
  await expect(technology).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Business" })).toHaveAttribute("aria-selected", "false");
});

test("a click made before its section hydrated is replayed once it has", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(marker(page, "portfolio")).not.toHaveAttribute("data-hydrated");
  const portfolio = page.locator("section#portfolio");
  const filter = portfolio.getByRole("button", { name: "AI", exact: true });
  // Clicked without scrolling there, so nothing but the click itself asks for the section's code.
  await filter.evaluate((button: HTMLElement) => button.click());
  await expect(marker(page, "portfolio")).toHaveAttribute("data-hydrated", "");
  await expect(filter).toHaveAttribute("aria-pressed", "true");
  await expect(portfolio.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "false");
});

test("opening the page at a deferred section's address lands on it", async ({ page }) => {
  await gotoHydrated(page, "/#contact");
  await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeInViewport();
  await expect(marker(page, "contact")).toHaveAttribute("data-hydrated", "");
});

// /tools: its route module comes in two chunks (it has a client loader), imported another way.
for (const path of ["/", "/ar", "/tools", "/ar/islamic-fintech"]) {
  test(`${path}: the scripts are requested only after the first paint, and the page still hydrates`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(scripts.some((script) => /\/entry\.client-[^/]+\.js$/.test(script.name))).toBe(true);
    // The document's text reached the screen before any script was fetched (app/lib/paint-first.server.ts).
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(firstPaint);
  });
}

for (const path of ["/", "/ar"]) {
  test(`${path}: no section is taller on a phone than the placeholder it has until it is rendered`, async ({
    page,
  }) => {
    // The narrowest common phone and the page's longest layout; a section taller than its estimate
    // overlaps the next one for tools that measure without painting (app/components/landing/section.tsx).
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, path);
    const sections = page.locator("section[style*='contain-intrinsic-size']");
    expect(await sections.count()).toBeGreaterThanOrEqual(9);
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded();
      const { id, height, estimate } = await section.evaluate((element) => {
        const style = getComputedStyle(element);
        const content = element.getBoundingClientRect().height;
        return {
          id: element.id,
          height: content - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom),
          estimate: Number.parseFloat(element.style.containIntrinsicSize.replace("auto", "")),
        };
      });
      expect(height, id).toBeLessThanOrEqual(estimate);
    }
  });
}

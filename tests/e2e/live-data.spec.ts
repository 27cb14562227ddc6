import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated, waitForSectionHydration } from "./hydration.ts";

// The live widgets in a browser, reading our API, which reads the fake providers (live-env.ts).
// States a healthy provider cannot produce (slow, failing, empty) are made by intercepting our own
// API in the browser; the server's handling of failing providers has its own tests (server/http/live.test.ts).

test.describe("market snapshot and news on the landing page", () => {
  test("shows quotes with green '+' rises and red falls, and when they were fetched", async ({ page }) => {
    await page.goto("/#newsletter");
    const card = page.getByRole("region", { name: "Market Snapshot" });
    const quotes = card.getByRole("list", { name: "Stock quotes" }).getByRole("listitem");
    // The first visitor may wait for the providers (cold cache on a busy machine).
    await expect(quotes).toHaveCount(4, { timeout: 20_000 });
    await expect(quotes.filter({ hasText: "AAPL" })).toContainText("$243.85");
    await expect(quotes.filter({ hasText: "AAPL" }).locator("[data-trend]")).toHaveText("-1.57 (-0.64%)");
    await expect(quotes.filter({ hasText: "AAPL" }).locator("[data-trend]")).toHaveClass(/text-red-700/);
    await expect(quotes.filter({ hasText: "MSFT" }).locator("[data-trend]")).toHaveText("+4.77 (+1.14%)");
    await expect(quotes.filter({ hasText: "NVDA" }).locator("[data-trend]")).toHaveText("+0.00 (+0.00%)");
    await expect(quotes.filter({ hasText: "MSFT" }).locator("[data-trend]")).toHaveClass(/text-emerald-700/);
    await expect(quotes.filter({ hasText: "NVDA" }).locator("[data-trend]")).toHaveClass(/text-emerald-700/);
    await expect(card.getByText(/^As of /)).toBeVisible();
  });

  test("paints cached quotes and news in the server's HTML, without placeholders", async ({ page, request }) => {
    // Warm the server's cache the way a first visitor would.
    expect((await request.get("/api/stocks")).ok()).toBe(true);
    expect((await request.get("/api/news/business")).ok()).toBe(true);
    // A value of a parameter the landing page reads (one it shows nothing for) is a cache key of its
    // own: a fresh render, not a copy made by another test before the cache was warm.
    const fresh = `/?sent=fresh-${Date.now()}`;
    const html = await (await request.get(fresh)).text();
    // The rendered markup, not the words the page data carries for the widgets' other states.
    expect(html).toMatch(/<h3[^>]*>Market Snapshot</);
    expect(html).not.toMatch(/<h3[^>]*>Market Overview</);
    expect(html).toContain("Oil prices climb as supply tightens");
    expect(html).not.toMatch(/<p[^>]*>Loading news\.\.\.</);
    await page.goto(fresh);
    await expect(page.getByText("Market Overview")).toHaveCount(0);
  });

  test("lists at most 5 business articles, switches to technology and back, and refreshes", async ({ page }) => {
    await page.goto("/#newsletter");
    const panel = page.getByRole("tabpanel");
    const business = page.getByRole("tab", { name: "Business" });
    await expect(business).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("listitem")).toHaveCount(5, { timeout: 20_000 });
    const first = panel.getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveText(/Oil prices climb as supply tightens/);
    await expect(first.getByRole("link")).toHaveAttribute("target", "_blank");
    await expect(first).toContainText("Brent crude rose 2% & traders eyed OPEC cuts.");
    await expect(first).toContainText("BBC News - Business · Jan 5, 2025");
    await expect(panel).not.toContainText("Sixth business story");

    // Keyboard: arrow keys move between the tabs. The list above may be the server's HTML: a key
    // pressed before the block has hydrated reaches no handler (clicks are replayed, keys are not).
    await waitForSectionHydration(page, "insights");
    await business.focus();
    await page.keyboard.press("ArrowRight");
    const technology = page.getByRole("tab", { name: "Technology" });
    await expect(technology).toBeFocused();
    await expect(technology).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("listitem")).toHaveCount(2);
    await expect(panel.getByRole("listitem").first()).toContainText("Quantum chips reach a milestone");
    await expect(panel.getByRole("listitem").first()).toContainText("Ars Technica · Jan 5, 2025");

    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/news/technology"));
    await page.getByRole("button", { name: "Refresh" }).first().click();
    expect((await refreshed).status()).toBe(200);
    await expect(panel.getByRole("listitem")).toHaveCount(2);
  });

  test("says 'Loading news...' and then 'No articles available' when a category has none", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/news/technology", async (route) => {
      await held;
      await route.fulfill({ json: { articles: [] } });
    });
    await page.goto("/#newsletter");
    // The tab is a button: clicked before the deferred section hydrates, the click can be lost (failed
    // twice in a row on CI's host once the page came from the cache).
    await waitForSectionHydration(page, "insights");
    await page.getByRole("tab", { name: "Technology" }).click();
    await expect(page.getByRole("tabpanel")).toHaveText("Loading news...");
    release();
    await expect(page.getByRole("tabpanel")).toHaveText("No articles available");
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/#newsletter");
    await expect(page.getByRole("heading", { name: "Market Snapshot" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("articles from the professional network", () => {
  test("shows cards with a category badge, plain-text description and long US date, opening a new tab", async ({
    page,
  }) => {
    await page.goto("/#articles");
    const section = page.locator("#articles");
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(2, { timeout: 20_000 });
    const bnpl = cards.filter({ hasText: "Designing Shariah-compliant BNPL" });
    await expect(bnpl).toContainText("Islamic Finance");
    await expect(bnpl).toContainText("How Murabaha maps onto buy-now-pay-later.");
    await expect(bnpl).toContainText("January 6, 2025");
    await expect(bnpl.getByRole("link")).toHaveAttribute(
      "href",
      "https://www.linkedin.com/pulse/designing-shariah-compliant-bnpl",
    );
    await expect(bnpl.getByRole("link")).toHaveAttribute("target", "_blank");
    const edtech = cards.filter({ hasText: "Product discovery for EdTech" });
    await expect(edtech).toContainText("LinkedIn");
    await expect(edtech).toContainText("Talking to teachers first.");
    await expect(section).not.toContainText("<p>");
    await expect(section).not.toContainText("alert");
    await expect(section.getByRole("link", { name: /View all articles on LinkedIn/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("filters by title or description, case-insensitive, and says when nothing matches", async ({ page }) => {
    await page.goto("/#articles");
    const section = page.locator("#articles");
    const search = section.getByPlaceholder("Search articles...");
    await expect(section.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
    await search.fill("MURABAHA");
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(section.getByRole("listitem")).toContainText("Designing Shariah-compliant BNPL");
    await search.fill("edtech");
    await expect(section.getByRole("listitem")).toHaveText(/Product discovery for EdTech/);
    await search.fill("no such thing");
    await expect(section.getByRole("listitem")).toHaveCount(0);
    await expect(section).toContainText("No articles found matching your search.");
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/#articles");
    await expect(page.locator("#articles").getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});

/**
 * Opens /tools the way a visitor coming from another page does (a client-side navigation): the page
 * shows at once and the tracker loads its prices itself, whatever the server has cached.
 */
async function openToolsFromHeader(page: Page) {
  await gotoHydrated(page, "/career");
  await page.getByRole("button", { name: "Professional Tools" }).click();
  await page.getByRole("menuitem", { name: "Tools", exact: true }).click();
  await expect(page).toHaveURL("/tools");
}

test.describe("crypto tracker on /tools", () => {
  test("paints the prices the server has cached with the page: no skeleton rows, no layout shift", async ({
    page,
    request,
  }) => {
    expect((await request.get("/api/crypto")).status()).toBe(200);
    // The page micro-cache may still hold a render from before the prices were cached (5 s at most).
    await expect
      .poll(async () => (await (await request.get("/tools")).text()).includes("Bitcoin"), { timeout: 10_000 })
      .toBe(true);
    expect(await (await request.get("/tools")).text()).not.toContain("crypto-skeleton");
    // Even with the browser's own read held back, the table is there from the first paint.
    await page.route("**/api/crypto", () => {});
    await gotoHydrated(page, "/tools");
    await expect(page.getByRole("table").getByRole("row", { name: /Bitcoin/ })).toContainText("$97,234.12");
    await expect(page.getByTestId("crypto-skeleton")).toHaveCount(0);
  });

  test("lists coins with rank, name, symbol, price, change, market cap and volume, and refreshes", async ({ page }) => {
    await page.goto("/tools");
    const table = page.getByRole("table");
    const bitcoin = table.getByRole("row", { name: /Bitcoin/ });
    await expect(bitcoin).toBeVisible({ timeout: 20_000 });
    await expect(bitcoin).toContainText("1");
    await expect(bitcoin).toContainText("BTC");
    await expect(bitcoin).toContainText("$97,234.12");
    await expect(bitcoin).toContainText("+1.59%");
    await expect(bitcoin).toContainText("$1.93T");
    await expect(bitcoin).toContainText("$38.77B");
    await expect(table.getByRole("row", { name: /Tether/ })).toContainText("$0.999812");
    await expect(table.getByRole("row", { name: /Ethereum/ })).toContainText("-1.13%");
    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/crypto"));
    await page.getByRole("button", { name: "Refresh" }).click();
    expect((await refreshed).status()).toBe(200);
    await expectNoAxeViolations(page);
  });

  test("shows 10 skeleton rows while loading and 'No data available' for an empty list", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/crypto", async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await openToolsFromHeader(page);
    await expect(page.getByTestId("crypto-skeleton")).toHaveCount(10);
    release();
    await expect(page.getByRole("cell", { name: "No data available" })).toBeVisible();
    await expect(page.getByTestId("crypto-skeleton")).toHaveCount(0);
  });

  test.describe("when the API fails", () => {
    test.use({ expectedConsoleMessages: [/status of 503/] });
    test("retries 3 times a second apart, then shows the SPEC alert", async ({ page }) => {
      let calls = 0;
      await page.route("**/api/crypto", async (route) => {
        calls++;
        await route.fulfill({ status: 503, json: { message: "Cryptocurrency prices are unavailable right now" } });
      });
      await openToolsFromHeader(page);
      await expect(page.getByRole("alert").filter({ hasText: "cryptocurrency" })).toHaveText(
        "Unable to fetch live cryptocurrency data from a crypto market data service. Please check your internet connection and try refreshing.",
        { timeout: 10_000 },
      );
      expect(calls).toBe(4);
    });
  });
});

test.describe("currency converter on /tools", () => {
  test("converts 100 USD to EUR by default, swaps, and follows the amount", async ({ page }) => {
    await page.goto("/tools?tab=currency");
    const converter = page.getByRole("region", { name: "Currency Converter" });
    await expect(converter.getByLabel("Amount")).toHaveValue("100");
    await expect(converter.getByLabel("From")).toHaveValue("USD");
    await expect(converter.getByLabel("To")).toHaveValue("EUR");
    await expect(converter.getByTestId("conversion-result")).toHaveText("97.18 EUR", { timeout: 20_000 });
    await expect(converter.getByTestId("conversion-rate")).toHaveText("1 USD = 0.9718 EUR");
    await expect(converter.getByLabel("From").locator("option")).toHaveText([
      "USD",
      "EUR",
      "GBP",
      "JPY",
      "AED",
      "SAR",
      "PKR",
      "INR",
      "CNY",
      "CAD",
    ]);
    await converter.getByRole("button", { name: "Swap currencies" }).click();
    await expect(converter.getByLabel("From")).toHaveValue("EUR");
    await expect(converter.getByTestId("conversion-rate")).toHaveText("1 EUR = 1.0290 USD");
    await expect(converter.getByTestId("conversion-result")).toHaveText("102.90 USD");
    await converter.getByLabel("To").selectOption("AED");
    await converter.getByLabel("Amount").fill("250");
    await expect(converter.getByTestId("conversion-result")).toHaveText("944.77 AED");
  });

  test.describe("when the API fails", () => {
    test.use({ expectedConsoleMessages: [/status of 503/] });
    test("shows the SPEC alert", async ({ page }) => {
      await page.route("**/api/currency-rates", (route) =>
        route.fulfill({ status: 503, json: { message: "Exchange rates are unavailable right now" } }),
      );
      await page.goto("/tools?tab=currency");
      await expect(page.getByRole("alert").filter({ hasText: "exchange rates" })).toHaveText(
        "Unable to fetch live exchange rates. Please try again later.",
      );
    });
  });
});

test.describe("the tools' failure alerts", () => {
  test.use({ expectedConsoleMessages: [/status of 503/] });
  for (const theme of ["dark", "light"]) {
    test(`pass axe (colour contrast included) in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
      await page.route("**/api/crypto", (route) =>
        route.fulfill({ status: 503, json: { message: "Cryptocurrency prices are unavailable right now" } }),
      );
      await page.route("**/api/currency-rates", (route) =>
        route.fulfill({ status: 503, json: { message: "Exchange rates are unavailable right now" } }),
      );
      await openToolsFromHeader(page);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByRole("alert").filter({ hasText: "cryptocurrency" })).toBeVisible({ timeout: 10_000 });
      await expectNoAxeViolations(page);
      await page.goto("/tools?tab=currency");
      await expect(page.getByRole("alert").filter({ hasText: "exchange rates" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test("the live widgets pass axe in the light theme too", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  await page.goto("/tools");
  await expect(page.getByRole("row", { name: /Bitcoin/ })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.goto("/tools?tab=currency");
  await expect(page.getByTestId("conversion-result")).toHaveText("97.18 EUR");
  await expectNoAxeViolations(page);
  await page.goto("/#newsletter");
  await expect(page.getByRole("region", { name: "Market Snapshot" }).getByRole("listitem")).toHaveCount(4, {
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
});

test.describe("the live widgets on the Arabic landing page", () => {
  test("show the quotes and the news, with their own words in Arabic", async ({ page }) => {
    await page.goto("/ar#newsletter");
    const market = page.getByRole("region", { name: "لمحة عن السوق" });
    const quotes = market.getByRole("list", { name: "أسعار الأسهم" }).getByRole("listitem");
    await expect(quotes).toHaveCount(4, { timeout: 20_000 });
    await expect(quotes.filter({ hasText: "AAPL" })).toContainText("243.85");
    await expect(market.getByText(/^آخر تحديث:/)).toBeVisible();

    const panel = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "الأعمال" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("listitem")).toHaveCount(5, { timeout: 20_000 });
    await expect(panel.getByRole("listitem").first().getByRole("link")).toHaveText(
      /Oil prices climb as supply tightens/,
    );
    await expect(panel).not.toContainText("لا توجد أخبار متاحة");
  });

  test("show the network's articles", async ({ page }) => {
    await page.goto("/ar#articles");
    const articles = page.locator("#articles");
    await expect(articles.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
    await expect(articles.getByRole("listitem").filter({ hasText: "Designing Shariah-compliant BNPL" })).toContainText(
      "How Murabaha maps onto buy-now-pay-later.",
    );
    await expect(articles).not.toContainText("لا توجد مقالات متاحة حاليًا.");
  });
});

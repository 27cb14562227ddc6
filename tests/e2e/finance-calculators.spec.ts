import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { expectNoSkippedHeadingLevels } from "./headings.ts";
import { gotoHydrated } from "./hydration.ts";

/** What a visitor types into each calculator, and figures the engine gives for it (checked by hand). */
const CASES = [
  {
    slug: "murabaha",
    // The offer a Gulf bank advertises as "6 % flat p.a." over four years.
    fields: { Price: "100000", "Profit rate": "6", Instalments: "48", "Upfront fee": "0" },
    query: "price=100000&rate=6&basis=flat&months=48&fee=0",
    figures: {
      monthly: "AED 2,583.33",
      "total-profit": "AED 24,000.00",
      "total-payable": "AED 124,000.00",
      apr: "10.97%",
      "settle-total": "AED 55,995.35",
    },
  },
  {
    slug: "home-finance",
    fields: {
      "Property price": "1000000",
      "Down payment": "20",
      "Term in years": "25",
      "Profit rate": "4.5",
      "Arrangement fee": "0",
      "Takaful (% a month of what is owed)": "0",
      "Fixed-rate years": "5",
      "Settle after month": "60",
    },
    query: "price=1000000&downPayment=20&years=25&rate=4.5&fee=0&takaful=0&fixedYears=5&settleAfter=60",
    figures: {
      "ijarah-monthly": "AED 4,446.66",
      "ijarah-apr": "4.50%",
      "musharakah-first": "AED 5,666.67",
      // Units of 2,666.67 (800,000 ÷ 300 to the fils); the last one is the 2,665.67 they leave.
      "musharakah-last": "AED 2,675.67",
      "settle-musharakah-outstanding": "AED 639,999.80",
      "upfront-total": "AED 245,290.00",
    },
  },
  {
    slug: "flat-rate",
    fields: { Amount: "900000", "Quoted rate": "3.75", "Term in years": "20" },
    query: "amount=900000&quote=flat&rate=3.75&years=20",
    figures: { monthly: "AED 6,562.50", apr: "6.22%", "flat-rate": "3.75%", "total-profit": "AED 675,000.00" },
  },
  {
    slug: "zakat",
    fields: {
      "Cash and bank balances": "30000",
      "Gold (grams)": "0",
      "Gold price per gram (24 karat)": "300",
      "Silver (grams)": "0",
      "Silver price per gram": "",
      Shares: "0",
      "Business inventory": "0",
      Receivables: "0",
      "Debts due now": "0",
    },
    query: "cash=30000&goldGrams=0&goldPricePerGram=300",
    figures: { zakat: "AED 750.00", zakatable: "AED 30,000.00", "nisab-value": "AED 25,500.00" },
  },
  {
    slug: "purification",
    fields: { "Dividends or capital gains": "12000", "Non-compliant income ratio": "3.5" },
    query: "amount=12000&ratio=3.5",
    figures: { purification: "AED 420.00" },
  },
] as const;

const url = (slug: string, query = "") => `/islamic-fintech/calculators/${slug}${query ? `?${query}` : ""}`;
const money = (text: string) => new RegExp(`^${text.replace(/[.$]/g, "\\$&").replace(/ /g, "\\s")}$`);

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

async function expectFigures(page: Page, figures: Record<string, string>) {
  for (const [id, text] of Object.entries(figures)) await expect(page.getByTestId(id)).toHaveText(money(text));
}

/**
 * The fake metals.dev (harness/fake-upstream.ts, configured for every browser test) prices gold at
 * AED 9,731.2801 and silver at AED 110.1843 a troy ounce: 312.87 and 3.54 a gram.
 */
const LIVE_GOLD_HINT =
  "Live price from metals.dev, 5 Jan 2025, 16:04 GST: AED 312.87 a gram. You can change it to your jeweller's or bank's price.";

/** Every figure on the page, by test id: what a shared link has to reproduce exactly. */
async function allFigures(page: Page) {
  return page
    .getByTestId("results")
    .locator("[data-testid]")
    .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute("data-testid")}=${node.textContent}`));
}

test.describe("with JavaScript", () => {
  for (const c of CASES) {
    test(`${c.slug}: typing updates the address in place and the figures; the link reproduces them`, async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, url(c.slug));
      // The browser computes the figures itself: typing asks the server for no route data.
      const dataRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
      });
      // The page is never reloaded: a marker on window survives the typing.
      await page.evaluate(() => Object.assign(window, { calculatorMarker: true }));
      const historyLength = await page.evaluate(() => history.length);
      await fill(page, c.fields);
      await expect(page).toHaveURL((address) => {
        const params = new URLSearchParams(c.query);
        return [...params].every(([name, value]) => address.searchParams.get(name) === value);
      });
      await expectFigures(page, c.figures);
      expect(await page.evaluate(() => "calculatorMarker" in window)).toBe(true);
      // replace, not push: Back leaves the calculator instead of stepping through keystrokes.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(dataRequests).toEqual([]);
      const typed = await allFigures(page);

      const shared = await context.newPage();
      await shared.goto(page.url());
      await expectFigures(shared, c.figures);
      expect(await allFigures(shared)).toEqual(typed);
      await shared.close();
    });
  }

  test("a field error sits beside its field, and no figures are shown until it is fixed", async ({ page }) => {
    await gotoHydrated(page, url("home-finance", CASES[1].query));
    const years = page.getByLabel("Term in years", { exact: true });
    await years.fill("30");
    await expect(years).toHaveAttribute("aria-invalid", "true");
    const describedBy = await years.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy?.split(" ")[0]}`)).toHaveText(
      "Term in years must be at least 1 and at most 25.",
    );
    await expect(page.getByTestId("ijarah-monthly")).toHaveCount(0);
    await expect(page.getByTestId("key-facts")).toHaveCount(0);
    await years.fill("25");
    await expect(years).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("ijarah-monthly")).toHaveText(money("AED 4,446.66"));
  });

  test("home finance: rate resets, early settlement and the yearly ownership with its monthly drill-down", async ({
    page,
  }) => {
    await gotoHydrated(page, url("home-finance", CASES[1].query));
    await expect(page.getByTestId("settle-ijarah-fee")).toHaveText(money("AED 7,028.63"));
    await expect(page.getByTestId("settle-musharakah-total")).toHaveText(money("AED 646,399.80"));
    const resets = page.getByRole("region", { name: "If the rate changes after the fixed years" });
    await expect(resets.getByRole("row")).toHaveCount(5);
    await expect(resets.getByRole("row").nth(4)).toContainText("+2");
    await expect(page.getByRole("img", { name: /Ownership and equity over time/ })).toBeVisible();
    // Under Ijarah the line is equity, not ownership: the legend and the summary say so.
    await expect(page.getByText("Ijarah: down payment and principal repaid (title passes at the end)")).toBeVisible();
    await expect(page.getByTestId("loan-to-value")).toContainText("within the UAE Central Bank's 80.00% cap");
    await page.locator("summary", { hasText: "Month by month (300 payments)" }).click();
    await expect(page.getByRole("region", { name: "Month by month (300 payments)" }).getByRole("row")).toHaveCount(301);
  });

  test("zakat: below nisab says so, the hawl shows today's Hijri date, AAOIFI 35 is named", async ({ page }) => {
    await gotoHydrated(page, url("zakat", "cash=2000&silverPricePerGram=3.5&nisab=silver"));
    await expect(page.getByTestId("zakat-status")).toHaveText("Below nisab: no zakat is due on this wealth.");
    await expect(page.getByTestId("zakat")).toHaveText(money("AED 0.00"));
    await expect(page.getByTestId("hawl")).toContainText(/\d{4} AH/);
    await expect(page.getByText(/AAOIFI Shari'ah Standard No\. 35/)).toBeVisible();
    // A shared link without metal prices asks for today's instead of pre-filling an undated one.
    await gotoHydrated(page, url("zakat", "cash=40000&goldGrams=50&goldKarat=21"));
    await expect(page.getByLabel("Gold price per gram (24 karat)", { exact: true })).toHaveValue("");
    await expect(page.getByTestId("results")).toContainText(
      "Enter today's price of a gram of pure gold (and of silver, for the silver nisab) to see your zakat.",
    );
    // The purities, purest first.
    await expect(page.getByRole("radio", { name: /karat/ })).toHaveCount(4);
    expect(
      await page
        .getByRole("radio", { name: /karat/ })
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value)),
    ).toEqual(["24", "22", "21", "18"]);
    await gotoHydrated(page, url("zakat", "cash=2000&silverPricePerGram=3.5&nisab=silver"));
    await page.getByLabel(/^Gold \(85 g\)/).check();
    await expect(page.getByLabel("Gold price per gram (24 karat)", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  test("zakat: the example starts from the live gold and silver prices, says where from, and the visitor's price wins", async ({
    page,
  }) => {
    await gotoHydrated(page, url("zakat"));
    const gold = page.getByLabel("Gold price per gram (24 karat)", { exact: true });
    await expect(gold).toHaveValue("312.87");
    await expect(page.getByLabel("Silver price per gram", { exact: true })).toHaveValue("3.54");
    const goldHint = page.locator("#zakat-goldPricePerGram-hint");
    await expect(goldHint).toHaveText(LIVE_GOLD_HINT);
    expect((await gold.getAttribute("aria-describedby"))?.split(" ")).toContain("zakat-goldPricePerGram-hint");
    await expect(page.locator("#zakat-silverPricePerGram-hint")).toContainText("Live price from metals.dev");
    // 85 g × 312.87; the example's 50 g of 21-karat gold is 43.75 g of pure gold:
    // 40,000 + 43.75 × 312.87 = 53,688.06, and 2.5 % of it.
    await expect(page.getByTestId("nisab-value")).toHaveText(money("AED 26,593.95"));
    await expect(page.getByTestId("pure-gold")).toHaveText("43.75 g");
    await expect(page.getByTestId("zakat")).toHaveText(money("AED 1,342.20"));
    // The solar year's rate, chosen by the visitor.
    await page.getByLabel(/^The solar \(Gregorian\) year/).check();
    await expect(page.getByTestId("zakat")).toHaveText(money("AED 1,383.54"));
    await expect(page.getByTestId("zakat-status")).toHaveText("Your wealth reaches the nisab: zakat is 2.577% of it.");

    await gold.fill("300");
    await expect(page).toHaveURL(/[?&]goldPricePerGram=300(&|$)/);
    await expect(page.getByTestId("nisab-value")).toHaveText(money("AED 25,500.00"));
    await expect(gold).toHaveValue("300");
    // The browser computed that alone; the live price it was offered is still named.
    await expect(goldHint).toHaveText(LIVE_GOLD_HINT);
  });

  test("Download Key Facts serves a PDF of the same inputs", async ({ page, request }) => {
    await gotoHydrated(page, url("murabaha", CASES[0].query));
    await expect(
      page.getByText("APR counts the fee and takaful; the quoted rate does not.", { exact: false }),
    ).toBeVisible();
    const href = await page.getByTestId("key-facts").getAttribute("href");
    // The same inputs; the page is rendered at its address with the parameters in the route's declared
    // order (the page cache's key, decision 027), so compare them as a set.
    const statement = new URL(href!, "http://site");
    expect(statement.pathname).toBe("/api/finance/murabaha/key-facts.pdf");
    expect(Object.fromEntries(statement.searchParams)).toEqual(Object.fromEntries(new URLSearchParams(CASES[0].query)));
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the product explorer and its simple calculators link to the detailed ones", async ({ page }) => {
    await gotoHydrated(page, "/islamic-fintech");
    await page.getByRole("link", { name: "Zakat", exact: true }).click();
    await expect(page).toHaveURL(url("zakat"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zakat on your wealth");
    // A client-side visit to the example asks the server once, for the live prices.
    await expect(page.getByLabel("Gold price per gram (24 karat)", { exact: true })).toHaveValue("312.87");
    await expect(page.locator("#zakat-goldPricePerGram-hint")).toHaveText(LIVE_GOLD_HINT);
    // The simple SPEC calculator hands its figures over to the detailed one.
    await gotoHydrated(page, "/islamic-fintech?product=bnpl");
    await page.getByLabel("Purchase price").fill("2400");
    await page.getByRole("link", { name: /Open the detailed calculator/ }).click();
    // The card's markup is a total over the term, and the detailed calculator is told so.
    await expect(page).toHaveURL(
      /\/islamic-fintech\/calculators\/murabaha\?price=2400&rate=\d+&basis=total&months=\d+&fee=0$/,
    );
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("2400");
    await expect(page.getByLabel("A total markup over the whole term")).toBeChecked();
    await expect(page.getByTestId("monthly")).toBeVisible();
  });

  test("an unknown calculator is the site's 404", async ({ page }) => {
    const response = await page.goto(url("mortgage"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`every calculator has no accessibility violations in the ${theme} theme`, async ({ page }) => {
      if (theme === "light") await page.addInitScript(() => localStorage.setItem("theme", "light"));
      for (const c of CASES) {
        await gotoHydrated(page, url(c.slug, c.query));
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        await expectNoSkippedHeadingLevels(page);
        await expectNoAxeViolations(page);
      }
      await gotoHydrated(page, url("murabaha", "price=abc&rate=10&months=3&salary=5000"));
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const c of CASES) {
    test(`${c.slug}: Calculate reloads the page with the inputs in the address and the server's figures`, async ({
      page,
    }) => {
      await page.goto(url(c.slug));
      await fill(page, c.fields);
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL((address) => {
        const params = new URLSearchParams(c.query);
        return [...params].every(([name, value]) => address.searchParams.get(name) === value);
      });
      await expectFigures(page, c.figures);
      await expect(page.getByTestId("illustration-note")).toContainText("not an offer");
    });
  }

  test("zakat: the server fills in the live prices, and Calculate keeps them in the address", async ({ page }) => {
    await page.goto(url("zakat"));
    await expect(page.getByLabel("Gold price per gram (24 karat)", { exact: true })).toHaveValue("312.87");
    await expect(page.locator("#zakat-goldPricePerGram-hint")).toHaveText(LIVE_GOLD_HINT);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(
      (address) =>
        address.searchParams.get("goldPricePerGram") === "312.87" &&
        address.searchParams.get("silverPricePerGram") === "3.54",
    );
    await expect(page.getByTestId("zakat")).toHaveText(money("AED 1,342.20"));
  });

  test("a field error is rendered by the server beside its field", async ({ page }) => {
    await page.goto(url("murabaha", "price=1000&rate=45&basis=flat&months=3"));
    const rate = page.getByLabel("Profit rate", { exact: true });
    await expect(rate).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await rate.getAttribute("aria-describedby")}`)).toHaveText(
      "Profit rate must be at most 30 for this kind of rate.",
    );
    await expect(page.getByTestId("monthly")).toHaveCount(0);
  });

  test("the monthly drill-down opens without JavaScript", async ({ page }) => {
    await page.goto(url("home-finance", CASES[1].query));
    await page.locator("summary", { hasText: "Month by month (300 payments)" }).click();
    await expect(
      page.getByRole("region", { name: "Month by month (300 payments)" }).getByRole("row").nth(13),
    ).toContainText("13");
  });
});

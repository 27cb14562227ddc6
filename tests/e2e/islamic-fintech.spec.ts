import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { expectNoSkippedHeadingLevels } from "./headings.ts";
import { gotoHydrated } from "./hydration.ts";

const PRODUCTS = [
  { id: "bnpl", title: "Islamic Buy Now, Pay Later", contract: "Murabaha", steps: 4 },
  { id: "advance-salary", title: "Salary Advance", contract: "Qard Hasan", steps: 4 },
  { id: "home-finance", title: "Home Finance", contract: "Ijarah / Diminishing Musharakah", steps: 5 },
  { id: "car-finance", title: "Car Finance", contract: "Murabaha", steps: 4 },
  { id: "takaful", title: "Takaful", contract: "Tabarru'", steps: 4 },
  { id: "zakat-waqf", title: "Zakat & Waqf", contract: "Zakat / Waqf", steps: 4 },
];

test.describe("Islamic fintech product grid", () => {
  test("shows six product cards, each with its contract and a Start Journey button", async ({ page }) => {
    await page.goto("/islamic-fintech");
    await expect(page).toHaveTitle(/^Islamic FinTech Product Explorer \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/islamic-fintech$/);
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const [index, product] of PRODUCTS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(product.title);
      await expect(card).toContainText(product.contract);
      await expect(card.getByRole("button", { name: `Start Journey: ${product.title}` })).toBeVisible();
    }
    await expectNoSkippedHeadingLevels(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("product journey stepper", () => {
  for (const product of PRODUCTS) {
    test(`${product.id}: Step n of N, Previous disabled first, Next while steps remain, Get Started last`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/islamic-fintech");
      await page.getByRole("button", { name: `Start Journey: ${product.title}` }).click();
      await expect(page.getByRole("heading", { level: 2, name: product.title })).toBeFocused();
      await expect(page).toHaveURL(`/islamic-fintech?product=${product.id}`);
      for (let step = 1; step <= product.steps; step++) {
        await expect(page.getByTestId("step-counter")).toHaveText(`Step ${step} of ${product.steps}`);
        await expect(page.locator('[aria-current="step"]')).toContainText(String(step));
        await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled({ enabled: step > 1 });
        if (step < product.steps) {
          await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
          await page.getByRole("button", { name: "Next" }).click();
        }
      }
      await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/#contact");
      await expectNoSkippedHeadingLevels(page);
      await expectNoAxeViolations(page);
    });
  }

  test("Previous goes back, the step survives a refresh, and Back to Products resets selection and step", async ({
    page,
  }) => {
    await gotoHydrated(page, "/islamic-fintech?product=home-finance");
    // A step lives in the address only: moving between steps asks the server for nothing.
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("step-counter")).toHaveText("Step 3 of 5");
    expect(dataRequests).toEqual([]);
    await expect(page).toHaveURL("/islamic-fintech?product=home-finance&step=3");
    await page.reload();
    await expect(page.getByTestId("step-counter")).toHaveText("Step 3 of 5");
    await expect(page.getByRole("heading", { level: 4, name: "The bank buys its share" })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByTestId("step-counter")).toHaveText("Step 2 of 5");
    await page.getByRole("button", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/islamic-fintech\??$/);
    await expect(page.getByRole("main").getByRole("button", { name: /^Start Journey/ })).toHaveCount(6);
    await page.getByRole("button", { name: "Start Journey: Home Finance" }).click();
    await expect(page.getByTestId("step-counter")).toHaveText("Step 1 of 5");
  });

  test("Get Started goes to the contact section", async ({ page }) => {
    await gotoHydrated(page, "/islamic-fintech?product=takaful&step=4");
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL("/#contact");
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeInViewport();
  });

  test("Key Features and Benefits tabs switch by click and arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/islamic-fintech?product=takaful");
    const tabs = page.getByRole("tablist", { name: "Features and benefits" });
    await expect(tabs.getByRole("tab")).toHaveText(["Key Features", "Benefits"]);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("Operator paid a disclosed Wakalah fee");
    await tabs.getByRole("tab", { name: "Benefits" }).click();
    await expect(panel).toContainText("Members help one another");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Key Features" })).toBeFocused();
    await expect(panel).toContainText("Operator paid a disclosed Wakalah fee");
  });

  test("an unknown product shows the grid, and a step beyond the last shows the last", async ({ page }) => {
    await page.goto("/islamic-fintech?product=nope");
    await expect(page.getByRole("main").getByRole("button", { name: /^Start Journey/ })).toHaveCount(6);
    await page.goto("/islamic-fintech?product=bnpl&step=99");
    await expect(page.getByTestId("step-counter")).toHaveText("Step 4 of 4");
  });
});

test.describe("calculators (AED)", () => {
  test("BNPL: AED 1,000 at cost plus 10 % over 3 months is AED 366.67 a month", async ({ page }) => {
    await gotoHydrated(page, "/islamic-fintech?product=bnpl");
    await expect(page.getByLabel("Purchase price")).toHaveValue("1000");
    await expect(page.getByRole("slider", { name: "Instalments" })).toHaveValue("3");
    await expect(page.getByRole("slider", { name: "Profit markup (total over the term)" })).toHaveValue("10");
    await expect(page.getByTestId("bnpl-monthly")).toHaveText("AED 366.67");
    await expect(page.getByTestId("bnpl-total")).toHaveText("AED 1,100.00");
    await expect(page.getByTestId("bnpl-profit")).toHaveText("AED 100.00");
    // 10 % over three months is no "interest-free" offer: its APR stands beside the instalment.
    await expect(page.getByTestId("bnpl-apr")).toHaveText("59.05%");
    await expect(page.getByRole("region", { name: "Murabaha Instalment Calculator" })).not.toContainText(
      /interest-free/i,
    );
    await expect(page.getByText("Split a purchase into instalments at a fixed, disclosed profit")).toBeVisible();
    await expect(page.getByRole("slider", { name: "Profit markup (total over the term)" })).toBeVisible();

    const installments = page.getByRole("slider", { name: "Instalments" });
    await installments.focus();
    await page.keyboard.press("End");
    await expect(installments).toHaveValue("12");
    await expect(page.getByTestId("bnpl-monthly")).toHaveText("AED 91.67");
    const markup = page.getByRole("slider", { name: "Profit markup (total over the term)" });
    await markup.focus();
    await page.keyboard.press("Home");
    await expect(markup).toHaveValue("5");
    await page.keyboard.press("End");
    await expect(page.getByTestId("bnpl-total")).toHaveText("AED 1,200.00");
    // Unparsable counts as 0 (SPEC §5), and a price of 0 finances nothing: no figures.
    await page.getByLabel("Purchase price").fill("not a number");
    await expect(page.getByTestId("bnpl-total")).toHaveText("—");
    await expectNoAxeViolations(page);
  });

  test("home finance: Ijarah rent, Diminishing Musharakah payment and ownership shares", async ({ page }) => {
    await gotoHydrated(page, "/islamic-fintech?product=home-finance");
    await expect(page.getByLabel("Property price")).toHaveValue("500000");
    await expect(page.getByRole("slider", { name: "Down payment" })).toHaveValue("20");
    await expect(page.getByRole("slider", { name: "Tenure" })).toHaveValue("20");
    await expect(page.getByRole("slider", { name: "Profit rate" })).toHaveValue("7");
    await expect(page.getByTestId("home-down")).toHaveText("AED 100,000.00");
    await expect(page.getByTestId("home-financed")).toHaveText("AED 400,000.00");
    await expect(page.getByTestId("home-ijarah")).toHaveText("AED 3,101.20");
    await expect(page.getByTestId("home-musharakah")).toHaveText("AED 4,000.00");
    await expect(page.getByTestId("home-ijarah-apr")).toHaveText("7.00%");
    await expect(page.getByTestId("home-customer-share")).toHaveText("20%");
    await expect(page.getByTestId("home-bank-share")).toHaveText("80%");

    const down = page.getByRole("slider", { name: "Down payment" });
    await down.focus();
    await page.keyboard.press("ArrowRight");
    await expect(down).toHaveValue("25");
    await page.keyboard.press("End");
    await expect(down).toHaveValue("50");
    await expect(page.getByTestId("home-customer-share")).toHaveText("50%");
    await expect(page.getByTestId("home-bank-share")).toHaveText("50%");
    await expect(page.getByTestId("home-musharakah")).toHaveText("AED 2,500.00");
    await expect(page.getByTestId("home-ijarah")).toHaveText("AED 1,938.25");

    const rate = page.getByRole("slider", { name: "Profit rate" });
    await rate.focus();
    await page.keyboard.press("ArrowRight");
    await expect(rate).toHaveValue("7.5");
    const tenure = page.getByRole("slider", { name: "Tenure" });
    await tenure.focus();
    await page.keyboard.press("Home");
    await expect(tenure).toHaveValue("5");
    await expectNoAxeViolations(page);
  });

  test("refuse negative and absurd amounts next to the field, and compute nothing from them", async ({ page }) => {
    await gotoHydrated(page, "/islamic-fintech?product=bnpl");
    const price = page.getByLabel("Purchase price");
    await price.fill("-500");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveAccessibleDescription("Purchase price must be from AED 100 to AED 100,000");
    await expect(page.getByText("Purchase price must be from AED 100 to AED 100,000")).toBeVisible();
    for (const id of ["bnpl-monthly", "bnpl-total", "bnpl-profit"]) await expect(page.getByTestId(id)).toHaveText("—");
    await expectNoAxeViolations(page);
    await price.fill("1e30");
    await expect(page.getByTestId("bnpl-monthly")).toHaveText("—");
    await price.fill("1200");
    await expect(price).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("bnpl-total")).toHaveText("AED 1,320.00");

    await gotoHydrated(page, "/islamic-fintech?product=home-finance");
    const property = page.getByLabel("Property price");
    await property.fill("999999999999");
    await expect(property).toHaveAccessibleDescription("Property price must be from AED 10,000 to AED 100,000,000");
    await expect(page.getByTestId("home-ijarah")).toHaveText("—");
    await expect(page.getByTestId("home-customer-share")).toHaveCount(0);

    await gotoHydrated(page, "/islamic-fintech?product=advance-salary");
    const salary = page.getByLabel("Monthly salary");
    await salary.fill("-1");
    await expect(salary).toHaveAccessibleDescription("Monthly salary must be from AED 0 to AED 1,000,000");
    await expect(page.getByTestId("advance-cap")).toHaveText("—");
  });

  test("advance salary: up to 50 % of salary, late fees to charity", async ({ page }) => {
    await gotoHydrated(page, "/islamic-fintech?product=advance-salary");
    await expect(page.getByTestId("advance-cap")).toHaveText("AED 5,000.00");
    await page.getByLabel("Monthly salary").fill("18000");
    await expect(page.getByTestId("advance-cap")).toHaveText("AED 9,000.00");
    await expect(page.getByText(/late fee is donated to charity/)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Start Journey, Next, Previous and Back to Products still work", async ({ page }) => {
    await page.goto("/islamic-fintech");
    await page.getByRole("button", { name: "Start Journey: Car Finance" }).click();
    await expect(page).toHaveURL("/islamic-fintech?product=car-finance");
    await expect(page.getByTestId("step-counter")).toHaveText("Step 1 of 4");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("step-counter")).toHaveText("Step 2 of 4");
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByTestId("step-counter")).toHaveText("Step 1 of 4");
    await page.getByRole("button", { name: "Back to Products" }).click();
    await expect(page.getByRole("main").getByRole("button", { name: /^Start Journey/ })).toHaveCount(6);
  });

  test("the tools tabs are links that work without JavaScript", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("tab", { name: "Loan Calc" }).click();
    await expect(page).toHaveURL("/tools?tab=loan");
    await expect(page.getByTestId("loan-monthly")).toHaveText("$536.82");
  });
});

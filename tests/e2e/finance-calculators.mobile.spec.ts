import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

const SLUGS = ["murabaha", "home-finance", "flat-rate", "zakat", "purification"];

test("on a phone each calculator stacks inputs above the figures and never scrolls sideways", async ({ page }) => {
  for (const slug of SLUGS) {
    await gotoHydrated(page, `/islamic-fintech/calculators/${slug}`);
    const form = await page.getByRole("form").boundingBox();
    const results = await page.getByTestId("results").boundingBox();
    expect(form && results && form.y + form.height <= results.y, slug).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, slug).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page);
});

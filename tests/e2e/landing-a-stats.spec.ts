import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { installStoppedClock } from "./landing-a-helpers.ts";

const FINAL = ["9+", "50+", "80%", "100%"];
const LABELS = ["Years Experience", "Projects Delivered", "Revenue Growth", "Client Satisfaction"];

const statValues = (page: Page) => page.getByTestId("stat-value");
const statCards = (page: Page) => page.getByRole("listitem").filter({ has: page.getByTestId("stat-value") });

test.describe("statistics", () => {
  // The motion itself is under test here (the suite runs with reduced motion: playwright.config.ts).
  test.use({ reducedMotion: "no-preference" });

  test("show 0 until scrolled into view, then count up to 9+, 50+, 80% and 100% over 2 seconds", async ({ page }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const values = statValues(page);
    await expect(values).toHaveText(["0+", "0+", "0%", "0%"]);
    await expect(statCards(page)).toHaveText(LABELS.map((label) => new RegExp(`${label}$`)));

    // Time passing does not start them while they are out of view.
    await page.clock.runFor(5000);
    await expect(values).toHaveText(["0+", "0+", "0%", "0%"]);

    await values.first().scrollIntoViewIfNeeded();
    for (const card of await statCards(page).all()) await expect(card).toHaveAttribute("aria-busy", "true");

    await page.clock.runFor(1000); // step 30 of 60
    await expect(values).toHaveText(["4+", "25+", "40%", "50%"]);
    await page.clock.runFor(999); // step 59 of 60
    await expect(values).toHaveText(["8+", "49+", "78%", "98%"]);
    await page.clock.runFor(1); // 2000 ms: step 60
    await expect(values).toHaveText(FINAL);
    for (const card of await statCards(page).all()) await expect(card).toHaveAttribute("aria-busy", "false");
  });

  test("count up only once per page view", async ({ page }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const values = statValues(page);
    await values.first().scrollIntoViewIfNeeded();
    for (const card of await statCards(page).all()) await expect(card).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(2000);
    await expect(values).toHaveText(FINAL);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(values.first()).not.toBeInViewport();
    await values.first().scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(values).toHaveText(FINAL);
    for (const card of await statCards(page).all()) await expect(card).toHaveAttribute("aria-busy", "false");
  });

  test("end on 9+, 50+, 80% and 100% 2 seconds after they start even when the page was too busy to tick in between", async ({
    page,
  }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const values = statValues(page);
    await values.first().scrollIntoViewIfNeeded();
    for (const card of await statCards(page).all()) await expect(card).toHaveAttribute("aria-busy", "true");

    // A long task (an axe scan, a busy CI machine) holds the main thread for 1.9 s: the timers due
    // meanwhile fire once, late. The count catches up with the time rather than running late.
    await page.clock.fastForward(1900);
    await expect(values).toHaveText(["8+", "47+", "76%", "95%"]); // step 57 of 60
    await page.clock.runFor(100);
    await expect(values).toHaveText(FINAL);
    for (const card of await statCards(page).all()) await expect(card).toHaveAttribute("aria-busy", "false");
  });

  test("screen readers hear each final value once, not every step of the count", async ({ page }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const cards = statCards(page);
    await expect(cards.first().getByTestId("stat-value")).toHaveText("0+");
    for (const [i, final] of FINAL.entries()) {
      await expect(cards.nth(i).getByTestId("stat-value")).toHaveAttribute("aria-hidden", "true");
      await expect(cards.nth(i).getByText(final, { exact: true })).toHaveClass(/sr-only/);
      await expect(cards.nth(i).getByText(LABELS[i]!, { exact: true })).toBeVisible();
    }
  });
});

test.describe("statistics with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("show their final values straight away, without counting", async ({ page }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const values = statValues(page);
    await expect(values).toHaveText(FINAL);
    await values.first().scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(values).toHaveText(FINAL);
    for (const card of await statCards(page).all()) await expect(card).toHaveAttribute("aria-busy", "false");
  });
});

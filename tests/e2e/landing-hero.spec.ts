import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { expectSmoothScrollTo, installStoppedClock } from "./landing-a-helpers.ts";

const WORDS = ["Product Management", "AI/AGI", "Web3", "FinTech", "EdTech", "DaaS", "eCommerce", "Growth Marketing"];

// SPEC §9: 100 ms a character typing, 50 ms deleting, 2000 ms on a complete word.
const TYPE_MS = 100;
const DELETE_MS = 50;
const HOLD_MS = 2000;

/**
 * From one complete word to the next complete word: the hold (its end takes the first character),
 * the rest of the old word deleted, then the new word typed.
 */
const wordToWord = (from: string, to: string) => HOLD_MS + (from.length - 1) * DELETE_MS + to.length * TYPE_MS;

const hero = (page: Page) => page.locator("#hero");

test.describe("hero", () => {
  // The motion itself is under test here (the suite runs with reduced motion: playwright.config.ts).
  test.use({ reducedMotion: "no-preference" });

  test("greets the visitor by the owner's name and shows the headline, description and credentials", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Omar Haddad");
    await expect(hero(page).locator("h1 span")).toHaveText("Omar Haddad");
    await expect(
      hero(page).getByText("Product & Project Leader for FinTech, EdTech and Digital Platforms", { exact: true }),
    ).toBeVisible();
    await expect(hero(page).getByText(/^For more than nine years I have turned ambitious ideas/)).toBeVisible();
    await expect(hero(page).getByText("Expertise:")).toBeVisible();
    await expect(hero(page).getByRole("listitem")).toHaveText([
      "PMP Certified",
      "9+ Years Experience",
      "50+ Projects Delivered",
    ]);
  });

  test("the Expertise line types the eight words in order, holding each, and starts over", async ({ page }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const word = page.getByTestId("typewriter");
    await expect(word).toHaveText(WORDS[0]!);

    // Halfway through the first word's hold; each word-to-word step lands halfway through the next hold.
    await page.clock.runFor(HOLD_MS / 2);
    await expect(word).toHaveText(WORDS[0]!);
    for (const [i, next] of [...WORDS.slice(1), WORDS[0]!].entries()) {
      await page.clock.runFor(wordToWord(WORDS[i]!, next));
      await expect(word).toHaveText(next);
    }
  });

  test("the Expertise line holds a word 2 s, deletes it 50 ms a character, then types the next 100 ms a character", async ({
    page,
  }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const word = page.getByTestId("typewriter");
    const expectAfter = async (ms: number, text: string) => {
      await page.clock.runFor(ms);
      await expect(word).toHaveText(text);
    };
    await expectAfter(HOLD_MS - 1, "Product Management");
    await expectAfter(1, "Product Managemen");
    await expectAfter(DELETE_MS - 1, "Product Managemen");
    await expectAfter(1, "Product Manageme");
    await expectAfter(DELETE_MS * 15, "P");
    await expectAfter(DELETE_MS, "");
    await expectAfter(TYPE_MS - 1, "");
    await expectAfter(1, "A");
    await expectAfter(TYPE_MS - 1, "A");
    await expectAfter(1, "AI");
    await expectAfter(TYPE_MS * 4, "AI/AGI");
    await expectAfter(HOLD_MS - 1, "AI/AGI");
    await expectAfter(1, "AI/AG");
  });

  test("screen readers get the full list of expertise words rather than the changing text", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("typewriter").locator("xpath=..")).toHaveAttribute("aria-hidden", "true");
    await expect(hero(page).getByText(WORDS.join(", "), { exact: true })).toHaveClass(/sr-only/);
  });

  test("View My Work smooth-scrolls to the projects section", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = hero(page).getByRole("link", { name: "View My Work" });
    await expect(link).toHaveAttribute("href", "/#portfolio");
    await expectSmoothScrollTo(page, "portfolio", () => link.click());
  });

  test("Contact Me smooth-scrolls to the top of the contact section", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = hero(page).getByRole("link", { name: "Contact Me" });
    await expect(link).toHaveAttribute("href", "/#contact");
    await expectSmoothScrollTo(page, "contact", () => link.click());
  });

  test("the entry animation runs 1 s, the text after 0.5 s and the graphic and credentials after 0.7 s", async ({
    page,
  }) => {
    await page.goto("/");
    const timing = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.animationName, style.animationDuration, style.animationDelay];
      });
    const entering = hero(page).locator(".hero-enter");
    await expect(entering).toHaveCount(3);
    expect(await timing(entering.nth(0))).toEqual(["hero-enter", "1s", "0.5s"]);
    expect(await timing(entering.nth(1))).toEqual(["hero-enter", "1s", "0.7s"]);
    expect(await timing(entering.nth(2))).toEqual(["hero-enter", "1s", "0.7s"]);
  });

  test("the hero's text is the largest contentful paint, painted as the page loads", async ({ page }) => {
    // Text first painted at opacity 0 never counts as LCP: the entry animation must start faint, not
    // invisible, or the typewriter's next word (seconds later) becomes the page's LCP.
    await page.addInitScript(() => {
      const paints: { time: number; inHero: boolean; typewriter: boolean }[] = [];
      (window as unknown as { lcp: typeof paints }).lcp = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          paints.push({
            time: entry.startTime,
            inHero: entry.element?.closest(".hero-enter") != null,
            typewriter: entry.element?.closest("[data-testid=typewriter]") != null,
          });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto("/");
    // Past the typewriter's first hold (2 s after hydration), when it starts deleting.
    await page.waitForTimeout(HOLD_MS + 1000);
    const { paints, firstContentfulPaint } = await page.evaluate(() => ({
      paints: (window as unknown as { lcp: { time: number; inHero: boolean; typewriter: boolean }[] }).lcp,
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    }));
    const last = paints.at(-1)!;
    expect(last).toMatchObject({ inHero: true, typewriter: false });
    // With the page loading (first paint first, the hero a frame or two later on a busy machine), and
    // long before the typewriter's first change, which the fade from 0 used to make the LCP.
    expect(last.time).toBeLessThan(firstContentfulPaint + HOLD_MS);
  });
});

test.describe("hero with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows the first expertise word in full without cycling, and no entry animation", async ({ page }) => {
    await installStoppedClock(page);
    await gotoHydrated(page, "/");
    const word = page.getByTestId("typewriter");
    await page.clock.runFor(30_000);
    await expect(word).toHaveText(WORDS[0]!);
    const delay = await hero(page)
      .locator(".hero-enter")
      .first()
      .evaluate((element) => getComputedStyle(element).animationDelay);
    expect(delay).toBe("0s");
  });
});

test.describe("hero without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is readable: greeting, headline, first expertise word, actions and credentials", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Omar Haddad");
    await expect(
      hero(page).getByText("Product & Project Leader for FinTech, EdTech and Digital Platforms", { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("typewriter")).toHaveText(WORDS[0]!);
    await expect(hero(page).getByRole("listitem")).toHaveText([
      "PMP Certified",
      "9+ Years Experience",
      "50+ Projects Delivered",
    ]);
    await hero(page).getByRole("link", { name: "Contact Me" }).click();
    await expect(page).toHaveURL("/#contact");
    await expect(page.getByRole("heading", { level: 2, name: "Get In Touch" })).toBeInViewport();
  });
});

import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { topOf } from "./hydration.ts";

/** Sections carry scroll-margin-top: 5rem, so a section scrolled to sits 80 px below the viewport top. */
export const SECTION_TOP_PX = 80;

/**
 * Installs a fake clock that stands still from the start (call it before navigating), so page timers
 * only fire when the test moves time on with `page.clock.runFor`. The page still loads and hydrates.
 */
export async function installStoppedClock(page: Page) {
  const start = new Date("2025-01-06T09:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** How far a scroll may pass its section on the way (layout that settles as it passes), in CSS pixels. */
const OVERSHOOT_TOLERANCE_PX = 100;

/**
 * Runs `action` and checks that the page smooth-scrolled (through intermediate positions) straight to
 * the section: not past it and back (a scroll aimed by placeholder heights overshot by thousands).
 */
export async function expectSmoothScrollTo(page: Page, section: string, action: () => Promise<void>) {
  const url = page.url();
  const startY = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => {
    const w = window as unknown as { scrollPositions: number[] };
    w.scrollPositions = [];
    window.addEventListener("scroll", () => w.scrollPositions.push(window.scrollY), { passive: true });
  });
  await action();
  await expect.poll(async () => Math.round(await topOf(page, `#${section}`))).toBe(SECTION_TOP_PX);
  expect(page.url()).toBe(url);
  const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
  expect(new Set(positions).size, "a smooth scroll passes through intermediate positions").toBeGreaterThan(2);
  const endY = await page.evaluate(() => window.scrollY);
  if (endY > startY) expect(Math.max(...positions)).toBeLessThanOrEqual(endY + OVERSHOOT_TOLERANCE_PX);
  else expect(Math.min(...positions)).toBeGreaterThanOrEqual(endY - OVERSHOOT_TOLERANCE_PX);
}

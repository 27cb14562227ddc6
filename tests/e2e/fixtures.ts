import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test fails on a console error or warning (a CSP violation shows up there too) and
 * on an uncaught page error.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsoleMessages: RegExp[] }>({
  /**
   * Console messages a test causes on purpose, e.g. the browser's "Failed to load resource: … status
   * of 500" when the test makes the server fail: `test.use({ expectedConsoleMessages: [/status of 500/] })`.
   */
  expectedConsoleMessages: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsoleMessages }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") {
          // The browser's own report of a 404 document is the status we asked for, not a fault.
          if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
          if (expectedConsoleMessages.some((pattern) => pattern.test(message.text()))) return;
          problems.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits for finite CSS animations on the document timeline (the hero's entry fade, a menu opening)
 * to finish, so checks see the page at rest rather than text half faded in. Endless animations
 * (a blinking caret) and scroll-driven ones (the progress bar) are left alone.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (a) => a.timeline === document.timeline && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
      );
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe (WCAG 2.1 AA rules) on the page once its animations have settled; fails on any violation.
 * `include` narrows the check to one part of the page (a CSS selector).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A full axe pass over the long landing page takes many seconds on a busy 2-core machine.
  test.info().setTimeout(test.info().timeout + 30_000);
  // axe reads colours and boxes from the rendered page. The landing sections the browser skips while
  // they are far from the viewport (`content-visibility: auto`, `data-skips-layout`) are rendered
  // first, as they are when a visitor reaches them: skipped, their colours could be stale after a
  // theme switch, and their boxes are placeholders.
  await page.evaluate(async () => {
    for (const section of document.querySelectorAll<HTMLElement>("[data-skips-layout]")) {
      section.style.contentVisibility = "visible";
    }
    await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)));
  });
  await settleAnimations(page);
  // Only violations are read: axe's passes and incomplete results are cut to one node each, which
  // spares it making a unique selector for every checked node on these long pages (axe's `resultTypes`).
  // `options` replaces the builder's options, so it comes before `withTags`, which adds to them.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

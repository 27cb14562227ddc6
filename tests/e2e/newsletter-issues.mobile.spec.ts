import { signInAsAdmin } from "./admin-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

test.describe.configure({ timeout: 90_000 });
// The preview frame is sandboxed without allow-scripts on purpose; Playwright's own helpers trying to
// run in it are what Chromium reports (see newsletter-issues.spec.ts): expected.
test.use({
  expectedConsoleMessages: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/],
});

const overflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("on a phone the Issues editor fits the screen: fields, sending controls, the preview and the report", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin/newsletter?issue=new");
  const editor = page.locator("#issue-editor-form");
  await editor.getByLabel("Subject", { exact: true }).fill("A long subject that has to wrap on a narrow phone screen");
  await editor
    .getByLabel("Text", { exact: true })
    .fill(`A line with a long address: https://example.org/${"a".repeat(80)} and **bold** words.`);
  await editor.getByLabel("Button words (optional)").fill("Read more");
  await editor.getByLabel("Button link").fill("/blog");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/issue=[0-9a-f-]{36}$/);

  // Nothing scrolls sideways, and every control is within the screen's width.
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  for (const control of [
    editor.getByLabel("Subject", { exact: true }),
    editor.getByLabel("Text", { exact: true }),
    editor.getByLabel("Button link"),
    page.getByRole("button", { name: "Send now" }),
    page.getByLabel("Or send it at (Dubai time)"),
    page.getByRole("button", { name: "Schedule" }),
    page.getByRole("button", { name: /^Send a test to / }),
  ]) {
    // The saved issue's editor is drawn anew after the save: wait for each control before measuring it
    // (a box read in between was null, once, on a loaded host).
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // The preview narrows to the screen, at either size the owner picks.
  for (const size of ["Desktop, light", "Phone, dark"]) {
    await page.getByRole("link", { name: size }).click();
    await expect(page.getByRole("link", { name: size })).toHaveAttribute("aria-current", "true");
    const frame = (await page.locator('iframe[title^="E-mail preview"]').boundingBox())!;
    expect(frame.x + frame.width, size).toBeLessThanOrEqual(width);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: test.info().outputPath("issues-editor-phone.png"), fullPage: true });
  await expectNoAxeViolations(page, "#issue-editor-form");

  // The list with its report and the tracking settings fit as well.
  await gotoHydrated(page, "/admin/newsletter");
  await expect(page.getByRole("region", { name: "Opens and clicks" })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

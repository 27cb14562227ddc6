import type { Download, Page, Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

const FILE_NAME = "Omar-Haddad-Resume.pdf";

const downloadCount = (page: Page) => page.evaluate(() => localStorage.getItem("resume_downloads"));
const isTracking = (request: Request) => request.method() === "POST" && request.url().endsWith("/api/track-download");

/** Clicks the link and returns the download and the tracking call it set off. */
async function download(page: Page, click: () => Promise<void>) {
  const [file, tracking] = await Promise.all([page.waitForEvent("download"), page.waitForRequest(isTracking), click()]);
  return { file, tracking };
}

/** Holds back the about section's code: its requests wait in the returned list until continued. */
async function holdAboutSectionCode(page: Page) {
  const held: Route[] = [];
  await page.route("**/assets/about-section-*.js", (route) => {
    held.push(route);
  });
  return held;
}

async function expectThankYouToast(page: Page) {
  await expect(page.getByText("Resume Downloaded", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for your interest!", { exact: true })).toBeVisible();
}

test.describe("resume download", () => {
  test("the header's Resume button downloads the owner-named PDF, records the download and thanks the visitor", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("banner").getByRole("link", { name: "Resume", exact: true });
    await expect(button).toHaveAttribute("href", "/resume.pdf");
    await expect(button).toHaveAttribute("download", FILE_NAME);
    expect(await downloadCount(page)).toBeNull();

    const before = Date.now();
    const { file, tracking } = await download(page, () => button.click());
    expect(file.suggestedFilename()).toBe(FILE_NAME);
    expect(file.suggestedFilename()).toContain("Omar-Haddad");
    expect(await file.failure()).toBeNull();

    const body = tracking.postDataJSON() as { type: string; timestamp: string };
    expect(Object.keys(body).sort()).toEqual(["timestamp", "type"]);
    expect(body.type).toBe("resume");
    expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(tracking.headers()["content-type"]).toBe("application/json");
    expect((await tracking.response())?.status()).toBe(201);

    await expect.poll(() => downloadCount(page)).toBe("1");
    await expectThankYouToast(page);

    await download(page, () => button.click());
    await expect.poll(() => downloadCount(page)).toBe("2");
  });

  test("Download Resume in the about section does the same and keeps counting from the stored number", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("resume_downloads", "4");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await gotoHydrated(page, "/");
    const link = page.locator("#about").getByRole("link", { name: "Download Resume" });
    const { file, tracking } = await download(page, () => link.click());
    expect(file.suggestedFilename()).toBe(FILE_NAME);
    expect(tracking.postDataJSON()).toMatchObject({ type: "resume" });
    await expect.poll(() => downloadCount(page)).toBe("5");
    await expectThankYouToast(page);
  });

  test("Download Resume clicked before the about section hydrated is recorded once it has, and downloads once", async ({
    page,
  }) => {
    // The section's code is held back until after the click, so React cannot have handled it.
    const held = await holdAboutSectionCode(page);
    const downloads: Download[] = [];
    page.on("download", (file) => downloads.push(file));
    await gotoHydrated(page, "/");
    const link = page.locator("#about").getByRole("link", { name: "Download Resume" });
    await link.click();
    await expect.poll(() => held.length).toBe(1);
    await page.waitForTimeout(300);
    expect(downloads).toEqual([]);

    const tracking = page.waitForRequest(isTracking);
    await held[0]?.continue();
    expect((await tracking).postDataJSON()).toMatchObject({ type: "resume" });
    await expect.poll(() => downloads.length).toBe(1);
    expect(downloads[0]?.suggestedFilename()).toBe(FILE_NAME);
    await expect.poll(() => downloadCount(page)).toBe("1");
    await expectThankYouToast(page);
    await page.waitForTimeout(300);
    expect(downloads).toHaveLength(1);
  });

  test("if the about section's code never comes, Download Resume still downloads the file after a few seconds", async ({
    page,
  }) => {
    const held = await holdAboutSectionCode(page);
    await gotoHydrated(page, "/");
    const started = Date.now();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("#about").getByRole("link", { name: "Download Resume" }).click(),
    ]);
    expect(held).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(file.suggestedFilename()).toBe(FILE_NAME);
    // A download, not a navigation to the PDF.
    expect(new URL(page.url()).pathname).toBe("/");
    await held[0]?.continue();
  });

  test("a failed tracking call goes unnoticed: the file still downloads, the counter counts and the toast shows", async ({
    page,
    consoleProblems,
  }) => {
    await page.route("**/api/track-download", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await gotoHydrated(page, "/");
    const { file } = await download(page, () =>
      page.getByRole("banner").getByRole("link", { name: "Resume", exact: true }).click(),
    );
    expect(file.suggestedFilename()).toBe(FILE_NAME);
    await expect.poll(() => downloadCount(page)).toBe("1");
    await expectThankYouToast(page);
    // The browser itself reports the failed response; the page adds nothing of its own.
    const expected = /Failed to load resource: the server responded with a status of 503/;
    expect(consoleProblems.filter((problem) => !expected.test(problem))).toEqual([]);
    consoleProblems.length = 0;
  });

  test("when storage is unavailable the download and the toast still happen and the problem is only logged", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "resume_downloads") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    const infos: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info") infos.push(message.text());
    });
    await gotoHydrated(page, "/");
    const { file } = await download(page, () =>
      page.getByRole("banner").getByRole("link", { name: "Resume", exact: true }).click(),
    );
    expect(file.suggestedFilename()).toBe(FILE_NAME);
    await expectThankYouToast(page);
    expect(await downloadCount(page)).toBeNull();
    await expect.poll(() => infos.join("\n")).toContain("resume download counter");
  });
});

test.describe("resume download without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's Resume button is a plain link that still downloads the owner-named PDF", async ({ page }) => {
    await page.goto("/");
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("banner").getByRole("link", { name: "Resume", exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(FILE_NAME);
  });
});

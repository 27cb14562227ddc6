import { expect, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";

test("Download Resume in the mobile menu downloads the owner-named PDF, thanks the visitor and closes the menu", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  const link = menu.getByRole("link", { name: "Download Resume" });
  await expect(link).toHaveAttribute("download", "Omar-Haddad-Resume.pdf");

  const [file, tracking] = await Promise.all([
    page.waitForEvent("download"),
    page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/track-download")),
    link.click(),
  ]);
  expect(file.suggestedFilename()).toBe("Omar-Haddad-Resume.pdf");
  expect(tracking.postDataJSON()).toMatchObject({ type: "resume" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(page.getByText("Resume Downloaded", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for your interest!", { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("resume_downloads"))).toBe("1");
});

test("the desktop Resume button is tucked away on small screens", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Resume", exact: true })).toBeHidden();
});

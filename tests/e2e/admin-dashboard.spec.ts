import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers.ts";
import { E2E_ADMIN } from "./auth-env.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { expectToast, uniqueEmail } from "./leads-helpers.ts";

// The owner's dashboard in a browser: signed in through the local identity provider, with leads
// sent through the public API first. Other specs post leads to the same server at the same time,
// so lists are narrowed by a tag unique to each test and counts are compared, not fixed.

// Each test signs in through the identity provider and walks several pages: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 90_000 });

const tag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function sendContact(
  request: APIRequestContext,
  name: string,
  message = "I would like to talk about a project.",
) {
  const res = await request.post("/api/contact", { data: { name, email: uniqueEmail("lead"), message } });
  expect(res.status()).toBe(201);
}

async function sendInquiry(request: APIRequestContext, name: string) {
  const res = await request.post("/api/career", {
    data: {
      name,
      email: uniqueEmail("hire"),
      phone: "+971 50 123 4567",
      inquiryType: "fulltime",
      message: "We are hiring a head of product for our Islamic fintech app.",
      linkedinUrl: "https://www.linkedin.com/in/someone",
      portfolioUrl: "",
      resumeUrl: "",
    },
  });
  expect(res.status()).toBe(201);
}

const statValue = async (page: Page, label: string) => {
  const text = await page.getByRole("group", { name: label, exact: true }).getByTestId("stat-value").textContent();
  return Number((text ?? "").replace(/[^\d]/g, ""));
};
const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name, exact: true });
const panel = (page: Page) => page.locator("#admin-panel");
const item = (page: Page, name: string) =>
  panel(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name }) });

async function search(page: Page, label: string, text: string, show?: string) {
  await panel(page).getByLabel(label).fill(text);
  if (show) await panel(page).getByLabel("Show").selectOption({ label: show });
  await panel(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

async function confirmDelete(page: Page, row: Locator, noun: string) {
  await row.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete this ${noun}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("admin dashboard", () => {
  test("the Overview shows the four cards and the weekly leads chart", async ({ page }) => {
    const name = `Overview ${tag()}`;
    await signInAsAdmin(page);
    const before = await statValue(page, "Contact Messages");
    await sendContact(page.request, name);
    await page.reload();
    await waitForHydration(page);

    await expect(tab(page, "Overview")).toHaveAttribute("aria-current", "page");
    for (const label of ["Total Articles", "Contact Messages", "Total Views", "Engagement"]) {
      await expect(page.getByRole("group", { name: label, exact: true })).toBeVisible();
    }
    expect(await statValue(page, "Contact Messages")).toBeGreaterThan(before);
    await expect(page.getByRole("group", { name: "Total Articles" })).toContainText(/\d+ published, \d+ drafts?/);
    await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
    const chart = page.getByRole("img", { name: /new leads? in the last 12 weeks: \d+ contact messages?,/ });
    await expect(chart).toBeVisible();
    // A y scale from 0, and labels no larger than the card's own small text (they were SVG text that
    // grew with the chart's width).
    const figure = page.getByRole("figure").filter({ has: chart });
    const yTicks = figure.locator("[data-axis=y] span");
    await expect(yTicks.first()).toHaveText("0");
    expect(await yTicks.count()).toBeGreaterThanOrEqual(2);
    const sizes = await figure.evaluate((element) => {
      const size = (node: Element) => node.getBoundingClientRect().height;
      const labels = [...element.querySelectorAll(":is(svg text, [data-axis] span)")].map(size);
      const note = element.querySelector("p");
      return { labels, note: note ? Number.parseFloat(getComputedStyle(note).lineHeight) : 0 };
    });
    expect(sizes.labels.length).toBeGreaterThan(6);
    for (const height of sizes.labels) {
      expect(height).toBeGreaterThanOrEqual(11);
      expect(height).toBeLessThanOrEqual(sizes.note);
    }
    await page.getByText("Show as table").click();
    await expect(page.getByRole("table", { name: "New leads per week" }).getByRole("row")).toHaveCount(13);
    await expectNoAxeViolations(page);
  });

  test("the sections are links: each has its address, the open one is marked, and a refresh keeps it", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expect(tab(page, "Overview")).toHaveAttribute("aria-current", "page");
    await tab(page, "Articles").click();
    await expect(page).toHaveURL("/admin/articles");
    await expect(tab(page, "Articles")).toHaveAttribute("aria-current", "page");
    await expect(tab(page, "Overview")).not.toHaveAttribute("aria-current");
    await expect(panel(page).getByRole("button", { name: "New Article" })).toBeVisible();

    await tab(page, "Network Articles").click();
    await expect(page).toHaveURL("/admin/network");
    await page.goBack();
    await expect(page).toHaveURL("/admin/articles");
    await expect(tab(page, "Articles")).toHaveAttribute("aria-current", "page");

    await tab(page, "Messages").click();
    await expect(page).toHaveURL("/admin/messages");
    await page.reload();
    await waitForHydration(page);
    await expect(tab(page, "Messages")).toHaveAttribute("aria-current", "page");
    await expect(panel(page).getByRole("heading", { name: "Contact Messages" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an address from before the sections had routes of their own still opens its section", async ({ page }) => {
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/messages?q=nobody-at-all");
    await expect(page).toHaveURL("/admin/messages?q=nobody-at-all");
    await expect(tab(page, "Messages")).toHaveAttribute("aria-current", "page");
    await expect(panel(page).getByLabel("Search messages")).toHaveValue("nobody-at-all");
  });

  test("messages: search, mark handled, and delete after confirming", async ({ page }) => {
    const t = tag();
    await sendContact(page.request, `Ann ${t}`, `Hello, this is about ${t} and a product launch.`);
    await sendContact(page.request, `Ben ${t}`);
    await signInAsAdmin(page);
    await tab(page, "Messages").click();
    await expect(panel(page).getByRole("group", { name: "Total Messages" })).toBeVisible();

    await search(page, "Search messages", t);
    await expect(panel(page).getByRole("list", { name: "Contact messages" }).getByRole("listitem")).toHaveCount(2);
    const ann = item(page, `Ann ${t}`);
    await expect(ann).toContainText(`Hello, this is about ${t} and a product launch.`);
    await expect(ann.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await expect(ann.getByText("Open", { exact: true })).toBeVisible();

    await ann.getByRole("button", { name: "Mark as handled" }).click();
    await expectToast(page, "Success", "Marked as handled");
    await expect(ann.getByText("Handled", { exact: true })).toBeVisible();
    await expect(ann.getByRole("button", { name: "Mark as open" })).toBeVisible();
    await expect(panel(page).getByRole("group", { name: "Open" })).toContainText("Not yet handled");

    await search(page, "Search messages", t, "Handled");
    await expect(panel(page).getByRole("listitem")).toHaveCount(1);
    await expect(item(page, `Ann ${t}`)).toBeVisible();

    await search(page, "Search messages", `Ben ${t}`, "All");
    const ben = item(page, `Ben ${t}`);
    // Cancel keeps the message and returns focus to its Delete button.
    await ben.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this message?" });
    await expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to delete the message from Ben ${t}? This cannot be undone.`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(ben.getByRole("button", { name: "Delete" })).toBeFocused();

    await confirmDelete(page, ben, "message");
    await expectToast(page, "Success", "The message was deleted.");
    await expect(panel(page).getByText("No messages match this search.")).toBeVisible();
    await expect(panel(page)).toBeFocused();
  });

  test("long lists come in pages of 20 that keep the search", async ({ page }) => {
    const t = tag();
    for (let i = 0; i < 21; i++) await sendContact(page.request, `Page${i} ${t}`);
    await signInAsAdmin(page);
    await gotoHydrated(page, `/admin/messages?q=${t}`);
    await expect(panel(page).getByRole("listitem")).toHaveCount(20);
    const pages = panel(page).getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Showing 1–20 of 21 (page 1 of 2)");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`/admin/messages?q=${t}&page=2`);
    await expect(panel(page).getByRole("listitem")).toHaveCount(1);
    await expect(item(page, `Page0 ${t}`)).toBeVisible(); // the oldest, last
    await expect(pages).toContainText("Showing 21–21 of 21 (page 2 of 2)");
  });

  test("career: counts, the type badge, links that open in a new tab, handled", async ({ page }) => {
    const t = tag();
    await sendInquiry(page.request, `Hiring ${t}`);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/career");
    for (const label of ["Total Inquiries", "This Month", "Full-time"]) {
      expect(await statValue(page, label), label).toBeGreaterThanOrEqual(1);
    }
    await search(page, "Search inquiries", t);
    const row = item(page, `Hiring ${t}`);
    await expect(row.getByText("Full-time", { exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: "+971 50 123 4567" })).toHaveAttribute("href", "tel:+971501234567");
    const linkedin = row.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/in/someone");
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    await expect(row.getByRole("link", { name: /Portfolio|Resume/ })).toHaveCount(0);
    await row.getByRole("button", { name: "Mark as handled" }).click();
    await expect(row.getByRole("button", { name: "Mark as open" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("newsletter: pending sign-ups, search, CSV export and delete", async ({ page }) => {
    const email = uniqueEmail("reader");
    const res = await page.request.post("/api/newsletter", { data: { email, name: "=1+2", subscribed: true } });
    expect(res.ok()).toBe(true);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/newsletter");
    for (const label of ["Total Subscribers", "This Month", "Pending"]) {
      expect(await statValue(page, label), label).toBeGreaterThanOrEqual(1);
    }
    await expect(panel(page).getByRole("group", { name: "Active" })).toContainText("unsubscribed");

    await search(page, "Search subscribers", email);
    const row = item(page, email);
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    await expect(row).toContainText("=1+2");
    await expect(row.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const downloadOf = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel(page).getByRole("link", { name }).click(),
      ]);
      return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
    };
    const everyone = await downloadOf("Export all (CSV)");
    expect(everyone.name).toMatch(/^newsletter-subscribers-all-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(everyone.text).toContain("email,name,status,subscribed_at,confirmed_at,unsubscribed_at");
    // The name would be a formula in a spreadsheet: it is exported as text.
    expect(everyone.text).toContain(`${email},'=1+2,pending,`);
    const active = await downloadOf("Export active (CSV)");
    expect(active.name).toMatch(/^newsletter-subscribers-active-/);
    expect(active.text).not.toContain(email);

    await confirmDelete(page, row, "subscriber");
    await expectToast(page, "Success", "The subscriber was deleted.");
    await expect(panel(page).getByText("No subscribers match this search.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("admin dashboard without JavaScript", () => {
  test("marks handled and deletes through plain forms, asking first", async ({ page, browser, baseURL }) => {
    const t = tag();
    await sendContact(page.request, `NoJs ${t}`);
    await signInAsAdmin(page);
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      await plain.addCookies(await page.context().cookies());
      const noJs = await plain.newPage();
      await noJs.goto(`/admin/messages?q=${t}`);
      const row = item(noJs, `NoJs ${t}`);
      await row.getByRole("button", { name: "Mark as handled" }).click();
      await expect(noJs.getByRole("main").getByRole("status")).toHaveText("Marked as handled");
      await expect(item(noJs, `NoJs ${t}`).getByRole("button", { name: "Mark as open" })).toBeVisible();

      await item(noJs, `NoJs ${t}`).getByRole("button", { name: "Delete" }).click();
      const ask = noJs.getByRole("alert", { name: "Delete this message?" });
      await expect(ask).toContainText(`Are you sure you want to delete the message from NoJs ${t}?`);
      await expect(item(noJs, `NoJs ${t}`)).toBeVisible();
      await ask.getByRole("button", { name: "Delete" }).click();
      await expect(noJs.getByRole("main").getByRole("status")).toHaveText("The message was deleted.");
      await expect(item(noJs, `NoJs ${t}`)).toHaveCount(0);
    } finally {
      await plain.close();
    }
  });

  test("a signed-out visitor never sees the dashboard", async ({ browser, baseURL }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const visitor = await plain.newPage();
      await visitor.goto("/admin/messages");
      await expect(visitor).toHaveURL("/");
      expect((await visitor.request.get("/api/admin/newsletter/subscribers.csv")).status()).toBe(401);
    } finally {
      await plain.close();
    }
  });
});

test("on the way in from another page, a spinner shows while the server checks the visitor", async ({ page }) => {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/");
  // Hold the dashboard's data request so the pending state can be seen, then let it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/admin(\/overview)?\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${E2E_ADMIN.name}` })
    .click();
  await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading dashboard…" })).toBeVisible();
  release();
  // The held request then loads the Overview's data: allow a busy machine its time.
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: "Loading dashboard…" })).toHaveCount(0);
});

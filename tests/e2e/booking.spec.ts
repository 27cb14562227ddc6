import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { expectToast, uniqueEmail } from "./leads-helpers.ts";

// Booking a consultation (issue #20) in a browser, with and without JavaScript. Other tests book on
// the same server at the same time, so each test takes its own kind of slot: a different type, day or
// end of the day. Posts and page loads wait longer than the default on a busy machine.

const slotRadios = (page: Page) => page.locator('input[name="start"]');
const dayLinks = (page: Page) => page.getByRole("link", { name: /, free times$/ });

async function fillDetails(page: Page, name: string, email = uniqueEmail("booker")) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Company (optional)").fill("Gulf Pay");
  await page.getByLabel("What would you like to discuss?").fill("Our Murabaha BNPL launch plan");
}

test.describe("booking with JavaScript", () => {
  test.use({ timezoneId: "America/New_York" });

  test("shows times in the browser's zone, books by keyboard, then cancels from the booking's page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/book?type=intro-call");
    await expect(page).toHaveURL(/tz=America%2FNew_York/, { timeout: 15_000 });
    await expect(page.getByLabel("Your time zone")).toHaveValue("America/New_York");
    await expect(slotRadios(page).first()).toHaveAttribute("value", /-0[45]:00$/);

    // A later week, so this test's slot is nobody else's.
    await page.getByRole("link", { name: "Later weeks" }).click();
    await expect(page).toHaveURL(/from=/);
    // The later weeks are drawn (the URL changes before the page does).
    await expect(page.getByRole("link", { name: "Earlier weeks" })).toBeVisible();
    const day = dayLinks(page).first();
    const date = await day.getAttribute("data-date");
    await day.focus();
    await page.keyboard.press("Enter");
    // The chosen day says so in its name; aria-current="date" stays on today.
    await expect(page.locator(`[data-date="${date}"]`)).toHaveAccessibleName(/, free times, chosen$/);
    await expect(page.locator(`[data-date="${date}"]`)).not.toHaveAttribute("aria-current", "date");

    await slotRadios(page).first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    const chosen = slotRadios(page).nth(1);
    await expect(chosen).toBeChecked();
    const time = ((await chosen.locator("xpath=..").textContent()) ?? "").split("–")[0]!.trim();

    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Name")).toBeFocused();
    await page.keyboard.type("Keyboard Booker");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard"));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("What would you like to discuss?")).toBeFocused();
    await page.keyboard.type("A roadmap review for our EdTech app");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Book consultation" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/book\/manage\?token=[\w-]+&booked=1$/);
    // The test server has no SMTP: the page says what happens instead of promising an e-mail.
    await expect(page.getByRole("status")).toContainText("E-mail from this site is not switched on right now");
    await expect(page.getByRole("status")).not.toContainText("on its way");
    // Add to calendar: the .ics downloads with the booked time; Google and Outlook carry it in the link.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Download \.ics/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("consultation.ics");
    const ics = (await readFile(await download.path())).toString("utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    const dtstart = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics)![1]!;
    await expect(page.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://calendar\\.google\\.com/calendar/render\\?.*dates=${dtstart}%2F`),
    );
    await expect(page.getByRole("link", { name: /Outlook/ })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.live\.com\//,
    );
    await expect(page.getByRole("definition").nth(1)).toContainText(time);

    await page.getByRole("button", { name: "Cancel this consultation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "This consultation is cancelled" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("link", { name: "Book another time" })).toBeVisible();
  });

  test("the booking page and a booking's page have no accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/book?type=strategy-session&tz=Asia/Dubai");
    await expectNoAxeViolations(page);
    await gotoHydrated(page, "/ar/book?tz=Asia/Dubai");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "احجز استشارة" })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, "/book/manage?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1, name: "This booking link is not valid." })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/**
 * A screenshot of the element redrawn in place (same box, same font) with its text and direction
 * changed, then put back. With `visual` and bidi-override the browser draws the characters exactly
 * in the order given: a time range as it should look on a right-to-left page, "9:00–9:30 ص" read
 * from the right, is "ص 9:30–9:00" left to right.
 */
async function screenshotRedrawn(time: Locator, change: { text?: string; override?: boolean; dir?: string }) {
  await time.evaluate((node, { text, override, dir }) => {
    const element = node as HTMLElement;
    element.dataset.saved = JSON.stringify([
      element.textContent,
      element.getAttribute("style"),
      element.getAttribute("dir"),
    ]);
    if (text !== undefined) element.textContent = text;
    if (override) Object.assign(element.style, { unicodeBidi: "bidi-override", direction: "ltr" });
    if (dir) element.setAttribute("dir", dir);
  }, change);
  const shot = await time.screenshot();
  await time.evaluate((node) => {
    const element = node as HTMLElement;
    const [text, style, dir] = JSON.parse(element.dataset.saved!) as [string | null, string | null, string | null];
    element.textContent = text ?? "";
    if (style === null) element.removeAttribute("style");
    else element.setAttribute("style", style);
    if (dir === null) element.removeAttribute("dir");
    else element.setAttribute("dir", dir);
    delete element.dataset.saved;
  });
  return shot;
}

/** The share of pixels that differ between two same-sized screenshots (1 when the sizes differ). */
function pixelDifference(a: Buffer, b: Buffer): number {
  const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (x.width !== y.width || x.height !== y.height) return 1;
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if (
      Math.abs(x.data[i]! - y.data[i]!) +
        Math.abs(x.data[i + 1]! - y.data[i + 1]!) +
        Math.abs(x.data[i + 2]! - y.data[i + 2]!) >
      48
    )
      differ++;
  }
  return differ / (x.width * x.height);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`/ar/book draws each time range right to left, day period and dash in place (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Hydrated first, so React does not redraw the slots between the two screenshots.
    await gotoHydrated(page, "/ar/book?type=intro-call&tz=Asia/Dubai");
    const times = page.locator("[data-slot-time]");
    await expect(times.first()).toBeVisible();
    for (const index of [0, 6]) {
      const time = times.nth(index);
      const logical = ((await time.textContent()) ?? "").trim();
      // One day period for both ends ("9:00–9:30 ص") or one each ("11:30 ص – 12:00 م").
      const match = /^(\d{1,2}:\d{2})( [صم])?(\s*–\s*)(\d{1,2}:\d{2}) ([صم])$/u.exec(logical);
      expect(match, logical).not.toBeNull();
      const [, from, fromPeriod, dash, to, period] = match!;
      const visual = `${period} ${to}${[...dash!].reverse().join("")}${fromPeriod ? `${fromPeriod.trim()} ` : ""}${from}`;
      const shot = await time.screenshot();
      const expected = await screenshotRedrawn(time, { text: visual, override: true });
      expect(pixelDifference(shot, expected), `${logical} drawn as ${visual}`).toBeLessThan(0.01);
      // The test sees the defect: the same text forced left to right (what the page did) looks different.
      const forcedLtr = await screenshotRedrawn(time, { dir: "ltr" });
      expect(pixelDifference(shot, forcedLtr)).toBeGreaterThan(0.01);
    }
  });
}

test("the Arabic booking page names zones in Arabic and leaves out Dubai's time for a visitor in Dubai", async ({
  page,
}) => {
  await page.goto("/ar/book?type=intro-call&tz=Asia/Dubai");
  const options = await page.locator("#book-tz option").allTextContents();
  expect(options.length).toBeGreaterThan(20);
  for (const option of options) expect(option).not.toMatch(/[A-Za-z]/);
  await expect(page.locator("#book-tz option:checked")).toHaveText("دبي (غرينتش+04:00)");
  await expect(page.getByText("بتوقيت دبي", { exact: false }).first()).toHaveText(/وهو توقيت دبي نفسه/);
  await page.goto("/ar/book?type=intro-call&tz=Europe/London");
  await expect(page.getByText(/بتوقيت دبي$/).first()).toBeVisible();
});

test("books in Arabic and adds the meeting to a calendar from the Arabic confirmation page", async ({ page }) => {
  await gotoHydrated(page, "/ar/book?type=strategy-session&tz=Asia/Dubai");
  await page.getByRole("link", { name: "الأسابيع التالية" }).click();
  // The later weeks are drawn before a day is chosen (the click starts a navigation the next one would cancel).
  await expect(page.getByRole("link", { name: "الأسابيع السابقة" })).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole("link", { name: /، أوقات متاحة$/ })
    .nth(2)
    .click();
  await slotRadios(page).nth(1).check();
  await page.getByLabel("الاسم").fill("ليلى أحمد");
  await page.getByLabel("البريد الإلكتروني").fill(uniqueEmail("arabic"));
  await page.getByLabel("ما الموضوع الذي تودّ مناقشته؟").fill("خطة إطلاق منتج تمويل إسلامي");
  await page.getByRole("button", { name: "احجز الاستشارة" }).click();
  await expect(page).toHaveURL(/\/ar\/book\/manage\?token=[\w-]+&booked=1$/, { timeout: 20_000 });
  await expect(page.getByRole("status")).toContainText("البريد الإلكتروني من هذا الموقع غير مفعّل حاليًا");
  await expect(page.getByRole("heading", { name: "أضف الموعد إلى تقويمك" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /نزّل ملف/ }).click(),
  ]);
  const ics = (await readFile(await download.path())).toString("utf8");
  expect(ics).toContain("SUMMARY;LANGUAGE=ar:");
  const google = new URL((await page.getByRole("link", { name: /تقويم Google/ }).getAttribute("href"))!);
  expect(google.searchParams.get("text")).toMatch(/جلسة|استشارة|ليلى أحمد/);
  await expectNoAxeViolations(page);
});

test.describe("booking without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    // Refused posts come back with 400 or 409, which the browser reports.
    expectedConsoleMessages: [/^Failed to load resource: the server responded with a status of (400|404|409)/],
  });

  test("books from the server-rendered calendar, then moves the meeting", async ({ page }) => {
    await page.goto("/book?type=strategy-session&tz=Europe/London");
    await expect(page.getByLabel("Your time zone")).toHaveValue("Europe/London");
    // A later week's last free day, so the booking's page cannot open there by being the first free day.
    await page.getByRole("link", { name: "Later weeks" }).click();
    await dayLinks(page).last().click();
    await slotRadios(page).first().check();
    const booked = (await slotRadios(page).first().getAttribute("value"))!.slice(0, 10);
    await fillDetails(page, "No Script");
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible({ timeout: 20_000 });
    // Its calendar opens on the booked day.
    await expect(page.getByRole("link", { name: /, chosen$/ })).toHaveAttribute("data-date", booked);

    // Another day in the booking's calendar, another time.
    await dayLinks(page).nth(1).click();
    await slotRadios(page).last().check();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your consultation has moved" })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("a time taken in the meantime is refused with 409, the answers kept", async ({ browser, page }) => {
    const other = await browser.newPage({ javaScriptEnabled: false });
    const url = "/book?type=intro-call&tz=Asia/Dubai";
    await page.goto(url);
    await other.goto(url);
    for (const [tab, name] of [
      [page, "First Comer"],
      [other, "Second Comer"],
    ] as const) {
      await slotRadios(tab).last().check();
      await fillDetails(tab, name);
    }
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible({ timeout: 20_000 });

    const [response] = await Promise.all([
      other.waitForResponse((r) => r.request().method() === "POST"),
      other.getByRole("button", { name: "Book consultation" }).click(),
    ]);
    expect(response.status()).toBe(409);
    await expect(other.getByRole("alert")).toContainText("That time was just taken — please choose another");
    await expect(other.getByLabel("Name")).toHaveValue("Second Comer");
    await expect(other.getByLabel("What would you like to discuss?")).toHaveValue("Our Murabaha BNPL launch plan");
    await other.close();
  });

  test("a tampered link is a 404 that says so", async ({ page }) => {
    const response = await page.goto("/book/manage?token=tampered");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This booking link is not valid." })).toBeVisible();
  });
});

/**
 * Books the first free slot 30 to 32 days ahead: days no other test of this file books or moves to (the
 * moves go 33 and 37 days ahead, the page bookings within the next weeks), so a day blocked here holds
 * this booking alone whatever today's date (a 14-day window once met a move's day).
 */
async function bookThroughApi(request: APIRequestContext, name: string): Promise<string> {
  const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const slots = await request.get(`/api/booking/slots?type=strategy-session&from=${from}&days=3&tz=Asia/Dubai`);
  const { slots: list } = (await slots.json()) as { slots: { start: string }[] };
  const res = await request.post("/api/booking", {
    data: {
      type: "strategy-session",
      start: list[0]!.start,
      name,
      email: uniqueEmail("admin-view"),
      topic: "Data strategy for a takaful startup",
      timeZone: "Asia/Dubai",
    },
  });
  expect(res.status()).toBe(201);
  return list[0]!.start;
}

test.describe("the admin's Bookings tab", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const locale of ["en", "ar"] as const) {
    test(`the owner moves a booking made in ${locale === "en" ? "English" : "Arabic"}; the visitor's page shows the new time`, async ({
      page,
      browser,
    }) => {
      const prefix = locale === "ar" ? "/ar" : "";
      // A booking through the page, in the visitor's language; its page's address is the visitor's link.
      const visitor = await browser.newPage({ timezoneId: "Asia/Dubai" });
      await gotoHydrated(visitor, `${prefix}/book?type=strategy-session&tz=Asia/Dubai`);
      await visitor.getByRole("link", { name: locale === "ar" ? "الأسابيع التالية" : "Later weeks" }).click();
      // The later weeks are drawn before a day is chosen (the click starts a navigation the next one would cancel).
      await expect(
        visitor.getByRole("link", { name: locale === "ar" ? "الأسابيع السابقة" : "Earlier weeks" }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await visitor
        .getByRole("link", { name: locale === "ar" ? /، أوقات متاحة$/ : /, free times$/ })
        .nth(locale === "ar" ? 3 : 4)
        .click();
      await slotRadios(visitor).nth(2).check();
      const name = `Mover ${locale} ${Date.now().toString(36)}`;
      await visitor.getByLabel(locale === "ar" ? "الاسم" : "Name").fill(name);
      await visitor.getByLabel(locale === "ar" ? "البريد الإلكتروني" : "Email").fill(uniqueEmail("mover"));
      await visitor
        .getByLabel(locale === "ar" ? "ما الموضوع الذي تودّ مناقشته؟" : "What would you like to discuss?")
        .fill("Product roadmap for a sukuk app");
      await visitor.getByRole("button", { name: locale === "ar" ? "احجز الاستشارة" : "Book consultation" }).click();
      await expect(visitor).toHaveURL(/\/book\/manage\?token=[\w-]+&booked=1$/, { timeout: 20_000 });
      const link = visitor.url().replace(/&booked=1$/, "");

      // The new time: the last free slot of a later day, on the owner's clock (Dubai).
      const from = new Date(Date.now() + (locale === "ar" ? 33 : 37) * 86_400_000).toISOString().slice(0, 10);
      const slots = await page.request.get(
        `/api/booking/slots?type=strategy-session&from=${from}&days=4&tz=Asia/Dubai`,
      );
      const target = ((await slots.json()) as { slots: { start: string }[] }).slots.at(-1)!.start;
      await signInAsAdmin(page);
      await gotoHydrated(page, "/admin/bookings");
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(name) }) });
      await expect(item.getByText(locale === "ar" ? "Arabic" : "English", { exact: true })).toBeVisible();
      await item.getByText("Move this consultation…").click();
      await item.getByLabel("New day and time (Dubai time)").fill(target.slice(0, 16));
      // The message goes to the visitor in their language: an Arabic booking's box is right to left.
      const message = item.getByLabel("Message with the new time (optional)");
      await expect(message).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(message).toHaveAttribute("lang", locale);
      await message.fill("A clash with a flight, sorry.");
      await item.getByRole("button", { name: "Move and send the new invitation" }).click();
      await expectToast(
        page,
        "Success",
        `The consultation with ${name} is moved; they have been sent the updated invitation.`,
      );

      // The visitor's own link shows the new time, in their language.
      await visitor.goto(link);
      const when = visitor.getByRole("definition").nth(1);
      const day = Number(target.slice(8, 10));
      await expect(when).toContainText(String(day));
      // A 12-hour clock's hour without a leading zero, as the page's time ranges write it.
      await expect(when).toContainText(locale === "ar" ? /\b[1-9]\d?:\d{2} [صم]/ : /\b[1-9]\d?:\d{2} [AP]M/);
      const hour = Number(target.slice(11, 13)) % 12 || 12;
      await expect(when).toContainText(`${hour}:${target.slice(14, 16)}`);
      await visitor.close();
    });
  }

  test("lists a booking, cancels it with a message, blocks a day and makes a calendar feed", async ({ page }) => {
    const name = `Booker ${Date.now().toString(36)}`;
    await bookThroughApi(page.request, name);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/bookings");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: new RegExp(name) }) });
    await expect(item).toContainText("Strategy session");
    await expect(item).toContainText("Their e-mails are in English.");
    // On the availability's clock, named, and the booking's language as a badge.
    await expect(item.locator("time").first()).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} GST$/);
    await expect(item.getByText("English", { exact: true })).toBeVisible();
    await item.getByText("Cancel this consultation…").click();
    await item.getByLabel(`Message to ${name} (optional)`).fill("Sorry, I am travelling that week.");
    await item.getByRole("button", { name: "Cancel and notify" }).click();
    await expectToast(page, "Success", `The consultation with ${name} is cancelled; they have been told.`);
    await expect(item).toContainText("Cancelled");

    // A day past every booking's horizon, so no booking of another test can be on it whatever today is.
    const free = new Date(Date.now() + 120 * 86_400_000);
    const freeDay = free.toISOString().slice(0, 10);
    const freeLabel = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(free);
    await page.getByLabel("First day").fill(freeDay);
    await page.getByRole("button", { name: "Block", exact: true }).click();
    await expectToast(page, "Success", `${freeDay} is blocked.`);
    await page
      .getByRole("list", { name: "Blocked days" })
      .getByRole("listitem")
      .filter({ hasText: freeLabel })
      .first()
      .getByRole("button", { name: "Unblock" })
      .click();
    await expectToast(page, "Success", "Unblocked.");

    // Blocking a day with a booking on it offers to cancel that booking, with a message to the visitor.
    const other = `Blocked ${Date.now().toString(36)}`;
    const day = (await bookThroughApi(page.request, other)).slice(0, 10);
    await page.getByLabel("First day").fill(day);
    await page.getByLabel("Note (optional)").fill("Conference");
    await page.getByRole("button", { name: "Block", exact: true }).click();
    await expectToast(
      page,
      "Success",
      `${day} is blocked. One consultation already booked on those days stays booked: cancel it beside the block if you will not hold it.`,
    );
    const block = page
      .getByRole("list", { name: "Blocked days" })
      .getByRole("listitem")
      .filter({ hasText: "Conference" });
    await expect(block).toContainText(other);
    await block.getByText("Cancel it…").click();
    await block.getByLabel("Message to each visitor (optional)").fill("I will be at a conference.");
    await block.getByRole("button", { name: "Cancel and notify" }).click();
    await expectToast(page, "Success", "The consultation on those days is cancelled; the visitor has been told.");
    await expect(block).not.toContainText(other);
    await block.getByRole("button", { name: "Unblock" }).click();
    await expectToast(page, "Success", "Unblocked.");

    await page.getByRole("button", { name: /Make a (new|feed) address/ }).click();
    const feed = page.getByLabel("Your feed address (copy it now)");
    await expect(feed).toHaveValue(/\/api\/booking\/feed\/[\w-]+\.ics$/);
    const res = await page.request.get(await feed.inputValue());
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/calendar");
    await expectNoAxeViolations(page);
  });
});

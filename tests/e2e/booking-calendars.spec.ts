import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { FAKE_PATHS } from "#harness/fake-upstream.ts";
import { type RunningRadicale, radicaleSkipReason, startRadicale } from "#harness/radicale.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { gotoHydrated } from "./hydration.ts";
import { expectToast, uniqueEmail } from "./leads-helpers.ts";
import { UPSTREAM_URL } from "./live-env.ts";

// The owner's connected calendars (issue #36) in a browser: a secret ICS address served by the fake
// upstream and a CalDAV account on Debian's Radicale, both on loopback. Other tests book on the same
// server at the same time, so these take intro-call times three weeks ahead, connect for the length of
// a test and disconnect at its end; and product reviews (only these tests book them).

test.describe.configure({ mode: "serial", timeout: 120_000 });
// A form refused on purpose (a required answer left out) answers 400, which the browser reports.
test.use({ expectedConsoleMessages: [/the server responded with a status of 400/] });

const slotRadios = (page: Page) => page.locator('input[name="start"]');
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The free intro-call starts (ISO, Dubai offset) over `days` days from `from`. */
async function freeStarts(request: APIRequestContext, from: string, days = 3, type = "intro-call") {
  const res = await request.get(`/api/booking/slots?type=${type}&from=${from}&days=${days}&tz=Asia/Dubai`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
}

/** A calendar with meetings at these instants, as Google's secret address serves it. */
function icsWith(...meetings: { start: string; minutes: number }[]) {
  const stamp = (ms: number) => `${new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    ...meetings.flatMap((m, i) => [
      "BEGIN:VEVENT",
      `UID:e2e-${i}-${Date.parse(m.start)}@google.com`,
      "DTSTAMP:20261101T000000Z",
      `DTSTART:${stamp(Date.parse(m.start))}`,
      `DTEND:${stamp(Date.parse(m.start) + m.minutes * 60_000)}`,
      "SUMMARY:Client meeting",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function serveCalendar(request: APIRequestContext, body: string) {
  const res = await request.post(`${UPSTREAM_URL}/__control`, { data: { path: FAKE_PATHS.calendar, body } });
  expect(res.ok()).toBe(true);
}

/** The admin's Bookings tab, signed in. */
async function bookingsTab(page: Page) {
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin/bookings");
  return page.getByRole("region", { name: "Connected calendars" });
}

/** The connect form (open by itself while no calendar is connected). */
async function openConnectForm(region: Locator) {
  if (!(await region.getByLabel("Kind", { exact: true }).isVisible()))
    await region.getByText("Connect a calendar…").click();
}

async function disconnect(page: Page, label: string) {
  await gotoHydrated(page, "/admin/bookings");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label }) });
  await item.getByRole("button", { name: "Disconnect" }).click();
  await expectToast(page, "Success", "The calendar is disconnected; its busy times no longer block slots.");
}

/** The visitor's page for one day, with the slots' values (ISO starts). */
async function offeredOn(page: Page, date: string, type = "intro-call", prefix = "") {
  await gotoHydrated(page, `${prefix}/book?type=${type}&tz=Asia/Dubai&from=${date}&date=${date}`);
  await expect(slotRadios(page).first()).toBeAttached();
  return slotRadios(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test("a meeting in a connected ICS calendar is not offered, and one added a minute ago is refused at booking", async ({
  page,
  browser,
}) => {
  const starts = await freeStarts(page.request, dayIn(21));
  const date = starts[0]!.slice(0, 10);
  const busy = starts[2]!;
  const later = starts[5]!;
  await serveCalendar(page.request, icsWith({ start: busy, minutes: 30 }));

  const region = await bookingsTab(page);
  await openConnectForm(region);
  await region.getByLabel("Kind", { exact: true }).selectOption("ics");
  await region.getByLabel("Name", { exact: true }).fill("Work ICS");
  await region.getByLabel("Address", { exact: true }).fill(`${UPSTREAM_URL}${FAKE_PATHS.calendar}`);
  await region.getByRole("button", { name: "Connect", exact: true }).click();
  await expectToast(page, "Success", "Work ICS is connected: 1 busy time in the bookable weeks now block those slots.");
  await gotoHydrated(page, "/admin/bookings");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Work ICS" }) });
  await expect(item.getByText("Working")).toBeVisible();
  await expect(item).toContainText("1 busy time in the bookable weeks");
  // The address is never shown again, only its host.
  await expect(page.getByText("private-3f9a")).toHaveCount(0);
  await expect(item).toContainText(new URL(UPSTREAM_URL).host);
  await expectNoAxeViolations(page);

  const visitor = await browser.newPage({ timezoneId: "Asia/Dubai" });
  try {
    const offered = await offeredOn(visitor, date);
    expect(offered).not.toContain(busy);
    expect(offered).toContain(later);

    // The owner accepts a meeting at `later`; the page still shows it (the cache is minutes old), and
    // booking it is refused with a plain message.
    await serveCalendar(page.request, icsWith({ start: busy, minutes: 30 }, { start: later, minutes: 60 }));
    await visitor.locator(`input[name="start"][value="${later}"]`).check();
    await visitor.getByLabel("Name").fill("Late Booker");
    await visitor.getByLabel("Email").fill(uniqueEmail("late"));
    await visitor.getByLabel("What would you like to discuss?").fill("Takaful product pricing");
    await visitor.getByRole("button", { name: "Book consultation" }).click();
    await expect(visitor.getByRole("alert")).toContainText("That time is no longer free — please choose another", {
      timeout: 20_000,
    });
  } finally {
    await visitor.close();
    await disconnect(page, "Work ICS");
  }
});

test("the limits of a read are said, and a calendar beyond them is refused in words, not the library's", async ({
  page,
}) => {
  // An event repeating every second since 2020 (issue #41.4): before, "0 busy times" and every time offered.
  await serveCalendar(
    page.request,
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//e2e//EN",
      "BEGIN:VEVENT",
      "UID:e2e-secondly@example.com",
      "DTSTAMP:20261101T000000Z",
      "DTSTART:20200101T000000Z",
      "DTEND:20200101T000001Z",
      "RRULE:FREQ=SECONDLY",
      "SUMMARY:Heartbeat",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n"),
  );
  const region = await bookingsTab(page);
  await expect(region).toContainText("Limits of a read: at most 10,000 events in the calendar");
  await expectNoAxeViolations(page);
  await openConnectForm(region);
  await region.getByLabel("Kind", { exact: true }).selectOption("ics");
  await region.getByLabel("Name", { exact: true }).fill("Too busy");
  await region.getByLabel("Address", { exact: true }).fill(`${UPSTREAM_URL}${FAKE_PATHS.calendar}`);
  await region.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText("The repeating event “Heartbeat” repeats more than 50,000 times").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Too busy" })).toHaveCount(0);
});

test("connecting and disconnecting work without JavaScript; a cross-site post or a visitor's changes nothing", async ({
  page,
  browser,
  baseURL,
}) => {
  await serveCalendar(page.request, icsWith());
  await signInAsAdmin(page);
  const form = {
    intent: "booking-calendar-add",
    kind: "ics",
    label: "Forged",
    url: `${UPSTREAM_URL}${FAKE_PATHS.calendar}`,
  };
  // Another site's page posting with the admin's cookie is refused by the Origin check.
  const forged = await page.request.post("/admin/bookings", {
    form,
    headers: { Origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);
  // A signed-out visitor's post goes nowhere near the action.
  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.request.post("/admin/bookings", {
    form,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect([302, 303, 401, 403]).toContain(anonymous.status());
  await visitor.close();

  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await plain.addCookies(await page.context().cookies());
    const noJs = await plain.newPage();
    await noJs.goto("/admin/bookings");
    await expect(noJs.getByText("Forged")).toHaveCount(0);
    const region = noJs.getByRole("region", { name: "Connected calendars" });
    // The connect form is open while no calendar is connected: no script needed to reach it.
    await region.getByLabel("Name", { exact: true }).fill("Plain form");
    await region.getByLabel("Address", { exact: true }).fill(`${UPSTREAM_URL}${FAKE_PATHS.calendar}`);
    await region.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(noJs.getByRole("main").getByRole("status")).toHaveText(
      "Plain form is connected: 0 busy times in the bookable weeks now block those slots.",
    );
    const item = noJs.getByRole("listitem").filter({ has: noJs.getByRole("heading", { name: "Plain form" }) });
    await item.getByRole("button", { name: "Disconnect" }).click();
    await expect(noJs.getByRole("main").getByRole("status")).toHaveText(
      "The calendar is disconnected; its busy times no longer block slots.",
    );
    await expect(noJs.getByRole("heading", { name: "Plain form" })).toHaveCount(0);
  } finally {
    await plain.close();
  }
});

test.describe("with Radicale", () => {
  const skip = radicaleSkipReason();
  test.skip(skip !== null, skip ?? "");
  let radicale: RunningRadicale;
  test.beforeAll(async () => {
    radicale = await startRadicale();
  });
  test.afterAll(async () => {
    await radicale?.stop();
  });

  test("a CalDAV meeting blocks its slot and a booking appears in the chosen calendar", async ({ page, browser }) => {
    const starts = await freeStarts(page.request, dayIn(24));
    const date = starts[0]!.slice(0, 10);
    const busy = starts[1]!;
    const chosen = starts[4]!;
    const work = await radicale.makeCalendar("owner", "work", "Work");
    await radicale.putEvent(work, "meeting.ics", icsWith({ start: busy, minutes: 30 }));

    const region = await bookingsTab(page);
    await openConnectForm(region);
    await region.getByLabel("Kind", { exact: true }).selectOption("caldav");
    await region.getByLabel("Name", { exact: true }).fill("Radicale");
    await region.getByLabel("Address", { exact: true }).fill(`${radicale.url}/`);
    await region.getByLabel("CalDAV user name (CalDAV only)").fill("owner");
    await region.getByLabel("CalDAV app password (CalDAV only)").fill("app-password-e2e");
    await region.getByRole("button", { name: "Connect", exact: true }).click();
    await expectToast(
      page,
      "Success",
      "Radicale is connected: 1 busy time in the bookable weeks now block those slots.",
    );
    await gotoHydrated(page, "/admin/bookings");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Radicale" }) });
    await item.getByText("Settings…").click();
    await item.getByLabel("Write confirmed bookings to").selectOption({ label: "Work" });
    await item.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Radicale is saved and read again.");
    await expect(page.getByText("app-password-e2e")).toHaveCount(0);

    const visitor = await browser.newPage({ timezoneId: "Asia/Dubai" });
    try {
      const offered = await offeredOn(visitor, date);
      expect(offered).not.toContain(busy);
      await visitor.locator(`input[name="start"][value="${chosen}"]`).check();
      await visitor.getByLabel("Name").fill("Radicale Booker");
      await visitor.getByLabel("Email").fill(uniqueEmail("caldav"));
      await visitor.getByLabel("What would you like to discuss?").fill("Open banking roadmap");
      await visitor.getByRole("button", { name: "Book consultation" }).click();
      await expect(visitor.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible({ timeout: 20_000 });
      // Written out after the commit: the owner's copy (no attendee, no METHOD) in "Work".
      const stamp = `DTSTART:${new Date(Date.parse(chosen)).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
      await expect
        .poll(() => Object.values(radicale.items("owner", "work")).find((ics) => ics.includes("Radicale Booker")), {
          timeout: 15_000,
        })
        .toContain(stamp);
    } finally {
      await visitor.close();
      await disconnect(page, "Radicale");
    }
  });
});

test("a product review keeps its notice, asks its questions in English and Arabic, and stops at two a day", async ({
  page,
}) => {
  // Two days' notice: nothing before the day after tomorrow.
  const starts = await freeStarts(page.request, dayIn(0), 10, "product-review");
  expect(Date.parse(starts[0]!)).toBeGreaterThanOrEqual(Date.now() + 48 * 3_600_000);
  // A day of its own: the third bookable day.
  const days = [...new Set(starts.map((s) => s.slice(0, 10)))];
  const date = days[2]!;

  const offered = await offeredOn(page, date, "product-review");
  await page.locator(`input[name="start"][value="${offered[0]}"]`).check();
  await page.getByLabel("Name").fill("Review Booker");
  await page.getByLabel("Email").fill(uniqueEmail("review"));
  await page.getByLabel("What would you like to discuss?").fill("Our sukuk app before launch");
  await expect(page.getByRole("group", { name: "A few questions" })).toBeVisible();
  // The required question left out: the form says which.
  await page.getByLabel("Where is the product today?").evaluate((select) => select.removeAttribute("required"));
  await page.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByText("Please answer this question")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Where is the product today?").selectOption("Being built");
  await page.getByLabel("Links I should look at before we meet (optional)").fill("https://example.org/sukuk-app");
  await page.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible({ timeout: 20_000 });

  // In Arabic: the questions in Arabic, the same day's second place.
  const arabic = await offeredOn(page, date, "product-review", "/ar");
  await expect(page.getByRole("group", { name: "بضعة أسئلة" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator(`input[name="start"][value="${arabic.at(-1)}"]`).check();
  await page.getByLabel("الاسم").fill("مراجع المنتج");
  await page.getByLabel("البريد الإلكتروني").fill(uniqueEmail("review-ar"));
  await page.getByLabel("ما الموضوع الذي تودّ مناقشته؟").fill("تطبيق صكوك قبل الإطلاق");
  await page.getByLabel("أين وصل المنتج اليوم؟").selectOption("قيد البناء");
  await page.getByRole("button", { name: "احجز الاستشارة" }).click();
  await expect(page).toHaveURL(/\/ar\/book\/manage\?token=[\w-]+&booked=1$/, { timeout: 20_000 });

  // Two a day: that day is no longer offered for a review.
  expect((await freeStarts(page.request, date, 1, "product-review")).filter((s) => s.startsWith(date))).toEqual([]);

  // The owner reads the answers in the admin, each under its question.
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin/bookings");
  const english = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Review Booker/ }) });
  await expect(english.getByRole("term")).toHaveText([
    "Where is the product today?",
    "Links I should look at before we meet",
  ]);
  await expect(english.getByRole("definition")).toHaveText(["Being built", "https://example.org/sukuk-app"]);
  const arabicItem = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /مراجع المنتج/ }) });
  await expect(arabicItem.getByRole("definition")).toHaveText(["قيد البناء"]);
});

import os from "node:os";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { freePort, type ReceivedMail, startSmtpServer, waitFor } from "#harness/smtp.ts";
import { openDatabase } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { ownerSignInLink } from "#tests/owner-link.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// The rest of the owner's newsletter work, on a built server of its own with a loopback SMTP server:
// the welcome mail a new subscriber receives, an issue scheduled through the form that goes out at
// its time, open and click tracking switched on and counted in the report, and the admin's newsletter
// actions refused when another site posts them.

const OWNER = "newsletter-owner@example.com";
const READER = "tracked-reader@example.com";

test.describe("the owner's newsletter, beyond the first send", () => {
  test.describe.configure({ mode: "serial" });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: RunningServer | undefined;
  // The owner signs in once (a new sign-in link replaces the last one); each test reuses the session.
  const session = path.join(os.tmpdir(), `newsletter-owner-session-${process.pid}.json`);
  test.use({
    storageState: session,
    // The preview frame is sandboxed without allow-scripts on purpose; Playwright's own helpers trying
    // to run in it are what Chromium reports (see newsletter-issues.spec.ts): expected.
    expectedConsoleMessages: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/],
  });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    assertBuilt();
    smtp = await startSmtpServer();
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    const dir = tempDataDir("site-e2e-newsletter-owner-");
    const database = await openDatabase({ kind: "pglite", dir });
    await database.db.insert(newsletterSubscribers).values([{ email: READER, confirmedAt: new Date(), locale: "en" }]);
    const signInLink = await ownerSignInLink(database.db, siteUrl, OWNER);
    await database.close();
    server = await startServer(
      {
        PGLITE_DIR: dir,
        PORT: String(port),
        SITE_URL: siteUrl,
        ADMIN_EMAILS: OWNER,
        SMTP_URL: smtp.url,
        MAIL_FROM: "Owner <newsletter@example.com>",
        MAIL_WORKER_INTERVAL_MS: "200",
        NEWSLETTER_RATE_PER_MINUTE: "600",
        RATE_LIMIT_FORM_POSTS: "1000",
        LOG_LEVEL: "warn",
      },
      90_000,
    );
    const context = await browser.newContext({ storageState: undefined });
    const page = await context.newPage();
    await page.goto(signInLink);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${server!.url}/admin/overview`);
    await context.storageState({ path: session });
    await context.close();
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  async function received(address: string, subject: string | RegExp): Promise<ReceivedMail> {
    const find = () =>
      smtp.received.find(
        (m) =>
          m.to.includes(address) && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)),
      );
    await waitFor(() => find() !== undefined, `"${subject}" to ${address}`, 20_000);
    return find()!;
  }
  /** An issue's status badge: the first badge beside its heading. */
  const statusOf = (item: Locator) => item.locator(":scope > div").first().locator("h3 + span");
  const linkIn = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll("&amp;", "&");

  test("a new subscriber gets the owner's welcome mail once they confirm, in their language", async ({ page }) => {
    await page.goto(`${server!.url}/admin/newsletter`);
    await waitForHydration(page);
    const english = page.getByRole("form", { name: "English welcome e-mail" });
    await english.getByLabel("Subject").fill("Welcome aboard, reader");
    await english.getByLabel("Text").fill("Thanks for joining. **One letter a month**, no more.");
    await english.getByRole("button", { name: "Save the English welcome e-mail" }).click();
    await expect(page.getByText("The English welcome e-mail is saved.")).toBeVisible();

    // A visitor signs up on the English landing page and another on the Arabic one.
    for (const [path, email, button, done] of [
      ["/", "welcome-en@example.com", "Subscribe", "You're subscribed!"],
      ["/ar", "welcome-ar@example.com", "اشترك", "تم اشتراكك!"],
    ] as const) {
      // A visitor of their own, not signed in.
      const visitor = await page.context().browser()!.newPage({ storageState: undefined });
      await visitor.goto(`${server!.url}${path}`);
      await waitForHydration(visitor);
      const form = visitor.locator("#newsletter");
      await form.locator('input[type="email"]').fill(email);
      // Posted to the page's own action ("/_.data", "/ar.data"), as a browser without JavaScript posts to it.
      const action = path === "/" ? "/_.data" : `${path}.data`;
      const answered = visitor.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === action,
      );
      await form.getByRole("button", { name: button, exact: true }).click();
      expect((await answered).status()).toBeLessThan(300);
      // The confirmation mail's link, then the page's button (a GET alone confirms nobody).
      const confirmation = await received(email, /.+/);
      const confirm = linkIn(confirmation.html, /href="([^"]+\/newsletter\/confirm\?token=[^"]+)"/);
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      await visitor.goto(confirm!);
      await waitForHydration(visitor);
      await visitor.locator('main form[method="post"] button[type="submit"]').click();
      // The page that answers the post, in the visitor's language, before the next navigation.
      await expect(visitor.getByRole("heading", { name: done })).toBeVisible();
      await visitor.close();
    }

    const welcome = await received("welcome-en@example.com", "Welcome aboard, reader");
    expect(welcome.html).toContain("<strong>One letter a month</strong>");
    expect(welcome.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const arabic = await received("welcome-ar@example.com", /^مرحبًا بك في النشرة البريدية/);
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain("إلغاء الاشتراك");
    // One welcome each: the confirmation link cannot be used twice.
    expect(smtp.received.filter((m) => m.to.includes("welcome-en@example.com"))).toHaveLength(2);
  });

  test("an issue scheduled through the form goes out at its time on the owner's clock, not before", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${server!.url}/admin/newsletter?issue=new`);
    await waitForHydration(page);
    const editor = page.locator("#issue-editor-form");
    await editor.getByLabel("Subject", { exact: true }).fill("Scheduled notes");
    await editor.getByLabel("Text", { exact: true }).fill("Sent by the clock.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Saved, the editor reopens on the issue with its sending controls.
    await expect(page).toHaveURL(/issue=[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: /^Send a test to / })).toBeVisible();

    // The next whole minute at least 20 s away, typed as Dubai's wall clock (UTC+4, no daylight saving).
    const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
    const dubai = new Date(at + 4 * 3600_000).toISOString().slice(0, 16);
    await page.getByLabel("Or send it at (Dubai time)").fill(dubai);
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText(`Scheduled for ${dubai.replace("T", " ")} (Dubai time).`)).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: "Scheduled notes" });
    await expect(statusOf(item)).toHaveText("Scheduled");
    await expect(item.getByText(/^Goes out .+ \(Dubai time\)$/)).toBeVisible();
    expect(smtp.received.some((m) => m.subject === "Scheduled notes")).toBe(false);

    const mail = await waitForMail(READER, "Scheduled notes", at - Date.now() + 30_000);
    expect(mail.receivedAt).toBeGreaterThanOrEqual(at - 1_000);
    // Sent once the last recipient's mail is out (the page shows what the server had when it loaded).
    await expect(async () => {
      await page.reload();
      await expect(statusOf(page.getByRole("listitem").filter({ hasText: "Scheduled notes" }))).toHaveText("Sent", {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
  });

  /** Waits for a mail, noting when it arrived. */
  async function waitForMail(address: string, subject: string, timeout: number) {
    let receivedAt = 0;
    await waitFor(
      () => {
        const found = smtp.received.some((m) => m.to.includes(address) && m.subject === subject);
        if (found && !receivedAt) receivedAt = Date.now();
        return found;
      },
      `"${subject}" to ${address}`,
      timeout,
    );
    return { ...smtp.received.find((m) => m.to.includes(address) && m.subject === subject)!, receivedAt };
  }

  test("with tracking switched on, the report counts the reader's open and click and each link's clicks", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${server!.url}/admin/newsletter`);
    await waitForHydration(page);
    const tracking = page.getByRole("region", { name: "Opens and clicks" });
    await expect(tracking.getByLabel("Count opens (a tracking picture in each mail)")).not.toBeChecked();
    await expect(tracking.getByLabel("Count clicks (links go through this site)")).not.toBeChecked();
    await tracking.getByLabel("Count opens (a tracking picture in each mail)").check();
    await tracking.getByLabel("Count clicks (links go through this site)").check();
    await tracking.getByRole("button", { name: "Save tracking" }).click();
    await expect(page.getByText("Issues you send from now on count opens and clicks.")).toBeVisible();

    await page.goto(`${server!.url}/admin/newsletter?issue=new`);
    await waitForHydration(page);
    const editor = page.locator("#issue-editor-form");
    await editor.getByLabel("Subject", { exact: true }).fill("Tracked notes");
    await editor.getByLabel("Text", { exact: true }).fill("Read [the archive](/newsletter) or [the blog](/blog).");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Saved, the editor reopens on the issue with its sending controls.
    await expect(page).toHaveURL(/issue=[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: /^Send a test to / })).toBeVisible();
    await page.getByLabel(/^Yes, send it now to \d+ (person|people)$/).check();
    await page.getByRole("button", { name: "Send now" }).click();
    await expect(page.getByText(/^Sending has started/)).toBeVisible();

    const mail = await received(READER, "Tracked notes");
    const pixel = linkIn(mail.html, /<img src="([^"]+\/api\/newsletter\/o\/[^"]+)"/);
    const archive = linkIn(mail.html, /<a href="([^"]+\/api\/newsletter\/c\/[^"]+)">the archive<\/a>/);
    expect(pixel).toBeDefined();
    // The reader's mail client loads the pixel; the reader follows the link to the archive.
    const opened = await page.request.get(pixel!);
    expect(opened.headers()["cache-control"]).toBe("no-store, private");
    const reader = await page.context().browser()!.newPage({ storageState: undefined });
    await reader.goto(archive!);
    await expect(reader).toHaveURL(`${server!.url}/newsletter`);
    await reader.close();

    const item = page.getByRole("listitem").filter({ hasText: "Tracked notes" });
    await expect(async () => {
      await page.goto(`${server!.url}/admin/newsletter`);
      await expect(statusOf(item)).toHaveText("Sent", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await waitForHydration(page);
    const figure = (label: string) => item.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
    await expect(figure("Opened (people)")).toHaveText("1");
    await expect(figure("Clicked (people)")).toHaveText("1");
    await item.getByText("Clicks per link", { exact: true }).click();
    const rows = item.getByRole("table", { name: "Clicks per link of Tracked notes" }).getByRole("row");
    await expect(rows).toHaveText([/Link\s*Clicks/, /\/newsletter\s*1$/, /\/blog\s*0$/]);
    // The issue sent earlier without tracking shows no such counts.
    const untracked = page.getByRole("listitem").filter({ hasText: "Scheduled notes" });
    await expect(untracked.locator("dt", { hasText: "Opened (people)" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("another site cannot post the admin's newsletter actions: the Origin check refuses them", async ({ page }) => {
    const before = await page.request.get(`${server!.url}/admin/newsletter`);
    expect(before.status()).toBe(200);
    const post = (origin: string, trackOpens: string) =>
      page.request.post(`${server!.url}/admin/newsletter`, {
        headers: { Origin: origin },
        form: { intent: "newsletter-tracking", trackOpens, trackClicks: "" },
        maxRedirects: 0,
      });
    // Turning tracking off from another site, with the owner's session cookie riding along: refused.
    const forged = await post("https://evil.example", "");
    expect(forged.status()).toBe(403);
    await page.goto(`${server!.url}/admin/newsletter`);
    const opens = page
      .getByRole("region", { name: "Opens and clicks" })
      .getByLabel("Count opens (a tracking picture in each mail)");
    await expect(opens).toBeChecked();
    // The same post from the site itself goes through.
    const own = await post(server!.url, "");
    expect(own.status()).toBeLessThan(400);
    await page.reload();
    await expect(opens).not.toBeChecked();
  });
});

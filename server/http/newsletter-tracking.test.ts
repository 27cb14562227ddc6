import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, waitFor } from "#harness/smtp.ts";
import type { Database } from "#server/db/client.ts";
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSettings,
  newsletterSubscribers,
} from "#server/db/schema.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

/**
 * Decision 032 through the real app: open and click tracking (off unless the owner turns it on; the
 * redirect only goes to the issue's own links) and the bounce/complaint endpoint (shared secret).
 */

const SITE = "http://site.test";
const SECRET = "a-long-shared-secret-for-feedback-0123";
const draft = {
  locale: "en" as const,
  subject: "Monthly notes",
  preheader: "What changed",
  body: "Hello.\n\nSee [the blog](/blog) and [a friend](https://example.org/page?a=1&b=2).",
  ctaLabel: "Read more",
  ctaUrl: "/blog/first",
  imageUrl: "",
};

describe.each(testDatabaseTargets())("newsletter tracking and feedback on $name", (target) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let harness: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await target.open();
    smtp = await startSmtpServer(0);
    harness = createTestApp(database, {
      SITE_URL: SITE,
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: "60000",
      MAIL_WORKER_INTERVAL_MS: "100",
      NEWSLETTER_FEEDBACK_SECRET: SECRET,
      // The page cache on, as in production: a second click on the same link must still be counted.
      PAGE_CACHE_TTL_MS: "5000",
    });
    harness.services.newsletterSender.start();
  });
  afterEach(async () => {
    smtp.received.length = 0;
    await database.db.delete(newsletterIssues);
    await database.db.delete(newsletterSubscribers);
    await database.db.delete(newsletterSettings);
  });
  afterAll(async () => {
    await harness?.services.newsletterSender.stop();
    await smtp?.close();
    await database?.close();
  });

  const get = (path: string) => harness.app.request(path, { headers: { Host: "site.test" } });
  const subscribe = async (email: string) => {
    const [row] = await database.db
      .insert(newsletterSubscribers)
      .values({ email, confirmedAt: new Date(), subscribed: true, locale: "en" })
      .returning();
    return row!;
  };
  /** Sends an issue to the given subscribers and answers the mails they received. */
  const send = async (emails: string[]) => {
    const { newsletterIssues: issues } = harness.services;
    for (const email of emails) await subscribe(email);
    const issue = await issues.create(draft);
    await issues.sendNow(issue.id);
    await waitFor(async () => (await issues.get(issue.id)).status === "sent", "the issue is sent");
    expect(smtp.received).toHaveLength(emails.length);
    return { issue, mails: smtp.received.slice() };
  };
  const pixelOf = (html: string) => /<img src="http:\/\/site\.test(\/api\/newsletter\/o\/[^"]+)"/.exec(html)?.[1];
  const clickLinksOf = (html: string) =>
    [...html.matchAll(/href="http:\/\/site\.test(\/api\/newsletter\/c\/[^"]+)"/g)].map((m) => m[1]!);

  it("tracks nothing by default: no pixel, no rewritten link, and the endpoints record nothing", async () => {
    expect(await harness.services.newsletterIssues.trackingSettings()).toEqual({
      trackOpens: false,
      trackClicks: false,
    });
    const { issue, mails } = await send(["quiet@example.com"]);
    const html = mails[0]!.html;
    expect(html).not.toContain("/api/newsletter/o/");
    expect(html).not.toContain("/api/newsletter/c/");
    expect(html).toContain('href="http://site.test/blog"');
    expect(html).toContain('href="https://example.org/page?a=1&amp;b=2"');
    const [row] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(row).toMatchObject({ trackOpens: false, trackClicks: false, trackingKey: null });

    // Guessed tracking addresses change nothing.
    const [subscriber] = await database.db.select().from(newsletterSubscribers);
    const pixel = await get(`/api/newsletter/o/${issue.id}/${subscriber!.id}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(pixel.status).toBe(200);
    expect((await get(`/api/newsletter/c/${issue.id}/0/${subscriber!.id}.x`)).status).toBe(404);
    const report = await harness.services.newsletterIssues.report(issue.id);
    expect(report).toMatchObject({ opens: null, clicks: null, links: [] });
    const [delivery] = await database.db.select().from(newsletterDeliveries);
    expect(delivery).toMatchObject({ openedAt: null, clickedAt: null });
  });

  it("with tracking on, counts unique opens and clicks and each link's clicks, and redirects only to the issue's links", async () => {
    await harness.services.newsletterIssues.saveTrackingSettings({ trackOpens: true, trackClicks: true });
    const { issue, mails } = await send(["a@example.com", "b@example.com"]);
    const [first, second] = mails;

    const pixel = pixelOf(first!.html)!;
    expect(pixel).toMatch(new RegExp(`^/api/newsletter/o/${issue.id}/[0-9a-f-]{36}\\.[\\w-]{22}$`));
    const links = clickLinksOf(first!.html);
    // The body's two links and the button; not the unsubscribe link nor the owner's mailto.
    expect(links).toHaveLength(3);
    expect(first!.html).toContain("http://site.test/newsletter/unsubscribe?token=");
    expect(first!.html).toContain('href="mailto:');
    // The plain-text part keeps the real addresses.
    expect(first!.text).toContain("http://site.test/blog");
    expect(first!.text).not.toContain("/api/newsletter/c/");

    const opened = await get(pixel);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Content-Type")).toBe("image/gif");
    expect(opened.headers.get("Cache-Control")).toBe("no-store, private");
    await get(pixel); // the same reader twice: one unique open

    // Links are numbered in order: the blog, the friend's page with its query, the button.
    const friend = await get(links[1]!);
    expect(friend.status).toBe(302);
    expect(friend.headers.get("Location")).toBe("https://example.org/page?a=1&b=2");
    expect(friend.headers.get("Cache-Control")).toBe("no-store, private");
    await get(links[1]!);
    const secondLinks = clickLinksOf(second!.html);
    expect((await get(secondLinks[2]!)).headers.get("Location")).toBe("http://site.test/blog/first");

    const report = await harness.services.newsletterIssues.report(issue.id);
    expect(report.opens).toBe(2); // the second reader's click counts as an open
    expect(report.clicks).toBe(2);
    expect(report.links).toEqual([
      { n: 0, url: "http://site.test/blog", clicks: 0 },
      { n: 1, url: "https://example.org/page?a=1&b=2", clicks: 2 },
      { n: 2, url: "http://site.test/blog/first", clicks: 1 },
    ]);

    // A forged signature still reaches the issue's own link but counts nothing; an unknown link is a 404.
    const forged = links[0]!.replace(/\.[\w-]{22}$/, ".BBBBBBBBBBBBBBBBBBBBBB");
    expect((await get(forged)).headers.get("Location")).toBe("http://site.test/blog");
    await get(pixel.replace(/\.[\w-]{22}$/, ".BBBBBBBBBBBBBBBBBBBBBB"));
    expect((await harness.services.newsletterIssues.report(issue.id)).links[0]!.clicks).toBe(0);
    expect((await get(links[0]!.replace(/\/0\//, "/9/"))).status).toBe(404);
    expect((await get(`/api/newsletter/c/not-an-id/0/x`)).status).toBe(404);
    // The redirect takes no address from the request: a `url` parameter changes nothing.
    expect((await get(`${links[0]!}?url=https://evil.example`)).headers.get("Location")).toBe("http://site.test/blog");
  });

  it("an issue keeps the tracking it started with when the owner turns it off", async () => {
    await harness.services.newsletterIssues.saveTrackingSettings({ trackOpens: true, trackClicks: false });
    const { issue, mails } = await send(["c@example.com"]);
    expect(clickLinksOf(mails[0]!.html)).toEqual([]);
    await harness.services.newsletterIssues.saveTrackingSettings({ trackOpens: false, trackClicks: false });
    await get(pixelOf(mails[0]!.html)!);
    expect(await harness.services.newsletterIssues.report(issue.id)).toMatchObject({ opens: 1, clicks: null });
  });

  const post = (body: string, type: string, secret = SECRET) =>
    harness.app.request("/api/newsletter/feedback", {
      method: "POST",
      headers: { "Content-Type": type, Authorization: `Bearer ${secret}` },
      body,
    });

  it("a bounce report after the send marks the address bounced and its delivery, and nothing more goes to it", async () => {
    const { issue } = await send(["gone@example.com", "stays@example.com"]);
    const [gone] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "gone@example.com"));
    const res = await post(dsn(`<${issue.id}.${gone!.id}@site.test>`, "gone@example.com"), "message/rfc822");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 1, recorded: 1 });
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, gone!.id));
    expect(row!.bouncedAt).not.toBeNull();
    expect(row!.bounceReason).toContain("5.1.1");
    expect(await harness.services.newsletterIssues.report(issue.id)).toMatchObject({ sent: 1, bounced: 1 });
    const listed = await harness.services.dashboard.subscribers({ q: "", page: 1, status: "bounced" });
    expect(listed.items.map((s) => [s.email, s.status])).toEqual([["gone@example.com", "bounced"]]);
    expect(await harness.services.newsletterIssues.recipientCount("en")).toBe(1);

    // A delay notice is no bounce.
    const delayed = await post(dsn("<x@site.test>", "stays@example.com", "delayed", "4.4.1"), "message/rfc822");
    expect(await delayed.json()).toEqual({ received: 0, recorded: 0 });
  });

  it("a complaint (ARF report or a provider's JSON event) marks the address complained and unsubscribes it", async () => {
    const { issue } = await send(["spam@example.com", "json@example.com"]);
    const [spam] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "spam@example.com"));
    const res = await post(arf(`<${issue.id}.${spam!.id}@site.test>`), "message/rfc822");
    expect(await res.json()).toEqual({ received: 1, recorded: 1 });
    const event = await harness.app.request(
      "/api/newsletter/feedback",
      jsonPost({ type: "complaint", email: "JSON@example.com" }, { Authorization: `Bearer ${SECRET}` }),
    );
    expect(await event.json()).toEqual({ received: 1, recorded: 1 });
    const listed = await harness.services.dashboard.subscribers({ q: "", page: 1, status: "all" });
    expect(listed.items.map((s) => s.status)).toEqual(["complained", "complained"]);
    expect(listed.counts).toMatchObject({ active: 0, complained: 2 });
    expect(await harness.services.newsletterIssues.report(issue.id)).toMatchObject({
      complained: 1,
      unsubscribedAfter: 2,
    });
    expect(await harness.services.newsletterIssues.recipientCount("en")).toBe(0);
  });

  it("refuses the feedback endpoint without the secret, and a body it cannot read", async () => {
    expect((await post(dsn("<x@y>", "a@b.c"), "message/rfc822", "wrong")).status).toBe(401);
    const noHeader = await harness.app.request("/api/newsletter/feedback", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(noHeader.status).toBe(401);
    const bad = await harness.app.request(
      "/api/newsletter/feedback",
      jsonPost({ type: "unsubscribe-everyone" }, { Authorization: `Bearer ${SECRET}` }),
    );
    expect(bad.status).toBe(400);
  });
});

describe("the feedback endpoint without a secret configured", () => {
  it("does not exist", async () => {
    const [pglite] = testDatabaseTargets();
    const database = await pglite!.open();
    const { app } = createTestApp(database);
    const res = await app.request("/api/newsletter/feedback", jsonPost({ type: "bounce", email: "a@b.c" }));
    expect(res.status).toBe(404);
    await database.close();
  });
});

/** A delivery status notification (RFC 3464) as a mail server returns it, with the original headers. */
function dsn(messageId: string, recipient: string, action = "failed", status = "5.1.1") {
  return [
    "From: Mail Delivery System <MAILER-DAEMON@mx.example.com>",
    "To: bounces@site.test",
    "Subject: Undelivered Mail Returned to Sender",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
    "",
    "--B",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is the mail system at host mx.example.com. I'm sorry to have to inform you...",
    "",
    "--B",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.com",
    "Arrival-Date: Fri, 27 Nov 2026 09:00:00 +0000",
    "",
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    "Diagnostic-Code: smtp; 550 5.1.1 <someone>: Recipient address rejected: User unknown",
    "",
    "--B",
    "Content-Type: text/rfc822-headers",
    "",
    "From: Owner <no-reply@site.test>",
    `To: ${recipient}`,
    "Subject: Monthly notes",
    `Message-ID: ${messageId}`,
    "",
    "--B--",
    "",
  ].join("\r\n");
}

/** A complaint feedback report (ARF, RFC 5965); the recipient's address redacted as providers do. */
function arf(messageId: string) {
  return [
    "From: staff@hotmail.example",
    "To: abuse@site.test",
    "Subject: complaint about message",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=feedback-report; boundary="F"',
    "",
    "--F",
    "Content-Type: text/plain",
    "",
    "This is an email abuse report.",
    "",
    "--F",
    "Content-Type: message/feedback-report",
    "",
    "Feedback-Type: abuse",
    "User-Agent: SomeGenerator/1.0",
    "Version: 1",
    "Original-Rcpt-To: <redacted@hotmail.example>",
    "",
    "--F",
    "Content-Type: message/rfc822",
    "Content-Disposition: inline",
    "",
    "From: Owner <no-reply@site.test>",
    "Subject: Monthly notes",
    `Message-ID: ${messageId}`,
    "",
    "Hello.",
    "",
    "--F--",
    "",
  ].join("\r\n");
}

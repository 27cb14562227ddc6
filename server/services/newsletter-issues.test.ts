import { load } from "cheerio";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, waitFor } from "#harness/smtp.ts";
import type { Database } from "#server/db/client.ts";
import {
  articles,
  media,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  newsletterWelcome,
  outbox as outboxTable,
} from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { XSS_VECTORS } from "#tests/xss-vectors.ts";
import { createLeadService } from "./leads.ts";
import { createMailer } from "./mailer.ts";
import { absoluteUrl, addressIssue, renderIssue } from "./newsletter-email.ts";
import { createNewsletterIssueService } from "./newsletter-issues.ts";
import { createNewsletterSender, UNKNOWN_AFTER_SEND } from "./newsletter-sender.ts";
import { createOutbox } from "./outbox.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const site = {
  ownerName: "Test Owner",
  siteUrl: "http://site.test",
  ownerEmail: "owner@site.test",
  postalAddress: "Dubai, United Arab Emirates",
};
const draft = {
  locale: "en" as const,
  subject: "Monthly notes",
  preheader: "What changed this month",
  body: "Hello **readers**.\n\nSee [the blog](/blog).",
  ctaLabel: "Read more",
  ctaUrl: "/blog",
  imageUrl: "",
};

describe("an issue's button and picture address in the mail", () => {
  it("makes a site path absolute and drops one that would leave the site (stored before the check)", () => {
    expect(absoluteUrl(site, "/blog")).toBe("http://site.test/blog");
    expect(absoluteUrl(site, "https://example.org/x")).toBe("https://example.org/x");
    for (const address of [
      "/\\evil.example",
      "/\t/evil.example",
      "/%2F/evil.example",
      "//evil.example",
      "javascript:x",
    ]) {
      expect(absoluteUrl(site, address)).toBeNull();
    }
  });
});

describe.each(testDatabaseTargets())("newsletter issues on $name", (target) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await target.open();
    smtp = await startSmtpServer(0, {
      refuse: (address) => address.startsWith("gone"),
      // "lost…": the stand-in takes the whole message, then the connection drops before its 250;
      // "cut…": it drops at RCPT TO, before any of the message was sent.
      drop: (address) => (address.startsWith("lost") ? "accepted" : address.startsWith("cut") ? "rcpt" : undefined),
    });
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    smtp.received.length = 0;
    await database.db.delete(newsletterIssues);
    await database.db.delete(newsletterSubscribers);
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  const setup = (ratePerMinute = 60_000) => {
    const { db } = database;
    const outbox = createOutbox(db);
    const issues = createNewsletterIssueService(db, outbox, site);
    const sender = createNewsletterSender({
      db,
      issues,
      mailer: createMailer(smtp.url),
      from: "Owner <no-reply@site.test>",
      site,
      logger,
      ratePerMinute,
      maxAttempts: 3,
      idleMs: 50,
    });
    stops.push(() => sender.stop());
    return { issues, sender };
  };

  /** Subscribers in each state; only the confirmed, subscribed, unbounced ones of a language receive. */
  const subscribe = async (email: string, extra: Partial<typeof newsletterSubscribers.$inferInsert> = {}) => {
    const [row] = await database.db
      .insert(newsletterSubscribers)
      .values({ email, confirmedAt: new Date(), subscribed: true, locale: "en", ...extra })
      .returning();
    return row!;
  };

  const deliveries = (issueId: string) =>
    database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));

  it("queues one delivery per confirmed subscriber of the issue's language, once, and sends each once", async () => {
    const { issues, sender } = setup();
    for (let i = 0; i < 5; i++) await subscribe(`en${i}@example.com`);
    await subscribe("ar@example.com", { locale: "ar" });
    await subscribe("pending@example.com", { confirmedAt: null });
    await subscribe("left@example.com", { subscribed: false, unsubscribedAt: new Date() });
    await subscribe("bounced@example.com", { bouncedAt: new Date() });

    const issue = await issues.create(draft);
    expect(await issues.recipientCount("en")).toBe(5);
    expect(await issues.sendNow(issue.id)).toBe(5);
    await expect(issues.sendNow(issue.id)).rejects.toMatchObject({ kind: "conflict" });
    await expect(issues.update(issue.id, draft)).rejects.toMatchObject({ kind: "conflict" });
    expect(await deliveries(issue.id)).toHaveLength(5);

    sender.start();
    await waitFor(async () => (await issues.get(issue.id)).status === "sent", "the issue finishes");
    const to = smtp.received.flatMap((m) => m.to).sort();
    expect(to).toEqual(["en0@example.com", "en1@example.com", "en2@example.com", "en3@example.com", "en4@example.com"]);
    expect(await issues.report(issue.id)).toMatchObject({ recipients: 5, sent: 5, pending: 0, bounced: 0 });

    const mail = smtp.received[0]!;
    const [subscriber] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, mail.to[0]!));
    expect(mail.subject).toBe("Monthly notes");
    const token = subscriber!.unsubscribeToken;
    // The https address for one click, and a mailto: to the owner naming the token (the site gets no mail).
    expect(mail.headers["list-unsubscribe"]).toBe(
      `<http://site.test/api/newsletter/unsubscribe?token=${token}>, ` +
        `<mailto:owner@site.test?subject=unsubscribe%20${token}` +
        `&body=${encodeURIComponent(`http://site.test/newsletter/unsubscribe?token=${token}`)}>`,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-id"]).toContain("<newsletter-en.site.test>");
    expect(mail.headers["message-id"]).toBe(`<${issue.id}.${subscriber!.id}@site.test>`);
    expect(mail.html).toContain(`href="http://site.test/newsletter/unsubscribe?token=${subscriber!.unsubscribeToken}"`);
    expect(mail.html).toContain('href="http://site.test/blog"');
    expect(mail.html).toContain("Dubai, United Arab Emirates");
    expect(mail.html).not.toMatch(/<img[^>]+(width="1"|height="1")/);
    expect(mail.text).toContain("Hello readers.");
    expect(mail.text).toContain("Read more: http://site.test/blog");
    expect(mail.text).toContain(`http://site.test/newsletter/unsubscribe?token=${subscriber!.unsubscribeToken}`);
  });

  it("says a library image's alt text in the mail and the archive, in the issue's language", async () => {
    const hash = "ab".repeat(16);
    await database.db.insert(media).values({
      hash,
      originalType: "jpeg",
      width: 1200,
      height: 800,
      fallback: "jpg",
      byteSize: 1000,
      altEn: "The Dubai skyline at dusk",
      altAr: "أفق دبي عند الغروب",
    });
    try {
      const { issues } = setup();
      const ref = `/media/${hash}`;
      for (const [locale, alt] of [
        ["en", "The Dubai skyline at dusk"],
        ["ar", "أفق دبي عند الغروب"],
      ] as const) {
        const issue = await issues.create({
          ...draft,
          locale,
          imageUrl: ref,
          body: `Look:\n\n![](${ref})\n\n![Written by hand](${ref})`,
        });
        const mail = load((await issues.preview(issue.id)).html);
        const alts = mail("img")
          .toArray()
          .filter((img) => mail(img).attr("src")?.includes(ref))
          .map((img) => mail(img).attr("alt"));
        expect(alts).toEqual([alt, alt, "Written by hand"]);

        await database.db
          .update(newsletterIssues)
          .set({ status: "sent", startedAt: new Date() })
          .where(eq(newsletterIssues.id, issue.id));
        const archived = (await issues.archived(issue.id, locale))!;
        expect(archived.imageAlt).toBe(alt);
        const page = load(archived.html);
        expect(
          page("img")
            .toArray()
            .map((img) => page(img).attr("alt")),
        ).toEqual([alt, "Written by hand"]);
      }
    } finally {
      await database.db.delete(media);
    }
  });

  it("renders an Arabic issue right to left with its links in Arabic", async () => {
    const { issues, sender } = setup();
    await subscribe("ar@example.com", { locale: "ar" });
    const issue = await issues.create({ ...draft, locale: "ar", subject: "نشرة الشهر", body: "مرحبًا" });
    expect(await issues.sendNow(issue.id)).toBe(1);
    sender.start();
    await waitFor(() => smtp.received.length === 1, "the Arabic mail");
    const mail = smtp.received[0]!;
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain("http://site.test/ar/newsletter/unsubscribe?token=");
    expect(mail.text).toContain("إلغاء الاشتراك");
  });

  it("skips the pending mail of a subscriber who unsubscribes during the send", async () => {
    const { issues, sender } = setup(120); // one every 500 ms
    const subscribers = [];
    for (let i = 0; i < 4; i++) subscribers.push(await subscribe(`s${i}@example.com`));
    const issue = await issues.create(draft);
    await issues.sendNow(issue.id);
    const leads = createLeadService(database.db, createOutbox(database.db), {
      ...site,
      resendMinutes: 10,
      confirmDays: 7,
    });
    sender.start();
    await waitFor(() => smtp.received.length >= 1, "the first mail");
    const pending = (await deliveries(issue.id)).filter((d) => d.status === "pending");
    const last = subscribers.find((s) => s.id === pending.at(-1)!.subscriberId)!;
    await leads.unsubscribe(last.unsubscribeToken);
    await waitFor(async () => (await issues.get(issue.id)).status === "sent", "the issue finishes");
    expect(smtp.received.flatMap((m) => m.to)).not.toContain(last.email);
    expect(smtp.received).toHaveLength(3);
    expect(await issues.report(issue.id)).toMatchObject({ sent: 3, skipped: 1, unsubscribedAfter: 1 });
  });

  it("marks an address bounced on a 5xx answer and never sends it another issue", async () => {
    const { issues, sender } = setup();
    await subscribe("ok@example.com");
    await subscribe("gone@example.com");
    const issue = await issues.create(draft);
    await issues.sendNow(issue.id);
    sender.start();
    await waitFor(async () => (await issues.get(issue.id)).status === "sent", "the issue finishes");
    expect(await issues.report(issue.id)).toMatchObject({ sent: 1, bounced: 1 });
    expect((await issues.bounced()).map((b) => b.email)).toEqual(["gone@example.com"]);
    const next = await issues.create({ ...draft, subject: "Second" });
    expect(await issues.sendNow(next.id)).toBe(1);
  });

  it("sends no faster than the configured rate, and not at all while paused", async () => {
    const { issues, sender } = setup(300); // one every 200 ms
    for (let i = 0; i < 4; i++) await subscribe(`r${i}@example.com`);
    const issue = await issues.create(draft);
    await issues.sendNow(issue.id);
    const started = Date.now();
    sender.start();
    await waitFor(() => smtp.received.length === 4, "four mails");
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 200 - 20);

    const second = await issues.create({ ...draft, subject: "Paused one" });
    await issues.sendNow(second.id);
    await issues.pause(second.id);
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.received).toHaveLength(4);
    await issues.resume(second.id);
    await waitFor(() => smtp.received.length === 8, "the resumed issue");
  });

  it("starts a scheduled issue when its time comes and cancels only what has not started", async () => {
    const { issues } = setup();
    await subscribe("s@example.com");
    const issue = await issues.create(draft);
    await expect(issues.schedule(issue.id, new Date(Date.now() - 1000))).rejects.toMatchObject({ kind: "invalid" });
    await issues.schedule(issue.id, new Date(Date.now() + 150));
    expect(await issues.startDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await issues.startDue()).toBe(1);
    expect((await issues.get(issue.id)).status).toBe("sending");
    await expect(issues.cancel(issue.id)).rejects.toMatchObject({ kind: "conflict" });
    const other = await issues.create(draft);
    await issues.cancel(other.id);
    expect((await issues.get(other.id)).status).toBe("cancelled");
  });

  it("never repeats a send whose sender died: the expired claim becomes unknown", async () => {
    const { issues, sender } = setup();
    const subscriber = await subscribe("inflight@example.com");
    const issue = await issues.create(draft);
    await issues.sendNow(issue.id);
    // As a killed process leaves it: claimed, the claim run out.
    await database.db
      .update(newsletterDeliveries)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(newsletterDeliveries.subscriberId, subscriber.id));
    expect(await sender.sendOne()).toBe(false);
    await sender.tidy();
    expect(await issues.report(issue.id)).toMatchObject({ unknown: 1, sent: 0 });
    expect((await issues.get(issue.id)).status).toBe("sent");
    expect(smtp.received).toHaveLength(0);
  });

  it("never repeats a send whose connection dropped after the whole message went out: it is unknown", async () => {
    const { issues, sender } = setup();
    const lost = await subscribe("lost@example.com");
    const cut = await subscribe("cut@example.com");
    const issue = await issues.create(draft);
    await issues.sendNow(issue.id);
    const delivery = async (subscriberId: string) =>
      (await deliveries(issue.id)).find((d) => d.subscriberId === subscriberId)!;
    // Every retry made due at once, as often as the sender would try.
    for (let pass = 0; pass < 3; pass++) {
      while (await sender.sendOne()) {}
      await database.db
        .update(newsletterDeliveries)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(newsletterDeliveries.status, "pending"));
    }
    await sender.tidy();

    // The stand-in delivered "lost" once; the sender cannot know and does not send it again.
    expect(smtp.received.filter((m) => m.to.includes(lost.email))).toHaveLength(1);
    expect(await delivery(lost.id)).toMatchObject({ status: "unknown", attempts: 1 });
    expect((await delivery(lost.id)).lastError).toContain(UNKNOWN_AFTER_SEND);
    // Dropped before the message: nothing arrived, so it was tried again up to the limit.
    expect(smtp.received.filter((m) => m.to.includes(cut.email))).toHaveLength(0);
    expect(await delivery(cut.id)).toMatchObject({ status: "failed", attempts: 3 });
    // The owner's report counts it apart from the failures.
    expect(await issues.report(issue.id)).toMatchObject({ unknown: 1, failed: 1, sent: 0 });
    expect((await issues.get(issue.id)).status).toBe("sent");
  });

  it("welcomes a subscriber once they confirm, in their language, with the owner's words or none", async () => {
    const { issues } = setup();
    const outbox = createOutbox(database.db);
    const leads = createLeadService(
      database.db,
      outbox,
      { ...site, resendMinutes: 0, confirmDays: 7 },
      () => {},
      issues.queueWelcome,
    );
    const welcomes = async () =>
      (await outbox.unsent())
        .filter((m) => m.kind === "newsletter-welcome")
        .map((m) => [m.toAddress, m.subject, m.htmlBody]);
    const confirmTokenOf = async (email: string, locale: "en" | "ar") => {
      await leads.subscribe({ email, subscribed: true } as never, undefined, locale);
      const mail = (await outbox.unsent()).find((m) => m.toAddress === email && m.kind === "newsletter-confirmation")!;
      return /confirm\?token=([\w-]+)/.exec(mail.textBody)![1]!;
    };

    const token = await confirmTokenOf("welcome-ar@example.com", "ar");
    await leads.confirm(token);
    await leads.confirm(token);
    const [arabic, ...others] = await welcomes();
    expect(others).toHaveLength(0);
    expect(arabic![0]).toBe("welcome-ar@example.com");
    expect(arabic![1]).toContain("مرحبًا بك");
    expect(arabic![2]).toMatch(/<html lang="ar" dir="rtl">/);

    await issues.saveWelcome("en", { enabled: true, subject: "Hello from me", body: "My **own** words" });
    await leads.confirm(await confirmTokenOf("welcome-en@example.com", "en"));
    expect((await welcomes()).find((w) => w[0] === "welcome-en@example.com")).toEqual([
      "welcome-en@example.com",
      "Hello from me",
      expect.stringContaining("My <strong>own</strong> words"),
    ]);

    await issues.saveWelcome("en", { enabled: false, subject: "Hello from me", body: "x" });
    await leads.confirm(await confirmTokenOf("no-welcome@example.com", "en"));
    expect((await welcomes()).some((w) => w[0] === "no-welcome@example.com")).toBe(false);
    await database.db.delete(newsletterWelcome);
    await database.db.delete(outboxTable);
  });

  it("links an English issue and its Arabic twin, and starts an issue from a published article", async () => {
    const { issues } = setup();
    const english = await issues.create(draft);
    const arabic = await issues.create({ ...draft, locale: "ar" }, { translationOf: english.id });
    expect((await issues.get(english.id)).translationId).toBe(arabic.id);
    expect(arabic.translationId).toBe(english.id);
    await expect(issues.create({ ...draft, locale: "en" }, { translationOf: arabic.id })).rejects.toMatchObject({
      kind: "conflict",
    });
    const lone = await issues.create(draft);
    await expect(issues.create(draft, { translationOf: lone.id })).rejects.toMatchObject({ kind: "invalid" });

    const [article] = await database.db
      .insert(articles)
      .values({
        title: "Sukuk explained",
        slug: "sukuk-explained",
        excerpt: "How sukuk differ from bonds.",
        content: "Body",
        category: "Islamic finance",
        published: true,
        publishedAt: new Date(),
      })
      .returning();
    const fromArticle = await issues.createFromArticle(article!.id);
    expect(fromArticle).toMatchObject({
      locale: "en",
      subject: "Sukuk explained",
      preheader: "How sukuk differ from bonds.",
      ctaUrl: "/blog/sukuk-explained",
      imageUrl: "/blog/sukuk-explained/og.png",
      articleId: article!.id,
      status: "draft",
    });
    await database.db.delete(articles);
  });
});

describe("the newsletter e-mail keeps hostile text as text", () => {
  const FORBIDDEN =
    /^(script|iframe|object|embed|link|base|form|svg|math|video|audio|source|textarea|select|button|template|noscript|xmp|marquee|isindex|keygen)$/;
  it.each(XSS_VECTORS.map((vector, index) => [index, vector] as const))(
    "vector %i in subject, preheader and body",
    (_index, vector) => {
      const rendered = renderIssue(site, {
        id: "00000000-0000-4000-8000-000000000000",
        locale: "en",
        subject: vector,
        preheader: vector,
        body: `Intro.\n\n${vector}\n\nOutro.`,
        ctaLabel: vector,
        ctaUrl: "/blog",
        imageUrl: null,
      });
      const mail = addressIssue(site, rendered, { email: "a@example.com", subscriberId: "s", unsubscribeToken: "t" });
      const $ = load(mail.html);
      // Subject and preheader appear exactly as typed, as text.
      expect($("title").text()).toBe(vector);
      expect($("h1").text()).toBe(vector);
      expect($("body > div").first().text()).toBe(vector);
      expect($("style")).toHaveLength(1);
      for (const element of $("*").toArray()) {
        if (element.type !== "tag") continue;
        expect(element.tagName).not.toMatch(FORBIDDEN);
        for (const [name, value] of Object.entries(element.attribs)) {
          expect(name).not.toMatch(/^on/i);
          if (["href", "src", "action", "background", "data", "xlink:href"].includes(name)) {
            expect([...value].filter((c) => c.charCodeAt(0) > 32).join("")).not.toMatch(
              /^(javascript|vbscript|data):/i,
            );
          }
        }
      }
      // The body's own markup carries no style of its own (only the frame's).
      const body = $("h1").nextAll("div").first();
      expect(body.find("[style]")).toHaveLength(0);
      expect(mail.text.startsWith(`${vector}\n`)).toBe(true);
      expect(mail.subject).toBe(vector);
    },
  );
});

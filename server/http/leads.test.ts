import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, waitFor } from "#harness/smtp.ts";
import type { Database } from "#server/db/client.ts";
import { careerInquiries, contactMessages, newsletterSubscribers, outbox, users } from "#server/db/schema.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { leadApiFixture, mailTo } from "#tests/lead-api.ts";

const [pglite] = testDatabaseTargets();
const leadApi = leadApiFixture("198.51.100");
const { app } = leadApi;

describe("POST /api/contact", () => {
  it("stores the message and e-mails the owner, who can reply straight to the sender", async () => {
    const { post } = app();
    const res = await post("/api/contact", {
      name: "Layla",
      email: "Layla@Example.COM ",
      message: "I'd like to talk.",
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await leadApi.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Layla", email: "Layla@example.com", message: "I'd like to talk." });

    await waitFor(() => leadApi.smtp.received.some(mailTo("owner@example.com")), "owner notification");
    const mail = leadApi.smtp.received.find(mailTo("owner@example.com"))!;
    expect(mail.subject).toBe("New message from Layla");
    expect(mail.headers["reply-to"]).toContain("Layla@example.com");
    expect(mail.text).toContain("I'd like to talk.");
  });

  it("names every invalid field with the SPEC message", async () => {
    const { post } = app();
    const res = await post("/api/contact", { name: "A", email: "not-an-email", message: "short" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
  });

  it("refuses missing fields and wrong types without storing anything", async () => {
    const { post } = app();
    const before = (await leadApi.database.db.select().from(contactMessages)).length;
    for (const body of [{}, { name: 42, email: ["x"], message: null }, "just a string", [1, 2]]) {
      const res = await post("/api/contact", body);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).message).toBe("string");
    }
    expect(await leadApi.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("refuses a 1 MB body, broken JSON and the wrong content type", async () => {
    const { app: hono, post } = app();
    const huge = await post("/api/contact", { name: "Big", email: "big@example.com", message: "x".repeat(1_000_000) });
    expect(huge.status).toBe(413);
    expect((await post("/api/contact", "{oops")).status).toBe(400);
    const form = await hono.request("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=A&email=b",
    });
    expect(form.status).toBe(415);
  });

  it("keeps unicode and HTML in a name as text, and escapes it in the e-mail", async () => {
    const { post } = app();
    const name = '<img src=x onerror="alert(1)"> Zoë 李';
    const res = await post("/api/contact", { name, email: "xss@example.com", message: "Testing escaping here." });
    expect(res.status).toBe(201);
    const [row] = await leadApi.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "xss@example.com"));
    expect(row!.name).toBe(name);
    await waitFor(() => leadApi.smtp.received.some((m) => m.text.includes("Testing escaping")), "notification");
    const mail = leadApi.smtp.received.find((m) => m.text.includes("Testing escaping"))!;
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img");
  });

  it("answers a bot that fills the hidden field as usual, and stores nothing", async () => {
    const { post } = app();
    const human = await post("/api/contact", { name: "Human", email: "human@example.com", message: "A real note." });
    const res = await post("/api/contact", {
      name: "Bot",
      email: "bot@example.com",
      message: "Buy cheap things now!!",
      fax: "+1 555 0100",
    });
    // Indistinguishable from a stored message: same status, same keys, an id of the same form.
    expect(res.status).toBe(human.status);
    const [real, fake] = [await human.json(), await res.json()];
    expect(Object.keys(fake).sort()).toEqual(Object.keys(real).sort());
    expect(fake.message).toBe(real.message);
    expect(fake.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(real.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fake.id).not.toBe(real.id);
    const career = { name: "Bot", email: "bot@example.com", message: "Hire my bot, it is great.", fax: "x" };
    const careerReply = await post("/api/career", career);
    expect(careerReply.status).toBe(201);
    expect((await careerReply.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await leadApi.database.db.select().from(contactMessages).where(eq(contactMessages.email, "bot@example.com")),
    ).toEqual([]);
  });

  it("stores nothing at all when queuing the e-mail fails", async () => {
    const { post, services } = app();
    services.outbox.enqueue = () => Promise.reject(new Error("disk full"));
    const res = await post("/api/contact", {
      name: "Omar",
      email: "atomic@example.com",
      message: "All or nothing please.",
    });
    expect(res.status).toBe(500);
    expect(
      await leadApi.database.db.select().from(contactMessages).where(eq(contactMessages.email, "atomic@example.com")),
    ).toEqual([]);
  });

  it("limits each client to the configured number of form posts", async () => {
    const { post } = app({ RATE_LIMIT_FORM_POSTS: "2" });
    const body = { name: "Rate", email: "rate@example.com", message: "Counting my messages." };
    expect((await post("/api/contact", body)).status).toBe(201);
    expect((await post("/api/contact", body)).status).toBe(201);
    const third = await post("/api/contact", body);
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("newsletter double opt-in", () => {
  it("keeps a new subscriber pending and sends a confirmation with one-click unsubscribe headers", async () => {
    const { post, services } = app();
    const res = await post("/api/newsletter", { email: "reader@example.com", name: "Reader", subscribed: true });
    expect(res.status).toBe(200);
    const [row] = await leadApi.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(row).toMatchObject({ subscribed: true, confirmedAt: null, name: "Reader" });

    await waitFor(() => leadApi.smtp.received.some(mailTo("reader@example.com")), "confirmation mail");
    const mail = leadApi.smtp.received.find(mailTo("reader@example.com"))!;
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<https:\/\/owner\.example\/api\/newsletter\/unsubscribe\?token=([^>]+)>, <mailto:owner@example\.com\?subject=unsubscribe%20\1&body=[^>]+>$/,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("https://owner.example/newsletter/unsubscribe?token=");
    const token = new URL(
      /https:\/\/owner\.example\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0],
    ).searchParams.get("token")!;

    expect(await services.leads.confirmationIsValid(token)).toBe(true);
    expect(await services.leads.confirm(token)).toEqual({
      email: "reader@example.com",
      confirmedNow: true,
      cameFrom: null,
    });
    const [confirmed] = await leadApi.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);
    // A confirmation link works once.
    expect(await services.leads.confirm(token)).toBeNull();

    const oneClick = /<([^>]+)>/.exec(mail.headers["list-unsubscribe"]!)![1]!;
    const { app: hono } = app();
    const unsub = await hono.request(oneClick.replace("https://owner.example", ""), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsub.status).toBe(200);
    const [gone] = await leadApi.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(gone).toMatchObject({ subscribed: false });
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("answers a repeat sign-up exactly like a new one and re-sends only after the resend gap", async () => {
    const strict = app({ NEWSLETTER_RESEND_MINUTES: "10" });
    const first = await strict.post("/api/newsletter", { email: "again@example.com" });
    const second = await strict.post("/api/newsletter", { email: "again@example.com" });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    await waitFor(() => leadApi.smtp.received.some(mailTo("again@example.com")), "first confirmation");
    await new Promise((r) => setTimeout(r, 300));
    expect(leadApi.smtp.received.filter(mailTo("again@example.com"))).toHaveLength(1);

    const lenient = app({ NEWSLETTER_RESEND_MINUTES: "0" });
    await lenient.post("/api/newsletter", { email: "again@example.com" });
    await waitFor(() => leadApi.smtp.received.filter(mailTo("again@example.com")).length === 2, "re-sent confirmation");
  });

  it("does not e-mail an active subscriber again, and says the same thing", async () => {
    const { post, services } = app({ NEWSLETTER_RESEND_MINUTES: "0" });
    await post("/api/newsletter", { email: "active@example.com" });
    await waitFor(() => leadApi.smtp.received.some(mailTo("active@example.com")), "confirmation");
    const token = new URL(
      /\S+\/newsletter\/confirm\?token=\S+/.exec(leadApi.smtp.received.find(mailTo("active@example.com"))!.text)![0],
    ).searchParams.get("token")!;
    await services.leads.confirm(token);
    const again = await post("/api/newsletter", { email: "active@example.com" });
    expect(again.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    // One confirmation and, after confirming, one welcome: nothing more for signing up again.
    const received = leadApi.smtp.received.filter(mailTo("active@example.com")).map((m) => m.subject);
    expect(received.filter((s) => s.startsWith("Confirm"))).toHaveLength(1);
    expect(received.filter((s) => s.startsWith("Welcome"))).toHaveLength(1);
    expect(received).toHaveLength(2);
  });

  it("refuses an invalid address with the SPEC message", async () => {
    const { post } = app();
    const res = await post("/api/newsletter", { email: "nope" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please enter a valid email address");
  });

  /** A confirmed subscriber with a known unsubscribe token. */
  async function subscriber(email: string, locale: "en" | "ar" = "en") {
    const unsubscribeToken = `tok-${email.replace(/\W/g, "-")}-${Date.now()}`;
    await leadApi.database.db
      .insert(newsletterSubscribers)
      .values({ email, locale, confirmedAt: new Date(), unsubscribeToken });
    const subscribed = async () =>
      (await leadApi.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!
        .subscribed;
    return { token: unsubscribeToken, subscribed };
  }

  it("answers a GET on the one-click address with the unsubscribe page in the subscriber's language, and unsubscribes nobody", async () => {
    const { app: hono } = app();
    const english = await subscriber("get-en@example.com");
    const arabic = await subscriber("get-ar@example.com", "ar");
    for (const [who, page] of [
      [english, "/newsletter/unsubscribe"],
      [arabic, "/ar/newsletter/unsubscribe"],
    ] as const) {
      // A mail client opening it in a browser, or a link scanner fetching it, twice.
      for (let i = 0; i < 2; i++) {
        const res = await hono.request(`/api/newsletter/unsubscribe?token=${who.token}`);
        expect(res.status).toBe(303);
        expect(res.headers.get("Location")).toBe(`${page}?token=${who.token}`);
        expect(res.headers.get("Cache-Control")).toBe("no-store");
      }
      expect(await who.subscribed()).toBe(true);
    }
    // An unknown token still gets the page (which says so when its button is pressed), in English.
    const forged = await hono.request("/api/newsletter/unsubscribe?token=forged");
    expect(forged.headers.get("Location")).toBe("/newsletter/unsubscribe?token=forged");
  });

  it("takes the one-click POST whatever its Origin or Sec-Fetch-Site: the token is the authority", async () => {
    const { app: hono } = app();
    const provider = { Origin: "https://mail.provider.example", "Sec-Fetch-Site": "cross-site" };
    const oneClick = (token: string, headers: Record<string, string>) =>
      hono.request(`/api/newsletter/unsubscribe?token=${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      });
    for (const headers of [provider, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }] as Record<
      string,
      string
    >[]) {
      const who = await subscriber(`one-click-${Object.values(headers).join("-").replace(/\W/g, "")}@example.com`);
      const res = await oneClick(who.token, headers);
      expect(res.status).toBe(200);
      expect(await who.subscribed()).toBe(false);
    }
    // A bad token is refused as before, and the exemption is that route's alone.
    expect((await oneClick("forged", provider)).status).toBe(404);
    const elsewhere = await hono.request("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...provider },
      body: JSON.stringify({ email: "csrf@example.com" }),
    });
    expect(elsewhere.status).toBe(403);
    const lookalike = await hono.request("/api/newsletter/unsubscribe/?token=x", { method: "POST", headers: provider });
    expect(lookalike.status).toBe(403);
  });

  it("answers an unknown unsubscribe token with 404", async () => {
    const { app: hono } = app();
    const res = await hono.request("/api/newsletter/unsubscribe?token=forged", { method: "POST" });
    expect(res.status).toBe(404);
  });
});

describe("POST /api/career", () => {
  const valid = {
    name: "Sara Khan",
    email: "sara@example.com",
    phone: "+971 50 000 0000",
    inquiryType: "fulltime",
    message: "We are hiring a head of product for our Islamic fintech.",
    resumeUrl: "",
    linkedinUrl: "https://www.linkedin.com/in/sara",
    portfolioUrl: "",
  };

  it("stores the inquiry with empty links as nothing, and e-mails the owner", async () => {
    const { post } = app();
    const res = await post("/api/career", valid);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await leadApi.database.db.select().from(careerInquiries).where(eq(careerInquiries.id, id));
    expect(row).toMatchObject({
      inquiryType: "fulltime",
      resumeUrl: null,
      linkedinUrl: "https://www.linkedin.com/in/sara",
    });
    await waitFor(() => leadApi.smtp.received.some((m) => m.subject.includes("Sara Khan")), "career notification");
    expect(leadApi.smtp.received.find((m) => m.subject.includes("Sara Khan"))!.subject).toBe(
      "New full-time role inquiry from Sara Khan",
    );
  });

  it("defaults the inquiry type to collaboration", async () => {
    const { post } = app();
    const { inquiryType: _omit, ...rest } = valid;
    const res = await post("/api/career", { ...rest, email: "default@example.com" });
    const [row] = await leadApi.database.db
      .select()
      .from(careerInquiries)
      .where(eq(careerInquiries.id, (await res.json()).id));
    expect(row!.inquiryType).toBe("collaboration");
  });

  it("refuses non-web links, unknown types and short messages with clear messages", async () => {
    const { post } = app();
    const res = await post("/api/career", {
      ...valid,
      inquiryType: "internship",
      message: "Too short",
      resumeUrl: "javascript:alert(1)",
      portfolioUrl: "ftp://files.example",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      inquiryType: "Please select an inquiry type",
      message: "Message must be at least 20 characters",
      resumeUrl: "Please enter a valid URL starting with http:// or https://",
      portfolioUrl: "Please enter a valid URL starting with http:// or https://",
    });
  });
});

describe("admin reads of leads", () => {
  async function sessionCookie(email: string, verified = true) {
    const { services } = app();
    const [user] = await leadApi.database.db
      .insert(users)
      .values({ email, name: email.split("@")[0]!, emailVerified: verified })
      .onConflictDoUpdate({ target: users.email, set: { emailVerified: verified } })
      .returning();
    const { token } = await services.sessions.create(user!.id);
    return `sid=${token}`;
  }

  for (const path of ["/api/contact", "/api/newsletter", "/api/career"]) {
    it(`GET ${path} answers 401 signed out, 403 for a non-admin and the list for the admin`, async () => {
      const { app: hono } = app({ ADMIN_EMAILS: "boss@example.com" });
      expect((await hono.request(path)).status).toBe(401);
      expect((await hono.request(path, { headers: { Cookie: "sid=tampered-token" } })).status).toBe(401);
      const visitor = await sessionCookie("visitor@example.com");
      expect((await hono.request(path, { headers: { Cookie: visitor } })).status).toBe(403);
      const unverifiedBoss = await sessionCookie("boss@example.com", false);
      expect((await hono.request(path, { headers: { Cookie: unverifiedBoss } })).status).toBe(403);
      const boss = await sessionCookie("boss@example.com", true);
      const res = await hono.request(path, { headers: { Cookie: boss } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Array.isArray(body.data)).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/unsubscribeToken|confirmTokenHash/);
    });
  }
});

describe("the outbox when the SMTP server is down", () => {
  // A database of its own: no other test's mail worker may pick this mail up.
  let own: Database;
  beforeAll(async () => {
    own = await pglite!.open();
  });
  afterAll(() => own?.close());

  it("keeps the lead, and sends the mail once the server is back", async () => {
    const { freePort } = await import("#harness/smtp.ts");
    const port = await freePort();
    const { app: hono, services } = createTestApp(own, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const res = await hono.request(
      "/api/contact",
      jsonPost({ name: "Patient", email: "patient@example.com", message: "I can wait for you." }),
    );
    expect(res.status).toBe(201);
    expect(await own.db.select().from(contactMessages)).toHaveLength(1);
    await waitFor(async () => {
      const [row] = await own.db.select().from(outbox);
      return row?.status === "pending" && row.attempts === 1 && row.lastError !== null;
    }, "a failed first attempt");

    const revived = await startSmtpServer(port);
    try {
      // Time passes: the retry is due.
      await own.db.update(outbox).set({ nextAttemptAt: new Date() });
      expect(await services.mailWorker.runOnce()).toBe(1);
      expect(revived.received).toHaveLength(1);
      expect(revived.received[0]!.headers["reply-to"]).toContain("patient@example.com");
      const [row] = await own.db.select().from(outbox);
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      // The mailer's pooled connection would hold the SMTP server's close open for its timeout.
      await services.mailWorker.stop();
      await revived.close();
    }
  });
});

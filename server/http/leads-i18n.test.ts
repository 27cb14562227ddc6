import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS } from "#domain/schemas/lead-rules.ts";
import { waitFor } from "#harness/smtp.ts";
import { careerInquiries, contactMessages, newsletterSubscribers } from "#server/db/schema.ts";
import { jsonPost } from "#tests/app.ts";
import { leadApiFixture, mailTo } from "#tests/lead-api.ts";
import { acceptedLocale } from "./locale.ts";

// The lead API in the visitor's language: messages by the body's `locale` or Accept-Language, Arabic
// text stored intact (NFC), limits in characters, and the subscriber's language kept for their e-mail.

const leadApi = leadApiFixture("203.0.113");
const { app } = leadApi;

const ARABIC_ERRORS = {
  name: "يجب ألا يقل الاسم عن حرفين",
  email: "يُرجى إدخال بريد إلكتروني صحيح",
  message: "يجب ألا تقل الرسالة عن 10 أحرف",
};
const ENGLISH_ERRORS = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
};
const invalidContact = { name: "A", email: "not-an-email", message: "short" };

describe("the language of the lead API's answers", () => {
  it("is Arabic when the body says locale: ar", async () => {
    const res = await app().post("/api/contact", { ...invalidContact, locale: "ar" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual(ARABIC_ERRORS);
    expect(body.message).toBe(ARABIC_ERRORS.name);
  });

  it("is Arabic when Accept-Language prefers Arabic, and English by default or for other languages", async () => {
    const { post } = app();
    const ask = async (language: string | undefined) =>
      (await (await post("/api/contact", invalidContact, language ? { "Accept-Language": language } : {})).json())
        .errors;
    expect(await ask("ar-AE,ar;q=0.9,en;q=0.8")).toEqual(ARABIC_ERRORS);
    expect(await ask("en-GB,ar;q=0.5")).toEqual(ENGLISH_ERRORS);
    expect(await ask("fr-FR,de;q=0.9")).toEqual(ENGLISH_ERRORS);
    expect(await ask(undefined)).toEqual(ENGLISH_ERRORS);
  });

  it("takes the body's locale over Accept-Language, and ignores a locale the site does not speak", async () => {
    const { post } = app();
    const en = await post("/api/contact", { ...invalidContact, locale: "en" }, { "Accept-Language": "ar" });
    expect((await en.json()).errors).toEqual(ENGLISH_ERRORS);
    const unknown = await post("/api/contact", { ...invalidContact, locale: "fr" }, { "Accept-Language": "ar" });
    expect((await unknown.json()).errors).toEqual(ARABIC_ERRORS);
  });

  it("says every SPEC message of the career form in Arabic, limits with the right plural form", async () => {
    const res = await app().post("/api/career", {
      name: "ب",
      email: "x",
      phone: "٠".repeat(LIMITS.phone + 1),
      inquiryType: "spam",
      message: "قصيرة",
      resumeUrl: "ftp://example.com/cv.pdf",
      locale: "ar",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      name: "يجب ألا يقل الاسم عن حرفين",
      email: "يُرجى إدخال بريد إلكتروني صحيح",
      phone: "يجب ألا يزيد رقم الهاتف على 30 حرفًا",
      inquiryType: "يُرجى اختيار نوع الاستفسار",
      message: "يجب ألا تقل الرسالة عن 20 حرفًا",
      resumeUrl: "يُرجى إدخال رابط صحيح يبدأ بـ \u2066http://\u2069 أو \u2066https://\u2069",
    });
  });

  it("keeps the English too-long message as it was (the limit as typed)", async () => {
    const res = await app().post("/api/contact", {
      name: "Ada",
      email: "ada@example.com",
      message: "x".repeat(LIMITS.message + 1),
    });
    expect((await res.json()).errors).toEqual({ message: "Message must be at most 5000 characters" });
  });

  it("answers a success in Arabic", async () => {
    const { post } = app();
    const contact = await post("/api/contact", {
      name: "ليلى",
      email: "layla.ar@example.com",
      message: "أود مناقشة مشروع تمويل متوافق مع الشريعة.",
      locale: "ar",
    });
    expect(contact.status).toBe(201);
    expect((await contact.json()).message).toBe("تم إرسال رسالتك! شكرًا لتواصلك معي، وسأرد عليك قريبًا.");
  });

  it("answers a client over the form limit in its language", async () => {
    const { post } = app({ RATE_LIMIT_INVALID_FORM_POSTS: "1" });
    await post("/api/contact", invalidContact);
    const refused = await post("/api/contact", invalidContact, { "Accept-Language": "ar" });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^طلبات كثيرة جدًا\. يُرجى المحاولة مرة أخرى بعد .+\.$/);
  });
});

describe("acceptedLocale", () => {
  it("picks the site language the header prefers most", () => {
    expect(acceptedLocale("ar")).toBe("ar");
    expect(acceptedLocale("AR-sa")).toBe("ar");
    expect(acceptedLocale("en;q=0.4, ar;q=0.8")).toBe("ar");
    expect(acceptedLocale("ar;q=0, en;q=0.1")).toBe("en");
    expect(acceptedLocale("*")).toBe("en");
    expect(acceptedLocale("")).toBe("en");
    expect(acceptedLocale("fr, ar;q=abc")).toBe("en");
  });
});

describe("Arabic text in the lead forms", () => {
  // "آمنة" typed as alef + combining madda (NFD), and a shadda before a fatha (non-canonical order).
  const decomposedName = "\u0627\u0653\u0645\u0646\u0629 \u0627\u0644\u062D\u0633\u0646";
  const composedName = decomposedName.normalize("NFC");
  const message = "مرحبًا، أود الاستفسار عن تمويل المرابحة والإجارة للشركات الناشئة. شكرًا جزيلًا! 🌙";

  it("stores names and messages intact, as NFC, and e-mails them intact", async () => {
    expect(composedName).not.toBe(decomposedName);
    const { post } = app();
    const res = await post("/api/contact", {
      name: decomposedName,
      email: "amna@example.com",
      message: `${message} \u0634\u0651\u064E`,
      locale: "ar",
    });
    expect(res.status).toBe(201);
    const [row] = await leadApi.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, (await res.json()).id));
    expect(row!.name).toBe(composedName);
    expect(row!.name.startsWith("\u0622")).toBe(true);
    expect(row!.message).toBe(`${message} \u0634\u0651\u064E`.normalize("NFC"));
    await waitFor(() => leadApi.smtp.received.some((m) => m.text.includes(message)), "owner notification");
    const mail = leadApi.smtp.received.find((m) => m.text.includes(message))!;
    expect(mail.subject).toBe(`New message from ${composedName}`);
  });

  it("counts characters, not bytes: a 5,000-character Arabic message (~10 KB) is accepted, 5,001 is not", async () => {
    const { post } = app();
    const long = "م".repeat(LIMITS.message);
    expect(Buffer.byteLength(long)).toBe(2 * LIMITS.message);
    const accepted = await post("/api/career", {
      name: "سارة",
      email: "sara@example.com",
      inquiryType: "consulting",
      message: long,
      locale: "ar",
    });
    expect(accepted.status).toBe(201);
    const [row] = await leadApi.database.db
      .select()
      .from(careerInquiries)
      .where(eq(careerInquiries.id, (await accepted.json()).id));
    expect(row!.message).toBe(long);

    const refused = await post("/api/contact", {
      name: "سارة",
      email: "sara@example.com",
      message: `${long}م`,
      locale: "ar",
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ message: "يجب ألا تزيد الرسالة على 5000 حرف" });
  });

  it("lets the largest valid career inquiry through the default body limit in the costliest encodings", async () => {
    const { app: hono, config, ip } = app();
    // Three-byte characters (ﷺ, U+FDFA), each percent-encoded by a form as 9 bytes, or \uXXXX in JSON.
    const wide = (n: number) => "\uFDFA".repeat(n);
    const url = (n: number) => {
      const base = "https://example.com/";
      return base + wide(n - base.length);
    };
    const fields = {
      name: wide(LIMITS.name),
      email: `${"a".repeat(64)}@${"b".repeat(63)}.example.com`,
      phone: wide(LIMITS.phone),
      inquiryType: "collaboration",
      message: wide(LIMITS.message),
      resumeUrl: url(LIMITS.url),
      linkedinUrl: url(LIMITS.url),
      portfolioUrl: url(LIMITS.url),
    };
    const form = new URLSearchParams(fields).toString();
    const json = JSON.stringify(fields).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
    expect(form.length).toBeGreaterThan(64 * 1024);
    expect(Math.max(form.length, json.length)).toBeLessThan(config.BODY_LIMIT_BYTES);

    // The JSON API stores it…
    const viaApi = await hono.request(
      "/api/career",
      jsonPost(json, { "X-Forwarded-For": ip, "Content-Length": String(Buffer.byteLength(json)) }),
    );
    expect(viaApi.status).toBe(201);
    // …and the page's form post gets past the size limit to the page (a stand-in renders it here).
    const viaPage = await hono.request("/ar/career", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(form.length),
        "X-Forwarded-For": ip,
        Origin: "https://owner.example",
      },
      body: form,
    });
    expect(viaPage.status).toBe(200);
  });
});

describe("an Arabic newsletter subscriber", () => {
  it("is stored with their language and gets the confirmation in Arabic, linking to the Arabic pages", async () => {
    const { post } = app();
    const res = await post("/api/newsletter", {
      email: "reader.ar@example.com",
      name: "نورة",
      subscribed: true,
      locale: "ar",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("شكرًا لاشتراكك! تفقّد بريدك الإلكتروني لتأكيد الاشتراك.");
    const [row] = await leadApi.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader.ar@example.com"));
    expect(row!.locale).toBe("ar");

    await waitFor(() => leadApi.smtp.received.some(mailTo("reader.ar@example.com")), "confirmation e-mail");
    const mail = leadApi.smtp.received.find(mailTo("reader.ar@example.com"))!;
    expect(mail.subject).toBe("أكّد اشتراكك في النشرة البريدية لـعمر حداد");
    expect(mail.text).toContain("مرحبًا نورة،");
    expect(mail.text).toMatch(/https:\/\/owner\.example\/ar\/newsletter\/confirm\?token=\S+/);
    expect(mail.text).toMatch(/إلغاء الاشتراك: https:\/\/owner\.example\/ar\/newsletter\/unsubscribe\?token=\S+/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("تأكيد الاشتراك");
    // One-click unsubscribe is for mail software: the same API address in every language.
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<https:\/\/owner\.example\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
    );
  });

  it("keeps English subscribers' e-mail as it was", async () => {
    const { post } = app();
    await post("/api/newsletter", { email: "reader.en@example.com", name: "Nora" });
    const [row] = await leadApi.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader.en@example.com"));
    expect(row!.locale).toBe("en");
    await waitFor(() => leadApi.smtp.received.some(mailTo("reader.en@example.com")), "confirmation e-mail");
    const mail = leadApi.smtp.received.find(mailTo("reader.en@example.com"))!;
    expect(mail.subject).toBe("Confirm your subscription to Omar Haddad's newsletter");
    expect(mail.text.split("\n")[0]).toBe("Hi Nora,");
    expect(mail.text).toMatch(/https:\/\/owner\.example\/newsletter\/confirm\?token=/);
    expect(mail.html.startsWith("<!doctype html><html><body")).toBe(true);
  });

  it("follows the language of a later sign-up", async () => {
    const { post } = app({ NEWSLETTER_RESEND_MINUTES: "0" });
    await post("/api/newsletter", { email: "switcher@example.com" });
    await post("/api/newsletter", { email: "switcher@example.com", locale: "ar" });
    const [row] = await leadApi.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "switcher@example.com"));
    expect(row!.locale).toBe("ar");
  });
});

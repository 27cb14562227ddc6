import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import { action as bookAction, loader as bookLoader } from "#app/routes/book.tsx";
import { loader as inviteLoader } from "#app/routes/book-invite.ts";
import { action as manageAction, loader as manageLoader } from "#app/routes/book-manage.tsx";
import { type ReceivedMail, startSmtpServer, waitFor } from "#harness/smtp.ts";
import type { Database } from "#server/db/client.ts";
import { bookings, outbox } from "#server/db/schema.ts";
import type { Services } from "#server/services/index.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Booking e-mails in the language of the page the visitor booked on (/ar/book → Arabic): the
// confirmation with its invitation, the reminder, the cancellation; English bookings stay English.

const DAY = 86_400_000;
/** An Arabic date and time as Intl writes it for the site's Arabic (ar-AE, Latin digits): "الاثنين، 7 ديسمبر 2026 في 10:00 ص". */
const ARABIC_WHEN =
  /(الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد)، \d{1,2} \p{Script=Arabic}+ \d{4} في [1-9]\d?:\d{2} [صم]/u;
/** The calendar text with folded lines joined (the parsed attachment has "\n" line ends). */
const unfold = (ics: string) => ics.replace(/\r\n/g, "\n").replace(/\n /g, "");
const calendarOf = (mail: ReceivedMail) =>
  unfold(mail.attachments.find((a) => a.mimeType === "text/calendar" || a.filename === "invite.ics")!.text);

describe.each(testDatabaseTargets())("booking e-mails in the visitor's language on $name", (target) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let services: Services;
  let post: (body: unknown) => Promise<Response>;
  beforeAll(async () => {
    database = await target.open();
    smtp = await startSmtpServer();
    const made = createTestApp(database, {
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@example.com",
      SITE_URL: "https://owner.example",
      TRUST_PROXY: "true",
      RATE_LIMIT_FORM_POSTS: "1000",
    });
    services = made.services;
    post = (body) =>
      Promise.resolve(made.app.request("/api/booking", jsonPost(body, { "X-Forwarded-For": "203.0.113.9" })));
  });
  afterAll(async () => {
    await services?.mailWorker.stop();
    await smtp?.close();
    await database?.close();
  });

  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(appLoadContext, { services } as AppLoadContext);
    return provider;
  };
  const formPost = (url: string, fields: Record<string, string>) =>
    new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  /** A free London start at least three days ahead (so the reminder is queued, not skipped). */
  async function freeStart(): Promise<string> {
    const from = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const [start] = await services.bookings.slots({ type: "intro-call", from, days: 21, timeZone: "Europe/London" });
    return new Date(start!).toISOString();
  }

  it("books from /ar/book: confirmation, reminder and cancellation in Arabic, right to left, linking to /ar", async () => {
    const email = "sara.ar@example.org";
    const start = await freeStart();
    const booked = (await bookAction({
      request: formPost("https://owner.example/ar/book", {
        type: "intro-call",
        start,
        name: "سارة",
        email,
        company: "",
        topic: "إطلاق منتج مرابحة للأفراد",
        timeZone: "Europe/London",
      }),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof bookAction>[0])) as Response;
    expect(booked.status).toBe(302);
    const location = booked.headers.get("Location")!;
    expect(location).toMatch(/^\/ar\/book\/manage\?token=[^&]+&booked=1$/);
    const token = new URL(location, "https://owner.example").searchParams.get("token")!;
    const [row] = await database.db.select().from(bookings).where(eq(bookings.email, email));
    expect(row!.locale).toBe("ar");

    await waitFor(() => mailsTo(email).length === 1 && mailsTo("owner@example.com").length === 1, "confirmation");
    const [confirmation] = mailsTo(email);
    expect(confirmation!.subject).toBe("تأكيد موعد: مكالمة تعارف مجانية مع عمر حداد");
    expect(confirmation!.text).toContain("مرحبًا سارة،");
    expect(confirmation!.text).toContain("تم تأكيد حجزك: مكالمة تعارف مجانية مع عمر حداد.");
    // The time in the visitor's zone through Intl in the site's Arabic, the owner's beside it.
    // The zone as the Arabic booking page names it (لندن), never its IANA id.
    expect(confirmation!.text).toMatch(new RegExp(`الموعد: ${ARABIC_WHEN.source} \\S+ \\(لندن\\)`, "u"));
    expect(confirmation!.text).not.toContain("Europe/London");
    expect(confirmation!.text).toMatch(
      new RegExp(`ويوافق لدى عمر حداد: ${ARABIC_WHEN.source} غرينتش\\+4 \\(دبي\\)`, "u"),
    );
    expect(confirmation!.text).toContain("المدة: 30 دقيقة");
    expect(confirmation!.text).toContain(
      `هل تريد إلغاء الموعد أو اختيار وقت آخر؟ https://owner.example/ar/book/manage?token=${token}`,
    );
    expect(confirmation!.html.startsWith('<!doctype html><html lang="ar" dir="rtl">')).toBe(true);
    expect(confirmation!.html).toContain(`<a href="https://owner.example/ar/book/manage?token=${token}" dir="ltr">`);
    const invitation = calendarOf(confirmation!);
    expect(invitation).toContain("METHOD:REQUEST\n");
    expect(invitation).toContain("SUMMARY;LANGUAGE=ar:مكالمة تعارف مجانية: عمر حداد مع سارة\n");
    expect(invitation).toContain("DESCRIPTION;LANGUAGE=ar:الموضوع: إطلاق منتج مرابحة للأفراد\\n");
    // The owner's notice stays English and says which language the visitor booked in.
    const [notice] = mailsTo("owner@example.com");
    expect(notice!.subject).toBe("New booking: Free intro call with سارة");
    expect(notice!.text).toContain("booked in Arabic.");
    expect(calendarOf(notice!)).toContain("SUMMARY:Free intro call: Omar Haddad and سارة\n");

    // A day before: the reminder, written when the booking was made, in Arabic.
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.ref, `booking-reminder:${row!.id}`));
    await services.mailWorker.runOnce();
    await waitFor(() => mailsTo(email).length === 2, "reminder");
    const reminder = mailsTo(email)[1]!;
    expect(reminder.subject).toBe("غدًا: مكالمة تعارف مجانية مع عمر حداد");
    expect(reminder.text).toContain("نذكّرك بأن موعدك (مكالمة تعارف مجانية) مع عمر حداد غدًا.");
    expect(reminder.text).toMatch(new RegExp(`الموعد: ${ARABIC_WHEN.source}`, "u"));
    expect(reminder.text).toContain(`https://owner.example/ar/book/manage?token=${token}`);
    expect(reminder.html.startsWith('<!doctype html><html lang="ar" dir="rtl">')).toBe(true);
    expect(mailsTo("owner@example.com").find((m) => m.subject.startsWith("Tomorrow:"))).toBeTruthy();

    // The confirmation page: add to calendar in the booking's language, and the e-mail promised (SMTP is on).
    const page = (await manageLoader({
      request: new Request(`https://owner.example/ar/book/manage?token=${encodeURIComponent(token)}&booked=1`),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof manageLoader>[0])) as Exclude<Awaited<ReturnType<typeof manageLoader>>, Response>;
    expect("mailConfigured" in page && page.mailConfigured).toBe(true);
    const links = "addToCalendar" in page ? page.addToCalendar! : null;
    expect(links!.ics).toBe(`/ar/book/manage/invite.ics?token=${encodeURIComponent(token)}`);
    const google = new URL(links!.google);
    expect(google.searchParams.get("text")).toBe("مكالمة تعارف مجانية: عمر حداد مع سارة");
    const startUtc = start.replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
    expect(google.searchParams.get("dates")).toMatch(new RegExp(`^${startUtc}/\\d{8}T\\d{6}Z$`));
    expect(new URL(links!.outlook).searchParams.get("startdt")).toBe(start.replace(/\.\d{3}Z$/, "Z"));
    const file = (await inviteLoader({
      request: new Request(`https://owner.example${links!.ics}`),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof inviteLoader>[0])) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    const ics = unfold(await file.text());
    expect(ics).toContain("METHOD:PUBLISH\n");
    expect(ics).toContain(`UID:booking-${row!.id}@owner.example\n`);
    expect(ics).toContain("SUMMARY;LANGUAGE=ar:مكالمة تعارف مجانية: عمر حداد مع سارة\n");
    expect(ics).not.toContain("ATTENDEE");
    const wrong = (await inviteLoader({
      request: new Request("https://owner.example/book/manage/invite.ics?token=tampered"),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof inviteLoader>[0])) as Response;
    expect(wrong.status).toBe(404);

    // Cancelled, from any edition's manage page: the cancellation is in the booking's language.
    const cancelled = (await manageAction({
      request: formPost(`https://owner.example/book/manage?token=${encodeURIComponent(token)}`, { intent: "cancel" }),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof manageAction>[0])) as Response;
    expect(cancelled.status).toBe(302);
    await waitFor(() => mailsTo(email).length === 3, "cancellation");
    const cancellation = mailsTo(email)[2]!;
    expect(cancellation.subject).toBe("إلغاء موعد: مكالمة تعارف مجانية مع عمر حداد");
    expect(cancellation.text).toContain("أُلغي موعدك (مكالمة تعارف مجانية) مع عمر حداد بناءً على طلبك.");
    expect(cancellation.text).toContain("لحجز موعد آخر: https://owner.example/ar/book");
    expect(cancellation.html.startsWith('<!doctype html><html lang="ar" dir="rtl">')).toBe(true);
    const cancel = calendarOf(cancellation);
    expect(cancel).toContain("METHOD:CANCEL\n");
    expect(cancel).toContain("SUMMARY;LANGUAGE=ar:مكالمة تعارف مجانية: عمر حداد مع سارة\n");
  });

  it("keeps an English booking English, and books in Arabic through the API when the request says so", async () => {
    const english = await post({
      type: "intro-call",
      start: await freeStart(),
      name: "Sarah",
      email: "sarah.en@example.org",
      topic: "A murabaha product launch",
      timeZone: "Europe/London",
    });
    expect(english.status).toBe(201);
    const arabic = await post({
      type: "intro-call",
      start: await freeStart(),
      name: "نورة",
      email: "noura.ar@example.org",
      topic: "تمويل الإجارة للشركات",
      timeZone: "Asia/Dubai",
      locale: "ar",
    });
    expect(arabic.status).toBe(201);
    await waitFor(
      () => mailsTo("sarah.en@example.org").length === 1 && mailsTo("noura.ar@example.org").length === 1,
      "confirmations",
    );
    const [en] = mailsTo("sarah.en@example.org");
    expect(en!.subject).toBe("Confirmed: Free intro call with Omar Haddad");
    expect(en!.text.split("\n")[0]).toBe("Hi Sarah,");
    expect(en!.text).toMatch(/When: \w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2} \S+ \(Europe\/London\)/);
    expect(en!.text).toMatch(/https:\/\/owner\.example\/book\/manage\?token=/);
    expect(en!.html.startsWith("<!doctype html><html><body")).toBe(true);
    expect(calendarOf(en!)).toContain("SUMMARY:Free intro call: Omar Haddad and Sarah\n");

    const [ar] = mailsTo("noura.ar@example.org");
    expect(ar!.subject).toBe("تأكيد موعد: مكالمة تعارف مجانية مع عمر حداد");
    // Booked on Dubai time: one line, no second zone.
    expect(ar!.text).toMatch(new RegExp(`الموعد: ${ARABIC_WHEN.source} غرينتش\\+4\\n`, "u"));
    expect(ar!.text).toMatch(/https:\/\/owner\.example\/ar\/book\/manage\?token=/);
    const rows = await database.db.select({ email: bookings.email, locale: bookings.locale }).from(bookings);
    expect(
      rows.filter((r) => r.email !== "sara.ar@example.org").sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual([
      { email: "noura.ar@example.org", locale: "ar" },
      { email: "sarah.en@example.org", locale: "en" },
    ]);
  });

  it("words a service's call to action in the page's language", async () => {
    const load = async (url: string) =>
      (
        (await bookLoader({
          request: new Request(url),
          context: context(),
          params: {},
        } as unknown as Parameters<typeof bookLoader>[0])) as { topic: string }
      ).topic;
    expect(await load("https://owner.example/ar/book?topic=product-management-consulting")).toBe(
      "أودّ التحدث عن استشارات إدارة المنتجات.",
    );
    expect(await load("https://owner.example/book?topic=product-management-consulting")).toBe(
      "I'd like to talk about Product Management Consulting.",
    );
  });

  it("refuses a too-long company or topic in the page's or the request's language", async () => {
    const answers = {
      type: "intro-call",
      start: await freeStart(),
      name: "سارة",
      email: "long.ar@example.org",
      company: "ش".repeat(101),
      topic: "موضوع\u0000الاستشارة",
      timeZone: "Europe/London",
    };
    const refused = (await bookAction({
      request: formPost("https://owner.example/ar/book", answers),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof bookAction>[0])) as unknown as { data: { errors: Record<string, unknown> } };
    expect(refused.data.errors).toEqual({
      company: { message: "يجب ألا يزيد اسم الشركة على 100 حرف" },
      topic: { message: "يجب ألا يحتوي موضوع الاستشارة على رموز تحكّم غير مرئية" },
    });
    // Through the HTTP shell a control character is refused at the edge (middleware/input-guard.ts),
    // in the field's own words, before the schema reads the rest.
    const api = await post({ ...answers, locale: "ar" });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { errors: Record<string, string> }).errors).toEqual({
      topic: "يجب ألا يحتوي موضوع الاستشارة على رموز تحكّم غير مرئية",
    });
    const tooLong = await post({ ...answers, topic: "موضوع الاستشارة", locale: "ar" });
    expect(((await tooLong.json()) as { errors: Record<string, string> }).errors).toEqual({
      company: "يجب ألا يزيد اسم الشركة على 100 حرف",
    });
    const english = await post({ ...answers, topic: "A topic", locale: "en" });
    expect(((await english.json()) as { errors: Record<string, string> }).errors.company).toBe(
      "Company must be at most 100 characters",
    );
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, consultationTypes } from "#content/booking.ts";
import { DomainError } from "#domain/errors.ts";
import { freePort, startSmtpServer, waitFor } from "#harness/smtp.ts";
import { type Database, queryRows } from "#server/db/client.ts";
import { bookingBlocks, bookingCells, bookings, outbox as outboxTable } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { openPgliteForTest } from "#tests/db.ts";
import { createBookingService } from "./bookings.ts";
import { createMailWorker } from "./mail-worker.ts";
import { createMailer } from "./mailer.ts";
import { createOutbox } from "./outbox.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const at = (iso: string) => Date.parse(iso);

let database: Database;
beforeAll(async () => {
  database = await openPgliteForTest();
});
afterAll(async () => {
  await database?.close();
});

function service(now: number) {
  const outbox = createOutbox(database.db);
  const bookingService = createBookingService(
    database.db,
    outbox,
    {
      ownerName: "Owner Name",
      ownerEmail: "owner@example.com",
      siteUrl: "https://owner.example",
      meetingUrl: "https://meet.example.com/owner",
      types: consultationTypes,
      rules: availability,
    },
    () => {},
    () => now,
  );
  return { bookings: bookingService, outbox };
}

const countBookings = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from bookings`))[0]!.n;

const visitor = {
  name: "Sarah Jones",
  email: "sarah@example.org",
  company: "Acme, Ltd",
  topic: "A Shariah-compliant BNPL launch",
  website: undefined,
};

const mailsFor = async (bookingId: string) =>
  (await database.db.select().from(outboxTable)).filter(
    (row) =>
      row.textBody.includes(bookingId) ||
      row.ref === `booking-reminder:${bookingId}` ||
      row.icalEvent?.content.includes(bookingId),
  );

describe("booking a consultation", () => {
  it("sends a London visitor the local time after the October switch, and an invitation in UTC", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    // Monday 26 October, 14:00 in Dubai: 10:00 UTC, 10:00 in London (GMT again since Sunday).
    const booked = await svc.book({
      ...visitor,
      type: "intro-call",
      start: "2026-10-26T10:00:00+00:00",
      timeZone: "Europe/London",
    });
    expect(booked.start.toISOString()).toBe("2026-10-26T10:00:00.000Z");
    const mails = await mailsFor(booked.id);
    const invitation = mails.find((m) => m.kind === "booking-confirmation")!;
    expect(invitation.toAddress).toBe("sarah@example.org");
    expect(invitation.textBody).toContain("When: Monday, 26 October 2026 at 10:00 GMT (Europe/London)");
    expect(invitation.textBody).toContain("Monday, 26 October 2026 at 14:00 GST for Owner Name (Asia/Dubai)");
    expect(invitation.textBody).toContain("https://owner.example/book/manage?token=");
    expect(invitation.icalEvent!.method).toBe("REQUEST");
    const ics = invitation.icalEvent!.content.replace(/\r\n /g, "");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain(`UID:booking-${booked.id}@owner.example\r\n`);
    expect(ics).toContain("DTSTART:20261026T100000Z\r\n");
    expect(ics).toContain("DTEND:20261026T103000Z\r\n");
    expect(ics).toContain('ORGANIZER;CN="Owner Name":mailto:owner@example.com\r\n');
    expect(ics).toContain("LOCATION:https://meet.example.com/owner\r\n");
    expect(mails.find((m) => m.kind === "booking-owner-new")!.toAddress).toBe("owner@example.com");
    // Reminders wait in the outbox until 24 hours before.
    const reminders = mails.filter((m) => m.kind.startsWith("booking-reminder"));
    expect(reminders.map((m) => m.toAddress).sort()).toEqual(["owner@example.com", "sarah@example.org"]);
    expect(reminders.every((m) => m.nextAttemptAt.toISOString() === "2026-10-25T10:00:00.000Z")).toBe(true);
  });

  it("writes an Arabic booking's invitation in Arabic, with the date through Intl in the site's Arabic", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const booked = await svc.book(
      { ...visitor, type: "intro-call", start: "2026-10-26T11:00:00+00:00", timeZone: "Europe/London" },
      undefined,
      "ar",
    );
    const mails = await mailsFor(booked.id);
    const invitation = mails.find((m) => m.kind === "booking-confirmation")!;
    expect(invitation.subject).toBe("تأكيد موعد: مكالمة تعارف مجانية مع Owner Name");
    // The zones as the Arabic booking page names them, never an IANA id; the hour without a leading zero.
    expect(invitation.textBody).toContain("الموعد: الاثنين، 26 أكتوبر 2026 في 11:00 ص غرينتش+0 (لندن)");
    expect(invitation.textBody).toContain("ويوافق لدى Owner Name: الاثنين، 26 أكتوبر 2026 في 3:00 م غرينتش+4 (دبي)");
    expect(invitation.textBody).not.toMatch(/[A-Z][a-z]+\/[A-Z]/);
    expect(invitation.textBody).toContain("المكان: https://meet.example.com/owner");
    expect(invitation.textBody).toContain("https://owner.example/ar/book/manage?token=");
    const ics = invitation.icalEvent!.content.replace(/\r\n /g, "");
    expect(ics).toContain("LOCATION;LANGUAGE=ar:https://meet.example.com/owner\r\n");
    expect(ics).toContain(
      "DESCRIPTION;LANGUAGE=ar:الموضوع: A Shariah-compliant BNPL launch\\nرابط الانضمام: https://meet.example.com/owner\r\n",
    );
    // The owner's copy of the event stays English.
    const owner = mails.find((m) => m.kind === "booking-owner-new")!;
    expect(owner.icalEvent!.content).toContain("SUMMARY:Free intro call: Owner Name and Sarah Jones (Acme\\, Ltd)\r\n");
    expect(owner.textBody).toContain("When: Monday, 26 October 2026 at 11:00 GMT (Europe/London)");
  });

  it("sends a New York visitor the local time across the November switch", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const before = await svc.book({
      ...visitor,
      type: "strategy-session",
      start: "2026-10-30T06:00:00-04:00",
      timeZone: "America/New_York",
    });
    const after = await svc.book({
      ...visitor,
      type: "strategy-session",
      start: "2026-11-02T05:00:00-05:00",
      timeZone: "America/New_York",
    });
    expect(before.start.toISOString()).toBe("2026-10-30T10:00:00.000Z");
    expect(after.start.toISOString()).toBe("2026-11-02T10:00:00.000Z");
    const text = async (id: string) => (await mailsFor(id)).find((m) => m.kind === "booking-confirmation")!.textBody;
    expect(await text(before.id)).toContain("Friday, 30 October 2026 at 06:00 GMT-4 (America/New_York)");
    expect(await text(after.id)).toContain("Monday, 2 November 2026 at 05:00 GMT-5 (America/New_York)");
  });

  it("refuses a clash of different lengths but allows the next slot after the buffer", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const dubai = (time: string) => `2026-10-28T${time}:00+04:00`;
    await svc.book({ ...visitor, type: "strategy-session", start: dubai("10:00"), timeZone: "Asia/Dubai" });
    for (const [type, time] of [
      ["intro-call", "10:30"],
      ["intro-call", "11:00"], // inside the 15-minute buffer
      ["strategy-session", "09:30"],
    ]) {
      await expect(
        svc.book({ ...visitor, type: type!, start: dubai(time!), timeZone: "Asia/Dubai" }),
      ).rejects.toMatchObject({
        kind: "conflict",
        message: "That time was just taken — please choose another",
      });
    }
    await expect(
      svc.book({ ...visitor, type: "intro-call", start: dubai("11:30"), timeZone: "Asia/Dubai" }),
    ).resolves.toBeTruthy();
    await expect(
      svc.book({ ...visitor, type: "intro-call", start: dubai("09:00"), timeZone: "Asia/Dubai" }),
    ).resolves.toBeTruthy();
  });

  it("names what is wrong with bad input and stores nothing", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const before = await countBookings();
    const cases: [Record<string, string>, RegExp][] = [
      [{ type: "massage" }, /Unknown consultation type "massage"/],
      [{ timeZone: "Mars/Olympus" }, /Unknown time zone "Mars\/Olympus"/],
      [{ start: "next tuesday" }, /ISO 8601/],
      [{ start: "2026-10-19T10:00:00Z" }, /already passed/],
      [{ start: "2026-10-20T10:00:00Z" }, /too soon/],
      [{ start: "2027-01-04T10:00:00Z" }, /too far ahead/],
      [{ start: "2026-10-24T10:00:00Z" }, /No consultations on that day/], // Saturday
      [{ start: "2026-10-27T10:10:00Z" }, /not one of the bookable slots/],
    ];
    for (const [change, message] of cases) {
      const attempt = svc.book({
        ...visitor,
        type: "intro-call",
        start: "2026-10-27T10:00:00Z",
        timeZone: "Europe/London",
        ...change,
      });
      await expect(attempt).rejects.toBeInstanceOf(DomainError);
      await expect(attempt).rejects.toMatchObject({ kind: "invalid", message: expect.stringMatching(message) });
    }
    expect(await countBookings()).toBe(before);
  });
});

describe("the manage link", () => {
  it("lets the owner move a booking with a message: the visitor's updated invitation in their language, SEQUENCE raised, their link kept", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const booked = await svc.book(
      { ...visitor, name: "ليلى", type: "intro-call", start: "2026-10-30T06:00:00Z", timeZone: "Europe/London" },
      undefined,
      "ar",
    );
    const moved = await svc.rescheduleByOwner(booked.id, "2026-11-02T05:00:00Z", "آسف، تعارض مع سفري.");
    expect(moved.start.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    const mails = await mailsFor(booked.id);
    const update = mails.find((m) => m.kind === "booking-rescheduled")!;
    expect(update.toAddress).toBe(visitor.email);
    expect(update.subject).toMatch(/^تغيير موعد: /);
    expect(update.textBody).toContain("نقل Owner Name موعدك");
    expect(update.textBody).toContain("آسف، تعارض مع سفري.");
    expect(update.icalEvent!.content).toContain("METHOD:REQUEST\r\n");
    expect(update.icalEvent!.content).toContain("SEQUENCE:1\r\n");
    expect(update.icalEvent!.content).toContain("DTSTART:20261102T050000Z\r\n");
    expect(update.icalEvent!.content).toContain(`UID:booking-${booked.id}@owner.example\r\n`);
    // The owner never holds the visitor's token: the mail sends them to the link they have, which still works.
    expect(update.textBody).toContain("استخدم الرابط الوارد في رسالة تأكيد الحجز");
    expect(update.textBody).not.toContain("token=");
    expect((await svc.findByToken(booked.token))?.start.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    // The reminders follow the new time.
    expect(mails.filter((m) => m.kind === "booking-reminder").map((m) => m.nextAttemptAt.toISOString())).toEqual([
      "2026-11-01T05:00:00.000Z",
    ]);
    const notice = mails.find((m) => m.kind === "booking-owner-moved")!;
    expect(notice.textBody).toContain("Message: آسف، تعارض مع سفري.");
    // Onto a time that is taken: a 409, nothing changes.
    const other = await svc.book({
      ...visitor,
      type: "intro-call",
      start: "2026-11-03T05:00:00Z",
      timeZone: "Asia/Dubai",
    });
    await expect(svc.rescheduleByOwner(booked.id, "2026-11-03T05:00:00Z", null)).rejects.toMatchObject({
      kind: "conflict",
    });
    expect((await svc.findByToken(booked.token))?.start.toISOString()).toBe("2026-11-02T05:00:00.000Z");

    // The visitor cancels with a reason: the owner is told it; the visitor's own cancellation does not repeat it.
    await svc.cancelByToken(other.token, "Our launch moved to January.");
    const otherMails = await mailsFor(other.id);
    expect(otherMails.find((m) => m.kind === "booking-owner-cancelled")!.textBody).toContain(
      "Message: Our launch moved to January.",
    );
    expect(otherMails.find((m) => m.kind === "booking-cancellation")!.textBody).not.toContain("Our launch");
    expect((await svc.findByToken(other.token))?.cancelMessage).toBe("Our launch moved to January.");
  });

  it("reschedules under the same UID with a higher sequence, then cancels and frees the slot", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const booked = await svc.book({
      ...visitor,
      type: "intro-call",
      start: "2026-10-29T06:00:00Z",
      timeZone: "Asia/Dubai",
    });
    expect(await svc.findByToken(`${booked.token}x`)).toBeNull();
    await expect(svc.cancelByToken("tampered")).rejects.toMatchObject({ kind: "not_found" });

    const moved = await svc.rescheduleByToken(booked.token, "2026-10-29T07:00:00Z");
    expect(moved.start.toISOString()).toBe("2026-10-29T07:00:00.000Z");
    // The old time is free again; the new one is held.
    await expect(
      svc.book({ ...visitor, type: "intro-call", start: "2026-10-29T06:00:00Z", timeZone: "Asia/Dubai" }),
    ).resolves.toBeTruthy();
    await expect(
      svc.book({ ...visitor, type: "intro-call", start: "2026-10-29T07:00:00Z", timeZone: "Asia/Dubai" }),
    ).rejects.toMatchObject({ kind: "conflict" });
    let mails = await mailsFor(booked.id);
    const rescheduled = mails.find((m) => m.kind === "booking-rescheduled")!;
    expect(rescheduled.icalEvent!.content).toContain("SEQUENCE:1\r\n");
    expect(rescheduled.icalEvent!.content).toContain("DTSTART:20261029T070000Z\r\n");
    const reminders = mails.filter((m) => m.kind === "booking-reminder");
    expect(reminders.map((m) => m.nextAttemptAt.toISOString())).toEqual(["2026-10-28T07:00:00.000Z"]);

    const cancelled = await svc.cancelByToken(booked.token);
    expect(cancelled.status).toBe("cancelled");
    expect(await database.db.select().from(bookingCells).where(eq(bookingCells.bookingId, booked.id))).toEqual([]);
    mails = await mailsFor(booked.id);
    expect(mails.filter((m) => m.kind.startsWith("booking-reminder"))).toEqual([]);
    const cancellation = mails.find((m) => m.kind === "booking-cancellation")!;
    expect(cancellation.icalEvent!.method).toBe("CANCEL");
    expect(cancellation.icalEvent!.content).toContain("METHOD:CANCEL\r\n");
    expect(cancellation.icalEvent!.content).toContain(`UID:booking-${booked.id}@owner.example\r\n`);
    expect(cancellation.icalEvent!.content).toContain("SEQUENCE:2\r\n");
    await expect(
      svc.book({ ...visitor, type: "intro-call", start: "2026-10-29T07:00:00Z", timeZone: "Asia/Dubai" }),
    ).resolves.toBeTruthy();
    // Cancelling twice changes nothing; a cancelled booking cannot be moved.
    await expect(svc.cancelByToken(booked.token)).resolves.toMatchObject({ status: "cancelled" });
    await expect(svc.rescheduleByToken(booked.token, "2026-10-29T09:00:00Z")).rejects.toMatchObject({
      kind: "invalid",
    });
  });

  it("tells a visitor who booked in Arabic of the owner's cancellation in Arabic, with the owner's message", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const booked = await svc.book(
      { ...visitor, type: "intro-call", start: "2026-11-05T07:00:00Z", timeZone: "Asia/Dubai" },
      undefined,
      "ar",
    );
    const cancelled = await svc.cancelByOwner(booked.id, "أعتذر، لديّ سفر في ذلك الأسبوع.");
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledBy: "owner" });
    const cancellation = (await mailsFor(booked.id)).find((m) => m.kind === "booking-cancellation")!;
    expect(cancellation.subject).toBe("إلغاء موعد: مكالمة تعارف مجانية مع Owner Name");
    expect(cancellation.textBody).toContain("نعتذر، فقد اضطُرّ Owner Name إلى إلغاء موعدك (مكالمة تعارف مجانية).");
    expect(cancellation.textBody).toContain("أعتذر، لديّ سفر في ذلك الأسبوع.");
    expect(cancellation.icalEvent!.method).toBe("CANCEL");
    // The owner's notice stays English.
    const owner = (await mailsFor(booked.id)).find((m) => m.kind === "booking-owner-cancelled")!;
    expect(owner.subject).toBe("Booking cancelled: Free intro call with Sarah Jones");
  });

  it("lets the owner cancel with a message, block days and publish a revocable feed", async () => {
    const { bookings: svc } = service(at("2026-10-20T08:00:00Z"));
    const booked = await svc.book({
      ...visitor,
      type: "intro-call",
      start: "2026-11-05T06:00:00Z",
      timeZone: "Asia/Dubai",
    });
    const token = await svc.renewFeed();
    expect(await svc.feed(token)).toContain(`UID:booking-${booked.id}@owner.example`);
    expect(await svc.feed("wrong")).toBeNull();
    await svc.cancelByOwner(booked.id, "I am travelling that week, sorry!");
    const cancellation = (await mailsFor(booked.id)).find((m) => m.kind === "booking-cancellation")!;
    expect(cancellation.textBody).toContain("Owner Name had to cancel");
    expect(cancellation.textBody).toContain("I am travelling that week, sorry!");
    expect(await svc.feed(token)).not.toContain(`UID:booking-${booked.id}@`);
    await svc.revokeFeed();
    expect(await svc.feed(token)).toBeNull();

    // Bookings already made on blocked days stay, and the owner is told how many.
    const onTheDay = await svc.book({
      ...visitor,
      type: "intro-call",
      start: "2026-11-10T06:00:00Z",
      timeZone: "Asia/Dubai",
    });
    await svc.book({ ...visitor, type: "intro-call", start: "2026-11-11T05:00:00Z", timeZone: "Asia/Dubai" });
    expect(await svc.addBlock({ from: "2026-11-09", to: "2026-11-10", note: "Conference" })).toMatchObject({
      fromDate: "2026-11-09",
      toDate: "2026-11-10",
      stillBooked: 1,
    });
    expect((await svc.list("upcoming")).find((b) => b.id === onTheDay.id)?.status).toBe("confirmed");
    const slots = await svc.slots({ type: "intro-call", from: "2026-11-09", days: 3, timeZone: "Asia/Dubai" });
    expect(new Set(slots.map((s) => new Date(s).toISOString().slice(0, 10)))).toEqual(new Set(["2026-11-11"]));
    await expect(
      svc.book({ ...visitor, type: "intro-call", start: "2026-11-09T06:00:00Z", timeZone: "Asia/Dubai" }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/No consultations/) });
    await expect(svc.addBlock({ from: "2026-11-10", to: "2026-11-09", note: null })).rejects.toMatchObject({
      kind: "invalid",
    });

    // The block lists the booking still on it, and cancels it on request: the visitor is told, with the message.
    const block = (await svc.blocks()).find((b) => b.note === "Conference")!;
    expect(block.booked.map((b) => b.id)).toEqual([onTheDay.id]);
    expect(await svc.cancelBlocked(block.id, "I will be at a conference.")).toBe(1);
    expect((await svc.blocks()).find((b) => b.id === block.id)!.booked).toEqual([]);
    const told = (await mailsFor(onTheDay.id)).find((m) => m.kind === "booking-cancellation")!;
    expect(told.textBody).toContain("I will be at a conference.");
    expect(told.icalEvent?.content).toContain("SEQUENCE:1");
    expect((await svc.list("upcoming")).filter((b) => b.status === "confirmed").map((b) => b.id)).not.toContain(
      onTheDay.id,
    );
  });
});

describe("blocked days (issue #42)", () => {
  it("refuses a day beyond two years ahead with the field named, and stores nothing", async () => {
    const { bookings: svc } = service(at("2026-11-28T08:00:00Z"));
    const before = (await svc.blocks()).length;
    await expect(svc.addBlock({ from: "9999-12-31", note: null })).rejects.toMatchObject({
      kind: "invalid",
      message: expect.stringMatching(/^First day: choose a day from 2025-11-28 to 2028-11-28/),
      fields: { from: expect.any(String) },
    });
    await expect(svc.addBlock({ from: "2026-12-31", to: "9999-12-31", note: null })).rejects.toMatchObject({
      message: expect.stringMatching(/^Last day:/),
      fields: { to: expect.any(String) },
    });
    expect((await svc.blocks()).length).toBe(before);
  });

  it("lists a stored row that is no block as such, to unblock, instead of failing the whole tab", async () => {
    const { bookings: svc } = service(at("2026-11-28T08:00:00Z"));
    // Rows written before the days were checked.
    const bad = await database.db
      .insert(bookingBlocks)
      .values([
        { fromDate: "9999-12-31", toDate: "9999-12-31", note: "far" },
        { fromDate: "2026-12-31", toDate: "9999-12-31", note: "forever" },
      ])
      .returning();
    const listed = await svc.blocks();
    for (const row of bad) {
      expect(listed.find((b) => b.id === row.id)).toMatchObject({ problem: expect.any(String), booked: [] });
      expect(await svc.cancelBlocked(row.id, null)).toBe(0);
      expect(await svc.removeBlock(row.id)).toBe(true);
    }
    expect((await svc.blocks()).filter((b) => b.problem)).toEqual([]);
  });
});

describe("reminders", () => {
  it("survive SMTP being down: a due reminder is retried and sent once the server is back", async () => {
    const { bookings: svc, outbox } = service(Date.now());
    const slots = await svc.slots({
      type: "intro-call",
      from: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      days: 14,
      timeZone: "Asia/Dubai",
    });
    const booked = await svc.book({
      ...visitor,
      email: "reminded@example.org",
      type: "intro-call",
      start: new Date(slots[0]!).toISOString(),
      timeZone: "Asia/Dubai",
    });
    // Everything else is out of the way (earlier tests' mail); the reminders are not due yet.
    await database.db
      .update(outboxTable)
      .set({ status: "sent" })
      .where(sql`${outboxTable.ref} is distinct from ${`booking-reminder:${booked.id}`}`);
    expect(await outbox.claim(10)).toEqual([]);
    // A day passes: the reminders fall due while SMTP is down.
    await database.db
      .update(outboxTable)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxTable.ref, `booking-reminder:${booked.id}`));
    const worker = (url: string) =>
      createMailWorker({
        outbox,
        mailer: createMailer(url),
        from: "site@example.com",
        logger,
        intervalMs: 60_000,
        maxAttempts: 8,
      });
    const down = worker(`smtp://127.0.0.1:${await freePort()}`);
    expect(await down.runOnce()).toBe(0);
    await down.stop();
    const waiting = await database.db
      .select()
      .from(outboxTable)
      .where(eq(outboxTable.ref, `booking-reminder:${booked.id}`));
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    // The retry falls due and the server is back.
    await database.db
      .update(outboxTable)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxTable.ref, `booking-reminder:${booked.id}`));
    const smtp = await startSmtpServer();
    const up = worker(smtp.url);
    expect(await up.runOnce()).toBe(2);
    await waitFor(() => smtp.received.length === 2, "two reminders");
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["owner@example.com", "reminded@example.org"]);
    expect(smtp.received.find((m) => m.to[0] === "reminded@example.org")!.subject).toBe(
      "Tomorrow: Free intro call with Owner Name",
    );
    await up.stop();
    await smtp.close();
    expect((await database.db.select().from(bookings).where(eq(bookings.id, booked.id)))[0]!.status).toBe("confirmed");
  });
});

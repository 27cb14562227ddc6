import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consultationTypes as arTypes } from "#content/ar/booking.ts";
import { availability, consultationTypes } from "#content/booking.ts";
import { DomainError } from "#domain/errors.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { FAKE_PATHS, type FakeUpstream, startFakeUpstream } from "#harness/fake-upstream.ts";
import { type RunningRadicale, radicaleSkipReason, startRadicale } from "#harness/radicale.ts";
import type { Database } from "#server/db/client.ts";
import { bookingCalendars, bookings as bookingsTable, outbox as outboxTable } from "#server/db/schema.ts";
import { createSecretBox } from "#server/lib/secret-box.ts";
import { createLogger } from "#server/logger.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { createBookingService } from "./bookings.ts";
import { CALENDAR_MESSAGES, createCalendarService, sayFailure } from "./calendars.ts";
import { createOutbox } from "./outbox.ts";

// Connected calendars against stand-ins on loopback: a secret ICS address served by the fake upstream,
// and Debian's Radicale as a real CalDAV server. The owner works in Dubai; "now" is Sunday 6 December
// 2026 at noon there, so Monday 7 December is bookable (12 hours' notice).

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const at = (iso: string) => Date.parse(iso);
const NOW = at("2026-12-06T08:00:00Z");
const box = createSecretBox(randomBytes(32));

let database: Database;
let upstream: FakeUpstream;
const skip = radicaleSkipReason();
if (skip) console.warn(`Skipping the CalDAV tests: ${skip}`);

/** Debian's Radicale, one for the file (each test makes its own calendars), or none where it is missing. */
let radicale: RunningRadicale;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  if (!skip) radicale = await startRadicale();
}, 30_000);
afterAll(async () => {
  await upstream?.close();
  await radicale?.stop();
});

/** A feed with one meeting (UTC times), as Google's secret address gives it. */
const feed = (...events: [string, string, string][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    ...events.flatMap(([uid, start, end]) => [
      "BEGIN:VEVENT",
      `UID:${uid}`,
      "DTSTAMP:20261201T000000Z",
      `DTSTART:${start}`,
      `DTEND:${end}`,
      "SUMMARY:Client meeting",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

function services(options: { key?: boolean; allowPrivate?: boolean; staleMs?: number; now?: () => number } = {}) {
  const now = options.now ?? (() => NOW);
  const calendars = createCalendarService(database.db, {
    box: options.key === false ? null : box,
    limits: { allowPrivate: options.allowPrivate ?? true, timeoutMs: 5_000, maxBodyBytes: 1024 * 1024 },
    refreshMs: 60_000,
    staleMs: options.staleMs ?? 2 * 3_600_000,
    ownerTimeZone: "Asia/Dubai",
    windowDays: 44,
    logger,
    now,
  });
  const bookings = createBookingService(
    database.db,
    createOutbox(database.db),
    {
      ownerName: "Owner Name",
      ownerEmail: "owner@example.com",
      siteUrl: "https://owner.example",
      types: consultationTypes,
      localizedTypes: { ar: arTypes },
      rules: availability,
    },
    () => {},
    now,
    calendars.external,
  );
  return { calendars, bookings };
}

const mondaySlots = (bookings: ReturnType<typeof services>["bookings"]) =>
  bookings
    .slots({ type: "intro-call", from: "2026-12-07", days: 1, timeZone: "Asia/Dubai" })
    .then((slots) => slots.map((s) => new Date(s).toISOString().slice(11, 16)));

const visitor = {
  name: "Sarah Jones",
  email: "sarah@example.org",
  company: null,
  topic: "A Shariah-compliant BNPL launch",
  timeZone: "Asia/Dubai",
  website: undefined,
};

// PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (the daily maximum's advisory lock).
for (const target of testDatabaseTargets()) {
  describe(`on ${target.name}`, () => {
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(async () => {
      await database?.close();
    });
    beforeEach(async () => {
      upstream.reset();
      await database.db.delete(bookingCalendars);
      // Each test books on the same days: it starts with none.
      await database.db.delete(bookingsTable);
    });

    describe("a secret ICS address", () => {
      it("blocks its busy times from the slots, keeps the address encrypted and shows only the host", async () => {
        // 09:00–10:00 in Dubai on Monday.
        upstream.serve(FAKE_PATHS.calendar, feed(["client@google.com", "20261207T050000Z", "20261207T060000Z"]));
        const { calendars, bookings } = services();
        expect(await mondaySlots(bookings)).toContain("05:00");
        const view = await calendars.add({ kind: "ics", label: "Work", url: `${upstream.url}${FAKE_PATHS.calendar}` });
        expect(view).toMatchObject({ label: "Work", hint: new URL(upstream.url).host, busyCount: 1, lastError: null });
        expect(JSON.stringify(view)).not.toContain("private-3f9a");
        const [row] = await database.db.select().from(bookingCalendars);
        expect(row!.secret).not.toContain("private-3f9a");
        const slots = await mondaySlots(bookings);
        // 09:00 and 09:30 are inside the meeting; 08:30 (its 15-minute buffer after) would end at 09:15.
        expect(slots).not.toContain("05:00");
        expect(slots).not.toContain("05:30");
        expect(slots).toContain("06:00");
      });

      it("checks the calendar again at booking time: a meeting added a minute ago is refused as a 409, not a 500", async () => {
        upstream.serve(FAKE_PATHS.calendar, feed());
        const { calendars, bookings } = services();
        await calendars.add({ kind: "ics", label: "Work", url: `${upstream.url}${FAKE_PATHS.calendar}` });
        expect(await mondaySlots(bookings)).toContain("07:00");
        // The owner accepts a meeting at 11:00 Dubai; the cache has not been read again yet.
        upstream.serve(FAKE_PATHS.calendar, feed(["new@google.com", "20261207T070000Z", "20261207T080000Z"]));
        const hits = upstream.hits(FAKE_PATHS.calendar);
        const refused = await bookings
          .book({ ...visitor, type: "intro-call", start: "2026-12-07T07:00:00Z" })
          .catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(DomainError);
        expect(refused).toMatchObject({
          kind: "conflict",
          message: "That time is no longer free in my calendar — please choose another",
        });
        expect(upstream.hits(FAKE_PATHS.calendar)).toBe(hits + 1);
        // A free time is booked.
        await expect(
          bookings.book({ ...visitor, type: "intro-call", start: "2026-12-07T10:00:00Z" }),
        ).resolves.toMatchObject({});
      });

      it("keeps the last good read when the address fails, says why, and after the stale limit does what the owner chose", async () => {
        let clock = NOW;
        upstream.serve(FAKE_PATHS.calendar, feed(["client@google.com", "20261207T050000Z", "20261207T060000Z"]));
        const { calendars, bookings } = services({ now: () => clock, staleMs: 3_600_000 });
        const { id } = await calendars.add({
          kind: "ics",
          label: "Work",
          url: `${upstream.url}${FAKE_PATHS.calendar}`,
        });
        upstream.set(FAKE_PATHS.calendar, "500");
        clock += 10 * 60_000;
        await calendars.refresh(id);
        let [view] = await calendars.list();
        expect(view).toMatchObject({ lastError: "The calendar address answered 500.", busyCount: 1, stale: false });
        expect(await mondaySlots(bookings)).not.toContain("05:00");
        // Two hours without a good read: stale. "offer" keeps the last read's times.
        clock += 2 * 3_600_000;
        await calendars.refresh(id);
        [view] = await calendars.list();
        expect(view!.stale).toBe(true);
        const offered = await mondaySlots(bookings);
        expect(offered).toContain("06:00");
        expect(offered).not.toContain("05:00");
        // "stop": no times at all until a read works again, and a booking is refused (not a 500).
        upstream.reset();
        upstream.set(FAKE_PATHS.calendar, "500");
        await calendars.update(id, { whenStale: "stop" });
        expect(await mondaySlots(bookings)).toEqual([]);
        await expect(
          bookings.book({ ...visitor, type: "intro-call", start: "2026-12-07T10:00:00Z" }),
        ).rejects.toMatchObject({
          kind: "conflict",
        });
        upstream.reset();
        upstream.serve(FAKE_PATHS.calendar, feed());
        await calendars.refresh(id);
        expect(await mondaySlots(bookings)).toContain("05:00");
      });

      it("refuses to connect without CALENDAR_SECRET_KEY, a wrong address, a page that is not a calendar, and loopback when private addresses are off", async () => {
        upstream.serve(FAKE_PATHS.calendar, feed());
        const url = `${upstream.url}${FAKE_PATHS.calendar}`;
        await expect(services({ key: false }).calendars.add({ kind: "ics", label: "Work", url })).rejects.toThrow(
          CALENDAR_MESSAGES.noKey,
        );
        const { calendars } = services();
        await expect(calendars.add({ kind: "ics", label: "Work", url: "ftp://example.com/x.ics" })).rejects.toThrow(
          CALENDAR_MESSAGES.badUrl,
        );
        await expect(calendars.add({ kind: "ics", label: "Work", url: `${upstream.url}/nothing.ics` })).rejects.toThrow(
          /answered 404/,
        );
        upstream.serve("/page.html", "<!doctype html><p>Sign in</p>", "text/html");
        await expect(calendars.add({ kind: "ics", label: "Work", url: `${upstream.url}/page.html` })).rejects.toThrow(
          /did not give a calendar/,
        );
        await expect(
          services({ allowPrivate: false }).calendars.add({ kind: "ics", label: "Work", url }),
        ).rejects.toThrow(CATALOGUE.calendars.en.refused);
        expect(await database.db.select().from(bookingCalendars)).toEqual([]);
      });

      it("one process of a cluster reads a calendar per period: two starting together fetch it once, and the other loads the stored read", async () => {
        upstream.serve(FAKE_PATHS.calendar, feed(["client@google.com", "20261207T050000Z", "20261207T060000Z"]));
        let clock = NOW;
        const first = services({ now: () => clock });
        await first.calendars.add({ kind: "ics", label: "Work", url: `${upstream.url}${FAKE_PATHS.calendar}` });
        upstream.reset();
        upstream.serve(
          FAKE_PATHS.calendar,
          feed(
            ["client@google.com", "20261207T050000Z", "20261207T060000Z"],
            ["new@google.com", "20261207T070000Z", "20261207T080000Z"],
          ),
        );
        // A period later, both processes' timers fire at the same instant.
        clock += 60_000;
        const second = services({ now: () => clock });
        await Promise.all([first.calendars.start(), second.calendars.start()]);
        await Promise.all([first.calendars.stop(), second.calendars.stop()]);
        expect(upstream.hits(FAKE_PATHS.calendar)).toBe(1);
        expect((await first.calendars.list())[0]!.busyCount).toBe(2);
        // The one that did not read has the stored read once it loads it (its next tick does).
        await second.calendars.load();
        expect(second.calendars.external.busy(at("2026-12-07T00:00:00Z"), at("2026-12-08T00:00:00Z"))).toHaveLength(2);
        // The owner's "Read now" reads whoever read last.
        await second.calendars.refresh();
        expect(upstream.hits(FAKE_PATHS.calendar)).toBe(2);
      });

      it("says a fetch failure in a calendar's words, not the website scanner's, in English and Arabic", async () => {
        const { calendars } = services();
        // Nothing listens on port 9 of loopback.
        const refused = calendars.add({ kind: "ics", label: "Work", url: "http://127.0.0.1:9/calendar.ics" });
        await expect(refused).rejects.toThrow(
          CATALOGUE.calendars.en.firstRead.replace("{reason}", CATALOGUE.calendars.en["fetch.unreachable"]),
        );
        await expect(refused).rejects.not.toThrow(/website|scann/i);
        const caldav = calendars.add({
          kind: "caldav",
          label: "Dav",
          url: "http://127.0.0.1:9/dav/",
          username: "owner",
          password: "secret",
        });
        await expect(caldav).rejects.toThrow(CATALOGUE.calendars.en["fetch.unreachable"]);
        expect(sayFailure(JSON.stringify({ key: "fetch.unreachable" }), "ar")).toBe(
          CATALOGUE.calendars.ar["fetch.unreachable"],
        );
        // A failure stored before the catalogue (English text) is shown as it is.
        expect(sayFailure("The calendar address answered 500.")).toBe("The calendar address answered 500.");
      });

      it("applies a type's limits and keeps its answers: the daily maximum and the custom questions", async () => {
        const { bookings } = services();
        const review = { ...visitor, type: "product-review" };
        // Two days' notice: Monday is too soon for a product review; Wednesday 9 December is not.
        await expect(
          bookings.book({ ...review, start: "2026-12-07T10:00:00Z", answers: { stage: "Being built" } }),
        ).rejects.toMatchObject({
          kind: "invalid",
        });
        // The required question.
        await expect(bookings.book({ ...review, start: "2026-12-09T05:00:00Z" })).rejects.toMatchObject({
          fields: { "answers.stage": 'Please answer "Where is the product today?"' },
        });
        await expect(
          bookings.book({ ...review, start: "2026-12-09T05:00:00Z", answers: { stage: "Something else" } }),
        ).rejects.toMatchObject({
          fields: { "answers.stage": expect.stringContaining("Choose one of the listed answers") },
        });
        const first = await bookings.book({
          ...review,
          start: "2026-12-09T05:00:00Z",
          answers: { stage: "Being built", links: "https://example.org/app" },
        });
        // In Arabic, the Arabic options.
        await bookings.book(
          { ...review, start: "2026-12-09T10:00:00Z", answers: { stage: "قيد البناء" } },
          undefined,
          "ar",
        );
        const owner = (await database.db.select().from(outboxTable)).find(
          (m) => m.kind === "booking-owner-new" && m.textBody.includes(first.id),
        )!;
        expect(owner.textBody).toContain("Where is the product today?\nBeing built");
        expect(owner.textBody).toContain("Links I should look at before we meet\nhttps://example.org/app");
        // The daily maximum of two: Wednesday is full for reviews, but not for an intro call.
        const wednesday = await bookings.slots({
          type: "product-review",
          from: "2026-12-09",
          days: 1,
          timeZone: "Asia/Dubai",
        });
        expect(wednesday).toEqual([]);
        await expect(
          bookings.book({ ...review, start: "2026-12-09T12:00:00Z", answers: { stage: "Being built" } }),
        ).rejects.toMatchObject({ kind: "conflict", message: expect.stringContaining("fully booked") });
        expect(
          await bookings.slots({ type: "intro-call", from: "2026-12-09", days: 1, timeZone: "Asia/Dubai" }),
        ).not.toEqual([]);
        const [listed] = (await bookings.list("upcoming")).filter((b) => b.id === first.id);
        expect(listed!.answers).toEqual([
          { id: "stage", label: "Where is the product today?", answer: "Being built" },
          { id: "links", label: "Links I should look at before we meet", answer: "https://example.org/app" },
        ]);
      });
    });

    it("gives a day's two review places to two of four visitors racing for them", async () => {
      const { bookings } = services();
      const review = { ...visitor, type: "product-review", answers: { stage: "Being built" } };
      // Four one-hour reviews on Thursday 10 December whose kept times (15 minutes before, 30 after) do
      // not touch: 09:00, 11:00, 14:00 and 16:00 in Dubai. Only the daily maximum stands between them.
      const starts = ["05:00", "07:00", "10:00", "12:00"].map((t) => `2026-12-10T${t}:00Z`);
      const race = await Promise.allSettled(
        starts.map((start, i) => bookings.book({ ...review, email: `racer${i}@example.org`, start })),
      );
      expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(2);
      for (const lost of race.filter((r) => r.status === "rejected"))
        expect(lost).toMatchObject({ reason: { kind: "conflict", message: expect.stringContaining("fully booked") } });
    });

    describe.skipIf(skip !== null)("a CalDAV account (Radicale on loopback)", () => {
      // One Radicale for the file: each database target signs in as its own user.
      const user = `owner-${target.name}`;

      it("reads busy times from the chosen calendars and writes bookings to the chosen one: booked, moved, cancelled", async () => {
        const work = await radicale.makeCalendar(user, "work", "Work");
        const family = await radicale.makeCalendar(user, "family", "Family");
        // A meeting on Monday 10:00–11:00 in Dubai in "Work", one at 14:00 in "Family".
        await radicale.putEvent(work, "m1.ics", feed(["m1@radicale", "20261207T060000Z", "20261207T070000Z"]));
        await radicale.putEvent(family, "f1.ics", feed(["f1@radicale", "20261207T100000Z", "20261207T110000Z"]));
        const { calendars, bookings } = services();
        const view = await calendars.add({
          kind: "caldav",
          label: "Fastmail",
          url: `${radicale.url}/`,
          username: user,
          password: "app-password-1",
        });
        expect(view.calendars.map((c) => c.name).sort()).toEqual(["Family", "Work"]);
        expect(view.calendars.map((c) => c.url).sort()).toEqual([family, work]);
        expect(view.busyCount).toBe(2);
        const [row] = await database.db.select().from(bookingCalendars);
        expect(row!.secret).not.toContain("app-password-1");
        let slots = await mondaySlots(bookings);
        expect(slots).not.toContain("06:00");
        expect(slots).not.toContain("10:00");
        // Only "Work" is read; bookings go to "Work".
        await calendars.update(view.id, { read: [work], writeUrl: work, whenStale: "offer" });
        slots = await mondaySlots(bookings);
        expect(slots).not.toContain("06:00");
        expect(slots).toContain("10:00");

        // A meeting created in Radicale a moment ago blocks its slot at booking time.
        await radicale.putEvent(work, "m2.ics", feed(["m2@radicale", "20261207T120000Z", "20261207T130000Z"]));
        await expect(
          bookings.book({ ...visitor, type: "intro-call", start: "2026-12-07T12:00:00Z" }),
        ).rejects.toMatchObject({
          kind: "conflict",
        });

        const booked = await bookings.book({ ...visitor, type: "intro-call", start: "2026-12-07T10:00:00Z" });
        await calendars.settled();
        const written = radicale.items(user, "work")[`${booked.id}.ics`];
        expect(written).toContain("DTSTART:20261207T100000Z");
        expect(written).toContain(`UID:booking-${booked.id}@owner.example`);
        expect(written).not.toContain("METHOD:");
        // Our own booking, read back from the calendar, does not block itself.
        await calendars.refresh(view.id);
        expect((await calendars.list())[0]!.busyCount).toBe(2);

        await bookings.rescheduleByOwner(booked.id, "2026-12-07T11:00:00Z", null);
        await calendars.settled();
        expect(radicale.items(user, "work")[`${booked.id}.ics`]).toContain("DTSTART:20261207T110000Z");
        expect(radicale.items(user, "work")[`${booked.id}.ics`]).toContain("SEQUENCE:1");

        await bookings.cancelByOwner(booked.id, "Sorry, I am ill.");
        await calendars.settled();
        expect(radicale.items(user, "work")[`${booked.id}.ics`]).toBeUndefined();
        expect((await calendars.list())[0]!.lastError).toBeNull();

        // A write that fails (the chosen calendar was removed on the server) is said, then tried again
        // after the next read, once the calendar is back.
        const archive = `${radicale.url}/${user}/archive/`;
        await calendars.update(view.id, { read: [work], writeUrl: work, whenStale: "offer" });
        await database.db
          .update(bookingCalendars)
          .set({
            writeUrl: archive,
            calendars: [...(await calendars.list())[0]!.calendars, { url: archive, name: "Archive", read: false }],
          })
          .where(eq(bookingCalendars.id, view.id));
        const second = await bookings.book({ ...visitor, type: "intro-call", start: "2026-12-07T13:00:00Z" });
        await calendars.settled();
        expect((await calendars.list())[0]!.lastError).toMatch(/^A booking could not be written to this calendar/);
        await radicale.makeCalendar(user, "archive", "Archive");
        await calendars.refresh(view.id);
        expect(radicale.items(user, "archive")[`${second.id}.ics`]).toContain("DTSTART:20261207T130000Z");
        expect((await calendars.list())[0]!.lastError).toBeNull();
      });

      it("refuses a CalDAV account without a user name and password, keeping nothing", async () => {
        const { calendars } = services();
        await expect(
          calendars.add({
            kind: "caldav",
            label: "Nowhere",
            url: `${radicale.url}/nobody-here/x/`,
            username: "",
            password: "",
          }),
        ).rejects.toThrow(CALENDAR_MESSAGES.credentials);
        const [any] = await database.db.select().from(bookingCalendars).where(eq(bookingCalendars.label, "Nowhere"));
        expect(any).toBeUndefined();
      });
    });
  });
}

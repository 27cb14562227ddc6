import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "#server/db/client.ts";
import { bookings, outbox } from "#server/db/schema.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

const visitor = {
  name: "Omar Haddad",
  email: "omar@example.org",
  company: "Gulf Pay",
  topic: "Payments roadmap review",
};
const count = async (database: Database) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from bookings`))[0]!.n;

describe.each(testDatabaseTargets())("the booking API on $name", (target) => {
  let database: Database;
  let ipCounter = 0;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  function app(env: Record<string, string> = {}) {
    const ip = `203.0.113.${++ipCounter}`;
    const made = createTestApp(database, {
      SITE_URL: "https://owner.example",
      TRUST_PROXY: "true",
      RATE_LIMIT_FORM_POSTS: "1000",
      ...env,
    });
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      made.app.request("/api/booking", jsonPost(body, { "X-Forwarded-For": ip, ...headers }));
    return { ...made, post };
  }

  /** Free slots from the real calendar (content/booking.ts, today's date). */
  async function freeSlots(type: string, tz: string) {
    const res = await app().app.request(`/api/booking/slots?type=${type}&days=21&tz=${encodeURIComponent(tz)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { slots: { start: string; end: string }[] }).slots;
  }

  it("lists the consultation types", async () => {
    const res = await app().app.request("/api/booking/types");
    expect(await res.json()).toEqual({
      types: [
        { id: "intro-call", minutes: 30, title: "Free intro call" },
        { id: "strategy-session", minutes: 60, title: "Strategy session" },
        {
          id: "product-review",
          minutes: 60,
          title: "Product review",
          questions: [
            {
              id: "stage",
              label: "Where is the product today?",
              kind: "choice",
              required: "yes",
              options: ["An idea or a design", "Being built", "Live with customers"],
            },
            { id: "links", label: "Links I should look at before we meet", kind: "long", required: "no", options: [] },
          ],
        },
      ],
    });
  });

  it("lists free slots in the visitor's zone with its offset", async () => {
    const slots = await freeSlots("strategy-session", "America/New_York");
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of slots.slice(0, 5)) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[45]:00$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
    }
  });

  it("refuses bad slot queries with a message naming the problem", async () => {
    const cases: [string, RegExp][] = [
      ["type=massage&tz=UTC", /Unknown consultation type "massage"/],
      ["type=intro-call&tz=Mars/Olympus", /Unknown time zone "Mars\/Olympus"/],
      ["type=intro-call&from=2026-02-30", /from must be a date/],
      ["type=intro-call&days=500", /days must be a whole number/],
      ["type=intro-call&days=two", /days must be a whole number/],
      // Dates outside the bookable window: a 400, never the zone arithmetic's RangeError (a 500).
      ["type=intro-call&from=9999-12-31&days=62", /from must be a date from \d{4}-\d{2}-\d{2} to /],
      ["type=intro-call&from=2099-01-05&days=3&tz=Asia/Dubai", /from must be a date from/],
      ["type=intro-call&from=0001-01-01&days=1&tz=Pacific/Kiritimati", /from must be a date/],
      ["type=intro-call&from=1970-01-01", /from must be a date from/],
    ];
    for (const [query, message] of cases) {
      const res = await app().app.request(`/api/booking/slots?${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
  });

  it("books a slot: 201 with the times in the visitor's zone, the lead stored and the invitation queued", async () => {
    const [slot] = await freeSlots("intro-call", "Europe/London");
    const res = await app().post({ ...visitor, type: "intro-call", start: slot!.start, timeZone: "Europe/London" });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), start: slot!.start, end: slot!.end });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row).toMatchObject({ name: "Omar Haddad", email: "omar@example.org", status: "confirmed" });
    const mail = await database.db.select().from(outbox).where(eq(outbox.kind, "booking-confirmation"));
    expect(mail.some((m) => m.toAddress === "omar@example.org" && m.icalEvent?.method === "REQUEST")).toBe(true);
    // The slot is gone from the list.
    expect((await freeSlots("intro-call", "Europe/London")).map((s) => s.start)).not.toContain(slot!.start);
  });

  it("refuses bad bookings with 400 naming the problem, and stores nothing", async () => {
    const slots = await freeSlots("intro-call", "Asia/Dubai");
    const good = { ...visitor, type: "intro-call", start: slots[3]!.start, timeZone: "Asia/Dubai" };
    const before = await count(database);
    const cases: [Record<string, unknown>, RegExp, string?][] = [
      [{ type: "massage" }, /Unknown consultation type/, "type"],
      [{ timeZone: "Nowhere/Special" }, /Unknown time zone/, "timeZone"],
      [{ start: "2020-01-06T09:00:00+04:00" }, /already passed/, "start"],
      [
        { start: slots[3]!.start.replace(/:00\+04:00$/, ":00+04:00").replace(/T(\d\d):(\d\d)/, "T$1:10") },
        // The grid the message names is the slot step (30 minutes), not the 15-minute storage cell.
        /not one of the bookable slots \(they start every 30 minutes within opening hours\)/,
      ],
      [{ start: "soon" }, /ISO 8601/],
      [{ email: "not-an-address" }, /valid email/, "email"],
      [{ topic: "hi" }, /what you would like to discuss/, "topic"],
      [{ name: undefined }, /Name must be at least 2 characters/, "name"],
      // A right-to-left override would make the name read differently in the owner's list and mail.
      [{ name: "Ann \u202Enomis" }, /Name must not contain control characters/, "name"],
      [{ name: "Ann \u2067Simon\u2069" }, /Name must not contain control characters/, "name"],
    ];
    for (const [change, message, field] of cases) {
      const res = await app().post({ ...good, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const body = await res.json();
      expect(body.message).toMatch(message);
      if (field) expect(body.errors?.[field]).toMatch(message);
    }
    expect(await count(database)).toBe(before);
    const res = await app().app.request("/api/booking", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
  });

  it("lets exactly one of 100 simultaneous attempts at a slot through; the rest get 409", async () => {
    const slots = await freeSlots("strategy-session", "Asia/Dubai");
    const slot = slots[slots.length - 1]!;
    const { post } = app();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post({
          ...visitor,
          email: `racer${i}@example.org`,
          type: "strategy-session",
          start: slot.start,
          timeZone: "Asia/Dubai",
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    const created = statuses.filter((s) => s === 201).length;
    const conflicts = statuses.filter((s) => s === 409).length;
    console.info(
      `[booking race on ${target.name}] 201: ${created}, 409: ${conflicts}, other: ${100 - created - conflicts}`,
    );
    expect(created).toBe(1);
    expect(conflicts).toBe(99);
    const refused = await answers.find((r) => r.status === 409)!.json();
    expect(refused.message).toBe("That time was just taken — please choose another");
    const stored = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, new Date(slot.start)));
    expect(stored).toHaveLength(1);
  });

  it("keeps to the lead-form rate limit (refused posts have their own cap) and the body size limit", async () => {
    const limited = app({ RATE_LIMIT_INVALID_FORM_POSTS: "1" });
    const first = await limited.post({ ...visitor, type: "intro-call", start: "soon", timeZone: "UTC" });
    expect(first.status).toBe(400);
    const second = await limited.post({ ...visitor, type: "intro-call", start: "soon", timeZone: "UTC" });
    expect(second.status).toBe(429);
    const huge = await app().post({
      ...visitor,
      type: "intro-call",
      start: "soon",
      timeZone: "UTC",
      topic: "x".repeat(300_000),
    });
    expect(huge.status).toBe(413);
  });

  it("refuses a cross-site POST", async () => {
    const res = await app().post({ ...visitor }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("answers a filled honeypot like a booking and stores nothing", async () => {
    const before = await count(database);
    const res = await app().post({
      ...visitor,
      type: "intro-call",
      start: "2026-12-07T09:00:00+04:00",
      timeZone: "Asia/Dubai",
      fax: "spam",
    });
    expect(res.status).toBe(201);
    expect(await count(database)).toBe(before);
  });

  it("serves the owner's feed only with the current token", async () => {
    const { services, app: hono } = app();
    const token = await services.bookings.renewFeed();
    const ok = await hono.request(`/api/booking/feed/${token}.ics`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toContain("text/calendar");
    expect(await ok.text()).toContain("METHOD:PUBLISH\r\n");
    expect((await hono.request(`/api/booking/feed/${token}x.ics`)).status).toBe(404);
    await services.bookings.revokeFeed();
    expect((await hono.request(`/api/booking/feed/${token}.ics`)).status).toBe(404);
  });
});

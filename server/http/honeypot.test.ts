import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppLoadContext, appLoadContext } from "#app/lib/context.ts";
import { action as bookAction } from "#app/routes/book.tsx";
import type { Database } from "#server/db/client.ts";
import { bookings, contactMessages, outbox } from "#server/db/schema.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #34: a trapped submission was easy to tell apart: no `Idempotent-Replayed` on a retry and a
// new id each time, a booking's start echoed differently and a past time accepted with 201. Now a
// bot is answered exactly as a person (same headers, shape, replay, checks) and nothing is stored
// or sent.

const DAY = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the honeypot", () => {
  let database: Database;
  let made: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await testDatabaseTargets()[0]!.open();
    made = createTestApp(database, { RATE_LIMIT_FORM_POSTS: "1000" });
  });
  afterAll(() => database?.close());

  const send = (path: string, body: unknown, key?: string) =>
    made.app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
      body: JSON.stringify(body),
    });
  /** Header names an answer carries, less the ones that differ on every answer anyway. */
  const headerNames = (res: Response) =>
    [...res.headers.keys()]
      .filter((name) => !["x-request-id", "ratelimit-remaining", "ratelimit-reset"].includes(name))
      .sort();

  it("answers a trapped contact message as a stored one, a replay included, and stores and sends nothing", async () => {
    const person = { name: "Layla", email: "layla.hp@example.com", message: "Hello, I would like to talk." };
    const bot = { ...person, email: "bot.hp@example.com", fax: "+1 555 0100" };
    const real = await send("/api/contact", person, "hp-person-1");
    const realAgain = await send("/api/contact", person, "hp-person-1");
    const fake = await send("/api/contact", bot, "hp-bot-1");
    const fakeAgain = await send("/api/contact", bot, "hp-bot-1");

    expect(fake.status).toBe(real.status);
    expect(headerNames(fake)).toEqual(headerNames(real));
    expect(headerNames(fakeAgain)).toEqual(headerNames(realAgain));
    expect(fakeAgain.headers.get("Idempotent-Replayed")).toBe("true");
    const [first, replayed] = [await fake.json(), await fakeAgain.json()];
    expect(Object.keys(first).sort()).toEqual(Object.keys(await real.json()).sort());
    expect(first.id).toMatch(UUID);
    expect(replayed).toEqual(first);

    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, bot.email))).toEqual([]);
    const mails = await database.db.select().from(outbox);
    expect(mails.filter((mail) => JSON.stringify(mail).includes(bot.email))).toEqual([]);
  });

  it("checks a trapped booking as a real one and echoes its times the same way", async () => {
    const from = new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10);
    const slots = await made.services.bookings.slots({ type: "intro-call", from, days: 21, timeZone: "Asia/Dubai" });
    // Days apart, so the first booking's buffer cannot touch the second.
    const a = slots[0]!;
    const b = slots.find((start) => start - a > DAY)!;
    const booking = (start: number, extra: Record<string, string> = {}) => ({
      type: "intro-call",
      start: new Date(start).toISOString(),
      name: "Sara",
      email: extra.fax ? "bot.booking@example.com" : "sara.hp@example.com",
      topic: "A Murabaha product launch",
      timeZone: "Asia/Dubai",
      ...extra,
    });
    const real = await send("/api/booking", booking(a));
    const fake = await send("/api/booking", booking(b, { fax: "1" }));
    expect(fake.status).toBe(201);
    expect(headerNames(fake)).toEqual(headerNames(real));
    const [realBody, fakeBody] = [await real.json(), await fake.json()];
    expect(Object.keys(fakeBody).sort()).toEqual(Object.keys(realBody).sort());
    // Both in the visitor's zone, as the real answer writes it.
    expect(realBody.start).toMatch(/\+04:00$/);
    expect(fakeBody.start).toMatch(/\+04:00$/);
    expect(fakeBody.end).toMatch(/\+04:00$/);

    // A past time, or the time just booked, is refused for a bot as for a person.
    const past = { ...booking(Date.now() - DAY), fax: "1" };
    expect((await send("/api/booking", past)).status).toBe(
      (await send("/api/booking", booking(Date.now() - DAY))).status,
    );
    expect((await send("/api/booking", booking(a, { fax: "1" }))).status).toBe(409);
    // A free time on the same day as a booking is taken for a bot as for a person (it used to be a
    // 409 for the bot alone whenever any booking lay within a day of it).
    const sameDay = slots.find((start) => start - a >= 2 * 3_600_000 && start - a < 12 * 3_600_000)!;
    expect((await send("/api/booking", booking(sameDay, { fax: "1" }))).status).toBe(201);
    expect(await database.db.select().from(bookings).where(eq(bookings.email, "bot.booking@example.com"))).toEqual([]);
  });

  it("sends a trapped booking without JavaScript on to a manage address, as a real one, booking nothing", async () => {
    const provider = new RouterContextProvider();
    provider.set(appLoadContext, { services: made.services, user: null } as unknown as AppLoadContext);
    const from = new Date(Date.now() + 6 * DAY).toISOString().slice(0, 10);
    const [start] = await made.services.bookings.slots({ type: "intro-call", from, days: 21, timeZone: "UTC" });
    const fields = {
      type: "intro-call",
      start: new Date(start!).toISOString(),
      name: "Bot",
      email: "bot.page@example.com",
      topic: "A Murabaha product launch",
      timeZone: "UTC",
      fax: "1",
    };
    const answer = (await bookAction({
      request: new Request("https://owner.example/ar/book", { method: "POST", body: new URLSearchParams(fields) }),
      context: provider,
      params: {},
    } as never)) as Response;
    expect(answer.headers.get("Location")).toMatch(/^\/ar\/book\/manage\?token=[\w-]{43}&booked=1$/);
    expect(await database.db.select().from(bookings).where(eq(bookings.email, "bot.page@example.com"))).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { careerInquiries, contactMessages, idempotencyKeys, newsletterSubscribers, outbox } from "#server/db/schema.ts";
import { createIdempotencyService } from "#server/services/idempotency.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// A lead retried after a dropped connection (same Idempotency-Key, same body) is stored once and
// answered with the first answer, on both databases, even when the two requests race.

const contact = { name: "Layla", email: "layla@example.com", message: "Hello, I would like to talk." };
const career = {
  name: "Omar",
  email: "omar@example.com",
  inquiryType: "consulting",
  message: "I would like to work with you on a project.",
};

describe.each(testDatabaseTargets())("Idempotency-Key on the lead APIs on $name", (target) => {
  let database: Database;
  let made: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await target.open();
    made = createTestApp(database, { RATE_LIMIT_FORM_POSTS: "100000" });
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    const { db } = database;
    await db.delete(outbox);
    await db.delete(contactMessages);
    await db.delete(careerInquiries);
    await db.delete(newsletterSubscribers);
    await db.delete(idempotencyKeys);
  });

  const post = async (path: string, body: unknown, key?: string) => {
    const res = await made.app.request(path, jsonPost(body, key ? { "Idempotency-Key": key } : {}));
    return { status: res.status, replayed: res.headers.get("Idempotent-Replayed"), body: await res.json() };
  };
  const count = async (table: typeof contactMessages | typeof careerInquiries | typeof outbox) =>
    (await database.db.select().from(table)).length;

  it("stores a retried contact message once and answers the retry with the first answer", async () => {
    const first = await post("/api/contact", contact, "retry-1");
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    const retry = await post("/api/contact", contact, "retry-1");
    expect(retry).toEqual({ ...first, replayed: "true" });
    expect(await count(contactMessages)).toBe(1);
    expect(await count(outbox)).toBe(1);
  });

  it("stores each submission without a key, or with a new key", async () => {
    await post("/api/contact", contact);
    await post("/api/contact", contact);
    await post("/api/contact", contact, "one");
    await post("/api/contact", contact, "two");
    expect(await count(contactMessages)).toBe(4);
  });

  it("refuses the same key with a different body (422) and stores nothing more", async () => {
    expect((await post("/api/contact", contact, "shared")).status).toBe(201);
    const other = await post("/api/contact", { ...contact, message: "Someone else's message, same key." }, "shared");
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: "This Idempotency-Key was already used for a different request." });
    expect(JSON.stringify(other.body)).not.toContain("id");
    expect(await count(contactMessages)).toBe(1);
  });

  it("keeps keys apart per form: one key may be used on the contact and the career form", async () => {
    expect((await post("/api/contact", contact, "both")).status).toBe(201);
    expect((await post("/api/career", career, "both")).status).toBe(201);
    const retry = await post("/api/career", career, "both");
    expect(retry.replayed).toBe("true");
    expect(await count(careerInquiries)).toBe(1);
  });

  it("replays a newsletter sign-up's answer without queuing a second confirmation", async () => {
    const body = { email: "reader@example.com", name: "Reader", subscribed: true };
    const first = await post("/api/newsletter", body, "news-1");
    const retry = await post("/api/newsletter", body, "news-1");
    expect(first.status).toBe(200);
    expect(retry).toEqual({ ...first, replayed: "true" });
    expect(await count(outbox)).toBe(1);
  });

  it("stores exactly one lead when two requests with the same key race", async () => {
    const [a, b] = await Promise.all([post("/api/contact", contact, "race"), post("/api/contact", contact, "race")]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body).toEqual(b.body);
    expect([a.replayed, b.replayed].sort()).toEqual([null, "true"]);
    expect(await count(contactMessages)).toBe(1);
    expect(await count(outbox)).toBe(1);
  });

  it("does not record a refused body, and refuses a malformed key", async () => {
    expect((await post("/api/contact", { ...contact, name: "A" }, "bad-body")).status).toBe(400);
    expect((await post("/api/contact", contact, "bad-body")).status).toBe(201);
    expect((await post("/api/contact", contact, "has space")).status).toBe(400);
    expect((await post("/api/contact", contact, "k".repeat(256))).status).toBe(400);
    expect(await count(contactMessages)).toBe(1);
  });

  it("forgets a key after a day, and stores nothing when the work fails", async () => {
    let clock = Date.parse("2026-01-01T00:00:00Z");
    const service = createIdempotencyService(database.db, { now: () => clock });
    let runs = 0;
    const work = async () => ({ status: 201, body: { run: ++runs } });
    expect(await service.once("test", "day", "h", work)).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    clock += 23 * 3_600_000;
    expect(await service.once("test", "day", "h", work)).toEqual({ status: 201, body: { run: 1 }, replayed: true });
    clock += 2 * 3_600_000;
    expect(await service.once("test", "day", "h", work)).toEqual({ status: 201, body: { run: 2 }, replayed: false });

    await expect(
      service.once("test", "fails", "h", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await service.once("test", "fails", "h", work)).toMatchObject({ replayed: false });
  });

  it("keeps a key the server made (a page posted without JavaScript) for its own shorter time", async () => {
    let clock = Date.parse("2026-03-01T09:00:00Z");
    const service = createIdempotencyService(database.db, { now: () => clock });
    let runs = 0;
    const work = async () => ({ status: 303, body: { run: ++runs } });
    const hour = { ttlMs: 3_600_000 };
    expect(await service.once("page:test", "keyless:a", "h", work, hour)).toMatchObject({ replayed: false });
    clock += 59 * 60_000;
    expect(await service.stored("page:test", "keyless:a", "h")).toEqual({ status: 303, body: { run: 1 } });
    expect(await service.once("page:test", "keyless:a", "h", work, hour)).toMatchObject({ replayed: true });
    clock += 2 * 60_000;
    expect(await service.stored("page:test", "keyless:a", "h")).toBeNull();
    expect(await service.once("page:test", "keyless:a", "h", work, hour)).toEqual({
      status: 303,
      body: { run: 2 },
      replayed: false,
    });
  });
});

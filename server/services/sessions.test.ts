import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { sessions } from "#server/db/schema.ts";
import { hashToken, randomToken } from "#server/lib/tokens.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { createSessionService } from "./sessions.ts";

const [pglite] = testDatabaseTargets();
let database: Database;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());

/** A session service whose database counts its queries (selects). */
function countedSessions() {
  let queries = 0;
  const db = new Proxy(database.db, {
    get(target, name, receiver) {
      if (name === "select") queries++;
      return Reflect.get(target, name, receiver);
    },
  });
  const service = createSessionService(db, { ttlDays: 30, idleDays: 7, adminEmails: [] });
  return { service, queries: () => queries };
}

/** A session made on "another instance": in the database, unknown to this service's memory. */
async function sessionElsewhere() {
  const userId = await createTestApp(database).services.users.ensureVerified("reader@example.com", "Reader");
  const token = randomToken();
  const expiresAt = new Date(Date.now() + 86_400_000);
  await database.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, lastSeenAt: new Date() });
  return token;
}

describe("session checks under a flood of made-up cookies (decision 036)", () => {
  it("knows without a query what the database said of a token, and never asks twice about a made-up one", async () => {
    const { service, queries } = countedSessions();
    const madeUp = randomToken();
    expect(service.known("not-a-token")).toBe(false);
    expect(service.known(madeUp)).toBeUndefined();
    for (let i = 0; i < 5; i++) expect(await service.resolve(madeUp)).toBeNull();
    expect(queries()).toBe(1);
    expect(service.known(madeUp)).toBe(false);
    const real = await sessionElsewhere();
    expect(service.known(real)).toBeUndefined();
    expect((await service.resolve(real))?.email).toBe("reader@example.com");
    expect(service.known(real)).toBe(true);
    await service.revoke(real);
    expect(service.known(real)).toBe(false);
    expect(await service.resolve(real)).toBeNull();
  });

  it("looks up a client's new tokens only within its allowance; other clients and known sessions are unaffected", async () => {
    const { service, queries } = countedSessions();
    const owner = await sessionElsewhere();
    expect(await service.resolve(owner, "owner-ip")).not.toBeNull();
    const before = queries();
    for (let i = 0; i < 50; i++) expect(await service.resolve(randomToken(), "203.0.113.9")).toBeNull();
    expect(queries() - before).toBe(20);
    // Past its allowance, even a real session from that client is taken as signed out for now...
    const another = await sessionElsewhere();
    expect(await service.resolve(another, "203.0.113.9")).toBeNull();
    // ...while another client's, and a session already known, are looked up as ever.
    expect(await service.resolve(another, "198.51.100.7")).not.toBeNull();
    expect(await service.resolve(owner, "203.0.113.9")).not.toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "#harness/smtp.ts";
import { outbox as outboxTable } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { type DatabasePair, testDatabasePairs } from "#tests/db.ts";
import { createMailWorker } from "./mail-worker.ts";
import { createMailer } from "./mailer.ts";
import { createOutbox, retryDelayMs } from "./outbox.ts";

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

type Pair = DatabasePair;
const targets = testDatabasePairs();

describe.each(targets)("the outbox on $name", (target) => {
  let pair: Pair;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    pair = await target.open();
    // "lost…": the whole message arrives, then the connection drops before the 250 reply.
    smtp = await startSmtpServer(0, { drop: (address) => (address.startsWith("lost") ? "accepted" : undefined) });
  });
  afterAll(async () => {
    await smtp?.close();
    await pair?.close();
  });

  it("sends every mail exactly once when two workers drain it at the same time", async () => {
    const outboxA = createOutbox(pair.a.db);
    const outboxB = createOutbox(pair.b.db);
    for (let i = 0; i < 40; i++) {
      await outboxA.enqueue(pair.a.db, { kind: "test", to: `r${i}@example.com`, subject: `mail ${i}`, text: "hello" });
    }
    const worker = (outbox: typeof outboxA) =>
      createMailWorker({
        outbox,
        mailer: createMailer(smtp.url),
        from: "site@example.com",
        logger,
        intervalMs: 60_000,
        maxAttempts: 3,
      });
    const [sentA, sentB] = await Promise.all([worker(outboxA).runOnce(), worker(outboxB).runOnce()]);
    expect(sentA + sentB).toBe(40);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect(await outboxA.depth()).toBe(0);
    const rows = await pair.a.db.select().from(outboxTable);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("gives up after the last attempt and keeps the reason", async () => {
    const outbox = createOutbox(pair.a.db);
    await outbox.enqueue(pair.a.db, { kind: "doomed", to: "nobody@example.com", subject: "doomed", text: "x" });
    const [row] = (await outbox.claim(10)).filter((r) => r.kind === "doomed");
    expect(await outbox.markFailed(row!, "mailbox unavailable", 1)).toBe(true);
    const unsent = await outbox.unsent();
    expect(unsent.find((r) => r.kind === "doomed")).toMatchObject({
      status: "failed",
      lastError: "mailbox unavailable",
    });
  });

  it("never sends again a mail whose connection dropped after the whole message went out", async () => {
    const outbox = createOutbox(pair.a.db);
    await outbox.enqueue(pair.a.db, { kind: "lost", to: "lost@example.com", subject: "in doubt", text: "x" });
    const worker = createMailWorker({
      outbox,
      mailer: createMailer(smtp.url),
      from: "site@example.com",
      logger,
      intervalMs: 60_000,
      maxAttempts: 3,
    });
    for (let pass = 0; pass < 3; pass++) {
      await worker.runOnce();
      // Any retry made due at once.
      await pair.a.db.update(outboxTable).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    }
    await worker.stop();
    expect(smtp.received.filter((m) => m.subject === "in doubt")).toHaveLength(1);
    // `npm run mail:pending` shows it to the owner, with why.
    expect((await outbox.unsent()).find((r) => r.kind === "lost")).toMatchObject({ status: "unknown", attempts: 1 });
    expect(await outbox.depth()).toBe(0);
  });
});

describe("retry backoff", () => {
  it("doubles from 30 seconds and stops at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

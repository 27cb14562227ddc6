import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { type Database, openDatabase, queryRows } from "./client.ts";
import { DataDirLockedError, lockDataDir } from "./lock.ts";
import { articles, careerInquiries, newsletterSubscribers, testimonials, users } from "./schema.ts";

const SPEC_TABLES = [
  "articles",
  "career_inquiries",
  "contact_messages",
  "downloads",
  "newsletter_subscribers",
  "sessions",
  "testimonials",
  "users",
];

describe.each(testDatabaseTargets())("the schema on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  it("creates every table of the specification through the migrations", async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(SPEC_TABLES));
  });

  it("answers a ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("applies the defaults of SPEC §3 to a new article, testimonial and subscriber", async () => {
    const [author] = await database.db
      .insert(users)
      .values({ email: "author@example.com", name: "Author" })
      .returning();
    const [article] = await database.db
      .insert(articles)
      .values({
        title: "Hello",
        slug: "hello",
        excerpt: "An excerpt",
        content: "Content",
        category: "FinTech",
        authorId: author!.id,
      })
      .returning();
    expect(article).toMatchObject({ published: false, publishedAt: null, views: 0, readTime: 5 });
    expect(article!.id).toMatch(/^[0-9a-f-]{36}$/);

    const [testimonial] = await database.db
      .insert(testimonials)
      .values({ name: "Sara", role: "CTO", company: "Acme", content: "Great work together." })
      .returning();
    expect(testimonial).toMatchObject({ rating: 5, featured: false, order: 0, image: null });

    const [subscriber] = await database.db
      .insert(newsletterSubscribers)
      .values({ email: "reader@example.com" })
      .returning();
    expect(subscriber).toMatchObject({ subscribed: true, unsubscribedAt: null, name: null });
    expect(subscriber!.subscribedAt).toBeInstanceOf(Date);
  });

  it("refuses a second user with the same email", async () => {
    await database.db.insert(users).values({ email: "same@example.com", name: "One" });
    await expect(database.db.insert(users).values({ email: "same@example.com", name: "Two" })).rejects.toThrow();
  });

  it("refuses a testimonial rating outside 1 to 5", async () => {
    const base = { name: "Sara", role: "CTO", company: "Acme", content: "Great work together." };
    await expect(database.db.insert(testimonials).values({ ...base, rating: 6 })).rejects.toThrow();
    await expect(database.db.insert(testimonials).values({ ...base, rating: 0 })).rejects.toThrow();
  });

  it("refuses an unknown career inquiry type", async () => {
    await expect(
      database.db.insert(careerInquiries).values({
        name: "Sam",
        email: "sam@example.com",
        // The type forbids this already; the database must refuse it too.
        inquiryType: "internship" as "other",
        message: "Hello there, I would like to talk.",
      }),
    ).rejects.toThrow();
  });

  it("keeps a transaction all or nothing", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: "rolled-back@example.com", name: "Gone" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const rows = await database.db.select().from(users).where(eq(users.email, "rolled-back@example.com"));
    expect(rows).toEqual([]);
  });
});

describe("the embedded database folder", () => {
  let dir: string;
  beforeAll(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-db-")), "nested", "pglite");
  });
  afterAll(() => fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

  it("creates missing parent folders, keeps data across reopen, and refuses a second opener", async () => {
    const first = await openDatabase({ kind: "pglite", dir });
    await first.db.insert(users).values({ email: "kept@example.com", name: "Kept" });
    await expect(openDatabase({ kind: "pglite", dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);

    const second = await openDatabase({ kind: "pglite", dir });
    const rows = await second.db.select().from(users).where(eq(users.email, "kept@example.com"));
    expect(rows).toHaveLength(1);
    await second.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("several instances starting on one PostgreSQL database", () => {
  it("migrate once, in turn, without errors", async () => {
    const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    try {
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 })),
      );
      const [applied] = await queryRows<{ n: number }>(
        instances[0]!.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(
        fs.readdirSync(path.join(import.meta.dirname, "migrations")).filter((f) => f.endsWith(".sql")).length,
      );
      await Promise.all(instances.map((i) => i.close()));
    } finally {
      await scratch.drop();
    }
  });
});

describe("the embedded database lock", () => {
  it("takes over a lock whose process has died", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-lock-")), "pglite");
    fs.mkdirSync(`${dir}.lock`, { recursive: true });
    // A pid that cannot be running: above the kernel's maximum.
    fs.writeFileSync(path.join(`${dir}.lock`, "pid"), "99999999");
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(path.join(`${dir}.lock`, "pid"), "utf8")).toBe(String(process.pid));
    await release();
  });

  it("refuses a lock held by a live process and names it", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-lock-")), "pglite");
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.pid})`);
    await release();
  });
});

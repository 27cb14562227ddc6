import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { tempDataDir } from "#harness/server-process.ts";
import {
  BACKUP_FORMAT,
  backupContent,
  dumpDatabase,
  restoreDatabase,
  tablesInDependencyOrder,
} from "#server/db/backup.ts";
import { type Database, openDatabase, queryRows } from "#server/db/client.ts";
import { testDatabaseTargets } from "#tests/db.ts";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

const USER_ID = "00000000-0000-4000-8000-000000000001";
const OTHER_ID = "00000000-0000-4000-8000-000000000002";
// Exact jsonb numbers a JavaScript double would change (trailing zero, beyond 2^53), nested values.
// Written as jsonb prints it (keys by length, then bytes), so the text read back can be compared.
const MEDIA_ID = "33333333-3333-4333-8333-333333333333";
const MEDIA_BYTES = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
const HEADERS_JSON = '{"a": 0.10, "big": 12345678901234567890, "nested": {"s": "é\\n", "flags": [true, false, null]}}';

/** Rows in every table, with the values a careless dump loses: microseconds, exact jsonb, nulls. */
async function seed(db: Database["db"]) {
  await db.execute(sql`insert into users (id, email, email_verified, name, picture, created_at, updated_at) values
    (${USER_ID}, 'owner@example.com', true, 'Owner "O''Neil"', null, '2026-01-02 03:04:05.123456+00', '2026-01-02 03:04:05.654321+00'),
    (${OTHER_ID}, 'reader@example.com', false, 'Reader', 'https://example.com/p.png', '2026-02-03 04:05:06.000001+00', now())`);
  await db.execute(sql`insert into sessions (token_hash, user_id, expires_at, revoked_at, user_agent) values
    ('hash-1', ${USER_ID}, '2030-01-01 00:00:00.999999+00', null, 'UA ✓'),
    ('hash-2', ${OTHER_ID}, '2030-01-01 00:00:00+00', '2026-03-03 03:03:03.3+00', null)`);
  await db.execute(
    sql`insert into login_tokens (token_hash, user_id, expires_at, used_at) values ('lt', ${USER_ID}, now(), null)`,
  );
  await db.execute(sql`insert into articles (title, slug, excerpt, content, category, author_id, published, published_at, read_time, views, meta_keywords)
    values ('Hello', 'hello', 'Ex', E'# Body\n\n<script>x</script>', 'fintech', ${USER_ID}, true, '2026-04-04 04:04:04.444444+00', 7, 3, null),
           ('Draft', 'draft', 'Ex', 'Body', 'edtech', null, false, null, 1, 0, 'a,b')`);
  await db.execute(
    sql`insert into testimonials (name, role, company, content, rating, featured, "order") values ('T', 'CEO', 'Co', 'Great', 4, true, 2)`,
  );
  await db.execute(
    sql`insert into newsletter_subscribers (email, name, subscribed, confirmed_at) values ('n@example.com', null, false, '2026-05-05 05:05:05.5+00')`,
  );
  // A newsletter issue and its Arabic twin (each points at the other), with one delivery.
  await db.execute(sql`insert into newsletter_issues (id, locale, subject, status, translation_id) values
    ('11111111-1111-4111-8111-111111111111', 'en', 'Issue', 'sent', '22222222-2222-4222-8222-222222222222'),
    ('22222222-2222-4222-8222-222222222222', 'ar', 'عدد', 'draft', '11111111-1111-4111-8111-111111111111')`);
  await db.execute(
    sql`insert into newsletter_welcome (locale, enabled, subject, body) values ('ar', false, 'أهلًا', 'نص')`,
  );
  await db.execute(sql`insert into newsletter_deliveries (issue_id, subscriber_id, email, status)
    select '11111111-1111-4111-8111-111111111111', id, email, 'sent' from newsletter_subscribers`);
  await db.execute(
    sql`insert into contact_messages (name, email, message, handled_at) values ('C', 'c@example.com', 'Hi', null)`,
  );
  await db.execute(
    sql`insert into career_inquiries (name, email, inquiry_type, message) values ('K', 'k@example.com', 'consulting', 'Work')`,
  );
  await db.execute(
    sql`insert into downloads (type, requested_at, user_agent) values ('resume', '2026-06-06 06:06:06.060606+00', null)`,
  );
  await db.execute(
    sql`insert into rate_limit_hits (key, window_start, count) values ('forms:1.2.3.4', '2026-07-07 07:07:00+00', 3), ('Forms:a', '2026-07-07 07:07:00+00', 1)`,
  );
  await db.execute(sql`insert into outbox (kind, to_address, subject, text_body, headers, status, attempts)
    values ('contact', 'owner@example.com', 'S', 'T', ${HEADERS_JSON}::jsonb, 'failed', 8)`);
  await db.execute(
    sql`insert into network_links (title, link, published_at) values ('L', 'https://example.com', '2026-08-08 08:08:08+00')`,
  );
  await db.execute(
    sql`insert into upstream_cache (key, value, fetched_at, failures) values ('crypto', '[1.50, {"x": null}]'::jsonb, now(), 2), ('empty', null, null, 0)`,
  );
  await db.execute(sql`insert into content_versions (scope, version) values ('pages', 7)`);
  // The owner's site content: two published versions of the hero and a draft of the FAQ.
  const doc = (headline: string) =>
    JSON.stringify({ en: { headline }, ar: { headline: "عنوان" }, keys: {}, translation: { en: {}, ar: {} } });
  await db.execute(sql`insert into site_content_versions (module, document, published_by, published_at) values
    ('hero', ${doc("First")}::jsonb, 'owner@example.com', '2026-09-09 09:09:09.090909+00'),
    ('hero', ${doc("Second")}::jsonb, 'owner@example.com', '2026-09-10 09:09:09+00')`);
  await db.execute(
    sql`insert into site_content_drafts (module, document, updated_by) values ('faq', ${doc("Draft")}::jsonb, 'owner@example.com')`,
  );
  // The media library: an image and a variant whose bytes include every value a text dump could mangle.
  await db.execute(sql`insert into media (id, hash, original_type, width, height, fallback, byte_size, alt_en, alt_ar, created_by)
    values (${MEDIA_ID}, ${"ab".repeat(16)}, 'png', 640, 360, 'png', 1234, 'A chart', 'رسم بياني', ${USER_ID})`);
  await db.execute(
    sql`insert into media_variants (media_id, width, format, height, body) values (${MEDIA_ID}, 640, 'avif', 360, ${MEDIA_BYTES})`,
  );
}

const targets = testDatabaseTargets();
const destination = targets.at(-1)!; // PostgreSQL when TEST_DATABASE_URL is set

describe(`backup round trip: PGlite → dump → ${destination.name} → dump`, () => {
  let source: Database;
  let target: Database;
  let first: string;
  beforeAll(async () => {
    source = await targets[0]!.open();
    await seed(source.db);
    first = await dumpDatabase(source);
    target = await destination.open();
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it("writes every schema table, parents before children, with a format version and migration level", () => {
    const backup = JSON.parse(first);
    expect(backup.format).toBe(BACKUP_FORMAT);
    expect(backup.version).toBe(1);
    expect(backup.source).toBe("pglite");
    expect(backup.migration.count).toBeGreaterThanOrEqual(4);
    expect(backup.migration.tag).toMatch(/^\d{4}_/);
    const names = tablesInDependencyOrder().map((t) => getTableConfig(t).name);
    expect(Object.keys(backup.tables)).toEqual(names);
    expect(names.indexOf("users")).toBeLessThan(names.indexOf("sessions"));
    expect(names.indexOf("users")).toBeLessThan(names.indexOf("articles"));
    expect(backup.tables.users).toHaveLength(2);
    expect(backup.tables.sessions[0].expires_at ?? backup.tables.sessions[1].expires_at).toMatch(
      /^2030-01-01T00:00:00/,
    );
  });

  it("restores into an empty database and dumps back identically", async () => {
    const summary = await restoreDatabase(target, first);
    expect(summary.tables.find((t) => t.name === "users")?.rows).toBe(2);
    const second = await dumpDatabase(target);
    expect(backupContent(second)).toBe(backupContent(first));
  });

  it("keeps the site content's version numbers, and numbers the next publish after them", async () => {
    const rows = await queryRows<{ id: number }>(target.db, sql`select id from site_content_versions order by id`);
    expect(rows.map((r) => Number(r.id))).toEqual([1, 2]);
    const next = await queryRows<{ id: number }>(
      target.db,
      sql`insert into site_content_versions (module, document, published_by) values ('hero', '{}'::jsonb, 'o') returning id`,
    );
    expect(Number(next[0]!.id)).toBe(3);
    await target.db.execute(sql`delete from site_content_versions where id = 3`);
  });

  it("keeps microseconds, exact jsonb, booleans and nulls", async () => {
    const [session] = await queryRows<{ expires: string; revoked: string | null; agent: string }>(
      target.db,
      sql`select to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as expires, revoked_at::text as revoked, user_agent as agent from sessions where token_hash = 'hash-1'`,
    );
    expect(session).toEqual({ expires: "2030-01-01 00:00:00.999999", revoked: null, agent: "UA ✓" });
    const [outbox] = await queryRows<{ headers: string; status: string }>(
      target.db,
      sql`select headers::text as headers, status from outbox`,
    );
    expect(outbox!.headers).toBe(HEADERS_JSON);
    const [cache] = await queryRows<{ value: string }>(
      target.db,
      sql`select value::text from upstream_cache where key = 'crypto'`,
    );
    expect(cache!.value).toBe('[1.50, {"x": null}]');
    const [empty] = await queryRows<{ isNull: boolean }>(
      target.db,
      sql`select value is null as "isNull" from upstream_cache where key = 'empty'`,
    );
    expect(empty!.isNull).toBe(true);
    const users = await queryRows<{ email: string; verified: boolean; name: string }>(
      target.db,
      sql`select email, email_verified as verified, name from users order by email`,
    );
    expect(users).toEqual([
      { email: "owner@example.com", verified: true, name: 'Owner "O\'Neil"' },
      { email: "reader@example.com", verified: false, name: "Reader" },
    ]);
  });

  it("carries the media library: its images, their alt texts and their variants' exact bytes", async () => {
    const [image] = await queryRows<{ altAr: string; createdBy: string }>(
      target.db,
      sql`select alt_ar as "altAr", created_by as "createdBy" from media where id = ${MEDIA_ID}`,
    );
    expect(image).toEqual({ altAr: "رسم بياني", createdBy: USER_ID });
    const [variant] = await queryRows<{ hex: string }>(
      target.db,
      sql`select encode(body, 'hex') as hex from media_variants where media_id = ${MEDIA_ID}`,
    );
    expect(variant!.hex).toBe(MEDIA_BYTES.toString("hex"));
  });

  it("refuses a database that has data, changing nothing, unless told to replace it", async () => {
    const before = await dumpDatabase(target);
    await expect(restoreDatabase(target, first)).rejects.toThrow(/already has data.*--replace/);
    await target.db.execute(sql`delete from contact_messages`);
    await target.db.execute(
      sql`insert into contact_messages (name, email, message) values ('New', 'new@example.com', 'x')`,
    );
    await restoreDatabase(target, first, { replace: true });
    expect(backupContent(await dumpDatabase(target))).toBe(backupContent(before));
  });

  it("rolls the whole restore back when a row is refused", async () => {
    const before = await dumpDatabase(target);
    // A session whose user is not in the backup breaks the foreign key after other tables went in.
    const broken = first.replace(`"user_id": "${OTHER_ID}"`, `"user_id": "00000000-0000-4000-8000-00000000dead"`);
    expect(broken).not.toBe(first);
    await expect(restoreDatabase(target, broken, { replace: true })).rejects.toThrow();
    expect(backupContent(await dumpDatabase(target))).toBe(backupContent(before));
  });

  it("rejects files that are not a backup of this site, or come from a newer version", async () => {
    await expect(restoreDatabase(target, "not json", { replace: true })).rejects.toThrow(/not valid JSON/);
    await expect(restoreDatabase(target, '{"format":"other"}', { replace: true })).rejects.toThrow(
      /not a usable backup/,
    );
    const newer = first.replace(/"migration":\{"count":\d+/, '"migration":{"count":999');
    await expect(restoreDatabase(target, newer, { replace: true })).rejects.toThrow(/newer version/);
    const strange = first.replace('"tables":{', '"tables":{"nope":[],');
    await expect(restoreDatabase(target, strange, { replace: true })).rejects.toThrow(/does not know: nope/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the backup commands", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });
  const env = (extra: Record<string, string>) => ({ PATH: process.env.PATH, LOG_LEVEL: "silent", ...extra });

  it("npm run db:pglite-to-postgres moves the embedded data to a server; db:backup and db:restore move it on", async () => {
    const pgliteDir = tempDataDir("site-backup-");
    const embedded = await openDatabase({ kind: "pglite", dir: pgliteDir });
    await seed(embedded.db);
    const original = await dumpDatabase(embedded);
    await embedded.close();

    const [server, other] = await Promise.all([1, 2].map(() => createScratchPostgres(process.env.TEST_DATABASE_URL!)));
    cleanups.push(server!.drop, other!.drop);
    const moved = await run(process.execPath, ["scripts/db-pglite-to-postgres.ts"], {
      cwd: root,
      env: env({ PGLITE_DIR: pgliteDir, DATABASE_URL: server!.url }),
    });
    expect(moved.stdout).toMatch(/Moved \d+ rows .* verified/);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-")), "backup.json");
    await run(process.execPath, ["scripts/db-backup.ts", file], { cwd: root, env: env({ DATABASE_URL: server!.url }) });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(backupContent(fs.readFileSync(file, "utf8"))).toBe(backupContent(original));

    // A database with data is refused, with the way out in the message.
    const refused = run(process.execPath, ["scripts/db-restore.ts", file], {
      cwd: root,
      env: env({ DATABASE_URL: server!.url }),
    });
    await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--replace") });

    const restored = await run(process.execPath, ["scripts/db-restore.ts", file], {
      cwd: root,
      env: env({ DATABASE_URL: other!.url }),
    });
    expect(restored.stdout).toMatch(/Restored \d+ rows into postgres/);
    // Two connections at least: migrating at open holds one for the advisory lock.
    const back = await openDatabase({ kind: "postgres", url: other!.url, poolMax: 2 });
    try {
      expect(backupContent(await dumpDatabase(back))).toBe(backupContent(original));
    } finally {
      await back.close();
    }
  }, 180_000);
});

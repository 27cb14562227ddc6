import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";

let template: Blob | undefined;

/**
 * An in-memory PGlite started from the migrated template the run made once (tests/setup/pglite-template.ts):
 * ~0.6 s where initdb and every migration take ~3 s, for each of the suite's many databases.
 */
export function openPgliteForTest(): Promise<Database> {
  template ??= new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
  return openDatabase({ kind: "pglite", dir: null, loadDataDir: template });
}

/**
 * The databases a data-layer test runs on: in-memory PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (each `open()` gets a fresh database of its own, dropped on close).
 */
export type TestDatabaseTarget = { name: "pglite" | "postgres"; open: () => Promise<Database> };

export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: "pglite", open: openPgliteForTest }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: "postgres", open: () => openFreshPostgres(url) });
  return targets;
}

/** Creates an empty database next to TEST_DATABASE_URL's; returns its URL and a function that drops it. */
export async function createScratchPostgres(baseUrl: string) {
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function openFreshPostgres(baseUrl: string): Promise<Database> {
  const scratch = await createScratchPostgres(baseUrl);
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

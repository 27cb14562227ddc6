import fs from "node:fs";
import { inject } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
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

/** Two handles on one database, as two server processes would have (on PGlite, one handle twice). */
export type DatabasePair = { a: Database; b: Database; close: () => Promise<void> };

/** Like testDatabaseTargets, with two handles on each database: for what must happen once per database. */
export function testDatabasePairs(): { name: "pglite" | "postgres"; open: () => Promise<DatabasePair> }[] {
  const targets: { name: "pglite" | "postgres"; open: () => Promise<DatabasePair> }[] = [
    {
      name: "pglite",
      open: async () => {
        const db = await openPgliteForTest();
        return { a: db, b: db, close: () => db.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      name: "postgres",
      open: async () => {
        const scratch = await createScratchPostgres(url);
        const a = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 4 });
        const b = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 4 });
        return {
          a,
          b,
          close: async () => {
            await a.close();
            await b.close();
            await scratch.drop();
          },
        };
      },
    });
  }
  return targets;
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an empty, fully migrated PGlite (tests/db.ts starts each test database from it). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: migrates one in-memory PGlite through the site's own open path and dumps its data
 * folder to a file once per run. Loading that dump takes ~0.6 s; initdb and every migration ~3 s.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: "pglite", dir: null });
  // Drizzle's PGlite driver keeps its client here; the dump is PGlite's own API.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pglite-template-"));
  const file = path.join(dir, "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

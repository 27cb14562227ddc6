// `npm run db:restore -- <file> [--replace]`: loads a backup made by `npm run db:backup` (from PGlite
// or PostgreSQL) into the configured database, in one transaction. The database must be empty unless
// --replace is given, which empties every table first. On PGlite stop the server first; on PostgreSQL
// running instances drop their cached pages when the restore commits.
import fs from "node:fs";
import { ConfigError, loadConfig } from "#server/config.ts";
import { BackupError, restoreDatabase } from "#server/db/backup.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";

const args = process.argv.slice(2);
const replace = args.includes("--replace");
const files = args.filter((a) => a !== "--replace");
if (files.length !== 1 || files[0]!.startsWith("--")) {
  console.error("Usage: npm run db:restore -- <file.json> [--replace]");
  process.exit(2);
}

try {
  const config = loadConfig();
  const text = fs.readFileSync(files[0]!, "utf8");
  const database = await openConfiguredDatabase(config, 2);
  try {
    const summary = await restoreDatabase(database, text, { replace });
    const total = summary.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Restored ${total} rows into ${database.kind}${replace ? " (replacing its data)" : ""}:`);
    for (const t of summary.tables) console.log(`  ${t.name.padEnd(24)} ${t.rows}`);
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? (error as Error).message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}

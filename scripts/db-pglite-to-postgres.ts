// `npm run db:pglite-to-postgres [-- --replace]`: moves the embedded database (PGLITE_DIR) to the
// PostgreSQL server at DATABASE_URL: dump, restore in one transaction, then dump the server again and
// check that both hold the same data. Stop the server first (PGlite takes one process at a time);
// afterwards keep DATABASE_URL set and start the server: it now uses PostgreSQL.
import { ConfigError, loadConfig } from "#server/config.ts";
import { BackupError, backupContent, dumpDatabase, restoreDatabase } from "#server/db/backup.ts";
import { openDatabase } from "#server/db/client.ts";

const args = process.argv.slice(2);
const replace = args.includes("--replace");
if (args.some((a) => a !== "--replace")) {
  console.error("Usage: npm run db:pglite-to-postgres [-- --replace]   (PGLITE_DIR → DATABASE_URL)");
  process.exit(2);
}

try {
  const config = loadConfig();
  if (!config.DATABASE_URL)
    throw new ConfigError(["DATABASE_URL: set it to the PostgreSQL server to move the data to"]);
  const source = await openDatabase({ kind: "pglite", dir: config.PGLITE_DIR });
  let text: string;
  try {
    text = await dumpDatabase(source);
  } finally {
    await source.close();
  }
  const target = await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolMax: 2 });
  try {
    const summary = await restoreDatabase(target, text, { replace });
    if (backupContent(await dumpDatabase(target)) !== backupContent(text)) {
      throw new Error("the data read back from PostgreSQL differs from the embedded database's");
    }
    const total = summary.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Moved ${total} rows from ${config.PGLITE_DIR} to PostgreSQL, verified:`);
    for (const t of summary.tables) console.log(`  ${t.name.padEnd(24)} ${t.rows}`);
    console.log(`The embedded data at ${config.PGLITE_DIR} is untouched; keep DATABASE_URL set from now on.`);
  } finally {
    await target.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupError;
  console.error(known ? (error as Error).message : `Migration to PostgreSQL failed: ${(error as Error).message}`);
  process.exit(1);
}

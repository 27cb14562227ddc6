// `npm run db:backup -- <file>` (or `-` for stdout): writes a portable JSON backup of every table of
// the configured database (PGlite at PGLITE_DIR, or PostgreSQL at DATABASE_URL). On PGlite stop the
// server first (the embedded database takes one process at a time); on PostgreSQL it runs alongside,
// from one consistent snapshot. The file holds personal data: it is created readable by its owner only.
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { dumpDatabase } from "#server/db/backup.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";

const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error("Usage: npm run db:backup -- <file.json>   (use - to write to stdout)");
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 2);
  try {
    const text = await dumpDatabase(database);
    if (target === "-") {
      process.stdout.write(text);
    } else {
      // Written next to the target and renamed, so a failed run never leaves half a backup.
      const file = path.resolve(target);
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, text, { mode: 0o600 });
      fs.renameSync(partial, file);
      const rows = (text.match(/\n\{/g) ?? []).length;
      console.error(`Backup of ${database.kind} written to ${file} (${rows} rows, ${text.length} bytes).`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
}

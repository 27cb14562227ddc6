// `npm run mail:pending`: prints the mail still in the outbox (pending, being sent, given up, or whose
// delivery is unknown: sent whole, never confirmed, not repeated), e.g.
// confirmation links on the embedded defaults where no SMTP server is configured. On PGlite, stop the
// server first (the embedded database takes one process at a time); on PostgreSQL it runs alongside.
import { ConfigError, loadConfig } from "#server/config.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";
import { createOutbox } from "#server/services/outbox.ts";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 2);
  const rows = await createOutbox(database.db).unsent();
  await database.close();
  if (rows.length === 0) console.log("No mail waiting.");
  for (const row of rows) {
    console.log(`────────────────────────────────────────────────────────────
${row.status.toUpperCase()}  ${row.createdAt.toISOString()}  attempts: ${row.attempts}${row.lastError ? `  last error: ${row.lastError}` : ""}
To: ${row.toAddress}${row.replyTo ? `\nReply-To: ${row.replyTo}` : ""}
Subject: ${row.subject}

${row.textBody}`);
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Could not read the outbox: ${(error as Error).message}`,
  );
  process.exit(1);
}

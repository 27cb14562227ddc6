// `npm run db:migrate`: applies pending migrations to the configured database and exits. The server
// also migrates at start; this is for deploy pipelines that migrate before rolling out instances.
import { ConfigError, loadConfig } from "#server/config.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 2);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}

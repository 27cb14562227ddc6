// `npm run content:export -- [folder]` (default ./content-export): writes what the owner published in
// the admin's Site content, one JSON file per module and language (`hero.en.json`, `hero.ar.json`…),
// plus `versions.json` saying which version each file is. For the owner's own backup or version
// control; the files under content/ stay the defaults a fresh install shows. Modules never published
// are left out (their text is the files'). On PGlite stop the server first (one process at a time).
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openConfiguredDatabase } from "#server/db/client.ts";
import { createContentVersionService } from "#server/services/content-version.ts";
import { createSiteContentService } from "#server/services/site-content.ts";

if (process.argv.length > 3) {
  console.error("Usage: npm run content:export -- [folder]");
  process.exit(2);
}
const folder = path.resolve(process.argv[2] ?? "content-export");

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 2);
  try {
    const content = createSiteContentService(database, createContentVersionService(database));
    await content.load();
    const published = content.publishedDocuments();
    fs.mkdirSync(folder, { recursive: true });
    const versions: Record<string, { version: number; publishedAt: string; publishedBy: string }> = {};
    for (const { name, document, version, publishedAt, publishedBy } of published) {
      for (const locale of ["en", "ar"] as const) {
        fs.writeFileSync(path.join(folder, `${name}.${locale}.json`), `${JSON.stringify(document[locale], null, 2)}\n`);
      }
      versions[name] = { version, publishedAt, publishedBy };
    }
    fs.writeFileSync(path.join(folder, "versions.json"), `${JSON.stringify(versions, null, 2)}\n`);
    for (const { name, problem } of content.problems()) {
      console.error(`Note: ${name} was exported as published, but it no longer fits the site (${problem}).`);
    }
    console.error(`Exported ${published.length} published module(s) to ${folder}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Export failed: ${(error as Error).message}`);
  process.exit(1);
}

// `npm run size`: the JavaScript a first visit to each page loads (every <script src> and
// modulepreload in the server-rendered HTML), gzipped, against the budget. Runs the built server.
import { gzipSync } from "node:zlib";
import { assertBuilt, startServer, tempDataDir } from "#tests/server-process.ts";

const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 150);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];

assertBuilt();
// A generous start-up limit: on a busy machine the first PGlite migration alone can take half a minute.
const server = await startServer({ PGLITE_DIR: tempDataDir("site-size-"), LOG_LEVEL: "warn" }, 120_000);
let failed = false;
try {
  for (const page of pages) {
    const html = await (await fetch(server.url + page)).text();
    const urls = new Set<string>();
    for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"]+\.m?js)"/g)) urls.add(m[1]!);
    // React Router's hydration script imports route modules by path; count those too.
    for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
      urls.add(m[1]!);
    let total = 0;
    const rows: string[] = [];
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(server.url + url)).arrayBuffer());
      const gz = gzipSync(body, { level: 9 }).length;
      total += gz;
      rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${url}`);
    }
    const kb = total / 1024;
    console.log(`${page}: ${urls.size} scripts, ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
    console.log(rows.sort().reverse().join("\n"));
    if (kb > BUDGET_KB) failed = true;
  }
} finally {
  await server.stop();
}
if (failed) {
  console.error("Over the JavaScript budget.");
  process.exit(1);
}

// `npm run size`: the JavaScript a first visit to each page loads (every <script src>, and every
// chunk the hydration script preloads or imports, in the server-rendered HTML), gzipped, against the budget. Runs the built server.
// It also reports (unbudgeted) all the JavaScript the page loads in Chromium once scrolled to the
// bottom, so code deferred until a section is near the viewport is counted too.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#harness/chromium.ts";
import { assertBuilt, startServer, tempDataDir } from "#harness/server-process.ts";

// 124.3 KB measured once the framework and the shell are a file each (issue #46, decision 046).
const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 126);
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/ar"];

assertBuilt();
// A generous start-up limit: on a busy machine the first PGlite migration alone can take half a minute.
const server = await startServer({ PGLITE_DIR: tempDataDir("site-size-"), LOG_LEVEL: "warn" }, 120_000);
let failed = false;
try {
  for (const page of pages) {
    const html = await (await fetch(server.url + page)).text();
    const urls = new Set<string>();
    for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"]+\.m?js)"/g)) urls.add(m[1]!);
    // The hydration script (React Router's, as app/lib/paint-first.server.ts rewrites it) names every
    // chunk it preloads and imports; its manifest, which also lists other routes' files, is left out.
    for (const script of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
      const code = script[1]!.replace(/window\.__reactRouterManifest = \{[\s\S]*?\n\};/, "");
      for (const m of code.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]!);
    }
    let total = 0;
    const rows: string[] = [];
    for (const url of urls) {
      const gz = await gzippedSize(server.url + url);
      total += gz;
      rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${url}`);
    }
    const kb = total / 1024;
    console.log(`${page}: ${urls.size} scripts, ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
    console.log(rows.sort().reverse().join("\n"));
    const scrolled = await scriptsAfterScrolling(server.url + page);
    let scrolledTotal = 0;
    for (const url of scrolled) scrolledTotal += await gzippedSize(url);
    console.log(
      `${page} scrolled to the bottom: ${scrolled.size} scripts, ${(scrolledTotal / 1024).toFixed(1)} KB gzipped (not budgeted)`,
    );
    if (kb > BUDGET_KB) failed = true;
  }
} finally {
  await server.stop();
}

async function gzippedSize(url: string) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

/** Every script Chromium loads for the page while it is scrolled, a screen at a time, to the bottom. */
async function scriptsAfterScrolling(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = new Set<string>();
    tab.on("response", (response) => {
      if (response.request().resourceType() === "script" || /\.m?js(\?|$)/.test(response.url()))
        scripts.add(response.url());
    });
    await tab.goto(url, { waitUntil: "networkidle" });
    for (let step = 0; step < 100; step++) {
      const atBottom = await tab.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await tab.waitForTimeout(150);
      if (atBottom) break;
    }
    await tab.waitForLoadState("networkidle");
    return scripts;
  } finally {
    await browser.close();
  }
}
if (failed) {
  console.error("Over the JavaScript budget.");
  process.exit(1);
}

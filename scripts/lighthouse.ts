// `npm run lighthouse [-- /path ...]`: Lighthouse (mobile, the default config) against the built
// server on loopback with Debian's Chromium; prints the four category scores for each page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/chromium.ts";
import { assertBuilt, startServer, tempDataDir } from "#tests/server-process.ts";

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

assertBuilt();
const server = await startServer({ PGLITE_DIR: tempDataDir("site-lh-"), LOG_LEVEL: "warn" });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const results: Record<string, Record<string, number>> = {};
try {
  for (const page of pages) {
    const run = await lighthouse(server.url + page, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
    results[page] = Object.fromEntries(
      categories.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(run.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => `    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    if (failing.length > 0) console.log(`${page} audits below 90:\n${failing.join("\n")}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log("\n| page | Performance | Accessibility | Best Practices | SEO |\n|---|---:|---:|---:|---:|");
for (const [page, s] of Object.entries(results)) {
  console.log(`| ${page} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} |`);
}

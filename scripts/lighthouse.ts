// `npm run lighthouse [-- /path ...]`: Lighthouse (mobile, the default config) against the built
// server on loopback with Debian's Chromium; prints the four category scores for each page. By default
// the four pages issue #9 budgets: /, a blog article (seeded), /tools and /islamic-fintech, and their
// Arabic editions issue #18 budgets the same (/ar, /ar/tools, /ar/islamic-fintech and the seeded
// Arabic article), with the live-data providers faked on loopback (harness/fake-upstream.ts) so nothing
// leaves the machine.
// Each page gets one uncounted run first (a warm server), then LIGHTHOUSE_RUNS counted ones (default 5);
// the table shows the median and the range. LIGHTHOUSE_REPORT_DIR=dir also writes every run's full
// report (JSON) and its trace there.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#harness/chromium.ts";
import { calibratedSlowdown } from "#harness/cpu-slowdown.ts";
import { startFakeUpstream } from "#harness/fake-upstream.ts";
import { assertBuilt, startServer, tempDataDir } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { median } from "./lib/median.ts";
import { ARABIC_ARTICLE_SLUG, ARTICLE_SLUG, seedArticle } from "./seed-article.ts";

const pages =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        "/",
        `/blog/${ARTICLE_SLUG}`,
        "/tools",
        "/islamic-fintech",
        "/ar",
        `/ar/blog/${ARABIC_ARTICLE_SLUG}`,
        "/ar/tools",
        "/ar/islamic-fintech",
      ];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

assertBuilt();
const dataDir = tempDataDir("site-lh-");
await seedArticle(await openDatabase({ kind: "pglite", dir: dataDir }));
const upstream = await startFakeUpstream();
const server = await startServer({ PGLITE_DIR: dataDir, LOG_LEVEL: "warn", ...upstream.env() }, 120_000);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
// Lighthouse's own advice on variance: run several times and take the median.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// Lighthouse's 4× CPU slowdown assumes a host with a BenchmarkIndex of 1500–2000 (its docs/throttling.md);
// the table prints what this host measured, so figures from different machines can be compared.
// LIGHTHOUSE_CPU_SLOWDOWN=calibrated instead slows the CPU by what this host calls for to stand for
// the same mid-tier phone (Lighthouse's calculator, below), from the median BenchmarkIndex of the
// uncounted runs, one slowdown for the whole run; a number sets the slowdown itself. Unset, every run
// is Lighthouse's default mobile run.
const slowdownSetting = process.env.LIGHTHOUSE_CPU_SLOWDOWN || undefined;
const benchmarkIndexes: number[] = [];
const results: Record<string, Record<string, number[]>> = {};
let cpuSlowdownMultiplier: number | undefined;
try {
  // A deployed site answers from warm code, its page cache and its live-data cache (filled by the
  // browsers before): the very first visit after a start is not what a visitor meets, so each page
  // gets one uncounted run first.
  const warmIndexes: number[] = [];
  for (const page of pages) {
    const warm = await lighthouse(server.url + page, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (warm) warmIndexes.push(warm.lhr.environment.benchmarkIndex);
  }
  if (slowdownSetting !== undefined) {
    cpuSlowdownMultiplier =
      slowdownSetting === "calibrated" ? calibratedSlowdown(median(warmIndexes)) : Number(slowdownSetting);
    if (!(cpuSlowdownMultiplier > 0)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN=${slowdownSetting}: no slowdown`);
  }
  for (const page of pages) {
    results[page] = Object.fromEntries(categories.map((c) => [c, [] as number[]]));
    let retries = 3;
    for (let i = 1; i <= runs; i++) {
      const run = await lighthouse(server.url + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (run.lhr.runtimeError && retries-- > 0) {
        // A trace Lighthouse itself could not read (NO_NAVSTART now and then): that run is repeated.
        console.log(`${page} run ${i}: ${run.lhr.runtimeError.code}, repeated`);
        i--;
        continue;
      }
      benchmarkIndexes.push(run.lhr.environment.benchmarkIndex);
      for (const c of categories) results[page]![c]!.push(Math.round((run.lhr.categories[c]?.score ?? 0) * 100));
      const failing = Object.values(run.lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => `    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      if (failing.length > 0) console.log(`${page} run ${i} audits below 90:\n${failing.join("\n")}`);
      const metric = (id: string) => run.lhr.audits[id]?.displayValue ?? "–";
      console.log(
        `${page} run ${i}: Performance ${results[page]!.performance!.at(-1)}, FCP ${metric("first-contentful-paint")}, ` +
          `LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, ` +
          `CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`,
      );
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const name = page.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "root";
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${i}.json`), JSON.stringify(run.lhr));
        // The trace behind the figures (open it in DevTools' Performance panel): the score says what, the
        // trace says why.
        const trace = (run.artifacts as { Trace?: unknown }).Trace;
        if (trace)
          fs.writeFileSync(
            path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${i}.trace.json`),
            JSON.stringify(trace),
          );
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  await upstream.close();
}
const cell = (values: number[]) =>
  values.length === 1 ? `${values[0]}` : `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
console.log(
  `\nMedian of ${runs} run${runs === 1 ? "" : "s"} per page (range in brackets); host BenchmarkIndex ` +
    `${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–` +
    `${Math.round(Math.max(...benchmarkIndexes))})` +
    (cpuSlowdownMultiplier === undefined
      ? "; CPU slowdown 4× (Lighthouse's default)"
      : `; CPU slowdown ${cpuSlowdownMultiplier.toFixed(1)}× (LIGHTHOUSE_CPU_SLOWDOWN=${slowdownSetting})`) +
    "\n\n" +
    "| page | Performance | Accessibility | Best Practices | SEO |\n|---|---:|---:|---:|---:|",
);
for (const [page, s] of Object.entries(results)) {
  console.log(
    `| ${page} | ${cell(s.performance!)} | ${cell(s.accessibility!)} | ${cell(s["best-practices"]!)} | ${cell(s.seo!)} |`,
  );
}

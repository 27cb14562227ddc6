// `npm run long-tasks [-- /path ...]`: the main-thread work a first visit costs a phone, measured
// directly rather than simulated. Loads each page in Debian's Chromium at a phone's viewport with the
// CPU slowed 4× (DevTools throttling, as Lighthouse's default stands for a mid-tier phone), records the
// long tasks (PerformanceObserver) from the first contentful paint until 6 s after load, and prints the
// median over LONG_TASKS_RUNS loads (default 8) of their total and of the blocking part (what each task
// spends over 50 ms: Lighthouse's Total Blocking Time, without its simulation). Far less noisy than
// Lighthouse on a shared host, so it is the way to compare two builds:
// LONG_TASKS_AGAINST=http://127.0.0.1:PORT (another build's server, started by hand) loads the same
// pages there too, alternating, so drift falls on both alike. Runs the built server (PGlite).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/chromium.ts";
import { assertBuilt, startServer, tempDataDir } from "#tests/server-process.ts";

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/ar", "/tools", "/islamic-fintech"];
const runs = Number(process.env.LONG_TASKS_RUNS ?? 8);
const SLOWDOWN = 4;
const SETTLE_MS = 6_000;

type Load = { blocking: number; total: number };

assertBuilt();
const server = await startServer({ PGLITE_DIR: tempDataDir("site-long-tasks-"), LOG_LEVEL: "warn" }, 120_000);
const bases = [server.url, ...(process.env.LONG_TASKS_AGAINST ? [process.env.LONG_TASKS_AGAINST] : [])];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    const counted = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return {
      blocking: counted.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      total: counted.reduce((sum, duration) => sum + duration, 0),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  console.log(
    `| page | server | blocking (median ms) | long tasks (median ms) | blocking, every load |\n|---|---|---:|---:|---|`,
  );
  for (const path of pages) {
    const loads = new Map<string, Load[]>(bases.map((base) => [base, []]));
    // One uncounted round: warm code, page cache and live-data cache, as a visitor meets them.
    for (const base of bases) await load(base + path);
    for (let i = 0; i < runs; i++) for (const base of bases) loads.get(base)!.push(await load(base + path));
    for (const [base, results] of loads) {
      const name = base === server.url ? "this build" : base;
      const blocking = results.map((r) => Math.round(r.blocking));
      console.log(
        `| ${path} | ${name} | ${median(blocking)} | ${Math.round(median(results.map((r) => r.total)))} | ${blocking.join(", ")} |`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

// `npm run long-tasks [-- /path ...]`: the main-thread work a first visit costs a phone, measured
// directly rather than simulated. Loads each page in Debian's Chromium at a phone's viewport with the
// CPU slowed 4× (DevTools throttling, as Lighthouse's default stands for a mid-tier phone), records the
// long tasks (PerformanceObserver) from the first contentful paint until 6 s after load, and prints the
// median over LONG_TASKS_RUNS loads (default 8) of their total and of the blocking part (what each task
// spends over 50 ms: Lighthouse's Total Blocking Time, without its simulation). Far less noisy than
// Lighthouse on a shared host, so it is the way to compare two builds:
// LONG_TASKS_AGAINST=http://127.0.0.1:PORT (another build's server, started by hand) loads the same
// pages there too, alternating, so drift falls on both alike. Runs the built server (PGlite).
//
// A second table says where that time goes, from the same loads' long animation frames (Chromium's
// Long Animation Frames API, frames over 50 ms after the first paint): the scripts it names, by file
// (the largest one shown), style and layout, and the rest, which is mostly the parsing of the
// document and the evaluation of modules that a dynamic import started (the API names no script for it).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#harness/chromium.ts";
import { assertBuilt, startServer, tempDataDir } from "#harness/server-process.ts";
import { median } from "./lib/median.ts";

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/ar", "/tools", "/islamic-fintech"];
const runs = Number(process.env.LONG_TASKS_RUNS ?? 8);
const SLOWDOWN = 4;
const SETTLE_MS = 6_000;

/** Where one load's long animation frames went, in ms. */
type FrameTime = { frames: number; scripts: Map<string, number>; styleAndLayout: number; rest: number };
type Load = { blocking: number; total: number; frames: FrameTime };

/** What the page reports of a long animation frame (`PerformanceLongAnimationFrameTiming`). */
type LongFrame = {
  startTime: number;
  duration: number;
  styleAndLayoutStart: number;
  scripts: { sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[];
};

/** A script's file without its content hash ("entry.client"), or "the page" for its inline scripts. */
function scriptSource(url: string, page: string): string {
  if (!url || url === page) return "the page";
  return (new URL(url).pathname.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, "");
}

function frameTime(frames: LongFrame[], page: string): FrameTime {
  const time: FrameTime = { frames: 0, scripts: new Map(), styleAndLayout: 0, rest: 0 };
  for (const frame of frames) {
    const end = frame.startTime + frame.duration;
    let scripts = 0;
    let styleAndLayout = frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0;
    for (const script of frame.scripts) {
      const source = scriptSource(script.sourceURL, page);
      time.scripts.set(source, (time.scripts.get(source) ?? 0) + script.duration);
      scripts += script.duration;
      styleAndLayout += script.forcedStyleAndLayoutDuration;
    }
    time.frames += frame.duration;
    time.styleAndLayout += styleAndLayout;
    time.rest += Math.max(0, frame.duration - scripts - styleAndLayout);
  }
  return time;
}

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
      const frames: unknown[] = [];
      Object.assign(window, { longTasks: tasks, longFrames: frames });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) frames.push(entry.toJSON());
      }).observe({ type: "long-animation-frame", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const { tasks, frames, fcp } = await page.evaluate(() => {
      const recorded = window as unknown as { longTasks: [number, number][]; longFrames: LongFrame[] };
      return {
        tasks: recorded.longTasks,
        frames: recorded.longFrames,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      };
    });
    const counted = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return {
      blocking: counted.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      total: counted.reduce((sum, duration) => sum + duration, 0),
      frames: frameTime(
        frames.filter((frame) => frame.startTime >= fcp),
        url,
      ),
    };
  } finally {
    await context.close();
  }
}

const breakdown: string[] = [];
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
      const frames = results.map((r) => r.frames);
      const sources = new Set(frames.flatMap((f) => [...f.scripts.keys()]));
      const bySource = [...sources]
        .map((source) => [source, median(frames.map((f) => f.scripts.get(source) ?? 0))] as const)
        .sort((a, b) => b[1] - a[1]);
      const scripts = median(frames.map((f) => [...f.scripts.values()].reduce((sum, ms) => sum + ms, 0)));
      breakdown.push(
        `| ${path} | ${name} | ${Math.round(median(frames.map((f) => f.frames)))} | ${Math.round(scripts)} | ` +
          `${bySource.length > 0 ? `${bySource[0]![0]} ${Math.round(bySource[0]![1])}` : "–"} | ` +
          `${Math.round(median(frames.map((f) => f.styleAndLayout)))} | ${Math.round(median(frames.map((f) => f.rest)))} |`,
      );
    }
  }
  console.log(
    "\nWhere the long animation frames' time went (median ms):\n\n" +
      "| page | server | long frames | scripts | largest script source | style and layout | the rest |\n" +
      `|---|---|---:|---:|---|---:|---:|\n${breakdown.join("\n")}`,
  );
} finally {
  await browser.close();
  await server.stop();
}

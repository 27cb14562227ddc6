import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentJob, RenderedPage } from "#plumbing/render-job.ts";
import type { Logger } from "#server/logger.ts";
import { createRenderPool, type RenderPool } from "./render-pool.ts";

vi.setConfig({ testTimeout: 30_000 });

// Stand-in builds for the render thread: an entry module whose render is whatever the test needs
// (the real build's parity is tests/server/render-threads.test.ts).
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "render-pool-"));
const fakeBuild = (name: string, renderJob: string) => {
  const file = path.join(folder, `${name}.mjs`);
  fs.writeFileSync(
    file,
    `export const entry = { module: { async prepareRenderThread() {}, renderJob: ${renderJob} } };\n`,
  );
  return file;
};
/**
 * Renders `<p>{url}</p>` (after a script with the job's nonce when `state.script`), after holding its
 * thread busy for `state.busyMs`; exits its thread when asked.
 */
const PAGE_BUILD = fakeBuild(
  "page",
  `(job) => {
    const until = Date.now() + (job.state.busyMs ?? 0);
    while (Date.now() < until) {}
    if (job.state.exit) process.exit(3);
    if (job.state.suspend) return undefined;
    const script = job.state.script ? '<script nonce="' + job.nonce + '">go()</script>' : "";
    return Promise.resolve(Buffer.from(script + "<p>" + job.url + "</p>".repeat(job.state.repeat ?? 1)));
  }`,
);

const job = (state: Record<string, unknown> = {}, url = "http://site.test/"): DocumentJob => ({
  url,
  nonce: "n",
  state: { matches: [], ...state },
  isSpaMode: false,
});

const logs: { level: string; message: string }[] = [];
const logger = Object.fromEntries(
  ["info", "warn", "error"].map((level) => [
    level,
    (_fields: unknown, message: string) => logs.push({ level, message }),
  ]),
) as unknown as Logger;

const pools: RenderPool[] = [];
const pool = (options: { buildPath?: string; threads?: number; jobTimeoutMs?: number } = {}) => {
  const created = createRenderPool({
    buildPath: options.buildPath ?? PAGE_BUILD,
    clientDir: folder,
    threads: options.threads ?? 1,
    logger,
    jobTimeoutMs: options.jobTimeoutMs,
  });
  pools.push(created);
  return created;
};
const until = async (condition: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const text = (page: RenderedPage | undefined) => (page ? Buffer.from(page.html).toString() : undefined);

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
  logs.length = 0;
});

describe("createRenderPool", () => {
  it("renders a page on a render thread and sends its bytes back", async () => {
    const renders = pool();
    expect(renders.ready).toBe(0);
    await renders.started(20_000);
    expect(renders.ready).toBe(1);
    expect(text(await renders.render(job({ repeat: 3 }, "http://site.test/tools")))).toBe(
      "<p>http://site.test/tools</p></p></p>",
    );
    expect(renders.counts).toEqual({ threads: 1, handedBack: 0 });
  });

  it("keeps the request thread free while a page renders: its event loop turns all the time", async () => {
    const renders = pool();
    await until(() => renders.ready === 1);
    // The thread is busy for 600 ms; on this thread, timers keep firing meanwhile. Rendered here,
    // the first timer would wait the whole 600 ms.
    const rendering = renders.render(job({ busyMs: 600 }));
    const gaps: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const page = await rendering;
    clearInterval(ticker);
    expect(text(page)).toBe("<p>http://site.test/</p>");
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.max(...gaps)).toBeLessThan(300);
  });

  it.runIf(process.platform === "linux")("runs its threads at a lower priority than the request thread", async () => {
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    const threadNices = () =>
      fs.readdirSync("/proc/self/task").map((id) => niceOf(fs.readFileSync(`/proc/self/task/${id}/stat`, "utf8")));
    expect(threadNices()).not.toContain(10);
    const renders = pool();
    await renders.started(20_000);
    expect(niceOf(fs.readFileSync("/proc/thread-self/stat", "utf8"))).toBe(0);
    expect(threadNices()).toContain(10);
  });

  it("shares the work between threads: the one with the fewest jobs gets the next", async () => {
    const renders = pool({ threads: 2 });
    await until(() => renders.ready === 2);
    const started = performance.now();
    const pages = await Promise.all([renders.render(job({ busyMs: 500 })), renders.render(job({ busyMs: 500 }))]);
    // Two threads at once on two cores; one after the other would take a second at least.
    expect(performance.now() - started).toBeLessThan(950);
    expect(pages.map(text)).toEqual(["<p>http://site.test/</p>", "<p>http://site.test/</p>"]);
  });

  it("hands a page back to the request thread when it suspended there, or its data cannot cross", async () => {
    const renders = pool();
    await until(() => renders.ready === 1);
    expect(await renders.render(job({ suspend: true }))).toBeUndefined();
    expect(await renders.render(job({ action: () => "a function" }, "http://site.test/odd"))).toBeUndefined();
    expect(await renders.render(job({ action: () => "again" }, "http://site.test/odd"))).toBeUndefined();
    expect(renders.counts).toEqual({ threads: 0, handedBack: 3 });
    // Said once per page, not once per request.
    expect(logs.filter((log) => log.message.startsWith("data cannot cross"))).toHaveLength(1);
    expect(text(await renders.render(job()))).toBe("<p>http://site.test/</p>");
  });

  it("replaces a thread that dies, handing its page back", async () => {
    const renders = pool();
    await until(() => renders.ready === 1);
    expect(await renders.render(job({ exit: true }))).toBeUndefined();
    expect(logs.some((log) => log.message === "render thread stopped: starting another")).toBe(true);
    await until(() => renders.ready === 1);
    expect(text(await renders.render(job()))).toBe("<p>http://site.test/</p>");
  });

  it("replaces a thread that takes too long, and the page is rendered on the request thread", async () => {
    const renders = pool({ jobTimeoutMs: 200 });
    await until(() => renders.ready === 1);
    expect(await renders.render(job({ busyMs: 2_000 }))).toBeUndefined();
    expect(logs.some((log) => log.message === "render thread too slow: replaced")).toBe(true);
    await until(() => renders.ready === 1);
    expect(text(await renders.render(job()))).toBe("<p>http://site.test/</p>");
  });

  it("gives up a thread that cannot start, once, and every page renders on the request thread", async () => {
    const renders = pool({ buildPath: path.join(folder, "no-such-build.mjs") });
    const asked = performance.now();
    await renders.started(20_000);
    // Settled by giving up, not by the wait running out.
    expect(performance.now() - asked).toBeLessThan(15_000);
    expect(logs.filter((log) => log.level === "error" && log.message.includes("could not start"))).toHaveLength(1);
    expect(renders.ready).toBe(0);
    expect(await renders.render(job())).toBeUndefined();
  });

  it("sends the page back once with the copies asked for, made on the thread (decision 045)", async () => {
    const renders = pool();
    await until(() => renders.ready === 1);
    const page = job({ script: true, repeat: 400 });
    const html = `<script nonce="n">go()</script><p>http://site.test/${"</p>".repeat(400)}`;
    const stored = html.replace(' nonce="n"', "");

    // A page the cache does not store: its answer, compressed as the request accepts.
    const answer = await renders.render(page, { encoding: "br" });
    expect(text(answer)).toBe(html);
    expect(answer?.copies?.stored).toBeUndefined();
    expect(answer?.copies?.encoded?.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(answer!.copies!.encoded!.bytes).toString()).toBe(html);

    // An address's first render the cache stores: the page without the nonce, and its two encodings; no
    // answer of its own (the cache answers from what it stores).
    const first = await renders.render(page, { store: "first", encoding: "br" });
    expect(text(first)).toBe(html);
    expect(first?.copies?.encoded).toBeUndefined();
    expect(Buffer.from(first!.copies!.stored!.identity).toString()).toBe(stored);
    expect(zlib.brotliDecompressSync(first!.copies!.stored!.br!).toString()).toBe(stored);
    expect(zlib.gunzipSync(first!.copies!.stored!.gzip!).toString()).toBe(stored);

    // A refresh: the page without the nonce only (the cache packs it at the highest levels, or keeps its copies).
    const refresh = await renders.render(page, { store: "refresh" });
    expect(Buffer.from(refresh!.copies!.stored!.identity).toString()).toBe(stored);
    expect(refresh?.copies?.stored?.br).toBeUndefined();

    // Too small to be worth compressing: nothing made.
    expect((await renders.render(job(), { encoding: "gzip" }))?.copies).toBeUndefined();
    expect(renders.counts).toEqual({ threads: 4, handedBack: 0 });
  });

  it("compresses a page on a thread, or on this one when no thread is ready", async () => {
    const page = Buffer.from("<p>The same words, again and again.</p>".repeat(500));
    const renders = pool();
    // Before the thread is ready: compressed here.
    const here = await renders.compress(page, "gzip");
    expect(zlib.gunzipSync(here).equals(page)).toBe(true);
    await until(() => renders.ready === 1);
    const br = await renders.compress(page, "br");
    expect(Buffer.isBuffer(br)).toBe(true);
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
  });
});

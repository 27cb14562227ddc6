import { Worker } from "node:worker_threads";
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS } from "./cluster.ts";

/**
 * How long a single process's loop may be silent: 30 s, where a cluster worker gets 10 s
 * (HEARTBEAT_TIMEOUT_MS). Here the embedded database runs on the same thread, and a heavy query holds
 * the loop for a while (decision 003: PGlite's start alone takes seconds); killing the only process by
 * mistake costs more than a stuck one waiting 20 s longer.
 */
export const SINGLE_PROCESS_TIMEOUT_MS = 30_000;

/**
 * The watchdog of a server that runs as one process (PGlite, WEB_CONCURRENCY=1): there is no cluster
 * primary to notice a stuck event loop, so a worker thread does. The main thread sends it a beat every
 * second; a worker thread's own loop keeps turning when the main one is blocked, and when no beat has
 * come for `timeoutMs` it writes one fatal log line and SIGKILLs the whole process, which a blocked
 * loop cannot ignore. The process supervisor (systemd, Docker's restart policy: docs/deploy.md) then
 * starts it again, as after any crash. Before, the process stayed up answering nothing, /healthz
 * included, and ignored SIGTERM.
 *
 * For the first `startupGraceMs` (60 s) only a silence that long counts: the server's start (database,
 * render threads) may hold the loop for seconds on a busy host. Not used in development, where a
 * debugger's breakpoint stops the loop on purpose.
 */
export function watchEventLoop({
  timeoutMs = SINGLE_PROCESS_TIMEOUT_MS,
  intervalMs = HEARTBEAT_INTERVAL_MS,
  startupGraceMs = 6 * HEARTBEAT_TIMEOUT_MS,
  onError,
}: {
  timeoutMs?: number;
  intervalMs?: number;
  startupGraceMs?: number;
  onError: (error: Error) => void;
}): () => void {
  const watcher = new Worker(WATCHER, {
    eval: true,
    // Plain CommonJS whatever the server's flags; no TypeScript file, whose loading would double the
    // thread's memory (~17 MB as it is, a V8 isolate's own).
    execArgv: [],
    workerData: { timeoutMs, startupGraceMs },
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 },
  });
  // A watchdog that fails is told, never the server's end.
  watcher.on("error", onError);
  // Neither the thread nor the timer keeps a stopping server alive.
  watcher.unref();
  const beat = setInterval(() => watcher.postMessage(0), intervalMs);
  beat.unref();
  return () => {
    clearInterval(beat);
    void watcher.terminate();
  };
}

// The watcher thread. Its log line has the logger's JSON shape (server/logger.ts), level 60 (fatal),
// written synchronously: the main thread, which writes the logs, is the one that is stuck.
const WATCHER = `
const { parentPort, workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
const { timeoutMs, startupGraceMs } = workerData;
const started = Date.now();
let last = started;
parentPort.on("message", () => { last = Date.now(); });
setInterval(() => {
  const now = Date.now();
  const allowed = now - started < startupGraceMs ? startupGraceMs : timeoutMs;
  if (now - last < allowed) return;
  const line = { level: 60, time: new Date(now).toISOString(), service: "site", pid: process.pid, silentMs: now - last, msg: "the event loop stopped answering: killing the process for its supervisor to restart it" };
  writeSync(1, JSON.stringify(line) + "\\n");
  process.kill(process.pid, "SIGKILL");
}, Math.min(1000, timeoutMs / 4));
`;

import cluster from "node:cluster";
import os from "node:os";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

/**
 * How many server processes to run (decision 027): with PostgreSQL in production, WEB_CONCURRENCY
 * (default: one per core), since instances share nothing but the database (a content edit reaches
 * every one through the content version, rate limits are counted in the database); with PGlite one,
 * because its data folder belongs to one process (decision 003); in development one (Vite).
 */
export function processCount(config: Config): number {
  if (!config.DATABASE_URL || config.isDevelopment) return 1;
  return config.WEB_CONCURRENCY ?? os.availableParallelism();
}

/**
 * How many render threads each server process runs (decision 034): RENDER_THREADS, else in production
 * the cores the processes leave over, at least one (on two cores with PGlite: the request thread and
 * one render thread; with PostgreSQL and a process per core: one each); none in development, where
 * Vite loads the routes.
 */
export function renderThreadCount(config: Config): number {
  if (config.RENDER_THREADS !== undefined) return config.RENDER_THREADS;
  if (config.isDevelopment) return 0;
  return Math.max(1, os.availableParallelism() - processCount(config));
}

/** How often each worker tells the primary its event loop still turns. */
export const HEARTBEAT_INTERVAL_MS = 1000;
/**
 * How long the primary waits for a worker's heartbeat before it kills the worker (SIGKILL) and starts
 * another: 10 s. No legitimate work holds a worker's event loop anywhere near that (pages render on
 * render threads, bodies are bounded), and a heartbeat may arrive a few seconds late on a loaded
 * 2-core host or during a long garbage collection: 10 missed beats is no false alarm. Yet a stuck
 * worker costs at most 10 s of its share of the requests, where before it was lost for good.
 */
export const HEARTBEAT_TIMEOUT_MS = 10_000;
/**
 * Until its first heartbeat a new worker gets longer: it loads the whole server's modules before its
 * first line runs, which on a busy host with several workers starting at once can take seconds.
 */
const FIRST_HEARTBEAT_GRACE = 6;

type Heartbeat = { heartbeat: true };
const isHeartbeat = (message: unknown): message is Heartbeat =>
  typeof message === "object" && message !== null && (message as Heartbeat).heartbeat === true;

/**
 * In a cluster worker: tells the primary every second that this process's event loop still turns. A
 * timer only fires when the loop is free, so a request that blocks it (a runaway regular expression, an
 * endless loop) silences the heartbeat, and the primary replaces the worker (superviseWorkers). Unref'd:
 * it never keeps a stopping worker alive.
 */
export function sendHeartbeats(intervalMs = HEARTBEAT_INTERVAL_MS) {
  const send = process.send?.bind(process);
  if (!send) return;
  const beat = () => {
    // A worker whose primary is gone (channel closed) has nobody to tell.
    if (process.connected) send({ heartbeat: true } satisfies Heartbeat);
  };
  beat();
  setInterval(beat, intervalMs).unref();
}

/**
 * The primary of a node:cluster: starts `count` workers (each runs server/main.ts in full and shares
 * the listening port), starts a new one when one dies, and on SIGTERM/SIGINT passes the signal on and
 * exits once every worker has finished its requests and closed.
 *
 * Watchdog: a worker whose heartbeat (sendHeartbeats) has not come for `heartbeatTimeoutMs` has an
 * event loop that stopped turning: it answers no request, not even /healthz, and would ignore SIGTERM
 * for good. It is killed with SIGKILL (the only signal a blocked loop cannot ignore) and, unless the
 * primary is stopping, replaced like any worker that dies. While stopping, the same watchdog kills a
 * worker that hangs instead of closing, so SIGTERM stops the whole server.
 */
export function superviseWorkers(
  count: number,
  logger: Logger,
  { heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS }: { heartbeatTimeoutMs?: number } = {},
) {
  let stopping = false;
  // When each live worker's silence started: its last heartbeat, or its fork (then with the start-up
  // grace) until the first one.
  const lastBeat = new Map<number, { at: number; allowedMs: number }>();
  const fork = () => {
    const worker = cluster.fork();
    lastBeat.set(worker.id, { at: Date.now(), allowedMs: heartbeatTimeoutMs * FIRST_HEARTBEAT_GRACE });
    worker.on("message", (message: unknown) => {
      if (isHeartbeat(message) && lastBeat.has(worker.id)) {
        lastBeat.set(worker.id, { at: Date.now(), allowedMs: heartbeatTimeoutMs });
      }
    });
  };
  cluster.on("exit", (worker, code, signal) => {
    lastBeat.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("every worker has stopped");
        process.exit(0);
      }
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, "worker exited: starting another");
    // A worker that dies at start (a bad configuration) would be restarted forever: give up instead.
    if (process.uptime() < 5) {
      logger.fatal("a worker died while the server was starting: stopping");
      process.exit(1);
    }
    fork();
  });
  const watchdog = setInterval(
    () => {
      const now = Date.now();
      for (const worker of Object.values(cluster.workers ?? {})) {
        const last = worker && lastBeat.get(worker.id);
        if (!worker || last === undefined || now - last.at < last.allowedMs) continue;
        logger.error(
          { workerPid: worker.process.pid, silentMs: now - last.at },
          "worker's event loop stopped answering: killing it",
        );
        // Once: its exit (which starts the replacement) follows.
        lastBeat.delete(worker.id);
        worker.process.kill("SIGKILL");
      }
    },
    Math.min(1000, heartbeatTimeoutMs / 4),
  );
  watchdog.unref();
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count, pid: process.pid }, "cluster primary started");
}

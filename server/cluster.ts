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

/**
 * The primary of a node:cluster: starts `count` workers (each runs server/main.ts in full and shares
 * the listening port), starts a new one when one dies, and on SIGTERM/SIGINT passes the signal on and
 * exits once every worker has finished its requests and closed.
 */
export function superviseWorkers(count: number, logger: Logger) {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
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

import { Worker } from "node:worker_threads";
import type { DocumentJob, RenderedPage } from "#plumbing/render-job.ts";
import type { Logger } from "#server/logger.ts";
import { type Compressor, compressWhole } from "./middleware/compress.ts";
import type { CopiesWanted } from "./page-copies.ts";
import type { RenderReply, RenderRequest, RenderThreadData } from "./render-thread.ts";

/**
 * Render threads (decision 034). The request thread runs a page's loaders and React Router's
 * routing, then sends the render (the CPU-heavy part: React's pass over the whole page) to the thread
 * with the fewest jobs, and answers cache hits, static files and the API while it runs. How many
 * renders run or wait at once is bounded before this, by the render gate (render-gate.ts).
 *
 * A render comes back undefined, for the request's own thread to render as before, when the page
 * suspended or failed on the thread (the streaming renderer waits and reports errors), when its data
 * cannot be cloned, when no thread is ready, or when a thread takes longer than `jobTimeoutMs` (that
 * thread is replaced). A thread that dies is replaced; one that cannot start is given up, logged once.
 */
export type RenderPool = {
  /**
   * A page rendered on a thread, with the copies `wanted` made there (decision 045): the page crosses
   * back once, compressed as its answer or as the page cache stores it.
   */
  render(job: DocumentJob, wanted?: CopiesWanted): Promise<RenderedPage | undefined>;
  /**
   * A body compressed at the dynamic levels on a render thread (on this one when none is ready): a
   * page the request thread rendered itself, an API answer.
   */
  compress: Compressor;
  /** Threads asked for. */
  readonly threads: number;
  /** Threads started and ready. */
  readonly ready: number;
  /**
   * Settles once every thread is ready or given up, or after `ms`: the server listens after it, so its
   * first pages render on threads and the threads' start (loading the build) is over before traffic.
   */
  started(ms: number): Promise<void>;
  /** Renders done on a thread, and renders handed back to the request's thread. */
  readonly counts: { threads: number; handedBack: number };
  close(): Promise<void>;
};

type Reply = Extract<RenderReply, { id: number }>;
type Pending = { resolve: (reply: Reply | undefined) => void; timer: NodeJS.Timeout };
/** `ready`: takes tasks (false before its start, and once it is being replaced); `started`: was ready once. */
type Slot = { worker: Worker; ready: boolean; started: boolean; pending: Map<number, Pending>; failedStarts: number };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A thread that dies before its first job this many times in a row is not started again. */
const MAX_FAILED_STARTS = 3;

export function createRenderPool(options: {
  buildPath: string;
  clientDir: string;
  threads: number;
  logger: Logger;
  jobTimeoutMs?: number;
}): RenderPool {
  const { logger, jobTimeoutMs = 10_000 } = options;
  const data: RenderThreadData = { buildPath: options.buildPath, clientDir: options.clientDir };
  const counts = { threads: 0, handedBack: 0 };
  const uncloneable = new Set<string>();
  let closing = false;
  let nextId = 0;

  const start = (failedStarts: number): Slot => {
    const worker = new Worker(new URL("./render-thread.ts", import.meta.url), {
      workerData: data,
      // The thread's own heap: a copy of the build and one page at a time.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const slot: Slot = { worker, ready: false, started: false, pending: new Map(), failedStarts };
    worker.on("message", (reply: RenderReply) => {
      if ("ready" in reply) {
        slot.ready = true;
        slot.started = true;
        slot.failedStarts = 0;
        checkStarted();
        return;
      }
      const pending = slot.pending.get(reply.id);
      if (!pending) return;
      slot.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (reply.error) logger.warn({ err: reply.error }, "render thread failed: done on the request thread");
      pending.resolve(reply);
    });
    worker.on("error", (err) => logger.error({ err }, "render thread error"));
    worker.on("exit", (code) => {
      for (const pending of slot.pending.values()) {
        clearTimeout(pending.timer);
        pending.resolve(undefined);
      }
      slot.pending.clear();
      const index = slots.indexOf(slot);
      if (closing || index === -1) return;
      const failed = slot.started ? 0 : slot.failedStarts + 1;
      if (failed >= MAX_FAILED_STARTS) {
        logger.error({ code }, "a render thread could not start: pages render on the request thread");
        slots.splice(index, 1);
        checkStarted();
        return;
      }
      logger.warn({ code }, "render thread stopped: starting another");
      slots[index] = start(failed);
    });
    return slot;
  };

  const slots: Slot[] = Array.from({ length: options.threads }, () => start(0));
  let allStarted: () => void = () => {};
  const startedAll = new Promise<void>((resolve) => (allStarted = resolve));
  const checkStarted = () => slots.every((slot) => slot.started) && allStarted();

  /** Sends one task to the thread with the fewest; undefined when none is ready, or it fails or takes too long. */
  const send = (task: DistributiveOmit<RenderRequest, "id">, what: string): Promise<Reply | undefined> => {
    let slot: Slot | undefined;
    for (const candidate of slots) {
      if (candidate.ready && (!slot || candidate.pending.size < slot.pending.size)) slot = candidate;
    }
    if (!slot) return Promise.resolve(undefined);
    const id = nextId++;
    const chosen = slot;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        chosen.pending.delete(id);
        logger.warn({ task: what }, "render thread too slow: replaced");
        resolve(undefined);
        chosen.ready = false;
        void chosen.worker.terminate();
      }, jobTimeoutMs);
      chosen.pending.set(id, { resolve, timer });
      try {
        chosen.worker.postMessage({ id, ...task } as RenderRequest);
      } catch (err) {
        // Data that cannot cross (a class instance with methods, a function): done here instead.
        chosen.pending.delete(id);
        clearTimeout(timer);
        if (!uncloneable.has(what) && uncloneable.size < 100) {
          uncloneable.add(what);
          logger.warn({ err, task: what }, "data cannot cross to a render thread: done on the request thread");
        }
        resolve(undefined);
      }
    });
  };

  const render = async (job: DocumentJob, wanted: CopiesWanted = {}): Promise<RenderedPage | undefined> => {
    const reply = await send({ job, copies: wanted }, new URL(job.url).pathname);
    if (!reply?.bytes) {
      counts.handedBack++;
      return undefined;
    }
    counts.threads++;
    return { html: reply.bytes, copies: reply.copies };
  };

  const compress: Compressor = async (bytes, encoding) => {
    const packed = (await send({ compress: { bytes, encoding } }, "compress"))?.bytes;
    // Bytes arrive from a thread as a plain Uint8Array: the same memory, seen as the Buffer callers expect.
    return packed ? Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength) : compressWhole(bytes, encoding);
  };

  return {
    render,
    compress,
    threads: options.threads,
    get ready() {
      return slots.filter((slot) => slot.ready).length;
    },
    counts,
    started: (ms) => Promise.race([startedAll, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]),
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

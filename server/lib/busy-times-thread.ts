import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { type BusyBlock, CALENDAR_CAPS, CalendarReadError, type CalendarText, feedBlocks } from "./busy-times.ts";

/**
 * A read's parse and expansion on a thread of its own, so the request thread keeps answering however
 * large the feed (issue #41.3), and stopped when it takes longer than its budget: `terminate()` ends a
 * thread that is busy in a loop, where a timer on the request thread could not. One thread per read:
 * reads come every few minutes, and starting one costs less than the ical.js work it carries.
 */

type Job = { busyTimes: true; texts: readonly string[]; from: number; to: number; ownerZone: string };
type Reply = { blocks: Float64Array<ArrayBuffer> } | { error: CalendarText };

if (!isMainThread && (workerData as Job | undefined)?.busyTimes) {
  const job = workerData as Job;
  let reply: Reply;
  try {
    const blocks = feedBlocks(job.texts, job.from, job.to, job.ownerZone);
    const flat = new Float64Array(blocks.length * 2);
    blocks.forEach((block, i) => {
      flat[2 * i] = block.start;
      flat[2 * i + 1] = block.end;
    });
    reply = { blocks: flat };
  } catch (error) {
    reply = { error: error instanceof CalendarReadError ? error.text : { key: "unreadable" } };
  }
  parentPort!.postMessage(reply, "blocks" in reply ? [reply.blocks.buffer] : []);
}

/** `feedBlocks` on its own thread, at most `budgetMs` (CALENDAR_CAPS.seconds unless less is asked). */
export function expandInThread(
  texts: readonly string[],
  window: { from: number; to: number },
  ownerZone: string,
  budgetMs: number = CALENDAR_CAPS.seconds * 1000,
): Promise<BusyBlock[]> {
  const job: Job = { busyTimes: true, texts, from: window.from, to: window.to, ownerZone };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./busy-times-thread.ts", import.meta.url), {
      workerData: job,
      // A 5 MB feed is ≈ 100 MB once ical.js has parsed it; more than that is refused, not swapped.
      resourceLimits: { maxOldGenerationSizeMb: 384 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() => reject(new CalendarReadError("tooSlow", { seconds: Math.max(1, Math.round(budgetMs / 1000)) }))),
      budgetMs,
    );
    worker.once("message", (reply: Reply) =>
      finish(() => {
        if ("error" in reply) return reject(new CalendarReadError(reply.error.key, reply.error.values));
        const blocks: BusyBlock[] = [];
        for (let i = 0; i < reply.blocks.length; i += 2)
          blocks.push({ start: reply.blocks[i]!, end: reply.blocks[i + 1]! });
        resolve(blocks);
      }),
    );
    // Out of memory, or a failure before the reply: not read, in words the owner can act on.
    worker.once("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new CalendarReadError("tooBig")
            : new CalendarReadError("unreadable"),
        ),
      ),
    );
    worker.once("exit", () => finish(() => reject(new CalendarReadError("unreadable"))));
  });
}

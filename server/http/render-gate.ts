/**
 * Page renders run here: at most `concurrency` at once, at most `queue` more waiting their turn, and
 * none beyond that. A render is CPU work on the thread that also answers cache hits, static files and
 * the API; an unbounded queue of misses (a client asking `/?tab=<random>` as fast as it can) would hold
 * all of those behind it and give every miss unbounded latency. Past the queue a miss is refused at
 * once instead (the caller answers the stale page, or 503 with Retry-After), decision 032.
 */
export type RenderGate = {
  /** Runs `render` in its turn, or returns `refused` at once when the queue is full. */
  run<T>(render: () => Promise<T>): Promise<T | typeof REFUSED>;
  readonly running: number;
  readonly waiting: number;
};

export const REFUSED: unique symbol = Symbol("render refused: queue full");

export function renderGate({ concurrency, queue }: { concurrency: number; queue: number }): RenderGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  // The next waiting render starts on the event loop's next turn, not at once: started at once it would
  // run in the same microtask queue as the render that just ended, and renders would follow each other
  // without Node reading a socket in between, holding every cache hit behind the whole queue. From
  // setImmediate, the hits and API requests that arrived meanwhile are answered first.
  const release = () => {
    const next = waiting.shift();
    if (!next) {
      running--;
      return;
    }
    setImmediate(next);
  };
  return {
    async run(render) {
      if (running >= concurrency) {
        if (waiting.length >= queue) return REFUSED;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await render();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

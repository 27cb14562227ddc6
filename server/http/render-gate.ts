/**
 * Page renders run here: at most `concurrency` at once, at most `queue` more waiting their turn, and
 * none beyond that. A render is CPU work on the thread that also answers cache hits, static files and
 * the API; an unbounded queue of misses (a client asking `/?tab=<random>` as fast as it can) would hold
 * all of those behind it and give every miss unbounded latency. Past the queue a miss is refused at
 * once instead (the caller answers the stale page, or 503 with Retry-After), decision 027.
 */
export type RenderGate = {
  /**
   * Runs `render` in its turn, or returns `refused` at once when the queue is full. An `urgent` render
   * (the refresh of a page the cache already serves) goes to the front of the queue; when the queue is
   * full it takes the newest waiting render's place, and that one is refused.
   */
  run<T>(render: () => Promise<T>, options?: { urgent?: boolean }): Promise<T | typeof REFUSED>;
  readonly running: number;
  readonly waiting: number;
};

export const REFUSED: unique symbol = Symbol("render refused: queue full");

export function renderGate({ concurrency, queue }: { concurrency: number; queue: number }): RenderGate {
  let running = 0;
  /** Each waiting render's answer: true, its turn has come; false, an urgent render took its place. */
  const waiting: ((turn: boolean) => void)[] = [];
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
    setImmediate(() => next(true));
  };
  return {
    async run(render, options) {
      if (running >= concurrency) {
        let turn: Promise<boolean>;
        if (options?.urgent) {
          // A full queue gives up its newest address for the refresh (that one is refused instead).
          if (waiting.length >= queue) waiting.pop()?.(false);
          turn = new Promise((resolve) => waiting.unshift(resolve));
        } else if (waiting.length >= queue) {
          return REFUSED;
        } else {
          turn = new Promise((resolve) => waiting.push(resolve));
        }
        if (!(await turn)) return REFUSED;
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

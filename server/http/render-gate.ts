/**
 * Page renders run here: at most `concurrency` at once, at most `queue` more waiting their turn, and
 * none beyond that. A render is CPU work on the thread that also answers cache hits, static files and
 * the API; an unbounded queue of misses (a client asking `/?tab=<random>` as fast as it can) would hold
 * all of those behind it and give every miss unbounded latency. Past the queue a miss is refused at
 * once instead (the caller answers the stale page, or 503 with Retry-After), decision 027.
 *
 * The queue is shared fairly between clients (decision 036): each waiting render names its client, the
 * next turn goes to the clients in rotation, and a client that asks when the queue is full takes a
 * place from the client holding the most, as long as that one holds at least two more than it. One
 * client flooding misses ends up with about half the places when one other client asks, never all.
 */
export type RenderGate = {
  /**
   * Runs `render` in its turn, or returns `refused` at once when the queue is full. An `urgent` render
   * (the refresh of a page the cache already serves) goes to the front of the queue; when the queue is
   * full it takes the place of the newest render of the client holding the most places, which is
   * refused. `client` names who asked (the fairness key; one shared client when absent).
   */
  run<T>(render: () => Promise<T>, options?: { urgent?: boolean; client?: string }): Promise<T | typeof REFUSED>;
  readonly running: number;
  readonly waiting: number;
};

export const REFUSED: unique symbol = Symbol("render refused: queue full");

/** A waiting render's answer: true, its turn has come; false, another render took its place. */
type Turn = (turn: boolean) => void;

export function renderGate({ concurrency, queue }: { concurrency: number; queue: number }): RenderGate {
  let running = 0;
  let waitingCount = 0;
  /** Urgent renders, served before any client's; the newest first. */
  const urgent: Turn[] = [];
  /** Each client's waiting renders in order; the Map's order is the rotation (the next client first). */
  const clients = new Map<string, Turn[]>();
  /** The client whose render started last: the next turn is another's when another waits. */
  let lastServed: string | undefined;

  const next = (): Turn | undefined => {
    const first = urgent.shift();
    if (first) return first;
    let chosen: [string, Turn[]] | undefined;
    for (const entry of clients) {
      chosen = entry;
      if (entry[0] !== lastServed) break;
    }
    if (!chosen) return undefined;
    const [client, turns] = chosen;
    // Served: to the end of the rotation, or out of it when it has nothing more waiting.
    clients.delete(client);
    if (turns.length > 1) clients.set(client, turns);
    lastServed = client;
    return turns.shift();
  };
  /** The client with the most waiting renders (the first of them in the rotation on a tie). */
  const largest = (): [string, Turn[]] | undefined => {
    let most: [string, Turn[]] | undefined;
    for (const entry of clients) if (!most || entry[1].length > most[1].length) most = entry;
    return most;
  };
  /** Refuses the newest waiting render of `client`. */
  const evict = ([client, turns]: [string, Turn[]]) => {
    turns.pop()?.(false);
    if (!turns.length) clients.delete(client);
    waitingCount--;
  };
  // The next waiting render starts on the event loop's next turn, not at once: started at once it would
  // run in the same microtask queue as the render that just ended, and renders would follow each other
  // without Node reading a socket in between, holding every cache hit behind the whole queue. From
  // setImmediate, the hits and API requests that arrived meanwhile are answered first.
  const release = () => {
    const turn = next();
    if (!turn) {
      running--;
      return;
    }
    waitingCount--;
    setImmediate(() => turn(true));
  };
  /** A place in the queue for `client`, or false when the queue is full and fairly shared. */
  const enqueue = (client: string, resolve: Turn, isUrgent: boolean): boolean => {
    if (waitingCount >= queue) {
      const most = largest();
      if (isUrgent) {
        // A refresh is never refused: it takes a client's place, or the newest other refresh's.
        if (most) evict(most);
        else if (urgent.length) {
          urgent.pop()?.(false);
          waitingCount--;
        }
      } else if (most && most[0] !== client && most[1].length >= (clients.get(client)?.length ?? 0) + 2) {
        evict(most);
      } else {
        return false;
      }
    }
    waitingCount++;
    if (isUrgent) {
      urgent.unshift(resolve);
    } else {
      const turns = clients.get(client);
      if (turns) turns.push(resolve);
      else clients.set(client, [resolve]);
    }
    return true;
  };
  return {
    async run(render, options) {
      if (running >= concurrency) {
        let resolveTurn: Turn = () => {};
        const turn = new Promise<boolean>((resolve) => (resolveTurn = resolve));
        if (!enqueue(options?.client ?? "", resolveTurn, options?.urgent === true)) return REFUSED;
        if (!(await turn)) return REFUSED;
      } else {
        running++;
        lastServed = options?.client ?? "";
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
      return waitingCount;
    },
  };
}

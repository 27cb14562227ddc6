import { describe, expect, it } from "vitest";
import { REFUSED, renderGate } from "./render-gate.ts";

const deferred = () => {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe("renderGate", () => {
  it("runs `concurrency` renders, queues `queue` more in order and refuses the rest at once", async () => {
    const gate = renderGate({ concurrency: 2, queue: 2 });
    const renders = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = renders.map((render, i) =>
      gate.run(() => {
        started.push(i);
        return render.promise;
      }),
    );
    expect(await results[4]).toBe(REFUSED);
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    renders[1]!.resolve("one");
    expect(await results[1]).toBe("one");
    await new Promise((resolve) => setImmediate(resolve)); // the next render's turn
    expect(started).toEqual([0, 1, 2]);
    for (const [i, render] of renders.entries()) render.resolve(`page ${i}`);
    expect(await Promise.all(results.slice(0, 4))).toEqual(["page 0", "one", "page 2", "page 3"]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("lets the event loop turn between one render and the next (requests that arrived meanwhile go first)", async () => {
    const gate = renderGate({ concurrency: 1, queue: 5 });
    const order: string[] = [];
    const first = gate.run(async () => {
      // Something that arrives while the first render runs, as a socket's data would.
      setImmediate(() => order.push("waiting request"));
      order.push("render 1");
    });
    const second = gate.run(async () => {
      order.push("render 2");
    });
    await Promise.all([first, second]);
    expect(order).toEqual(["render 1", "waiting request", "render 2"]);
  });

  it("puts an urgent render (a cached page's refresh) first; a full queue refuses its newest instead", async () => {
    const gate = renderGate({ concurrency: 1, queue: 2 });
    const order: string[] = [];
    const blocker = deferred();
    const running = gate.run(() => blocker.promise);
    const older = gate.run(async () => order.push("older address"));
    const newer = gate.run(async () => order.push("newer address"));
    const urgent = gate.run(async () => order.push("refresh"), { urgent: true });
    expect(await newer).toBe(REFUSED);
    expect(await gate.run(async () => "another")).toBe(REFUSED);
    blocker.resolve("done");
    await Promise.all([running, older, urgent]);
    expect(order).toEqual(["refresh", "older address"]);
  });

  it("shares the queue between clients: one flooding client cannot take every place from another", async () => {
    const gate = renderGate({ concurrency: 1, queue: 4 });
    const order: string[] = [];
    const blocker = deferred();
    const running = gate.run(() => blocker.promise, { client: "flood" });
    const flood = Array.from({ length: 6 }, (_, i) =>
      gate.run(async () => order.push(`flood ${i}`), { client: "flood" }),
    );
    expect(await flood[5]).toBe(REFUSED); // the queue is full of the flood's renders
    // Another client still gets places: each taken from the flood's newest, down to an even share.
    const visitor = Array.from({ length: 3 }, (_, i) =>
      gate.run(async () => order.push(`visitor ${i}`), { client: "visitor" }),
    );
    expect(await visitor[2]).toBe(REFUSED);
    expect(await flood[3]).toBe(REFUSED);
    expect(await flood[2]).toBe(REFUSED);
    expect([gate.running, gate.waiting]).toEqual([1, 4]);
    blocker.resolve("done");
    await Promise.all([running, ...flood, ...visitor]);
    // Turns go round the clients, not first come first served: the flood's render just ended.
    expect(order).toEqual(["visitor 0", "flood 0", "visitor 1", "flood 1"]);
  });

  it("frees the place of a render that fails", async () => {
    const gate = renderGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed");
    expect(await gate.run(async () => "ok")).toBe("ok");
  });
});

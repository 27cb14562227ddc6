import { describe, expect, it } from "vitest";
import { COUNTER_ANIMATION_MS, COUNTER_STEPS } from "#domain/constants.ts";
import { countUpAt } from "./stats-section.tsx";

describe("countUpAt (the statistics count-up)", () => {
  it("starts at 0 and waits one step (2000 ms / 60, rounded) for the first", () => {
    expect(countUpAt(100, 0)).toEqual({ value: 0, next: 33 });
  });

  it("shows the step the elapsed time has reached, and waits only for the next step's time", () => {
    expect(countUpAt(50, 1000)).toEqual({ value: 25, next: 33 }); // step 30 of 60
    expect(countUpAt(50, 1010)).toEqual({ value: 25, next: 23 });
    expect(countUpAt(80, 1999)).toEqual({ value: 78, next: 1 }); // step 59
  });

  it("catches up after a stall instead of running late: the steps a blocked main thread missed are skipped", () => {
    // A chain that counted ticks rather than time showed step 1 here and finished ~1.9 s late.
    expect(countUpAt(100, 1900)).toEqual({ value: 95, next: 33 }); // step 57
  });

  it("always lands on the final value once the 2 s are over, however late the tick", () => {
    for (const target of [9, 50, 80, 100]) {
      expect(countUpAt(target, COUNTER_ANIMATION_MS)).toEqual({ value: target, next: undefined });
      expect(countUpAt(target, COUNTER_ANIMATION_MS + 12_345)).toEqual({ value: target, next: undefined });
    }
  });

  it("never goes down and takes every step in time order when each tick comes on time", () => {
    let elapsed = 0;
    let previous = -1;
    let ticks = 0;
    for (;;) {
      const { value, next } = countUpAt(100, elapsed);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
      ticks++;
      if (next === undefined) break;
      elapsed += next;
    }
    expect(elapsed).toBe(COUNTER_ANIMATION_MS);
    expect(ticks).toBe(COUNTER_STEPS + 1);
  });
});

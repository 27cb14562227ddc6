import { describe, expect, it } from "vitest";
import { niceScale } from "./chart-scale.ts";

describe("niceScale", () => {
  it("rounds the top up to a step of 1, 2 or 5 times a power of ten", () => {
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(13)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(niceScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(niceScale(193_255.78)).toEqual({ top: 200_000, ticks: [0, 50_000, 100_000, 150_000, 200_000] });
  });

  it("never steps below 1 for counts, and has a scale when everything is zero", () => {
    expect(niceScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it("keeps at most the asked number of steps", () => {
    for (const max of [1, 4, 9, 11, 37, 99, 250, 1234, 0.7]) {
      const { top, ticks } = niceScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.at(-1)).toBe(top);
    }
  });
});

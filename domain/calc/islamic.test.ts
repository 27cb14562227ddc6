import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advanceSalaryCap } from "./islamic.ts";

describe("advance salary (Qard Hasan)", () => {
  it("caps the advance at 50 % of the monthly salary", () => {
    expect(advanceSalaryCap(10_000)).toBe(5000);
    expect(advanceSalaryCap(-5)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e8, noNaN: true }), (s) => {
        expect(advanceSalaryCap(s)).toBeCloseTo(s / 2, 6);
      }),
    );
  });
});

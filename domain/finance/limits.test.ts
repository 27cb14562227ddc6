import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateMurabaha } from "./calculate.ts";
import { affordability, personalFinanceFeeCap, salaryMultiple } from "./limits.ts";
import { toFils } from "./money.ts";

const aed = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((fils) => fils / 100);

describe("the room the debt-burden cap leaves, before and after this finance (issue #42, item 20)", () => {
  it("room before − the instalment = room after, to the fils, and `room` is the room before", () => {
    fc.assert(
      fc.property(
        aed(200_000).filter((s) => s > 0),
        aed(100_000),
        aed(100_000),
        (salary, obligations, instalment) => {
          const a = affordability(salary, obligations, instalment);
          expect(toFils(a.roomBefore) - toFils(instalment)).toBe(toFils(a.roomAfter));
          expect(a.room).toBe(Math.max(0, a.roomBefore));
          // Within the cap exactly when something is left after this finance.
          expect(a.roomAfter >= 0).toBe(a.withinCap || toFils(a.roomAfter) === 0);
        },
      ),
    );
  });

  it("no longer offers the room before as what is left: 7,000 before, 4,416.67 after a 2,583.33 instalment", () => {
    const a = affordability(20_000, 3_000, 2_583.33);
    expect(a).toMatchObject({ roomBefore: 7_000, roomAfter: 4_416.67 });
    expect(affordability(10_000, 6_000, 2_000)).toMatchObject({ roomBefore: -1_000, roomAfter: -3_000, room: 0 });
  });
});

describe("personal finance against the UAE Central Bank's limits (issue #42, item 21)", () => {
  it("checks the amount against 20 monthly salaries: 150,000 on a 7,000 salary is above 140,000", () => {
    const query = new URLSearchParams("price=150000&rate=6&months=48&fee=0&salary=7000");
    const result = calculateMurabaha((name) => query.get(name));
    expect(result.ok && result.values.salaryMultiple).toEqual({
      amount: 150_000,
      multiple: 20,
      cap: 140_000,
      withinCap: false,
    });
    expect(salaryMultiple(140_000, 7_000).withinCap).toBe(true);
  });

  it("checks the processing fee against 1 % of the amount, at most AED 2,500", () => {
    fc.assert(
      fc.property(
        aed(10_000_000).filter((a) => a >= 100),
        aed(500_000),
        (amount, fee) => {
          const { cap, withinCap } = personalFinanceFeeCap(fee, amount);
          expect(cap).toBeLessThanOrEqual(2_500);
          expect(toFils(cap)).toBe(Math.min(Math.round(toFils(amount) / 100), 250_000));
          expect(withinCap).toBe(toFils(fee) <= toFils(cap));
        },
      ),
    );
    const query = new URLSearchParams("price=1000&rate=10&basis=total&months=3&fee=20");
    const result = calculateMurabaha((name) => query.get(name));
    expect(result.ok && result.values.feeCap).toEqual({ fee: 20, cap: 10, withinCap: false });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toFils } from "./money.ts";
import { murabaha, settlementExtra } from "./murabaha.ts";

describe("a Murabaha sale's early-settlement example (issue #42, item 23)", () => {
  it("has none for a single instalment (it read 'after instalment 0')", () => {
    expect(murabaha({ price: 1_000, rate: 1, basis: "total", months: 1, fee: 0 }).earlySettlement).toBeUndefined();
    expect(murabaha({ price: 1_000, rate: 1, basis: "total", months: 2, fee: 0 }).earlySettlement?.month).toBe(1);
  });

  it("says by how much settling costs more than the instalments left: the fee less the profit waived", () => {
    const zero = murabaha({ price: 12_000, rate: 0, basis: "flat", months: 12, fee: 0, settleAfter: 6 })
      .earlySettlement!;
    expect(zero).toMatchObject({ rebate: 0, fee: 60 });
    expect(settlementExtra(zero)).toBe(60);
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 100_000_000 }).map((f) => f / 100),
        fc.integer({ min: 0, max: 3000 }).map((r) => r / 100),
        fc.integer({ min: 2, max: 48 }),
        (price, rate, months) => {
          const s = murabaha({ price, rate, basis: "flat", months, fee: 0 }).earlySettlement!;
          expect(toFils(settlementExtra(s))).toBe(Math.max(0, toFils(s.fee) - toFils(s.rebate)));
        },
      ),
    );
  });
});

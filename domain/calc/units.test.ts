import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNIT_DEFAULTS } from "#domain/calculator-bounds.ts";
import { clampToRange, parseAmount } from "./parse.ts";
import { convertUnit, formatUnitResult, UNIT_TABLES, type UnitKind } from "./units.ts";

describe("unit conversion", () => {
  it("converts the defaults: 1 meter is 3.2808 feet and 1 kilogram is 2.2046 pounds", () => {
    const { length, weight } = UNIT_DEFAULTS;
    expect(formatUnitResult(convertUnit("length", length.value, length.from, length.to))).toBe("3.2808");
    expect(formatUnitResult(convertUnit("weight", weight.value, weight.from, weight.to))).toBe("2.2046");
  });

  it("goes through the base unit with the SPEC factors", () => {
    // 5 yards = 5 / 1.09361 m = 180.0006 inches with these factors (not the exact 180).
    expect(formatUnitResult(convertUnit("length", 5, "yard", "inch"))).toBe("180.0006");
    expect(formatUnitResult(convertUnit("length", 1, "mile", "kilometer"))).toBe("1.6093");
    expect(formatUnitResult(convertUnit("weight", 16, "ounce", "pound"))).toBe("1.0000");
    expect(convertUnit("weight", 2, "ton", "milligram")).toBe(2e9);
  });

  const kinds: UnitKind[] = ["length", "weight"];
  const unitPair = fc.constantFrom(...kinds).chain((kind) => {
    const units = Object.keys(UNIT_TABLES[kind]);
    return fc.tuple(fc.constant(kind), fc.constantFrom(...units), fc.constantFrom(...units));
  });

  it("round-trips: converting there and back gives the value again", () => {
    fc.assert(
      fc.property(unitPair, fc.double({ min: -1e9, max: 1e9, noNaN: true }), ([kind, from, to], value) => {
        const there = convertUnit(kind, value, from as never, to as never);
        const back = convertUnit(kind, there, to as never, from as never);
        expect(back).toBeCloseTo(value, Math.abs(value) > 1e6 ? 0 : 6);
      }),
    );
  });

  it("keeps the sign and order of values", () => {
    fc.assert(
      fc.property(unitPair, fc.double({ min: 0, max: 1e6, noNaN: true }), ([kind, from, to], a) => {
        const b = a + 1;
        expect(convertUnit(kind, b, from as never, to as never)).toBeGreaterThan(
          convertUnit(kind, a, from as never, to as never),
        );
      }),
    );
  });
});

describe("parsing amounts (SPEC §5)", () => {
  it("counts what cannot be parsed as 0", () => {
    expect(parseAmount("")).toBe(0);
    expect(parseAmount("abc")).toBe(0);
    expect(parseAmount("-")).toBe(0);
    expect(parseAmount("Infinity")).toBe(0);
    expect(parseAmount(Number.NaN)).toBe(0);
  });

  it("reads numbers as typed", () => {
    expect(parseAmount("12.5")).toBe(12.5);
    expect(parseAmount("1,250.75")).toBe(1250.75);
    expect(parseAmount("3 kg")).toBe(3);
    expect(parseAmount("-4")).toBe(-4);
  });

  it("never yields NaN or an infinity, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Number.isFinite(parseAmount(text))).toBe(true);
      }),
    );
  });
});

describe("slider ranges (SPEC §5)", () => {
  it("keeps values in range and on the step grid", () => {
    const rate = { min: 1, max: 15, step: 0.1 };
    expect(clampToRange(0, rate)).toBe(1);
    expect(clampToRange(99, rate)).toBe(15);
    expect(clampToRange(5.34, rate)).toBe(5.3);
    expect(clampToRange(Number.NaN, rate)).toBe(1);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const out = clampToRange(value, { min: 10_000, max: 1_000_000, step: 5_000 });
        expect(out).toBeGreaterThanOrEqual(10_000);
        expect(out).toBeLessThanOrEqual(1_000_000);
        expect(out % 5_000).toBe(0);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockSchema } from "#domain/schemas/booking.ts";
import { BLOCK_YEARS_AHEAD, blockBounds, blockProblem } from "./blocks.ts";
import { addDays, dateOfDayNumber, dayNumber } from "./zone.ts";

const TODAY = "2026-11-28";

describe("the days the owner may block", () => {
  it("reach from a year back to two years ahead of the owner's today, 29 February kept a real date", () => {
    expect(blockBounds(TODAY)).toEqual({ earliest: "2025-11-28", latest: `${2026 + BLOCK_YEARS_AHEAD}-11-28` });
    expect(blockBounds("2028-02-29")).toEqual({ earliest: "2027-02-28", latest: "2030-02-28" });
  });

  it("refuse a far-future day with the field named (issue #42: 9999-12-31 was stored)", () => {
    expect(blockProblem({ from: "9999-12-31", to: "9999-12-31" }, TODAY)).toEqual({
      field: "from",
      message: expect.stringMatching(/^First day: choose a day from 2025-11-28 to 2028-11-28/),
    });
    expect(blockProblem({ from: "2026-12-31", to: "9999-12-31" }, TODAY)).toEqual({
      field: "to",
      message: expect.stringMatching(/^Last day: choose a day from 2025-11-28 to 2028-11-28/),
    });
    expect(blockProblem({ from: "2026-12-31", to: "2026-12-30" }, TODAY)?.field).toBe("to");
    expect(blockProblem({ from: "2026-02-30", to: "2026-03-01" }, TODAY)).toMatchObject({
      field: "from",
      message: expect.stringMatching(/^First day:/),
    });
  });

  it("take every real range inside the bounds and no day outside them, and never throw", () => {
    const today = dayNumber(TODAY);
    const { earliest, latest } = blockBounds(TODAY);
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), fc.nat(1200), (start, length) => {
        const from = dateOfDayNumber(today + start);
        const to = addDays(from, length);
        const inside = earliest <= from && to <= latest;
        expect(blockProblem({ from, to }, TODAY) === null).toBe(inside);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (from, to) => {
        expect(blockProblem({ from, to }, TODAY)).not.toBeNull();
      }),
    );
  });

  it("keep a stored block that is now in the past, but not one that reaches too far", () => {
    expect(blockProblem({ from: "2020-01-01", to: "2020-01-05" }, TODAY, true)).toBeNull();
    expect(blockProblem({ from: "2026-12-31", to: "9999-12-31" }, TODAY, true)?.field).toBe("to");
    expect(blockProblem({ from: "not a day", to: "2026-12-01" }, TODAY, true)?.field).toBe("from");
  });

  it("the form's schema refuses a date that does not exist, naming the field", () => {
    const from = blockSchema.safeParse({ from: "2026-02-30" });
    expect(from.success).toBe(false);
    expect(from.error?.issues[0]?.message).toMatch(/^First day:/);
    const to = blockSchema.safeParse({ from: "2026-12-01", to: "99999-01-01" });
    expect(to.error?.issues[0]?.message).toMatch(/^Last day:/);
    expect(blockSchema.safeParse({ from: "2026-12-01", to: "" }).data).toMatchObject({ from: "2026-12-01" });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { calculateFlatRate, calculateHomeFinance, calculateMurabaha, calculateRateConversion } from "./calculate.ts";
import { type Parsed, TOTAL_MARKUP_MAX_FLAT_A_YEAR, totalMarkupMax } from "./inputs.ts";

const query = (text: string) => {
  const params = new URLSearchParams(text);
  return (name: string) => params.get(name);
};
/** The field errors of a refused query, each with the message both catalogues have for its code. */
function refused(result: Parsed<unknown>) {
  expect(result.ok).toBe(false);
  if (result.ok) return {};
  for (const { code } of Object.values(result.issues)) {
    expect(CATALOGUE.finance.en[`error.${code}`]).toBeTruthy();
    expect(CATALOGUE.finance.ar[`error.${code}`]).toBeTruthy();
  }
  return result.errors;
}

describe("absurd inputs are refused with a field error, not computed (issue #42, item 24)", () => {
  it("a total markup of 100 % over one month (an APR of 1,200 %)", () => {
    const errors = refused(calculateMurabaha(query("price=1000&rate=100&basis=total&months=1&fee=0")));
    expect(errors.rate).toBe(
      "Profit rate must be at most 6.66 for a total markup over this term (at most 80 % a year as a flat rate).",
    );
    // The explorer's steepest BNPL card, 20 % over 3 months, is still computed.
    expect(calculateMurabaha(query("price=1000&rate=20&basis=total&months=3&fee=0")).ok).toBe(true);
  });

  it("a total markup is accepted up to its term's bound and refused above it, whatever the term", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 }), (months) => {
        const max = totalMarkupMax(months);
        expect((max * 12) / months).toBeLessThanOrEqual(TOTAL_MARKUP_MAX_FLAT_A_YEAR);
        const at = calculateMurabaha(query(`price=1000&rate=${max}&basis=total&months=${months}&fee=0`));
        expect(at.ok).toBe(true);
        const above = (max * 100 + 1) / 100;
        expect(calculateMurabaha(query(`price=1000&rate=${above}&basis=total&months=${months}&fee=0`)).ok).toBe(false);
      }),
    );
  });

  it("a flat rate of 100 % a year, or an amount of 0.01, in the flat-rate converters", () => {
    expect(refused(calculateFlatRate(query("amount=100000&flatRate=100&years=5")))).toHaveProperty("flatRate");
    expect(refused(calculateRateConversion(query("amount=100000&rate=31&years=5&quote=flat")))).toHaveProperty("rate");
    expect(calculateRateConversion(query("amount=100000&rate=31&years=5&quote=reducing")).ok).toBe(true);
    expect(refused(calculateRateConversion(query("amount=0.01&rate=5&years=5&quote=flat")))).toHaveProperty("amount");
    expect(refused(calculateFlatRate(query("amount=0.01&flatRate=5&years=5")))).toHaveProperty("amount");
  });

  it("takaful of 1 % a month (12 % a year)", () => {
    expect(refused(calculateMurabaha(query("price=10000&rate=6&months=12&fee=0&takaful=1")))).toHaveProperty("takaful");
    expect(
      refused(calculateHomeFinance(query("price=1000000&downPayment=20&years=25&rate=4.5&fee=0&takaful=1"))),
    ).toHaveProperty("takaful");
    expect(calculateMurabaha(query("price=10000&rate=6&months=12&fee=0&takaful=0.02")).ok).toBe(true);
  });

  it("the old `markup` keeps its meaning: beside another basis it is refused, and its errors name `markup`", () => {
    expect(refused(calculateMurabaha(query("price=1000&markup=10&basis=flat&months=3&fee=0")))).toHaveProperty("basis");
    const legacy = calculateMurabaha(query("price=1000&markup=10&basis=total&months=3&fee=0"));
    expect(legacy.ok && legacy.values.basis).toBe("total");
    const errors = refused(calculateMurabaha(query("price=1000&markup=90&months=3&fee=0")));
    expect(Object.keys(errors)).toEqual(["markup"]);
    expect(Object.keys(refused(calculateMurabaha(query("price=1000&markup=abc&months=3&fee=0"))))).toEqual(["markup"]);
  });
});

import { describe, expect, it } from "vitest";
import { calculateHomeFinance, calculatePurification, calculateRateConversion } from "./calculate.ts";
import { flatRateOffer } from "./flat-rate.ts";
import { rateResets } from "./home.ts";

const query = (text: string) => {
  const params = new URLSearchParams(text);
  return (name: string) => params.get(name);
};

describe("the pages' additions to the engine", () => {
  it("converts a flat rate to its APR and a reducing rate to its flat rate, the same figures both ways", () => {
    const flat = calculateRateConversion(query("amount=900000&rate=3.75&years=20&quote=flat"));
    expect(flat).toEqual({
      ok: true,
      values: {
        quote: "flat",
        flatRate: 3.75,
        monthly: 6562.5,
        totalProfit: 675000,
        apr: 6.22,
        effectiveAnnualRate: 6.4,
      },
    });
    const apr = flatRateOffer(900_000, 3.75, 20).apr;
    const reducing = calculateRateConversion(query(`amount=900000&rate=${apr}&years=20&quote=reducing`));
    expect(reducing.ok && reducing.values).toMatchObject({ flatRate: 3.75, monthly: 6562.5, apr: 6.22 });
    // Without a quote the rate is read as flat, the way offers are usually advertised.
    expect(calculateRateConversion(query("amount=900000&rate=3.75&years=20"))).toEqual(flat);
    const bad = calculateRateConversion(query("amount=900000&rate=3.75&years=20&quote=simple"));
    expect(bad.ok ? {} : bad.errors).toEqual({ quote: "Quoted rate must be flat or reducing." });
  });

  it("purification is the amount times the non-compliant ratio", () => {
    expect(calculatePurification(query("amount=12000&ratio=3.5"))).toEqual({ ok: true, values: { purification: 420 } });
    const bad = calculatePurification(query("amount=12000&ratio=120"));
    expect(bad.ok ? {} : bad.errors).toHaveProperty("ratio");
  });

  it("home finance: the rate-reset table appears when the fixed years are given, and they must end before the term", () => {
    const base = "price=1000000&downPayment=20&years=25&rate=4.5";
    const without = calculateHomeFinance(query(base));
    expect(without.ok && without.values.rateResets).toBeUndefined();
    const withResets = calculateHomeFinance(query(`${base}&fixedYears=5`));
    const outstanding = withResets.ok ? Math.round(withResets.values.schedule[59]!.balance * 100) : 0;
    const expected = rateResets(outstanding, 4.5, 240);
    expect(withResets.ok && withResets.values.rateResets).toEqual(expected);
    expect(expected.map((row) => row.change)).toEqual([-2, -1, 1, 2]);
    const late = calculateHomeFinance(query(`${base.replace("years=25", "years=20")}&fixedYears=20`));
    expect(late.ok ? {} : late.errors).toEqual({ fixedYears: "Fixed-rate years must be fewer than the term (20)." });
  });

  it("home finance: the early-settlement fee and its cap are settings, 1 % and AED 10,000 unless given", () => {
    const base = "price=1000000&downPayment=20&years=25&rate=4.5&settleAfter=60";
    const standard = calculateHomeFinance(query(base));
    const outstanding = standard.ok ? standard.values.earlySettlement!.outstanding : Number.NaN;
    expect(standard.ok && standard.values.earlySettlement!.fee).toBe(Math.round(outstanding) / 100);
    const lower = calculateHomeFinance(query(`${base}&settlementFeePercent=0.5&settlementFeeCap=2500`));
    expect(lower.ok && lower.values.earlySettlement).toMatchObject({ fee: 2500, total: outstanding + 2500 });
    const bad = calculateHomeFinance(query(`${base}&settlementFeePercent=-1`));
    expect(bad.ok ? {} : bad.errors).toHaveProperty("settlementFeePercent");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BNPL_INSTALLMENTS,
  BNPL_MARKUP_PERCENT,
  BNPL_PRICE_DEFAULT,
  HOME_FINANCE_DOWN_PAYMENT_PERCENT,
  HOME_FINANCE_PRICE_DEFAULT,
  HOME_FINANCE_PROFIT_RATE_PERCENT,
  HOME_FINANCE_TENURE_YEARS,
} from "#domain/calculator-bounds.ts";
import { calculateHomeFinance, calculateMurabaha } from "./calculate.ts";
import { homeFinance } from "./home.ts";
import { affordability, loanToValueCap } from "./limits.ts";
import { instalmentsOf, toFils } from "./money.ts";
import { murabaha, RATE_BASES } from "./murabaha.ts";

/** Amounts in AED with at most two decimals, as whole fils, summed without floating-point drift. */
const fils = (aed: number) => Math.round(aed * 100);
const sumFils = (values: number[]) => values.reduce((total, value) => total + fils(value), 0);
const query = (text: string) => {
  const params = new URLSearchParams(text);
  return (name: string) => params.get(name);
};

describe("money in fils", () => {
  it("rounds half away from zero on the decimal value, not its binary neighbour", () => {
    expect(toFils(1.005)).toBe(101);
    expect(toFils(2583.335)).toBe(258334);
    expect(toFils(-1.005)).toBe(-101);
    expect(instalmentsOf(10_000_000_00, 300).at(-1)).toBe(10_000_000_00 - 299 * 3_333_333);
  });

  it("instalments sum to the total exactly, each within the count of fils of the others", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 1, max: 600 }), (total, count) => {
        const parts = instalmentsOf(total, count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every(Number.isInteger)).toBe(true);
        expect(Math.abs(parts.at(-1)! - parts[0]!)).toBeLessThanOrEqual(count);
      }),
    );
  });
});

describe("Murabaha quotes as Gulf banks quote them", () => {
  it("6 % flat a year over 48 months on 100,000: 24,000 profit, 2,583.33 a month, APR 10.97 %", () => {
    const plan = murabaha({ price: 100_000, rate: 6, basis: "flat", months: 48, fee: 0 });
    expect(plan.totalProfit).toBe(24_000);
    expect(plan.monthly).toBe(2583.33);
    expect(plan.lastMonthly).toBe(2583.49);
    expect(plan.apr).toBeCloseTo(10.97, 2);
    expect(plan.flatRate).toBeCloseTo(6, 9);
    expect(plan.markup).toBeCloseTo(24, 9);
  });

  it("the same 6 read as a total markup is a different, cheaper offer, and says so", () => {
    const plan = murabaha({ price: 100_000, rate: 6, basis: "total", months: 48, fee: 0 });
    expect(plan.monthly).toBe(2208.33);
    expect(plan.apr).toBeCloseTo(2.88, 2);
    expect(plan.flatRate).toBeCloseTo(1.5, 9);
  });

  it("a reducing rate is its own APR without fees", () => {
    const plan = murabaha({ price: 100_000, rate: 8, basis: "reducing", months: 36, fee: 0 });
    expect(plan.apr).toBeCloseTo(8, 2);
    expect(plan.reducingRate).toBeCloseTo(8, 2);
  });

  it("the SPEC's BNPL default: AED 1,000 plus 10 % over 3 months is 1,100 (366.67 a month), an APR of 59.05 %", () => {
    const plan = murabaha({
      price: BNPL_PRICE_DEFAULT,
      rate: BNPL_MARKUP_PERCENT.default,
      basis: "total",
      months: BNPL_INSTALLMENTS.default,
      fee: 0,
    });
    expect(plan.salePrice).toBe(1100);
    expect(plan.monthly).toBe(366.67);
    expect(plan.lastMonthly).toBe(366.66);
    expect(plan.apr).toBeCloseTo(59.05, 2);
    expect(plan.effectiveAnnualRate).toBeCloseTo(77.98, 2);
  });

  it("the old address (markup = total markup) keeps its meaning; a new one defaults to the flat rate", () => {
    const legacy = calculateMurabaha(query("price=100000&markup=6&months=48&fee=0"));
    expect(legacy.ok && legacy.values).toMatchObject({ basis: "total", monthly: 2208.33 });
    const fresh = calculateMurabaha(query("price=100000&rate=6&months=48&fee=0"));
    expect(fresh.ok && fresh.values).toMatchObject({ basis: "flat", monthly: 2583.33, apr: 10.97 });
  });

  it("early settlement: what is owed, the profit waived (ibra'), a fee of 1 % capped at AED 10,000", () => {
    const plan = murabaha({ price: 100_000, rate: 6, basis: "flat", months: 48, fee: 0, settleAfter: 24 });
    const s = plan.earlySettlement!;
    expect(s.month).toBe(24);
    const owed = plan.schedule[23]!.balance;
    expect(s.outstanding).toBe(owed);
    expect(fils(s.rebate)).toBe(fils(s.remainingInstalments) - fils(owed));
    expect(fils(s.remainingInstalments)).toBe(sumFils(plan.schedule.slice(24).map((row) => row.payment)));
    expect(s.fee).toBe(Math.round(owed) / 100 === 0 ? 0 : Math.round(owed * 100 * 0.01) / 100);
    expect(fils(s.total)).toBe(fils(owed) + fils(s.fee));
    const big = murabaha({ price: 5_000_000, rate: 3, basis: "flat", months: 48, fee: 0, settleAfter: 1 });
    expect(big.earlySettlement?.fee).toBe(10_000);
  });

  const sale = fc.record({
    price: fc.integer({ min: 10_000, max: 1_000_000_000 }).map((f) => f / 100),
    basis: fc.constantFrom(...RATE_BASES),
    rate: fc.integer({ min: 0, max: 3000 }).map((r) => r / 100),
    months: fc.integer({ min: 1, max: 48 }),
    fee: fc.integer({ min: 0, max: 500 }).map((f) => f / 100),
    takaful: fc.constantFrom(0, 0.01, 0.05),
  });

  it("every row is instalment = profit + principal, to the fils, with no negative profit", () => {
    fc.assert(
      fc.property(sale, (input) => {
        for (const row of murabaha(input).schedule) {
          expect(fils(row.payment)).toBe(fils(row.profit) + fils(row.principal));
          expect(row.profit).toBeGreaterThanOrEqual(0);
          expect(row.principal).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("the schedule sums exactly to the price plus the profit, and the balance ends at 0", () => {
    fc.assert(
      fc.property(sale, (input) => {
        const plan = murabaha(input);
        expect(sumFils(plan.schedule.map((row) => row.payment))).toBe(fils(plan.salePrice));
        expect(fils(plan.salePrice)).toBe(fils(input.price) + fils(plan.totalProfit));
        expect(sumFils(plan.schedule.map((row) => row.principal))).toBe(fils(input.price));
        expect(sumFils(plan.schedule.map((row) => row.profit))).toBe(fils(plan.totalProfit));
        expect(plan.schedule.at(-1)!.balance).toBe(0);
        expect(fils(plan.totalPayable)).toBe(
          fils(plan.salePrice) + sumFils(plan.schedule.map((row) => row.takaful)) + fils(input.fee),
        );
        // Every instalment but the last is the same; the last differs by less than a fils per instalment.
        expect(new Set(plan.schedule.slice(0, -1).map((row) => row.payment)).size).toBeLessThanOrEqual(1);
        expect(Math.abs(fils(plan.lastMonthly) - fils(plan.monthly))).toBeLessThan(input.months);
      }),
    );
  });

  it("a 0 % offer's principal sums to the price to the fils, and its APR is 0 without a fee", () => {
    const plan = murabaha({ price: 10_000, rate: 0, basis: "flat", months: 48, fee: 0 });
    expect(sumFils(plan.schedule.map((row) => row.principal))).toBe(1_000_000);
    expect(plan.apr).toBe(0);
  });
});

describe("home finance in fils", () => {
  it("the SPEC's defaults: AED 500,000, 20 % down, 20 years at 7 %", () => {
    const plan = homeFinance({
      price: HOME_FINANCE_PRICE_DEFAULT,
      downPayment: HOME_FINANCE_DOWN_PAYMENT_PERCENT.default,
      years: HOME_FINANCE_TENURE_YEARS.default,
      rate: HOME_FINANCE_PROFIT_RATE_PERCENT.default,
      fee: 0,
      takaful: 0,
    });
    expect(plan.upfront.downPayment).toBe(100_000);
    expect(plan.financed).toBe(400_000);
    expect(plan.months).toBe(240);
    // PMT(7%/12, 240, 400000) = 3,101.1957…, rounded to the fils.
    expect(plan.ijarah.monthly).toBe(3101.2);
    // 400,000 × 7 % ÷ 12 + 400,000 ÷ 240 = 2,333.33 + 1,666.67.
    expect(plan.musharakah.firstMonthly).toBe(4000);
    // Summing the declining payments in exact arithmetic gives 681,166.67; rounding each month's rent
    // and each unit to the fils, as a financier bills them, moves the total by less than a dirham.
    expect(Math.abs(plan.musharakah.totalPayable - 681_166.67)).toBeLessThan(1);
  });

  it("takaful is in the monthly payment shown, not only in the APR", () => {
    const plan = homeFinance({ price: 2_000_000, downPayment: 20, years: 25, rate: 4.5, fee: 0, takaful: 0.03 });
    expect(plan.ijarah.firstTakaful).toBe(480);
    expect(plan.ijarah.monthlyWithTakaful).toBe(plan.ijarah.monthly + 480);
    expect(plan.ijarah.totalTakaful).toBeGreaterThan(0);
  });

  it("early settlement is labelled per structure: Musharakah owes the financier's remaining share", () => {
    const r = calculateHomeFinance(query("price=2000000&downPayment=20&years=25&rate=4.5&fee=10000&settleAfter=60"));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { ijarah, musharakah } = r.values.earlySettlements!;
    // The Musharakah customer has bought 60 of 300 equal units of 5,333.33 (1,600,000 ÷ 300 to the
    // fils): 1,280,000.20 is left, the 0.20 rounding left being bought with the last unit.
    expect(musharakah.outstanding).toBe(1_280_000.2);
    expect(ijarah.outstanding - musharakah.outstanding).toBeCloseTo(125_726, -1);
    // The API's first early-settlement field stays the Ijarah figure.
    expect(r.values.earlySettlement).toEqual(ijarah);
  });

  const homes = fc.record({
    price: fc.integer({ min: 1_000_000, max: 5_000_000_000 }).map((f) => f / 100),
    downPayment: fc.integer({ min: 0, max: 90 }),
    years: fc.integer({ min: 1, max: 25 }),
    rate: fc.integer({ min: 0, max: 1500 }).map((r) => r / 100),
    takaful: fc.constantFrom(0, 0.02, 0.05),
  });

  it("both structures: every row adds up, principal sums to the amount financed, balances end at 0", () => {
    fc.assert(
      fc.property(homes, (input) => {
        const plan = homeFinance({ ...input, fee: 0 });
        for (const rows of [plan.schedule, plan.musharakahSchedule]) {
          for (const row of rows) {
            expect(fils(row.payment)).toBe(fils(row.profit) + fils(row.principal));
            expect(row.principal).toBeGreaterThanOrEqual(0);
          }
          expect(sumFils(rows.map((row) => row.principal))).toBe(fils(plan.financed));
          expect(rows.at(-1)!.balance).toBe(0);
        }
        expect(fils(plan.upfront.downPayment) + fils(plan.financed)).toBe(fils(input.price));
        const ijarahPayments = sumFils(plan.schedule.map((row) => row.payment));
        const ijarahTakaful = sumFils(plan.schedule.map((row) => row.takaful));
        expect(fils(plan.ijarah.totalPayable)).toBe(ijarahPayments + ijarahTakaful);
        expect(fils(plan.ijarah.totalProfit)).toBe(ijarahPayments - fils(plan.financed));
        // The Musharakah payment only falls (rent on a shrinking share), but for the last unit's remainder.
        const payments = plan.musharakahSchedule.map((row) => fils(row.payment));
        for (let i = 1; i < payments.length - 1; i++) expect(payments[i]!).toBeLessThanOrEqual(payments[i - 1]!);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the UAE Central Bank's limits", () => {
  it("debt-burden ratio against the 50 % cap", () => {
    expect(affordability(20_000, 3_000, 2_583.33)).toMatchObject({ withinCap: true, room: 7_000 });
    expect(affordability(10_000, 3_000, 2_583.33).withinCap).toBe(false);
    expect(affordability(10_000, 3_000, 2_583.33).ratio).toBeCloseTo(55.83, 2);
  });

  it("loan-to-value caps by residency, home and price band", () => {
    expect(loanToValueCap("expat", "first", 5_000_000)).toBe(80);
    expect(loanToValueCap("expat", "first", 5_000_001)).toBe(70);
    expect(loanToValueCap("national", "first", 2_000_000)).toBe(85);
    expect(loanToValueCap("national", "first", 6_000_000)).toBe(75);
    expect(loanToValueCap("expat", "second", 1_000_000)).toBe(60);
    expect(loanToValueCap("national", "second", 1_000_000)).toBe(65);
    const plan = homeFinance({ price: 1_000_000, downPayment: 10, years: 25, rate: 4, fee: 0, takaful: 0 });
    expect(plan.loanToValue).toMatchObject({ cap: 80, withinCap: false, minimumDown: 20 });
  });

  it("refuses what no bank would compute: 600 months, 40 years, a fee of nearly the whole price", () => {
    const months = calculateMurabaha(query("price=100&rate=0.01&months=600"));
    expect(!months.ok && months.errors.months).toMatch(/at most 48/);
    const years = calculateHomeFinance(query("price=2000000&downPayment=0&years=40&rate=4"));
    expect(!years.ok && years.errors.years).toMatch(/at most 25/);
    const fee = calculateMurabaha(query("price=100000&rate=6&months=48&fee=99999.99"));
    expect(!fee.ok && fee.errors.fee).toMatch(/at most 5,000/);
    const rate = calculateMurabaha(query("price=100000&rate=45&basis=flat&months=48"));
    expect(!rate.ok && rate.errors.rate).toMatch(/at most 30/);
    const basis = calculateMurabaha(query("price=100000&rate=6&basis=simple&months=48"));
    expect(!basis.ok && basis.errors.basis).toMatch(/choose one/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyFactsHref } from "./calculate.ts";
import { levelInstalment, monthlyIrr, reducingSchedule } from "./cash-flows.ts";
import { flatRateFromReducing, flatRateOffer } from "./flat-rate.ts";
import { homeFinance, rateResets } from "./home.ts";
import { readHomeFinance, readMurabaha, readZakat } from "./inputs.ts";
import { murabaha } from "./murabaha.ts";
import { purification, type ZakatInput, zakat } from "./zakat.ts";

/**
 * A second, independent rate solver for the checks: Newton's method on the spreadsheet RATE equation
 * (PV + PMT · (1 − (1 + r)^−n) / r = 0), not the bisection over cash flows the code uses.
 */
function spreadsheetRate(months: number, payment: number, presentValue: number): number {
  let r = 0.01;
  for (let i = 0; i < 100; i++) {
    const f = presentValue - (payment * (1 - (1 + r) ** -months)) / r;
    const h = 1e-7;
    const g = presentValue - (payment * (1 - (1 + r + h) ** -months)) / (r + h);
    r -= f / ((g - f) / h);
  }
  return r;
}

const cents = (value: number) => Math.round(value * 100) / 100;

describe("finance engine against published figures", () => {
  it("PMT(5 %/12, 360, 100,000) = 536.82", () => {
    expect(cents(levelInstalment(100_000, 0.05 / 12, 360))).toBe(536.82);
  });

  it("a flat 3.75 % over 20 years on 900,000 is 6,562.50 a month, and its APR is what RATE gives", () => {
    const offer = flatRateOffer(900_000, 3.75, 20);
    expect(cents(offer.monthly)).toBe(6562.5);
    expect(cents(offer.totalProfit)).toBe(675_000);
    expect(offer.apr).toBeCloseTo(spreadsheetRate(240, 6562.5, 900_000) * 1200, 6);
    // A flat rate costs far more than it says: here 6.22 % a year.
    expect(offer.apr).toBeCloseTo(6.22, 2);
    expect(offer.effectiveAnnualRate).toBeCloseTo(((1 + offer.apr / 1200) ** 12 - 1) * 100, 9);
  });

  it("converts a reducing rate back to the flat rate that charges the same", () => {
    const back = flatRateFromReducing(900_000, flatRateOffer(900_000, 3.75, 20).apr, 20);
    expect(back.flatRate).toBeCloseTo(3.75, 6);
    expect(cents(back.monthly)).toBe(6562.5);
  });

  it("Murabaha: the SPEC's sale price, and an APR that counts the fee", () => {
    const plan = murabaha({ price: 1000, rate: 10, basis: "total", months: 3, fee: 0 });
    // 1,100 in instalments rounded to the fils: 366.67, 366.67 and 366.66.
    expect(plan.monthly).toBe(366.67);
    expect(plan.totalProfit).toBe(100);
    expect(plan.totalPayable).toBe(1100);
    // The level-payment RATE of the same sale, within what rounding the instalments to the fils moves it.
    expect(plan.apr).toBeCloseTo(spreadsheetRate(3, 1100 / 3, 1000) * 1200, 1);
    const withFee = murabaha({ price: 1000, rate: 10, basis: "total", months: 3, fee: 20 });
    expect(withFee.apr).toBeCloseTo(spreadsheetRate(3, 1100 / 3, 980) * 1200, 1);
    expect(withFee.totalPayable).toBe(1120);
  });

  it("home finance: Ijarah's level rent is PMT, Musharakah falls from first to last", () => {
    const plan = homeFinance({ price: 1_000_000, downPayment: 20, years: 25, rate: 4.5, fee: 0, takaful: 0 });
    expect(plan.financed).toBe(800_000);
    expect(plan.ijarah.monthly).toBe(cents(levelInstalment(800_000, 0.045 / 12, 300)));
    // Units and rent are billed to the fils.
    expect(plan.musharakah.firstMonthly).toBeCloseTo(800_000 / 300 + 800_000 * (0.045 / 12), 1);
    // The last unit is what the 299 units of 2,666.67 (800,000 ÷ 300 to the fils) left: 2,665.67.
    const lastUnit = 800_000 - 299 * 2666.67;
    expect(plan.musharakah.lastMonthly).toBeCloseTo(lastUnit * (1 + 0.045 / 12), 1);
    expect(plan.schedule.at(-1)?.customerShare).toBeCloseTo(100, 9);
    expect(plan.musharakahSchedule[0]?.customerShare).toBeCloseTo(20 + (100 * 800_000) / 300 / 1_000_000, 5);
  });

  it("early settlement: 1 % of the outstanding amount, capped at AED 10,000", () => {
    const small = homeFinance({
      price: 500_000,
      downPayment: 20,
      years: 20,
      rate: 4,
      fee: 0,
      takaful: 0,
      settleAfter: 60,
    });
    const expected = reducingSchedule(400_000, 0.04 / 12, 240)[59]!.balance;
    // The financier's own schedule bills each month's profit to the fils: within a dirham of exact arithmetic.
    expect(small.earlySettlement?.outstanding).toBeCloseTo(expected, 0);
    expect(small.earlySettlement?.fee).toBe(Math.round(small.earlySettlement!.outstanding) / 100);
    const large = homeFinance({
      price: 5_000_000,
      downPayment: 20,
      years: 25,
      rate: 4,
      fee: 0,
      takaful: 0,
      settleAfter: 12,
    });
    expect(large.earlySettlement?.fee).toBe(10_000);
    expect(large.earlySettlement?.total).toBeCloseTo((large.earlySettlement?.outstanding ?? 0) + 10_000, 6);
    // Both structures are settled; the figure first published stays the Ijarah one.
    expect(large.earlySettlements?.ijarah).toEqual(large.earlySettlement);
    expect(large.earlySettlements!.musharakah.outstanding).toBeLessThan(large.earlySettlement!.outstanding);
  });

  it("rate resets: a higher benchmark raises the instalment, a lower one lowers it", () => {
    const outstanding = Math.round(reducingSchedule(800_000, 0.045 / 12, 300)[59]!.balance * 100);
    const [minus2, minus1, plus1, plus2] = rateResets(outstanding, 4.5, 240);
    const base = levelInstalment(800_000, 0.045 / 12, 300);
    expect(minus2!.monthly).toBeLessThan(minus1!.monthly);
    expect(minus1!.monthly).toBeLessThan(base);
    expect(plus1!.monthly).toBeGreaterThan(base);
    expect(plus2!.monthly).toBeGreaterThan(plus1!.monthly);
    expect(plus1!.rate).toBe(5.5);
  });

  it("zakat: 2.5 % at or above the nisab, nothing below it", () => {
    const base: ZakatInput = {
      cash: 0,
      goldGrams: 0,
      silverGrams: 0,
      goldPricePerGram: 300,
      silverPricePerGram: 3.5,
      shares: 0,
      business: 0,
      receivables: 0,
      debts: 0,
      nisab: "gold",
    };
    expect(zakat({ ...base, cash: 25_499 })).toEqual({
      nisabValue: 25_500,
      zakatableWealth: 25_499,
      due: false,
      zakat: 0,
      pureGoldGrams: 0,
      ratePercent: 2.5,
    });
    expect(zakat({ ...base, cash: 25_500 }).zakat).toBeCloseTo(637.5, 9);
    expect(zakat({ ...base, cash: 30_000, debts: 10_000, nisab: "silver" })).toEqual({
      nisabValue: 2082.5,
      zakatableWealth: 20_000,
      due: true,
      zakat: 500,
      pureGoldGrams: 0,
      ratePercent: 2.5,
    });
    // 100 g of 21-karat gold is 87.5 g of pure gold; the solar year's rate is 2.577 %.
    const karat = zakat({ ...base, goldGrams: 100, goldKarat: 21, year: "solar" });
    expect(karat.pureGoldGrams).toBe(87.5);
    expect(karat.zakatableWealth).toBe(87.5 * 300);
    // Rounded to the fils once: 676.4625 is 676.46.
    expect(karat.zakat).toBe(Math.round(87.5 * 300 * 2.577) / 100);
    expect(purification(1200, 4)).toBeCloseTo(48, 9);
  });
});

describe("finance engine properties", () => {
  const amount = fc.double({ min: 1_000, max: 10_000_000, noNaN: true });
  const rate = fc.double({ min: 0.1, max: 30, noNaN: true });
  const months = fc.integer({ min: 1, max: 480 });

  it("a reducing schedule repays the amount, charges the profit and ends at 0", () => {
    fc.assert(
      fc.property(amount, rate, months, (p, annual, n) => {
        const rows = reducingSchedule(p, annual / 1200, n);
        const paid = rows.reduce((sum, row) => sum + row.payment, 0);
        const principal = rows.reduce((sum, row) => sum + row.principal, 0);
        const profit = rows.reduce((sum, row) => sum + row.profit, 0);
        expect(principal).toBeCloseTo(p, 4);
        expect(profit).toBeCloseTo(paid - p, 4);
        expect(rows.at(-1)?.balance).toBe(0);
        expect(rows.every((row) => row.profit >= 0 && row.balance >= -1e-6)).toBe(true);
      }),
    );
  });

  it("the APR of a zero-fee reducing finance is its rate; a fee makes it higher", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 10_000_000 }),
        rate,
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 5_000 }),
        (price, annual, years, fee) => {
          const input = { price, downPayment: 20, years, rate: annual, fee: 0, takaful: 0 };
          const plain = homeFinance(input);
          // Billed to the fils, the APR is the rate to the second decimal it is shown with.
          expect(plain.ijarah.apr).toBeCloseTo(annual, 2);
          expect(plain.musharakah.apr).toBeCloseTo(annual, 2);
          const charged = homeFinance({ ...input, fee });
          expect(charged.ijarah.apr).toBeGreaterThan(annual);
          expect(charged.musharakah.apr).toBeGreaterThan(annual);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("the IRR solver agrees with an independent solver", () => {
    fc.assert(
      fc.property(amount, rate, months, (p, annual, n) => {
        const payment = levelInstalment(p, annual / 1200, n);
        const solved = monthlyIrr(
          p,
          Array.from({ length: n }, () => payment),
        );
        expect(solved).toBeCloseTo(annual / 1200, 9);
        if (n > 1) expect(solved).toBeCloseTo(spreadsheetRate(n, payment, p), 7);
      }),
      { numRuns: 60 },
    );
  });

  it("zakat never falls as wealth grows, and is zero below the nisab", () => {
    const wealth = fc.double({ min: 0, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(wealth, wealth, fc.constantFrom("gold" as const, "silver" as const), (a, b, nisab) => {
        const input = (cash: number): ZakatInput => ({
          cash,
          goldGrams: 0,
          silverGrams: 0,
          goldPricePerGram: 300,
          silverPricePerGram: 3.5,
          shares: 0,
          business: 0,
          receivables: 0,
          debts: 0,
          nisab,
        });
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lower = zakat(input(low));
        expect(zakat(input(high)).zakat).toBeGreaterThanOrEqual(lower.zakat);
        if (low < lower.nisabValue) expect(lower.zakat).toBe(0);
      }),
    );
  });
});

describe("calculator inputs", () => {
  const query = (text: string) => {
    const params = new URLSearchParams(text);
    return (name: string) => params.get(name);
  };

  it("names the field of a missing, non-numeric, negative or absurd input", () => {
    expect(readMurabaha(query("markup=10&months=3"))).toMatchObject({
      ok: false,
      errors: { price: "Price is required." },
    });
    expect(readMurabaha(query("price=abc&markup=10&months=3"))).toMatchObject({
      errors: { price: "Price must be a number." },
    });
    expect(readMurabaha(query("price=-500&markup=10&months=3"))).toMatchObject({
      errors: { price: "Price must be at least 100 and at most 10,000,000." },
    });
    expect(readMurabaha(query("price=1000&markup=10&months=49"))).toMatchObject({
      errors: { months: "Instalments must be at least 1 and at most 48." },
    });
    expect(readMurabaha(query("price=1000&markup=101&months=3"))).toMatchObject({ ok: false });
    expect(readMurabaha(query("price=1e3&markup=10&months=3"))).toMatchObject({ ok: false });
    expect(readMurabaha(query("price=Infinity&markup=10&months=3"))).toMatchObject({ ok: false });
    expect(readMurabaha(query("price=1000&markup=10&months=2.5"))).toMatchObject({
      errors: { months: "Instalments must be a whole number." },
    });
    expect(readMurabaha(query("price=1000&markup=10&months=3&fee=1000"))).toMatchObject({
      errors: { fee: "Upfront fee must be at most 50 (5 % of the amount financed, this site's bound)." },
    });
    expect(readHomeFinance(query("price=1000000&downPayment=20&years=26&rate=4"))).toMatchObject({
      errors: { years: "Term in years must be at least 1 and at most 25." },
    });
    expect(readHomeFinance(query("price=1000000&downPayment=20&years=20&rate=4&residency=tourist"))).toMatchObject({
      errors: { residency: "Residency: choose one of the options." },
    });
    expect(readHomeFinance(query("price=1000000&downPayment=20&years=10&rate=4&settleAfter=120"))).toMatchObject({
      errors: { settleAfter: "Settle after month must be before the last month (120)." },
    });
    expect(readZakat(query("cash=1000&nisab=platinum"))).toMatchObject({
      errors: { nisab: "Nisab must be gold or silver." },
    });
    expect(readZakat(query("cash=1000&nisab=gold"))).toMatchObject({
      errors: { goldPricePerGram: expect.any(String) },
    });
  });

  it("takes defaults for optional fields and reads a complete query", () => {
    // The address before the rate basis was asked: `markup` is the total markup.
    expect(readMurabaha(query("price=1000&markup=10&months=3"))).toEqual({
      ok: true,
      values: { price: 1000, rate: 10, basis: "total", months: 3, fee: 0, takaful: 0, obligations: 0 },
    });
    expect(readMurabaha(query("price=1000&rate=6&months=3&salary=20000"))).toEqual({
      ok: true,
      values: { price: 1000, rate: 6, basis: "flat", months: 3, fee: 0, takaful: 0, obligations: 0, salary: 20_000 },
    });
    expect(readHomeFinance(query("price=1000000&downPayment=20&years=25&rate=4.5"))).toEqual({
      ok: true,
      values: {
        price: 1_000_000,
        downPayment: 20,
        years: 25,
        rate: 4.5,
        fee: 0,
        takaful: 0,
        // The early-settlement terms default to the UAE Central Bank's cap.
        settlementFeePercent: 1,
        settlementFeeCap: 10_000,
        // Dubai's buying costs, each editable.
        dldPercent: 4,
        registrationPercent: 0.25,
        registrationFixed: 290,
        valuationFee: 3000,
        obligations: 0,
        residency: "expat",
        home: "first",
      },
    });
  });
});

describe("keyFactsHref", () => {
  it("names the statement's language beside the inputs, English by leaving it out", () => {
    expect(keyFactsHref("murabaha", "price=1000&months=3", "en")).toBe(
      "/api/finance/murabaha/key-facts.pdf?price=1000&months=3",
    );
    expect(keyFactsHref("zakat", "cash=1&nisab=gold", "ar")).toBe(
      "/api/finance/zakat/key-facts.pdf?cash=1&nisab=gold&locale=ar",
    );
  });
});

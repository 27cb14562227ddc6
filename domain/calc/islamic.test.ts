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
} from "#domain/constants.ts";
import { advanceSalaryCap, homeFinancePlan, murabahaPlan } from "./islamic.ts";

describe("BNPL (Murabaha)", () => {
  it("defaults: AED 1,000 at cost plus 10 % over 3 months is AED 1,100, AED 366.67 a month", () => {
    const plan = murabahaPlan(BNPL_PRICE_DEFAULT, BNPL_MARKUP_PERCENT.default, BNPL_INSTALLMENTS.default);
    expect(plan.total).toBeCloseTo(1100, 6);
    expect(plan.profit).toBeCloseTo(100, 6);
    expect(plan.monthly).toBeCloseTo(366.67, 2);
  });

  it("instalments always add up to the disclosed total, which is never below the price", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.integer({ min: BNPL_MARKUP_PERCENT.min, max: BNPL_MARKUP_PERCENT.max }),
        fc.integer({ min: BNPL_INSTALLMENTS.min, max: BNPL_INSTALLMENTS.max }),
        (price, markup, installments) => {
          const plan = murabahaPlan(price, markup, installments);
          expect(plan.monthly * installments).toBeCloseTo(plan.total, 4);
          expect(plan.total).toBeGreaterThanOrEqual(price);
        },
      ),
    );
  });
});

describe("home finance", () => {
  it("defaults: AED 500,000, 20 % down, 20 years at 7 %", () => {
    const plan = homeFinancePlan(
      HOME_FINANCE_PRICE_DEFAULT,
      HOME_FINANCE_DOWN_PAYMENT_PERCENT.default,
      HOME_FINANCE_TENURE_YEARS.default,
      HOME_FINANCE_PROFIT_RATE_PERCENT.default,
    );
    expect(plan.downPayment).toBe(100_000);
    expect(plan.financed).toBe(400_000);
    expect(plan.months).toBe(240);
    // PMT(7%/12, 240, 400000), computed independently.
    expect(plan.ijarahMonthly).toBeCloseTo(3101.1957, 3);
    // 400,000 × 7 % ÷ 12 + 400,000 ÷ 240 = 2,333.33 + 1,666.67.
    expect(plan.musharakahMonthly).toBeCloseTo(4000, 6);
    // Summing the declining payments month by month (Python) gives 681,166.67.
    expect(plan.musharakahTotal).toBeCloseTo(681_166.67, 1);
    expect(plan.customerSharePercent).toBe(20);
    expect(plan.bankSharePercent).toBe(80);
  });

  const inputs = fc.record({
    price: fc.integer({ min: 1, max: 50_000_000 }),
    down: fc.integer({ min: 2, max: 10 }).map((n) => n * HOME_FINANCE_DOWN_PAYMENT_PERCENT.step),
    years: fc.integer({ min: 1, max: 5 }).map((n) => n * HOME_FINANCE_TENURE_YEARS.step),
    rate: fc.integer({ min: 8, max: 24 }).map((n) => n * HOME_FINANCE_PROFIT_RATE_PERCENT.step),
  });

  it("ownership shares always sum to 100 %", () => {
    fc.assert(
      fc.property(inputs, ({ price, down, years, rate }) => {
        const plan = homeFinancePlan(price, down, years, rate);
        expect(plan.customerSharePercent + plan.bankSharePercent).toBe(100);
        expect(plan.downPayment + plan.financed).toBeCloseTo(price, 6);
      }),
    );
  });

  it("both structures repay at least the financed amount, and the Musharakah payment only falls", () => {
    fc.assert(
      fc.property(inputs, ({ price, down, years, rate }) => {
        const plan = homeFinancePlan(price, down, years, rate);
        expect(plan.ijarahMonthly * plan.months).toBeGreaterThanOrEqual(plan.financed - 1e-6);
        expect(plan.musharakahTotal).toBeGreaterThanOrEqual(plan.financed - 1e-6);
        expect(plan.musharakahLastMonthly).toBeLessThanOrEqual(plan.musharakahMonthly);
      }),
    );
  });
});

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

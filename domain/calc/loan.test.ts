import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOAN_AMOUNT, LOAN_RATE_PERCENT, LOAN_TERM_YEARS } from "#domain/calculator-bounds.ts";
import { toFils } from "#domain/finance/money.ts";
import { loan, loanInCents } from "./loan.ts";

// Reference payments computed independently (Python, and any spreadsheet's PMT function), to the cent.
describe("the loan calculator on the finance engine", () => {
  it("matches PMT(5%/12, 360, 100000) = 536.82 for the calculator's defaults", () => {
    const defaults = loan(LOAN_AMOUNT.default, LOAN_RATE_PERCENT.default, LOAN_TERM_YEARS.default);
    expect(defaults.months).toBe(360);
    expect(defaults.monthlyPayment).toBe(536.82);
    // PMT × 360 is 193,255.78; rounding each payment to the cent leaves the last one to clear the rest.
    expect(defaults.totalPayment).toBeCloseTo(193_255.78, -1);
    expect(defaults.totalInterest).toBeCloseTo(defaults.totalPayment - 100_000, 6);
  });

  it("matches other reference payments", () => {
    expect(loan(250_000, 10, 5).monthlyPayment).toBe(5311.76);
    expect(loan(400_000, 7, 20).monthlyPayment).toBe(3101.2);
    expect(loan(100_000, 1, 30).monthlyPayment).toBe(321.64);
  });

  it("a 0 % rate repays the amount in equal parts instead of dividing by zero", () => {
    const free = loan(120_000, 0, 10);
    expect(free.monthlyPayment).toBe(1000);
    expect(free.lastPayment).toBe(1000);
    expect(free.totalInterest).toBe(0);
  });

  it("splits the first year of the default loan into principal and interest like a reference schedule", () => {
    const [first] = loan(100_000, 5, 30).years;
    expect(first!.interest).toBeCloseTo(4966.49, 1);
    expect(first!.principal).toBeCloseTo(1475.37, 1);
    expect(first!.balance).toBeCloseTo(98_524.63, 1);
  });

  const loanInputs = fc.record({
    amount: fc.integer({ min: LOAN_AMOUNT.min / LOAN_AMOUNT.step, max: LOAN_AMOUNT.max / LOAN_AMOUNT.step }),
    rateTenths: fc.integer({ min: 0, max: LOAN_RATE_PERCENT.max * 10 }),
    years: fc.integer({ min: LOAN_TERM_YEARS.min, max: LOAN_TERM_YEARS.max }),
  });

  it("repays exactly the amount borrowed, in whole cents: every row is principal plus interest, the balance ends at 0", () => {
    fc.assert(
      fc.property(loanInputs, ({ amount, rateTenths, years }) => {
        const price = amount * LOAN_AMOUNT.step;
        const { principal, payment, rows } = loanInCents(price, rateTenths / 10, years);
        expect(principal).toBe(toFils(price));
        expect(rows).toHaveLength(years * 12);
        let owed = principal;
        for (const row of rows) {
          for (const value of [row.payment, row.profit, row.principal, row.balance]) {
            expect(Number.isInteger(value)).toBe(true);
          }
          expect(row.payment).toBe(row.principal + row.profit);
          expect(row.profit).toBeGreaterThanOrEqual(0);
          owed -= row.principal;
          expect(row.balance).toBe(owed);
        }
        expect(rows.reduce((sum, row) => sum + row.principal, 0)).toBe(principal);
        expect(rows.at(-1)!.balance).toBe(0);
        // Rounded once: every payment but the last is the level payment; the last takes the remainder.
        expect(rows.slice(0, -1).every((row) => row.payment === payment)).toBe(true);
      }),
    );
  });

  it("shows figures that add up: the total is the payments, the interest the total less the amount, the years the months", () => {
    fc.assert(
      fc.property(loanInputs, ({ amount, rateTenths, years }) => {
        const price = amount * LOAN_AMOUNT.step;
        const result = loan(price, rateTenths / 10, years);
        const cents = toFils;
        expect(cents(result.totalPayment)).toBe(
          cents(result.monthlyPayment) * (result.months - 1) + cents(result.lastPayment),
        );
        expect(cents(result.totalInterest)).toBe(cents(result.totalPayment) - cents(price));
        expect(result.totalInterest).toBeGreaterThanOrEqual(0);
        expect(result.years).toHaveLength(years);
        expect(result.years.reduce((sum, year) => sum + cents(year.principal), 0)).toBe(cents(price));
        expect(result.years.reduce((sum, year) => sum + cents(year.interest), 0)).toBe(cents(result.totalInterest));
        expect(result.years.at(-1)!.balance).toBe(0);
      }),
    );
  });

  it("keeps the last payment within what rounding the level payment can leave over the term", () => {
    fc.assert(
      fc.property(loanInputs, ({ amount, rateTenths, years }) => {
        const rate = rateTenths / 1200;
        const months = years * 12;
        const result = loan(amount * LOAN_AMOUNT.step, rateTenths / 10, years);
        // Half a cent a payment and half a cent of interest a month, grown at the rate to the end of the term.
        const growth = rate === 0 ? months : ((1 + rate) ** months - 1) / rate;
        expect(Math.abs(result.lastPayment - result.monthlyPayment)).toBeLessThanOrEqual(0.01 * growth + 0.01);
      }),
    );
  });

  it("a higher rate never lowers the payment", () => {
    fc.assert(
      fc.property(loanInputs, fc.integer({ min: 1, max: 50 }), ({ amount, rateTenths, years }, extra) => {
        const price = amount * LOAN_AMOUNT.step;
        expect(loan(price, (rateTenths + extra) / 10, years).monthlyPayment).toBeGreaterThan(
          loan(price, rateTenths / 10, years).monthlyPayment,
        );
      }),
    );
  });
});

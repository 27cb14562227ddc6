import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOAN_AMOUNT, LOAN_RATE_PERCENT, LOAN_TERM_YEARS } from "#domain/calculator-bounds.ts";
import { loanSummary, monthlyPayment, yearlySchedule } from "./loan.ts";

// Reference values computed independently (Python, and any spreadsheet's PMT function).
describe("loan arithmetic", () => {
  it("matches PMT(5%/12, 360, 100000) = 536.82 for the calculator's defaults", () => {
    expect(monthlyPayment(100_000, 5, 360)).toBeCloseTo(536.82, 2);
    const summary = loanSummary(LOAN_AMOUNT.default, LOAN_RATE_PERCENT.default, LOAN_TERM_YEARS.default);
    expect(summary.months).toBe(360);
    expect(summary.totalPayment).toBeCloseTo(193_255.78, 1);
    expect(summary.totalInterest).toBeCloseTo(93_255.78, 1);
  });

  it("matches other reference payments", () => {
    expect(monthlyPayment(250_000, 10, 60)).toBeCloseTo(5311.76, 2);
    expect(monthlyPayment(400_000, 7, 240)).toBeCloseTo(3101.1957, 3);
  });

  it("a 0 % rate repays the amount in equal parts instead of dividing by zero", () => {
    expect(monthlyPayment(120_000, 0, 120)).toBe(1000);
    expect(loanSummary(120_000, 0, 10).totalInterest).toBe(0);
  });

  it("splits the first year of the default loan into principal and interest like a reference schedule", () => {
    const [first] = yearlySchedule(100_000, 5, 30);
    expect(first!.interest).toBeCloseTo(4966.49, 1);
    expect(first!.principal).toBeCloseTo(1475.37, 1);
    expect(first!.balance).toBeCloseTo(98_524.63, 1);
  });

  const loanInputs = fc.record({
    amount: fc.integer({ min: LOAN_AMOUNT.min / LOAN_AMOUNT.step, max: LOAN_AMOUNT.max / LOAN_AMOUNT.step }),
    rateTenths: fc.integer({ min: 0, max: LOAN_RATE_PERCENT.max * 10 }),
    years: fc.integer({ min: LOAN_TERM_YEARS.min, max: LOAN_TERM_YEARS.max }),
  });

  it("never asks for less than the amount borrowed: payment × months ≥ principal", () => {
    fc.assert(
      fc.property(loanInputs, ({ amount, rateTenths, years }) => {
        const principal = amount * LOAN_AMOUNT.step;
        const { totalPayment, totalInterest } = loanSummary(principal, rateTenths / 10, years);
        expect(totalPayment).toBeGreaterThanOrEqual(principal - 1e-6);
        expect(totalInterest).toBeGreaterThanOrEqual(-1e-6);
      }),
    );
  });

  it("the yearly schedule repays exactly the principal and its interest adds up to the total interest", () => {
    fc.assert(
      fc.property(loanInputs, ({ amount, rateTenths, years }) => {
        const principal = amount * LOAN_AMOUNT.step;
        const rows = yearlySchedule(principal, rateTenths / 10, years);
        expect(rows).toHaveLength(years);
        const repaid = rows.reduce((sum, row) => sum + row.principal, 0);
        const interest = rows.reduce((sum, row) => sum + row.interest, 0);
        expect(repaid).toBeCloseTo(principal, 4);
        expect(interest).toBeCloseTo(loanSummary(principal, rateTenths / 10, years).totalInterest, 4);
        expect(rows.at(-1)!.balance).toBeCloseTo(0, 4);
      }),
    );
  });

  it("a higher rate never lowers the payment", () => {
    fc.assert(
      fc.property(loanInputs, fc.integer({ min: 1, max: 50 }), ({ amount, rateTenths, years }, extra) => {
        const principal = amount * LOAN_AMOUNT.step;
        const months = years * 12;
        expect(monthlyPayment(principal, (rateTenths + extra) / 10, months)).toBeGreaterThan(
          monthlyPayment(principal, rateTenths / 10, months),
        );
      }),
    );
  });
});

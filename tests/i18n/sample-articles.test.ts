// The sample articles teach with numbers: each figure they print must follow from the example's terms
// (100,000 AED at a flat 6 % a year over 4 years), worked out here, not copied from the text.
import { describe, expect, it } from "vitest";
import { SAMPLE_ARTICLES } from "#content/sample-articles.ts";

const amount = 100_000;
const flatRate = 0.06;
const years = 4;
const months = years * 12;

const profit = amount * flatRate * years;
const instalment = (amount + profit) / months;

/** The monthly rate at which `months` payments of `payment` are worth `principal` today (bisection). */
function monthlyRate(principal: number, payment: number, count: number): number {
  let low = 0;
  let high = 0.1;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    const presentValue = (payment * (1 - (1 + mid) ** -count)) / mid;
    if (presentValue > principal) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const annuity = (principal: number, rate: number, count: number) => (principal * rate) / (1 - (1 + rate) ** -count);

const apr = monthlyRate(amount, instalment, months) * 12;
const loanPayment = annuity(amount, flatRate / 12, months);
const loanInterest = loanPayment * months - amount;
const paidMonths = 24;
const priceLeft = amount + profit - instalment * paidMonths;
let principalLeft = amount;
for (let i = 0; i < paidMonths; i++) principalLeft = principalLeft * (1 + apr / 12) - instalment;

const en = (n: number, digits = 2) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe.each(["en", "ar"] as const)("the %s sample article's worked example", (locale) => {
  const text = SAMPLE_ARTICLES[locale].content;
  it("prints the murabaha's profit, price, instalment and APR as the terms give them", () => {
    expect(profit).toBe(24_000);
    expect(text).toContain(en(profit, 0));
    expect(text).toContain(en(amount + profit, 0));
    expect(text).toContain(en(instalment)); // 2,583.33
    expect(text).toContain(`${(apr * 100).toFixed(2)}`); // 10.97
    expect(text).toContain(`${((apr / 12) * 100).toFixed(4)}`); // 0.9146
  });

  it("prints the conventional loan's payment and interest, and what is left after 24 instalments", () => {
    expect(text).toContain(en(loanPayment)); // 2,348.50
    expect(text).toContain(en(loanInterest)); // 12,728.14
    expect(text).toContain(en(amount + loanInterest)); // 112,728.14
    expect(text).toContain(en(priceLeft, 0)); // 62,000
    expect(text).toContain(en(principalLeft)); // 55,440.88
  });
});

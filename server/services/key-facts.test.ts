import { describe, expect, it } from "vitest";
import { type CalculatorSlug, calculate } from "#domain/finance/calculate.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { keyFactsContent } from "./key-facts.ts";

/** A statement's content for `query`, as the PDF route builds it. */
function statement(slug: CalculatorSlug, query: string, locale: Locale = "en") {
  const values = Object.fromEntries(new URLSearchParams(query));
  const computed = calculate(slug, (name) => values[name]);
  if (!computed.result.ok) throw new Error(computed.result.message);
  return keyFactsContent(
    computed as Parameters<typeof keyFactsContent>[0],
    values,
    new Date(Date.UTC(2026, 0, 5)),
    locale,
  );
}
const HOME = "price=1000000&downPayment=20&years=25&rate=4.5&fee=0";
const term = (facts: ReturnType<typeof statement>, heading: string) =>
  facts.terms?.find(([label]) => label === heading)?.[1];

describe("Key Facts: home finance says what its rate is (issue #42, item 16)", () => {
  it("gives the rate its basis and says it is fixed, then variable on EIBOR", () => {
    const en = statement("home-finance", HOME);
    const rate = en.inputs.find(([label]) => label === "Profit rate")?.[1];
    expect(rate).toMatch(/4\.50.*a year on the reducing balance/);
    expect(en.assumptions.join(" ")).toMatch(/EIBOR/);
    const fixed = statement("home-finance", `${HOME}&fixedYears=5`);
    expect(fixed.assumptions.join(" ")).toMatch(/Fixed for the first 5 years, then variable: EIBOR/);
    const ar = statement("home-finance", HOME, "ar");
    expect(ar.inputs.find(([label]) => label === "معدل الربح")?.[1]).toMatch(/الرصيد المتناقص/);
    expect(ar.assumptions.join(" ")).toMatch(/إيبور/);
  });
});

describe("Key Facts: late payment under the product's own terms (issue #42, item 17)", () => {
  it("speaks of rent and the financier's share for home finance, of the sale price for Murabaha", () => {
    const home = term(statement("home-finance", HOME), "Late payment");
    expect(home).not.toMatch(/sale price/);
    expect(home).toMatch(/rent/);
    expect(term(statement("home-finance", HOME, "ar"), "التأخّر في السداد")).not.toMatch(/ثمن البيع/);
    expect(term(statement("murabaha", "price=10000&rate=6&months=12&fee=0"), "Late payment")).toMatch(/sale price/);
  });
});

describe("Key Facts: Murabaha early settlement (issue #42, item 23)", () => {
  it("gives no example for one instalment, and explains a settlement dearer than the instalments left", () => {
    const single = term(statement("murabaha", "price=1000&rate=1&basis=total&months=1&fee=0"), "Early settlement");
    expect(single).not.toMatch(/instalment 0/);
    const zero = term(statement("murabaha", "price=12000&rate=0&months=12&fee=0&settleAfter=6"), "Early settlement");
    expect(zero).toMatch(/costs AED\s60\.00 more than paying the instalments not yet due/);
    const ar = term(statement("murabaha", "price=12000&rate=0&months=12&fee=0&settleAfter=6", "ar"), "السداد المبكر");
    expect(ar).toMatch(/أكثر من دفع الأقساط التي لم يحلّ أجلها/);
  });
});

import { describe, expect, it } from "vitest";
import {
  ADVANCE_SALARY_CAP_PERCENT,
  BNPL_MARKUP_PERCENT,
  HOME_FINANCE_DOWN_PAYMENT_PERCENT,
} from "#domain/calculator-bounds.ts";
import { LTV_PRICE_BAND, loanToValueCap } from "#domain/finance/limits.ts";
import { islamicProducts as arIslamicProducts } from "./ar/islamic-products.ts";
import { getIslamicProduct, ISLAMIC_PRODUCT_IDS, islamicProducts } from "./islamic-products.ts";
import { islamicProductsSchema } from "./schema.ts";

describe("Islamic products (SPEC §3)", () => {
  it("lists the six products with the spec's contracts", () => {
    expect(islamicProducts.map((p) => [p.id, p.contractType])).toEqual([
      ["bnpl", "Murabaha"],
      ["advance-salary", "Qard Hasan"],
      ["home-finance", "Ijarah / Diminishing Musharakah"],
      ["car-finance", "Murabaha"],
      ["takaful", "Tabarru'"],
      ["zakat-waqf", "Zakat / Waqf"],
    ]);
    expect(islamicProductsSchema.safeParse(islamicProducts).success).toBe(true);
  });

  it("states the BNPL markup as cost plus 10 percent and the salary-advance cap as 50 percent with late fees to charity", () => {
    const bnpl = JSON.stringify(getIslamicProduct("bnpl"));
    expect(bnpl).toContain(`cost plus ${BNPL_MARKUP_PERCENT.default} percent`);
    const advance = JSON.stringify(getIslamicProduct("advance-salary"));
    expect(advance).toContain(`${ADVANCE_SALARY_CAP_PERCENT} percent of your monthly salary`);
    expect(advance).toMatch(/late fee[^.]*charity/i);
  });

  it("refuses products out of order or with a wrong contract", () => {
    expect(islamicProductsSchema.safeParse([...islamicProducts].reverse()).success).toBe(false);
    const wrong = islamicProducts.map((p) => (p.id === "bnpl" ? { ...p, contractType: "Ijarah" } : p));
    expect(islamicProductsSchema.safeParse(wrong).success).toBe(false);
  });

  it("finds a product by id and nothing for an unknown one", () => {
    expect(getIslamicProduct("takaful")?.title).toBe("Takaful");
    expect(getIslamicProduct("unknown")).toBeUndefined();
    expect(ISLAMIC_PRODUCT_IDS).toHaveLength(6);
  });
});

describe("Islamic products in Arabic (content/ar)", () => {
  it("has the same products, icons, colours and step counts, and passes the same schema", () => {
    expect(arIslamicProducts.map((p) => [p.id, p.icon, p.color, p.steps.length])).toEqual(
      islamicProducts.map((p) => [p.id, p.icon, p.color, p.steps.length]),
    );
    expect(islamicProductsSchema.safeParse(arIslamicProducts).success).toBe(true);
    expect(arIslamicProducts.map((p) => p.contractType)).toEqual([
      "مرابحة",
      "قرض حسن",
      "إجارة / مشاركة متناقصة",
      "مرابحة",
      "تبرّع",
      "زكاة / وقف",
    ]);
  });

  it("states the same SPEC figures: cost plus 10 percent, an advance of at most 50 percent, late fees to charity", () => {
    const bnpl = JSON.stringify(getIslamicProduct("bnpl", arIslamicProducts));
    expect(bnpl).toContain(`مضافًا إليها ${BNPL_MARKUP_PERCENT.default} بالمئة`);
    const advance = JSON.stringify(getIslamicProduct("advance-salary", arIslamicProducts));
    expect(advance).toContain(`${ADVANCE_SALARY_CAP_PERCENT} بالمئة من راتبك الشهري`);
    expect(advance).toMatch(/غرامة تأخير[^.]*الأعمال الخيرية/);
  });
});

describe("Islamic products say what the calculators apply (issue #42)", () => {
  const both = (id: string) =>
    [getIslamicProduct(id), getIslamicProduct(id, arIslamicProducts)].map((p) => JSON.stringify(p));

  it("gives the UAE Central Bank's minimum down payments, not 10 to 50 percent (item 18)", () => {
    const expat = 100 - loanToValueCap("expat", "first", LTV_PRICE_BAND);
    const national = 100 - loanToValueCap("national", "first", LTV_PRICE_BAND);
    const [en, ar] = both("home-finance");
    expect(en).not.toMatch(/10 to 50/);
    expect(en).toContain(`${expat} percent for an expatriate and ${national} percent for a UAE national`);
    expect(ar).not.toMatch(/10 (و|إلى )50/);
    expect(ar).toContain(`${expat} بالمئة للمقيم الوافد و${national} بالمئة للمواطن الإماراتي`);
    // The explorer's slider starts no lower than the lowest minimum.
    expect(HOME_FINANCE_DOWN_PAYMENT_PERCENT.min).toBe(national);
  });

  it("does not call a Qard Hasan 'exactly what you borrow' beside a processing fee (item 19)", () => {
    const [en, ar] = both("advance-salary");
    expect(en).not.toMatch(/processing|flat fee/i);
    expect(ar).not.toMatch(/المعالجة|رسم ثابت/);
    // "Exactly what you borrowed" holds only when repaid on time: a late charge is still paid.
    for (const feature of [getIslamicProduct("advance-salary")!.features[0]!])
      expect(feature).toMatch(/no fee.*on time/);
    expect(getIslamicProduct("advance-salary", arIslamicProducts)!.features[0]).toMatch(/ولا رسوم.*في الموعد/);
  });
});

import { describe, expect, it } from "vitest";
import { ADVANCE_SALARY_CAP_PERCENT, BNPL_MARKUP_PERCENT } from "#domain/constants.ts";
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

import { afterEach, describe, expect, it, vi } from "vitest";
import { INTL_LOCALE, LOCALES } from "./locales.ts";
import { formatNumber, pluralCategory } from "./translate.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("formatNumber", () => {
  it("writes every whole number from 0 to 999 exactly as Intl.NumberFormat does, in both languages", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale]);
      for (let n = 0; n <= 999; n++) expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl.format(n));
    }
  });

  it("leaves grouping, fractions and signs to Intl.NumberFormat", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale]);
      for (const n of [1000, 12_345.5, 0.5, -1, -0, 999.9, 1e21]) {
        expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl.format(n));
      }
    }
    expect(formatNumber("en", 1000)).toBe("1,000");
  });

  it("creates no Intl.NumberFormat for the small whole numbers a page hydrates with", async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, "NumberFormat");
    const fresh = await import("./translate.ts");
    expect([9, 50, 80, 100].map((n) => fresh.formatNumber("en", n) + fresh.formatNumber("ar", n))).toEqual([
      "99",
      "5050",
      "8080",
      "100100",
    ]);
    expect(created).not.toHaveBeenCalled();
    fresh.formatNumber("en", 1000);
    expect(created).toHaveBeenCalledTimes(1);
  });
});

describe("pluralCategory", () => {
  it("gives every whole number to 10,000 the category Intl.PluralRules gives it, in both languages", () => {
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(INTL_LOCALE[locale]);
      for (let n = 0; n <= 10_000; n++) expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
      for (const n of [0.5, 1.5, 2.25, -1, -0, 2 ** 53]) {
        expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
      }
    }
  });

  it("creates no Intl.PluralRules for whole numbers", async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, "PluralRules");
    const fresh = await import("./translate.ts");
    expect([0, 1, 2, 3, 11, 100].map((n) => fresh.pluralCategory("ar", n))).toEqual([
      "zero",
      "one",
      "two",
      "few",
      "many",
      "other",
    ]);
    expect(created).not.toHaveBeenCalled();
    fresh.pluralCategory("ar", 1.5);
    expect(created).toHaveBeenCalledTimes(1);
  });
});

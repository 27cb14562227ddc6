import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue.server.ts";
import { INTL_LOCALE, LOCALES } from "./locales.ts";
import { createTranslator } from "./translate.ts";

// The landing page's statistics are written through the catalogue (no ICU on the hydration path,
// decision 022); its percent must still be the language's own, which Intl knows.
describe("the statistics' number patterns", () => {
  it("write a percent as Intl.NumberFormat's style percent does, in every language", () => {
    for (const locale of LOCALES) {
      const t = createTranslator(locale, CATALOGUE.landing[locale]);
      const intl = new Intl.NumberFormat(INTL_LOCALE[locale], { style: "percent" });
      for (const value of [0, 9, 40, 80, 100, 250]) {
        expect(t("stats.percent", { value }), `${locale} ${value}`).toBe(intl.format(value / 100));
      }
    }
  });

  it("put the plus after the number in logical order, so Arabic shows it at the number's left", () => {
    for (const locale of LOCALES) {
      expect(createTranslator(locale, CATALOGUE.landing[locale])("stats.plus", { value: 9 })).toBe("9+");
    }
  });
});

import { describe, expect, it } from "vitest";
import { financeFormats } from "#domain/finance/format.ts";
import { type Fonts, layoutParagraph, visualOrder } from "./bidi-lines.ts";

// Visual order is written left to right, so the Arabic words below read backwards ("حبرلا" is
// "الربح" seen from the left).
describe("visualOrder", () => {
  it("puts an Arabic line right to left, keeps numbers and Latin left to right, mirrors the brackets", () => {
    expect(visualOrder("الربح 12 (APR)", "rtl")).toBe("(APR) 12 حبرلا");
    // After Arabic letters a bare "%" goes to the number's left (the number is an Arabic number, UAX #9
    // W2); Intl's Arabic percent carries the marks that keep it on the right.
    expect(visualOrder("هامش الربح (8.00%)", "rtl")).toBe("(%8.00) حبرلا شماه");
    expect(visualOrder(`هامش الربح (${financeFormats("ar").percent(8)})`, "rtl")).toBe("(8.00%) حبرلا شماه");
  });

  it("keeps an amount set into a sentence together, its marks and isolates left out", () => {
    const { aed, inline } = financeFormats("ar");
    expect(visualOrder(`الرسوم ${inline(aed(1234.5))} فقط`, "rtl")).toBe("طقف .إ.د 1,234.50 موسرلا");
  });

  it("mirrors nothing in a left-to-right line", () => {
    expect(visualOrder("Price (السعر) AED 5", "ltr")).toBe("Price (رعسلا) AED 5");
  });
});

/** One unit of width a character; "ar" has the Arabic letters, "la" everything else; both have the space. */
const fonts: Fonts<"ar" | "la"> = {
  order: ["ar", "la"],
  has: (font, char) => char === " " || /\p{Script=Arabic}/u.test(char) === (font === "ar"),
  width: (_font, text) => [...text].length,
};

describe("layoutParagraph", () => {
  it("cuts a line into one-font pieces placed left to right, an Arabic one handed over in logical order", () => {
    const [line, ...rest] = layoutParagraph("الربح 12 (APR)", { direction: "rtl", maxWidth: 100, fonts });
    expect(rest).toEqual([]);
    // fontkit shapes "الربح" and reverses it: it is handed over as written, and drawn at the right.
    // The brackets (mirrored) are pieces of their own: they belong to the Arabic line, "APR" does not.
    expect(line!.pieces).toEqual([
      { text: "(", font: "la", x: 0, width: 1 },
      { text: "APR", font: "la", x: 1, width: 3 },
      { text: ")", font: "la", x: 4, width: 1 },
      { text: "12", font: "la", x: 6, width: 2 },
      { text: "الربح", font: "ar", x: 9, width: 5 },
    ]);
    expect(line!.width).toBe(14);
    expect(line!.logical).toBe("الربح 12 (APR)");
  });

  it("breaks at spaces, first line first, and never inside an isolated figure", () => {
    const lines = layoutParagraph("كلمة \u2068AED 1,000\u2069 أخرى", { direction: "rtl", maxWidth: 10, fonts });
    expect(lines.map((line) => line.logical)).toEqual(["كلمة", "AED 1,000", "أخرى"]);
    expect(lines.map((line) => line.width)).toEqual([4, 9, 4]);
  });

  it("breaks a word longer than a line after its slashes and ampersands, filling the lines", () => {
    const url = "https://example.test/ar/x?price=1&years=2";
    const lines = layoutParagraph(`Owner | ${url}`, { direction: "rtl", maxWidth: 24, fonts });
    expect(lines.map((line) => line.logical)).toEqual(["Owner | https://", "example.test/ar/x?", "price=1&years=2"]);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(24);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arabicStem, foldText, normaliseForSearch, searchToken } from "./normalise.ts";

describe("foldText", () => {
  it("folds the alif forms, alif maqsura and ta marbuta", () => {
    expect(foldText("أإآٱا")).toBe("ااااا");
    expect(foldText("مستشفى")).toBe(foldText("مستشفي"));
    expect(foldText("مرابحة")).toBe("مرابحه");
  });

  it("drops tashkeel and tatweel", () => {
    expect(foldText("مُرَابَحَةٌ")).toBe(foldText("مرابحة"));
    expect(foldText("مرابـــحة")).toBe(foldText("مرابحة"));
  });

  it("reads Arabic-Indic and Persian digits as Latin ones", () => {
    expect(foldText("٢٠٢٤ ۱۲")).toBe("2024 12");
  });

  it("folds Arabic and ASCII text without decomposing it exactly as with (the fast path is the same)", () => {
    const slow = (text: string) => foldText(`\u00E9${text}`).slice(1); // a leading é forces the decomposing path
    const piece = fc.constantFrom(
      ..."أإآٱؤئىةابتمرحه٠١٢abcXYZ 09-",
      "\u0627\u0654",
      "\u0627\u0653",
      "\u064E",
      "\u0640",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join("");
        expect(foldText(text)).toBe(slow(text));
      }),
    );
  });

  it("lower-cases Latin text and drops its accents", () => {
    expect(foldText("Murābaḥah ÉTUDE")).toBe("murabahah etude");
  });
});

describe("arabicStem", () => {
  it.each([
    ["والمرابحه", "مرابح"],
    ["بالمرابحه", "مرابح"],
    ["للمرابحه", "مرابح"],
    ["فالتمويل", "تمويل"],
    ["وتمويل", "تمويل"],
    ["بتمويل", "تمويل"],
    ["كتمويل", "تمويل"],
    ["لتمويل", "تمويل"],
    ["التمويلات", "تمويل"],
  ])("%s → %s", (word, stem) => {
    expect(arabicStem(word)).toBe(stem);
  });

  it("leaves short words whole (بنك is not ب + نك)", () => {
    expect(arabicStem("بنك")).toBe("بنك");
    expect(arabicStem("كتب")).toBe("كتب");
  });

  it("always keeps at least three letters of a longer word", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ابتثجحخدذرزسشصضطظعغفقكلمنهوي]{3,12}$/), (word) => {
        expect(arabicStem(word).length).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});

describe("normaliseForSearch", () => {
  it("gives one token for every spelling of a transliterated term, in both scripts", () => {
    const forms = ["murabaha", "Murabahah", "مرابحة", "مرابحه", "المرابحة", "والمرابحة", "بالمرابحة", "للمرابحة"];
    expect(new Set(forms.map(normaliseForSearch))).toEqual(new Set(["murabaha"]));
    expect(normaliseForSearch("اجارة")).toBe(normaliseForSearch("الإجارة"));
    expect(normaliseForSearch("ijarah")).toBe(normaliseForSearch("إجارة"));
    expect(normaliseForSearch("zakah")).toBe(normaliseForSearch("الزكاة"));
    expect(normaliseForSearch("musharakah")).toBe(normaliseForSearch("مشاركة"));
  });

  it("is the same with or without tashkeel, tatweel, hamza forms and prefixes", () => {
    const letters = fc.constantFrom(..."ابتثجحخدرسشصطعفقلمنهوي");
    const marks = fc.constantFrom("", "\u064E", "\u064F", "\u0650", "\u0651", "\u0652", "\u0640");
    fc.assert(
      fc.property(fc.array(fc.tuple(letters, marks), { minLength: 1, maxLength: 10 }), (pairs) => {
        const plain = pairs.map(([l]) => l).join("");
        const marked = pairs.map(([l, m]) => l + m).join("");
        expect(normaliseForSearch(marked)).toBe(normaliseForSearch(plain));
      }),
    );
  });

  it("is idempotent on the spellings fast-check found: ligatures, a dotted capital I, a styled capital, a double suffix", () => {
    for (const text of ["Ⰰﯪﱓ", "İstanbul", "𝕬", "تعاونيات", "والمصرفيات"]) {
      const once = normaliseForSearch(text);
      expect(normaliseForSearch(once), text).toBe(once);
    }
  });

  it("is idempotent: a normalised text normalises to itself", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        const once = normaliseForSearch(text);
        expect(normaliseForSearch(once)).toBe(once);
      }),
    );
  });

  it("never leaves a character a tsquery would read as an operator", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        expect(normaliseForSearch(text)).not.toMatch(/[&|!():*'"\\<>-]/);
      }),
    );
  });

  it("keeps unknown words as they are folded", () => {
    expect(searchToken("calculator")).toBe("calculator");
  });
});

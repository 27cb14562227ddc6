import fc from "fast-check";
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { parseQuery, queryTokens } from "./query.ts";
import { markText, matcher, needlePattern, snippet, wordMatches } from "./snippet.ts";

const tokensOf = (query: string) => queryTokens(parseQuery(query));

// Queries of every kind the matcher sees: finance terms in both scripts, Arabic with prefixes and
// variants, English stems, a prefix typed in the dialog, short words, digits, accents.
const QUERIES = [
  "murabaha calculator",
  "مرابحه",
  "المرابحة",
  "murab",
  "اجارة",
  "إجارة منتهية بالتمليك",
  "والمشاركة المتناقصة",
  "takaful",
  "zakah",
  "calculate",
  "calculators",
  "AI",
  "٢٠٢٤",
  "2024",
  "étude",
  "onboarding compliance",
  "بالتكافل",
  "صكوك",
];

// Words as pages write them: the same terms with tashkeel, tatweel, hamza forms, prefixes, capitals.
const WORDS =
  "Murabaha MURABAHAH Murad murals murabahas murābaḥah مرابحة المرابحة والمرابحة بالمرابحه مُرَابَحَة مرابـــحة Calculator calculators calculating Calculation إجارة الإجارة اجاره ijarah Ijara المشاركة المتناقصة Musharakah Takaful التكافل تكافلي zakat الزكاة زكاه 2024 ٢٠٢٤ ۲۰۲۴ Étude etude AI ai الصكوك صكوك sukuk onboarding Compliance والامتثال".split(
    " ",
  );

describe("matcher", () => {
  it("builds its pattern from a visitor's query without backtracking (recheck, as the regex lint does)", () => {
    // The pattern is made per query, so the regex lint over the source never sees it: checked here for
    // queries of both scripts, with finance terms, prefixes and short tokens.
    for (const query of ["مرابحه تمويل", "murabaha calculator", "zakat", "a ab abc", "إجارة ijara", "صكوك -bonds"]) {
      const pattern = needlePattern(tokensOf(query));
      expect(pattern, query).not.toBe("");
      expect(checkSync(pattern, "", { timeout: 10_000 }).status, `${query}: /${pattern}/`).toBe("safe");
    }
  });

  it("marks exactly the words the exact check marks, for every query (the cheap test drops none)", () => {
    for (const query of QUERIES) {
      const tokens = tokensOf(query);
      const matches = matcher(tokens);
      for (const word of WORDS) expect([query, word, matches(word)]).toEqual([query, word, wordMatches(word, tokens)]);
    }
  });

  it("agrees with the exact check on any word of Arabic letters, marks, digits and Latin", () => {
    const char = fc.constantFrom(
      ..."ابتثجحخدذرسشصضطظعغفقكلمنهويأإآٱؤئىةء٠١٢٣abcikmrsuxyzAKMRU019",
      "\u064E",
      "\u0651",
      "\u0640",
      "\u0670",
      "\u00E9",
      "\u0301",
    );
    const word = fc.array(char, { minLength: 1, maxLength: 10 }).map((chars) => chars.join(""));
    const spelling = fc.constantFrom(...WORDS);
    fc.assert(
      fc.property(
        fc.constantFrom(...QUERIES),
        fc.oneof(
          word,
          spelling,
          fc.tuple(word, spelling).map(([a, b]) => a + b),
        ),
        (query, written) => {
          const tokens = tokensOf(query);
          expect(matcher(tokens)(written)).toBe(wordMatches(written, tokens));
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it("finds the Arabic spelling of a term asked in English, and the English one asked in Arabic", () => {
    expect(markText("عقد المرابحة للسيارات", tokensOf("murabaha"))).toEqual([
      { text: "عقد " },
      { text: "المرابحة", mark: true },
      { text: " للسيارات" },
    ]);
    expect(markText("A Murabaha calculator", tokensOf("مرابحه"))).toEqual([
      { text: "A " },
      { text: "Murabaha", mark: true },
      { text: " calculator" },
    ]);
  });

  it("is shared by several texts, as one search's results share it", () => {
    const matches = matcher(tokensOf("takaful"));
    expect(snippet("Mutual cover: takaful pools.", matches)).toEqual([
      { text: "Mutual cover: " },
      { text: "takaful", mark: true },
      { text: " pools" },
      { text: " …" },
    ]);
    expect(markText("التكافل للشركات", matches)).toEqual([{ text: "التكافل", mark: true }, { text: " للشركات" }]);
  });
});

// Articles for the search benchmark (`npm run bench`, issue #45): `count` published articles in each
// language, written straight into a database before its server starts (which indexes them). Their words
// come from a fixed vocabulary by a fixed sequence, so every run searches the same text.

import type { Database } from "#server/db/client.ts";
import { articles } from "#server/db/schema.ts";

// The terms readers search for, each in about one article in twenty (as a real blog would use them), among
// a filler vocabulary of 2,000 made-up words a language, so a query's matches are a realistic share.
const ENGLISH_TERMS = "murabaha ijara musharaka takaful sukuk zakat calculator onboarding compliance retention".split(
  " ",
);
const ARABIC_TERMS = "المرابحة الإجارة المشاركة التكافل الصكوك الزكاة الحاسبة التسجيل الامتثال الاحتفاظ".split(" ");
const LATIN_SYLLABLES = "ka lo mi ne ru sa ti vo ze pa da fi gu ho ja".split(" ");
const ARABIC_SYLLABLES = "كا لو مي نع رب سن تم فا زي بد حل جو قر صف طه".split(" ");

function vocabulary(syllables: readonly string[], next: (n: number) => number): string[] {
  return Array.from({ length: 2_000 }, () =>
    Array.from({ length: 2 + next(3) }, () => syllables[next(syllables.length)]).join(""),
  );
}

/** A fixed pseudo-random sequence (a linear congruential generator): the same words on every run. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor(state / 65_536) % n;
  };
}

function text(words: readonly string[], next: (n: number) => number, count: number): string {
  return Array.from({ length: count }, () => words[next(words.length)]).join(" ");
}

/** Writes `count` articles a language (about 400 words each, two headings), then closes the database. */
export async function seedSearchArticles(database: Database, count = 1_000): Promise<void> {
  try {
    const rows = [];
    for (const [locale, syllables, terms] of [
      ["en", LATIN_SYLLABLES, ENGLISH_TERMS],
      ["ar", ARABIC_SYLLABLES, ARABIC_TERMS],
    ] as const) {
      const next = sequence(locale === "en" ? 45 : 46);
      const filler = vocabulary(syllables, next);
      for (let i = 0; i < count; i++) {
        const words: string[] = [];
        for (const term of terms) if (next(20) === 0) words.push(term);
        const sprinkle = () => (words.length > 0 ? ` ${words.join(" ")}` : "");
        rows.push({
          locale,
          slug: `search-bench-${locale}-${i}`,
          title: text(filler, next, 5),
          excerpt: text(filler, next, 20),
          content: `## ${text(filler, next, 3)}\n\n${text(filler, next, 180)}${sprinkle()}\n\n## ${text(filler, next, 3)}\n\n${text(filler, next, 180)}`,
          category: "Bench",
          published: true,
          // One a day back from a fixed date: recency has something to order.
          publishedAt: new Date(Date.UTC(2025, 0, 1) - i * 86_400_000),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 200) await database.db.insert(articles).values(rows.slice(i, i + 200));
  } finally {
    await database.close();
  }
}

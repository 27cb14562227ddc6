import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financeFormats } from "#domain/finance/format.ts";
import { CATALOGUE } from "#domain/i18n/catalogue.server.ts";
import { createTranslator } from "#domain/i18n/translate.ts";
import type { Database } from "#server/db/client.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

const [pglite] = testDatabaseTargets();
let database: Database;
let app: ReturnType<typeof createTestApp>["app"];
beforeAll(async () => {
  database = await pglite!.open();
  app = createTestApp(database).app;
});
afterAll(() => database?.close());

async function pdfText(pdf: Uint8Array) {
  const task = getDocument({ data: pdf, verbosity: 0 });
  const doc = await task.promise;
  let text = "";
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += `${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}\n`;
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: text.replace(/\s+/g, " ") };
}

/**
 * Page 1's text as a reader reads it: lines from the top, and on each line the drawn pieces from the
 * right (pdf.js gives an Arabic piece's characters in logical order), " | " where the line has a gap
 * (between a label and its value, between table cells).
 */
async function rightToLeftLines(pdf: Uint8Array) {
  const task = getDocument({ data: pdf, verbosity: 0 });
  const doc = await task.promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
  await task.destroy();
  const rows = new Map<number, { x: number; width: number; str: string }[]>();
  for (const item of content.items) {
    if (!("str" in item) || item.str === "") continue;
    const y = Math.round(item.transform[5]);
    rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4], width: item.width, str: item.str }]);
  }
  const lines = [...rows]
    .sort(([a], [b]) => b - a)
    .map(([, items]) => {
      let line = "";
      let left = Number.POSITIVE_INFINITY;
      for (const item of items.sort((a, b) => b.x - a.x)) {
        if (line && left - (item.x + item.width) > 12) line += " | ";
        line += item.str;
        left = item.x;
      }
      // pdf.js places some vowel marks (shadda, tanween) next to the wrong letter: they are left out.
      return line.replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim();
    });
  return { info, lines };
}

const ar = CATALOGUE.finance.ar;
const tAr = createTranslator("ar", ar);
/** As drawn: without the bidi marks and isolates, a no-break space as a space. */
const drawn = (text: string) =>
  text
    .replace(/[\u061c\u200e\u200f\u2066-\u2069]/g, "")
    .replace(/\u00a0/g, " ")
    .replace(/\p{M}/gu, "");
const aedAr = (value: number) => drawn(financeFormats("ar").aed(value));

const download = async (path: string) => {
  const res = await app.request(path);
  return { res, pdf: new Uint8Array(await res.arrayBuffer()) };
};

describe("GET /api/finance/:calculator/key-facts.pdf", () => {
  it("Murabaha: one page with the inputs, the figures, the schedule and the illustration note", async () => {
    const { res, pdf } = await download("/api/finance/murabaha/key-facts.pdf?price=1000&markup=10&months=3&fee=20");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="key-facts-murabaha.pdf"');
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    // The same figures as GET /api/finance/murabaha for this query.
    const json = (await (await app.request("/api/finance/murabaha?price=1000&markup=10&months=3&fee=20")).json()) as {
      monthly: number;
      apr: number;
    };
    expect(text).toContain(`AED ${json.monthly.toFixed(2)}`);
    expect(text).toContain(`${json.apr.toFixed(2)}%`);
    for (const expected of ["AED 1,000.00", "AED 1,120.00", "APR counts the fee", "not an offer", "Month"]) {
      expect(text).toContain(expected);
    }
  });

  it("every calculator's worked example fits on one page, the longest terms included", async () => {
    const paths = [
      "/api/finance/murabaha/key-facts.pdf?price=5000&markup=8&months=600&fee=100",
      "/api/finance/home-finance/key-facts.pdf?price=1500000&downPayment=20&years=40&rate=4.5&fee=5000&takaful=0.02&fixedYears=5&settleAfter=60",
      "/api/finance/flat-rate/key-facts.pdf?amount=900000&rate=3.75&years=20&quote=flat",
      "/api/finance/zakat/key-facts.pdf?cash=40000&goldGrams=50&goldPricePerGram=320&silverPricePerGram=4&nisab=silver",
      "/api/finance/purification/key-facts.pdf?amount=12000&ratio=3.5",
    ];
    const expected = ["Ijarah", "6.22%", "AAOIFI Shari'ah Standard No. 35", "AED 420.00"];
    const texts: string[] = [];
    for (const path of paths) {
      const { res, pdf } = await download(path);
      expect(res.status, path).toBe(200);
      const { pages, text } = await pdfText(pdf);
      expect(pages, path).toBe(1);
      texts.push(text);
    }
    expect(texts[1]).toContain("total to settle AED 1,149,921.25");
    expect(texts[1]).toContain("after 5 fixed years, benchmark +2");
    for (const fragment of expected) expect(texts.join(" ")).toContain(fragment);
  });

  it("Arabic (locale=ar): the Arabic font, labels on the right, every line in reading order", async () => {
    const { res, pdf } = await download(
      "/api/finance/murabaha/key-facts.pdf?price=1000&markup=10&months=3&fee=20&locale=ar",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Language")).toBe("ar");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="key-facts-murabaha-ar.pdf"');
    expect(Buffer.from(pdf).includes("/FontName /CZZZZZ+IBMPlexSansArabic-Regular")).toBe(true);
    const { info, lines } = await rightToLeftLines(pdf);
    expect(info.Language).toBe("ar");
    expect(info.Title).toBe(`بيان الحقائق الأساسية: ${ar["title.murabaha"]}`);
    const json = (await (await app.request("/api/finance/murabaha?price=1000&markup=10&months=3&fee=20")).json()) as {
      monthly: number;
      apr: number;
      schedule: { month: number; payment: number; profit: number; principal: number; balance: number }[];
    };
    const { percent } = financeFormats("ar");
    // Extractors read the glyphs drawn: a bracket is mirrored on an Arabic line, so "(" comes out as ")".
    expect(lines[0]).toBe(drawn(ar["keyFacts.eyebrow"]).replace(/[()]/g, (bracket) => (bracket === "(" ? ")" : "(")));
    expect(lines[1]).toBe(drawn(ar["title.murabaha"]));
    expect(lines[2]).toMatch(
      /^https?:\/\/.+\/ar\/islamic-fintech\/calculators\/murabaha\?price=1000&markup=10&months=3&fee=20 \| /,
    );
    const last = json.schedule.at(-1)!;
    const expected = [
      ar["keyFacts.inputs"],
      `${ar["field.murabaha.price"]} | ${aedAr(1000)}`,
      `${ar["field.murabaha.markup"]} | ${drawn(percent(10))}`,
      `${ar["field.murabaha.months"]} | 3`,
      `${ar["field.murabaha.fee"]} | ${aedAr(20)}`,
      ar["keyFacts.figures"],
      `${ar["murabaha.monthly"]} | ${aedAr(json.monthly)}`,
      `${ar["murabaha.apr"]} | ${drawn(percent(json.apr))}`,
      // The table from the right: the month first.
      (["month", "payment", "profit", "principal", "balance"] as const)
        .map((column) => ar[`murabaha.column.${column}`])
        .join(" | "),
      `3 | ${[last.payment, last.profit, last.principal, last.balance].map(aedAr).join(" | ")}`,
      ar["keyFacts.assumptions"],
      `- ${ar["murabaha.profitFixed"]}`,
      `- ${ar["page.illustration"]}`,
    ].map(drawn);
    for (const line of expected) expect(lines).toContain(line);
  });

  it("every Arabic statement fits on one page with no character the fonts lack", async () => {
    const queries = {
      murabaha: "price=5000&markup=8&months=600&fee=100",
      "home-finance":
        "price=1500000&downPayment=20&years=40&rate=4.5&fee=5000&takaful=0.02&fixedYears=5&settleAfter=60",
      "flat-rate": "amount=900000&rate=3.75&years=20&quote=flat",
      zakat: "cash=40000&goldGrams=50&goldPricePerGram=320&silverPricePerGram=4&nisab=silver",
      purification: "amount=12000&ratio=3.5",
    };
    for (const [slug, query] of Object.entries(queries)) {
      const { res, pdf } = await download(`/api/finance/${slug}/key-facts.pdf?${query}&locale=ar`);
      expect(res.status, slug).toBe(200);
      const { pages, text } = await pdfText(pdf);
      expect(pages, slug).toBe(1);
      // A glyph no font has comes out as U+0000; the figures stay Latin digits.
      const strays = [...text].filter((char) => char.codePointAt(0)! < 0x20 || /[\ufffd\u0660-\u0669]/.test(char));
      expect(strays, slug).toEqual([]);
    }
    const { lines } = await rightToLeftLines(
      (await download(`/api/finance/home-finance/key-facts.pdf?${queries["home-finance"]}&locale=ar`)).pdf,
    );
    expect(lines).toContain(
      `${drawn(tAr("home.resetRow", { years: "5", change: "\u2068+2\u2069" }))} | ${aedAr(6886.88)}`,
    );
  });

  it("bad input is a 400 naming the field, an unknown calculator a 404, both JSON", async () => {
    const bad = await app.request(
      "/api/finance/home-finance/key-facts.pdf?price=1000000&downPayment=20&years=45&rate=4.5",
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty("years");
    const language = await app.request("/api/finance/purification/key-facts.pdf?amount=100&ratio=2&locale=fr");
    expect(language.status).toBe(400);
    expect(((await language.json()) as { errors: Record<string, string> }).errors).toHaveProperty("locale");
    const unknown = await app.request("/api/finance/mortgage/key-facts.pdf?price=1");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Content-Type")).toMatch(/application\/json/);
  });
});

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedContent } from "#content/localized.server.ts";
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
/** As an extractor reads a drawn Arabic line: brackets are mirrored glyphs, so "(" comes out as ")". */
const MIRRORED: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[" };
const extracted = (text: string) => drawn(text).replace(/[()[\]]/g, (bracket) => MIRRORED[bracket]!);

const download = async (path: string) => {
  const res = await app.request(path);
  return { res, pdf: new Uint8Array(await res.arrayBuffer()) };
};

describe("GET /api/finance/:calculator/key-facts.pdf", () => {
  it("Murabaha: the inputs, the figures, the schedule and every item a CBUAE Key Facts Statement carries", async () => {
    const query =
      "price=100000&rate=6&basis=flat&months=48&fee=1000&takaful=0.02&settleAfter=24&financier=Emirates%20Islamic";
    const { res, pdf } = await download(`/api/finance/murabaha/key-facts.pdf?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="key-facts-murabaha.pdf"');
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBeLessThanOrEqual(2);
    // The same figures as GET /api/finance/murabaha for this query.
    const json = (await (await app.request(`/api/finance/murabaha?${query}`)).json()) as {
      monthly: number;
      apr: number;
      totalPayable: number;
      totalTakaful: number;
      firstTakaful: number;
      earlySettlement: { total: number; outstanding: number; fee: number; rebate: number };
    };
    const aed = (value: number) => `AED ${value.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    const s = json.earlySettlement;
    const items = [
      ["Financier", "Emirates Islamic"],
      ["Product", "Murabaha instalments with APR"],
      ["Amount financed", "AED 100,000.00"],
      ["Term", "48 months"],
      ["Monthly instalment", aed(json.monthly)],
      ["Last instalment", "AED 2,583.49"],
      ["Number of instalments", "48"],
      ["Total profit", "AED 24,000.00"],
      ["Total payable", aed(json.totalPayable)],
      ["APR (fee and takaful included)", `${json.apr.toFixed(2)}%`],
      ["Fees", "Upfront fee: AED 1,000.00"],
      ["Takaful", `${aed(json.firstTakaful)} with the first payment, ${aed(json.totalTakaful)} over the term`],
      ["Early settlement", "the profit not yet due is waived (ibra')"],
      [
        "Settling after instalment 24",
        `${aed(s.total)} (${aed(s.outstanding)} owed, ${aed(s.fee)} fee; ${aed(s.rebate)} of profit waived)`,
      ],
      ["Late payment", "given to charity"],
      ["Cooling-off period", "5 business days after signing"],
      ["Prepared on; valid until", new Date().getFullYear().toString()],
      ["Complaints", "the Sanadak ombudsman unit (sanadak.gov.ae)"],
      ["The rate you entered", "6.00% flat a year"],
      ["These figures are illustrations for learning, not an offer", "Month"],
    ];
    for (const [label, value] of items) {
      expect(text, label).toContain(label);
      expect(text, label).toContain(value);
    }
    // Without a name, the financier is a placeholder the statement says is one.
    const unnamed = await pdfText(
      (await download("/api/finance/murabaha/key-facts.pdf?price=1000&rate=5&months=3")).pdf,
    );
    expect(unnamed.text).toContain("Financier [Financier's name]");
  });

  it("home finance: takaful per month and in total, total payable, both structures' settlement, buying costs", async () => {
    const query = "price=2000000&downPayment=20&years=25&rate=4.5&fee=10000&takaful=0.03&settleAfter=60";
    const json = (await (await app.request(`/api/finance/home?${query}`)).json()) as {
      ijarah: { totalPayable: number; firstTakaful: number; totalTakaful: number; monthlyWithTakaful: number };
      musharakah: { totalPayable: number };
      earlySettlements: Record<"ijarah" | "musharakah", { total: number }>;
      upfront: { total: number };
    };
    const { text } = await pdfText((await download(`/api/finance/home-finance/key-facts.pdf?${query}`)).pdf);
    const aed = (value: number) => `AED ${value.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    const items = [
      "Financier [Financier's name]",
      "Amount financed AED 1,600,000.00",
      "Term 300 months",
      `Ijarah (lease to own): Monthly payment with takaful (first month) ${aed(json.ijarah.monthlyWithTakaful)}`,
      `Ijarah (lease to own): Total payable ${aed(json.ijarah.totalPayable)}`,
      `Diminishing Musharakah: Total payable ${aed(json.musharakah.totalPayable)}`,
      `${aed(json.ijarah.firstTakaful)} with the first payment, ${aed(json.ijarah.totalTakaful)} over the term`,
      `Settling after month 60: Ijarah ${aed(json.earlySettlements.ijarah.total)}, Diminishing Musharakah ${aed(json.earlySettlements.musharakah.total)}`,
      `Total cash needed ${aed(json.upfront.total)}`,
      "Cooling-off period",
      "Complaints",
      "the financier keeps title until the last payment",
    ];
    expect(json.ijarah.firstTakaful).toBe(480);
    for (const item of items) expect(text).toContain(item);
  });

  it("every calculator's worked example fits on two pages, the longest terms included", async () => {
    const paths = [
      "/api/finance/murabaha/key-facts.pdf?price=5000&rate=8&basis=flat&months=48&fee=100",
      "/api/finance/home-finance/key-facts.pdf?price=1500000&downPayment=20&years=25&rate=4.5&fee=5000&takaful=0.02&fixedYears=5&settleAfter=60",
      "/api/finance/flat-rate/key-facts.pdf?amount=900000&rate=3.75&years=20&quote=flat",
      "/api/finance/zakat/key-facts.pdf?cash=40000&goldGrams=50&goldKarat=21&goldPricePerGram=320&silverPricePerGram=4&nisab=silver&year=solar",
      "/api/finance/purification/key-facts.pdf?amount=12000&ratio=3.5",
    ];
    const expected = ["Ijarah", "6.22%", "AAOIFI Shari'ah Standard No. 35", "AED 420.00", "43.75 g", "2.577%"];
    const texts: string[] = [];
    for (const path of paths) {
      const { res, pdf } = await download(path);
      expect(res.status, path).toBe(200);
      const { pages, text } = await pdfText(pdf);
      expect(pages, path).toBeLessThanOrEqual(2);
      // Helvetica only: the embedded font is for a text Helvetica cannot write.
      expect(Buffer.from(pdf).includes("/FontFile2"), path).toBe(false);
      texts.push(text);
    }
    expect(texts[1]).toContain("Settling after month 60: Ijarah AED");
    expect(texts[1]).toContain("after 5 fixed years, benchmark +2");
    for (const fragment of expected) expect(texts.join(" ")).toContain(fragment);
  });

  it("Arabic (locale=ar): the Arabic font, labels on the right, every line in reading order", async () => {
    const { res, pdf } = await download(
      "/api/finance/murabaha/key-facts.pdf?price=1000&rate=10&months=3&fee=20&locale=ar",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Language")).toBe("ar");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="key-facts-murabaha-ar.pdf"');
    expect(Buffer.from(pdf).includes("/FontName /CZZZZZ+IBMPlexSansArabic-Regular")).toBe(true);
    const { info, lines } = await rightToLeftLines(pdf);
    expect(info.Language).toBe("ar");
    expect(info.Title).toBe(`بيان الحقائق الأساسية: ${ar["title.murabaha"]}`);
    const json = (await (await app.request("/api/finance/murabaha?price=1000&rate=10&months=3&fee=20")).json()) as {
      monthly: number;
      apr: number;
      schedule: { month: number; payment: number; profit: number; principal: number; balance: number }[];
    };
    const { percent } = financeFormats("ar");
    // Extractors read the glyphs drawn: a bracket is mirrored on an Arabic line, so "(" comes out as ")".
    expect(lines[0]).toBe(drawn(ar["keyFacts.eyebrow"]).replace(/[()]/g, (bracket) => (bracket === "(" ? ")" : "(")));
    expect(lines[1]).toBe(drawn(ar["title.murabaha"]));
    // The owner's name in Arabic letters on the Arabic statement, as the Arabic pages write it.
    expect(lines[2]).toContain(localizedContent("profile", "ar").name);
    expect(lines.join(" ")).not.toMatch(/Omar|Haddad/);
    // The header: the owner's name in Arabic (read first, on the right), then the page's address.
    expect(lines[2]).toMatch(
      /^عمر حداد \| https?:\/\/.+\/ar\/islamic-fintech\/calculators\/murabaha\?price=1000&rate=10&months=3&fee=20$/,
    );
    const last = json.schedule.at(-1)!;
    const expected = [
      ar["keyFacts.inputs"],
      `${ar["field.murabaha.price"]} | ${aedAr(1000)}`,
      `${ar["murabaha.quoted"]} | ${drawn(tAr("basis.quoted.flat", { rate: percent(10) }))}`,
      `${ar["field.murabaha.months"]} | 3`,
      `${ar["field.murabaha.fee"]} | ${aedAr(20)}`,
      ar["keyFacts.figures"],
      `${ar["keyFacts.financier"]} | ${ar["keyFacts.financierPlaceholder"]}`,
      `${ar["keyFacts.instalment"]} | ${aedAr(json.monthly)}`,
      `${ar["keyFacts.apr"]} | ${drawn(percent(json.apr))}`,
      `${ar["keyFacts.term"]} | ${drawn(tAr("keyFacts.months", { count: 3 }))}`,
      `${ar["keyFacts.takaful"]} | ${ar["keyFacts.takafulNone"]}`,
      // The table from the right: the month first.
      (["month", "payment", "profit", "principal", "balance"] as const)
        .map((column) => ar[`murabaha.column.${column}`])
        .join(" | "),
      `3 | ${[last.payment, last.profit, last.principal, last.balance].map(aedAr).join(" | ")}`,
      ar["keyFacts.terms"],
      ar["keyFacts.late"],
      ar["keyFacts.coolingOff"],
      ar["keyFacts.complaints"],
      ar["keyFacts.assumptions"],
      `- ${ar["page.illustration"]}`,
    ].map(extracted);
    for (const line of expected) expect(lines).toContain(line);
  });

  it("every Arabic statement fits on one page with no character the fonts lack", async () => {
    const queries = {
      murabaha: "price=5000&rate=8&months=48&fee=100&takaful=0.02&salary=9000&financier=مصرف%20الإمارات%20الإسلامي",
      "home-finance":
        "price=1500000&downPayment=20&years=25&rate=4.5&fee=5000&takaful=0.02&fixedYears=5&settleAfter=60",
      "flat-rate": "amount=900000&rate=3.75&years=20&quote=flat",
      zakat: "cash=40000&goldGrams=50&goldKarat=22&goldPricePerGram=320&silverPricePerGram=4&nisab=silver&year=solar",
      purification: "amount=12000&ratio=3.5",
    };
    for (const [slug, query] of Object.entries(queries)) {
      const { res, pdf } = await download(`/api/finance/${slug}/key-facts.pdf?${query}&locale=ar`);
      expect(res.status, slug).toBe(200);
      const { pages, text } = await pdfText(pdf);
      expect(pages, slug).toBeLessThanOrEqual(2);
      // A glyph no font has comes out as U+0000; the figures stay Latin digits.
      const strays = [...text].filter((char) => char.codePointAt(0)! < 0x20 || /[\ufffd\u0660-\u0669]/.test(char));
      expect(strays, slug).toEqual([]);
    }
    const { lines } = await rightToLeftLines(
      (await download(`/api/finance/home-finance/key-facts.pdf?${queries["home-finance"]}&locale=ar`)).pdf,
    );
    const home = (await (await app.request(`/api/finance/home?${queries["home-finance"]}`)).json()) as {
      rateResets: { monthly: number }[];
    };
    // The sign on the number's left ("+2", "-2"), as Gulf banks' Arabic statements print it.
    expect(lines).toContain(
      `${drawn(tAr("home.resetRow", { years: "5", change: "+2" }))} | ${aedAr(home.rateResets[3]!.monthly)}`,
    );
    expect(lines).toContain(
      `${drawn(tAr("home.resetRow", { years: "5", change: "-2" }))} | ${aedAr(home.rateResets[0]!.monthly)}`,
    );
    // Grams agree with their number in Arabic: 50 غرامًا, not 50 غرام.
    const zakat = await rightToLeftLines(
      (await download(`/api/finance/zakat/key-facts.pdf?${queries.zakat}&locale=ar`)).pdf,
    );
    expect(zakat.lines).toContain(extracted(`${ar["field.zakat.goldGrams"]} | 50 غرامًا`));
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

  it("English: a financier's Arabic name is drawn in the embedded font, shaped, and wrapped inside the margin", async () => {
    const name = "Bank مصرف الإمارات الإسلامي للتمويل والاستثمار Dubai Islamic Finance House";
    const query = `price=100000&rate=6&basis=flat&months=48&fee=1000&financier=${encodeURIComponent(name)}`;
    const { res, pdf } = await download(`/api/finance/murabaha/key-facts.pdf?${query}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(pdf).includes("/FontFile2")).toBe(true);
    const task = getDocument({ data: pdf, verbosity: 0 });
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const pageWidth = page.view[2] as number;
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      "str" in item && item.str.trim() !== ""
        ? [{ str: item.str, width: item.width, x: item.transform[4] as number, y: item.transform[5] as number }]
        : [],
    );
    await task.destroy();
    const text = items.map((item) => item.str).join(" ");
    // Every word of the name comes out as typed (pdf.js gives an Arabic piece in logical order).
    for (const word of name.split(" ")) expect(text).toContain(word);
    // Nothing runs past the 48 pt margins.
    for (const item of items) {
      expect(item.x, item.str).toBeGreaterThanOrEqual(48 - 0.5);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(pageWidth - 48 + 0.5);
    }
    // The value sits in its column (the right 40 %): the long name takes more than one line there.
    const rows = new Set(
      items.filter((item) => name.split(" ").some((word) => item.str.includes(word))).map((item) => Math.round(item.y)),
    );
    expect(rows.size).toBeGreaterThan(1);
    // Its first line sits on the label's baseline.
    const first = items.find((item) => item.str.trim() === "Bank")!;
    const label = items.filter((item) => item.str === "Financier" && Math.abs(item.y - first.y) < 10);
    expect(label).toHaveLength(1);
    expect(Math.abs(first.y - label[0]!.y)).toBeLessThanOrEqual(0.5);
  });

  it("refuses a financier's name with a bidi control, naming the field, in English and Arabic", async () => {
    for (const control of ["\u202e", "\u202a", "\u2066", "\u2069"]) {
      const query = `price=100000&rate=6&months=48&fee=1000&financier=${encodeURIComponent(`${control}knaB Islamic`)}`;
      const res = await app.request(`/api/finance/murabaha/key-facts.pdf?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors.financier).toMatch(/direction/);
      const home = await app.request(
        `/api/finance/home-finance/key-facts.pdf?price=1000000&downPayment=20&years=25&rate=4.5&financier=${encodeURIComponent(control)}`,
      );
      expect(home.status).toBe(400);
      expect(((await home.json()) as { errors: Record<string, string> }).errors).toHaveProperty("financier");
    }
    expect(tAr("error.directionControl", { label: "اسم الممول" })).toContain("«اسم الممول»");
  });
});

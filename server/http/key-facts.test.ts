import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

  it("bad input is a 400 naming the field, an unknown calculator a 404, both JSON", async () => {
    const bad = await app.request(
      "/api/finance/home-finance/key-facts.pdf?price=1000000&downPayment=20&years=45&rate=4.5",
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty("years");
    const unknown = await app.request("/api/finance/mortgage/key-facts.pdf?price=1");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Content-Type")).toMatch(/application\/json/);
  });
});

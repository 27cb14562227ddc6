import fc from "fast-check";
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

const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
};

/** Every number anywhere in a JSON value (JSON turns NaN and Infinity into null). */
function numbers(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbers);
  return [value];
}

describe("/api/finance", () => {
  it("Murabaha: the figures, rounded to 2 decimals, and the full schedule", async () => {
    const { status, headers, body } = await get("/api/finance/murabaha?price=1000&markup=10&months=3&fee=20");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(body).toMatchObject({ monthly: 366.67, totalProfit: 100, totalPayable: 1120 });
    // The fee counts in the APR: it is higher than the rate the sale price alone implies.
    const noFee = await get("/api/finance/murabaha?price=1000&markup=10&months=3");
    expect(body.apr).toBeGreaterThan(noFee.body.apr as number);
    expect(noFee.body.apr).toBeGreaterThan(0);
    const schedule = body.schedule as {
      month: number;
      payment: number;
      profit: number;
      principal: number;
      balance: number;
    }[];
    expect(schedule).toHaveLength(3);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBeCloseTo(1000, 1);
    // The fields a row always had, and the takaful paid beside it.
    expect(Object.keys(schedule[0]!).sort()).toEqual(["balance", "month", "payment", "principal", "profit", "takaful"]);
  });

  it("Murabaha: a rate says its basis; the old `markup` address keeps meaning the total markup", async () => {
    const flat = await get("/api/finance/murabaha?price=100000&rate=6&basis=flat&months=48&fee=0&settleAfter=24");
    expect(flat.status).toBe(200);
    expect(flat.body).toMatchObject({
      basis: "flat",
      rate: 6,
      monthly: 2583.33,
      lastMonthly: 2583.49,
      salePrice: 124_000,
      totalProfit: 24_000,
      apr: 10.97,
      flatRate: 6,
      markup: 24,
      earlySettlement: { month: 24 },
    });
    const legacy = await get("/api/finance/murabaha?price=100000&markup=6&months=48&fee=0");
    expect(legacy.body).toMatchObject({ basis: "total", rate: 6, monthly: 2208.33, apr: 2.88, flatRate: 1.5 });
    const afford = await get("/api/finance/murabaha?price=100000&rate=6&months=48&salary=10000&obligations=3000");
    expect(afford.body.affordability).toMatchObject({ ratio: 55.83, cap: 50, withinCap: false, room: 2000 });
  });

  it("home finance: both structures, and early settlement on the Ijarah schedule", async () => {
    const { status, body } = await get(
      "/api/finance/home?price=1000000&downPayment=20&years=25&rate=4.5&fee=0&takaful=0&settleAfter=60",
    );
    expect(status).toBe(200);
    expect(body.ijarah).toMatchObject({ monthly: 4446.66, apr: 4.5 });
    // Units of 2,666.67 (800,000 ÷ 300 to the fils): the last one is the 2,665.67 they leave.
    expect(body.musharakah).toMatchObject({ firstMonthly: 5666.67, lastMonthly: 2675.67, apr: 4.5 });
    const settlement = body.earlySettlement as { month: number; outstanding: number; fee: number; total: number };
    // Both structures' settlement, each labelled; the old field is the Ijarah one.
    const both = body.earlySettlements as Record<"ijarah" | "musharakah", typeof settlement>;
    expect(both.ijarah).toEqual(settlement);
    // 240 of 300 units left: 800,000 less 60 units of 2,666.67.
    expect(both.musharakah.outstanding).toBe(639_999.8);
    expect(body.upfront).toMatchObject({ downPayment: 200_000, dldFee: 40_000, registrationFee: 2290, total: 245_290 });
    expect(body.loanToValue).toMatchObject({ cap: 80, withinCap: true });
    expect(settlement.month).toBe(60);
    expect(settlement.fee).toBeCloseTo(Math.min(settlement.outstanding / 100, 10_000), 1);
    expect(settlement.total).toBeCloseTo(settlement.outstanding + settlement.fee, 1);
    expect(body.schedule).toHaveLength(300);
  });

  it("flat rate: the published offer shape (3.75 % flat over 20 years on 900,000)", async () => {
    const { status, body } = await get("/api/finance/flat-rate?amount=900000&flatRate=3.75&years=20");
    expect(status).toBe(200);
    expect(body).toEqual({ monthly: 6562.5, totalProfit: 675_000, apr: 6.22, effectiveAnnualRate: 6.4 });
  });

  it("zakat: due at the nisab, and a clear 400 when the nisab metal has no price", async () => {
    const due = await get("/api/finance/zakat?cash=30000&goldPricePerGram=300&nisab=gold");
    expect(due.body).toEqual({
      nisabValue: 25_500,
      zakatableWealth: 30_000,
      due: true,
      zakat: 750,
      pureGoldGrams: 0,
      ratePercent: 2.5,
    });
    const below = await get("/api/finance/zakat?cash=2000&silverPricePerGram=3.5&nisab=silver");
    expect(below.body).toMatchObject({ nisabValue: 2082.5, zakatableWealth: 2000, due: false, zakat: 0 });
    const karat = await get("/api/finance/zakat?goldGrams=100&goldKarat=21&goldPricePerGram=400&nisab=gold&year=solar");
    expect(karat.body).toMatchObject({
      pureGoldGrams: 87.5,
      zakatableWealth: 35_000,
      zakat: 901.95,
      ratePercent: 2.577,
    });
    const missing = await get("/api/finance/zakat?cash=30000");
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty("goldPricePerGram");
  });

  it("answers bad input with a 400 naming the field", async () => {
    const bad = await get("/api/finance/home?price=1000000&downPayment=20&years=45&rate=4.5");
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message: "Term in years must be at least 1 and at most 25.",
        errors: { years: "Term in years must be at least 1 and at most 25." },
      },
    });
    expect((await get("/api/finance/murabaha?price=-5&markup=10&months=3")).body.errors).toHaveProperty("price");
    expect((await get("/api/finance/flat-rate?amount=1000&flatRate=150&years=2")).body.errors).toHaveProperty(
      "flatRate",
    );
  });

  it("never answers NaN, Infinity or a server error, whatever the query", async () => {
    const value = fc.oneof(
      fc.constantFrom("", "0", "-1", "1e309", "NaN", "Infinity", "abc", "0.0000001", "600", "601", "99.99", "100"),
      fc.integer({ min: -1_000, max: 200_000_000 }).map(String),
      fc.double({ noNaN: false }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("murabaha", "home", "flat-rate", "zakat"),
        fc.dictionary(
          fc.constantFrom(
            "price",
            "markup",
            "months",
            "fee",
            "downPayment",
            "years",
            "rate",
            "takaful",
            "settleAfter",
            "amount",
            "flatRate",
            "cash",
            "goldGrams",
            "goldPricePerGram",
            "silverPricePerGram",
            "debts",
            "nisab",
            "basis",
            "residency",
            "home",
            "goldKarat",
            "year",
            "salary",
            "obligations",
            "financier",
          ),
          fc.oneof(value, fc.constantFrom("flat", "total", "reducing", "expat", "second", "21", "solar", "\u0000")),
        ),
        async (calculator, query) => {
          const res = await app.request(`/api/finance/${calculator}?${new URLSearchParams(query)}`);
          expect([200, 400]).toContain(res.status);
          const body = await res.json();
          if (res.status === 200)
            expect(numbers(body).every((n) => typeof n !== "number" || Number.isFinite(n))).toBe(true);
          if (res.status === 200) expect(numbers(body)).not.toContain(null);
          else expect(typeof body.message).toBe("string");
        },
      ),
      { numRuns: 150 },
    );
  });
});

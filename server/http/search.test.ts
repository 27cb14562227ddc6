import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// GET /api/search (issue #45): the dialog's door to the same search as the page; bad input is a 400 naming the field.

const [pglite] = testDatabaseTargets();
let database: Database;
let app: ReturnType<typeof createTestApp>["app"];
beforeAll(async () => {
  database = await pglite!.open();
  const test = createTestApp(database);
  app = test.app;
  await test.services.search.rebuild({});
});
afterAll(() => database?.close());

const get = (query: string) => app.request(`/api/search?${query}`);

describe("GET /api/search", () => {
  it("answers results in the page's language first, with their kind and language in words", async () => {
    const response = await get(`q=${encodeURIComponent("مرابحه")}&lang=ar&limit=50`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as {
      results: { path: string; locale: string; kindLabel: string; languageLabel: string | null }[];
    };
    expect(body.results[0]).toMatchObject({
      path: "/ar/islamic-fintech/calculators/murabaha",
      kindLabel: "حاسبة",
      languageLabel: null,
    });
    const english = body.results.find((hit) => hit.locale === "en");
    expect(english?.languageLabel).toBe("الإنجليزية");
  });

  it("finds words as they are typed (prefix) and says what a typo was read as", async () => {
    const typed = (await (await get("q=murab&lang=en")).json()) as { results: { path: string }[] };
    expect(typed.results.map((hit) => hit.path)).toContain("/islamic-fintech/calculators/murabaha");
    const typo = (await (await get("q=murabha&lang=en")).json()) as { correctedTo: string | null };
    expect(typo.correctedTo).toBe("murabaha");
  });

  it("answers an empty query with no results", async () => {
    for (const query of ["", "q=", "q=%20%20"]) {
      const response = await get(query);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ query: "", results: [] });
    }
  });

  it("refuses a query over 200 characters, naming the field, in the page's language", async () => {
    const response = await get(`q=${"a".repeat(201)}&lang=en`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Your search is too long: use at most 200 characters.",
      errors: { q: "Your search is too long: use at most 200 characters." },
    });
    expect((await get(`q=${"ب".repeat(200)}&lang=ar`)).status).toBe(200);
  });

  it("refuses control characters with a 400, never a 500", async () => {
    for (const value of ["%00", "a%07b", "%1B[31m", "%C2%85"]) {
      expect((await get(`q=${value}`)).status).toBe(400);
    }
  });

  it("refuses a limit that is not a whole number from 1 to 50", async () => {
    for (const limit of ["0", "51", "-1", "1.5", "ten", "99999999999"]) {
      const response = await get(`q=zakat&limit=${limit}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty("limit");
    }
  });

  it("takes tsquery operators, quotes and SQL as plain words", async () => {
    for (const query of [
      "'",
      '"',
      "a & b",
      "!!zakat",
      "zakat:*",
      "(",
      "<->",
      "'; drop table articles; --",
      "\\",
      "%",
    ]) {
      const response = await get(`q=${encodeURIComponent(query)}`);
      expect(response.status).toBe(200);
    }
  });
});

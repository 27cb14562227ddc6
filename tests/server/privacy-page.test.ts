import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertBuilt } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { createDocumentHandler } from "#server/http/react-router.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Issue #44: the privacy page says how long raw page views are kept, and it is the retention the server
// runs with (ANALYTICS_RAW_DAYS), in both languages, never a number written into the page.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let database: Database;
let app: ReturnType<typeof createTestApp>["app"];

beforeAll(async () => {
  database = await testDatabaseTargets()[0]!.open();
  const build = (await import(path.resolve(import.meta.dirname, "../../build/server/index.js"))) as ServerBuild;
  app = createTestApp(
    database,
    { NODE_ENV: "production", PAGE_CACHE_TTL_MS: "0", ANALYTICS_RAW_DAYS: "45" },
    { handleDocument: createDocumentHandler(build, "production") },
  ).app;
});
afterAll(() => database?.close());

/** The page's visible text, tags and the loader's handoff left out. */
async function text(pathname: string) {
  const html = await (await app.request(pathname)).text();
  const body = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return body.replace(/<[^>]*>/g, "");
}

describe("the privacy page", () => {
  it("states the configured retention of page views and the calculator goal, in English", async () => {
    const page = await text("/privacy");
    expect(page).toContain("Each page view is kept for 45 days.");
    expect(page).toContain("the figures you enter are not kept");
  });

  it("states it in Arabic with the plural form for 45", async () => {
    const page = await text("/ar/privacy");
    expect(page).toMatch(/تُحفظ كل مشاهدة صفحة (45|٤٥) يومًا/);
    expect(page).toContain("لا تُحفظ الأرقام التي تُدخلها");
  });
});

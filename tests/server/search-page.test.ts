import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";

// /search and /ar/search on the built server (issue #45): whole without JavaScript, never in the page cache.

describe("the search page", () => {
  let server: RunningServer;
  beforeAll(async () => {
    assertBuilt();
    server = await startServer({ PGLITE_DIR: tempDataDir(), PAGE_CACHE_TTL_MS: "60000" });
  });
  afterAll(() => server?.stop());

  const page = (path: string) => fetch(server.url + path);

  it("answers an Arabic variant with the product and calculator, as plain HTML links", async () => {
    const response = await page(`/ar/search?q=${encodeURIComponent("مرابحه")}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/ar/islamic-fintech/calculators/murabaha"');
    expect(html).toContain('href="/ar/islamic-fintech?product=bnpl"');
    expect(html).toMatch(/<mark[^>]*><bdi>المرابحة<\/bdi><\/mark>/);
    expect(html).toContain('action="/ar/search"');
  });

  it("finds the other language's pages too, after the page's own, marked with their language", async () => {
    const html = await (await page("/search?q=murabaha")).text();
    const english = html.indexOf('href="/islamic-fintech/calculators/murabaha"');
    const arabic = html.indexOf('href="/ar/islamic-fintech/calculators/murabaha"');
    expect(english).toBeGreaterThan(0);
    expect(arabic).toBeGreaterThan(english);
    expect(html).toContain("In Arabic");
  });

  it("shows a helpful empty state without a query", async () => {
    const html = await (await page("/search")).text();
    expect(html).toContain("What are you looking for?");
    expect(html).toContain('href="/search?q=murabaha"');
  });

  it("refuses an over-long query with a clear message, and a control character with a 400", async () => {
    const long = await page(`/search?q=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Your search is too long: use at most 200 characters.");
    expect((await page("/search?q=a%00b")).status).toBe(400);
  });

  it("is never stored in the page cache, so a flood of queries cannot push real pages out", async () => {
    expect((await page("/")).headers.get("X-Cache")).toBe("MISS");
    for (let i = 0; i < 20; i++) {
      const response = await page(`/search?q=flood${i}`);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Cache")).not.toBe("HIT");
    }
    expect((await page("/search?q=flood0")).headers.get("X-Cache")).not.toBe("HIT");
    expect((await page("/")).headers.get("X-Cache")).toBe("HIT");
  });

  it("is linked from the header of every page", async () => {
    for (const path of ["/", "/ar", "/tools", "/ar/blog"]) {
      const html = await (await page(path)).text();
      expect(html, path).toMatch(
        new RegExp(`href="${path.startsWith("/ar") ? "/ar" : ""}/search"[^>]*aria-label="(Search|بحث)"`),
      );
    }
  });
});

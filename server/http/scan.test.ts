import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { GOOD_HTML, STRICT_HEADERS, startTestSite } from "#tests/scan-site.ts";

const [pglite] = testDatabaseTargets();
let database: Database;
let site: Awaited<ReturnType<typeof startTestSite>>;
beforeAll(async () => {
  database = await pglite!.open();
  site = await startTestSite({
    "/": { headers: STRICT_HEADERS, body: GOOD_HTML },
    "/redirect-home": { status: 302, headers: { location: "/" } },
  });
});
afterAll(async () => {
  await site?.close();
  await database?.close();
});

let ipCounter = 0;
/** Each test scans from its own client address, so the scan limit only bites where a test sets it. */
function app(env: Record<string, string> = {}) {
  const ip = `203.0.113.${++ipCounter}`;
  const made = createTestApp(database, { TRUST_PROXY: "true", RATE_LIMIT_SCANS: "1000", ...env });
  const scan = (body: unknown) => made.app.request("/api/scan-website", jsonPost(body, { "X-Forwarded-For": ip }));
  return { ...made, scan };
}

describe("POST /api/scan-website with the test switch on", () => {
  it("scans a site on loopback and answers SPEC's fields plus grades and advice", async () => {
    const { scan } = app({ SCANNER_ALLOW_PRIVATE: "true" });
    const res = await scan({ url: `${site.url}/redirect-home` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      url: `${site.url}/redirect-home`,
      finalUrl: `${site.url}/`,
      hasHttps: false,
      hasTitle: true,
      hasMeta: true,
      hasOgTags: true,
      responsive: true,
      status: "good",
      security: { grade: "B+", score: 80 },
      seo: { score: 100 },
    });
    expect(typeof body.loadTime).toBe("number");
    expect(body.overall.grade).toMatch(/^[A-F]$/);
    expect(body.advice.length).toBeGreaterThan(0);
  });

  it("prepends https:// to an address without a scheme", async () => {
    const { scan } = app({ SCANNER_ALLOW_PRIVATE: "true" });
    // Nothing speaks TLS on this port, so the https attempt fails upstream (502), proving the scheme.
    const res = await scan({ url: `127.0.0.1:${site.port}/` });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/^Scan failed/);
  });
});

describe("POST /api/scan-website with the switch off (the default)", () => {
  it.each([
    "http://127.0.0.1/",
    "http://localhost/",
    "http://0.0.0.0/",
    "http://10.0.0.1/",
    "http://192.168.1.1/",
    "http://172.16.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://2130706433/",
    "http://017700000001/",
    "http://0x7f000001/",
    "127.0.0.1",
  ])("refuses %s with a 400", async (url) => {
    const before = site.connections();
    const res = await app().scan({ url });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("This address is not a public website and cannot be scanned.");
    expect(site.connections()).toBe(before);
  });

  it("refuses the loopback test site itself (by address and by port) without connecting", async () => {
    const before = site.connections();
    for (const url of [site.url, `http://localhost:${site.port}/`]) {
      const res = await app().scan({ url });
      expect(res.status).toBe(400);
    }
    expect(site.connections()).toBe(before);
  });

  it("validates the body: a missing or empty url is a 400 naming the field", async () => {
    for (const body of [{}, { url: "" }, { url: "   " }, { url: 42 }]) {
      const res = await app().scan(body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.errors).toHaveProperty("url");
    }
    const res = await app().scan({ url: "ftp://example.com/" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Only http and https websites can be scanned.");
  });

  it("limits scans per client IP more tightly than other public posts", async () => {
    const { scan } = app({ RATE_LIMIT_SCANS: "2" });
    expect((await scan({ url: "http://127.0.0.1/" })).status).toBe(400);
    expect((await scan({ url: "http://127.0.0.1/" })).status).toBe(400);
    const limited = await scan({ url: "http://127.0.0.1/" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
  });
});

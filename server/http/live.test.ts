import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CURRENCIES } from "#domain/calculator-bounds.ts";
import { AS_OF_HEADER } from "#domain/schemas/live.ts";
import { FAKE_PATHS, type FailureMode, type FakeUpstream, startFakeUpstream } from "#harness/fake-upstream.ts";
import type { Database } from "#server/db/client.ts";
import { networkLinks, upstreamCache } from "#server/db/schema.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// The live-data endpoints against a fake of every provider on loopback: recorded shapes, and each way
// a provider goes wrong. Each failure must end in the cached value or the SPEC empty/error state.

const SITE = "https://owner.example";
const [pglite] = testDatabaseTargets();
let database: Database;
let fake: FakeUpstream;
beforeAll(async () => {
  database = await pglite!.open();
  fake = await startFakeUpstream({ slowMs: 2_500 });
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
beforeEach(async () => {
  fake.reset();
  await database.db.delete(upstreamCache);
  await database.db.delete(networkLinks);
});

/** A fresh server process (empty in-process cache) pointed at the fake, with a short timeout. */
const serve = (env: Record<string, string> = {}) =>
  createTestApp(database, {
    SITE_URL: SITE,
    ADMIN_EMAILS: "boss@example.com",
    ...fake.env(),
    // Well under the fake's 2.5 s slow answers, well over a busy machine's ordinary response time.
    UPSTREAM_TIMEOUT_MS: "1000",
    ...env,
  });

const getJson = async (app: ReturnType<typeof serve>["app"], path: string) => {
  const res = await app.request(path);
  return { res, body: (await res.json()) as unknown };
};

/** Makes every cached value two minutes older (past every short TTL), as if time had passed. */
const AGED_MS = 120_000;
async function ageCache() {
  await database.db.update(upstreamCache).set({
    fetchedAt: sql`${upstreamCache.fetchedAt} - interval '120 seconds'`,
    freshUntil: new Date(Date.now() - 1_000),
  });
}

const FAILURES: FailureMode[] = ["slow", "429", "500", "invalid-json", "html", "changed-schema"];

describe("every provider failing with nothing cached", () => {
  const cases: { endpoint: string; path: string; env: Record<string, string>; answer: number }[] = [
    { endpoint: "/api/currency-rates", path: FAKE_PATHS.exchangeRate, env: {}, answer: 503 },
    { endpoint: "/api/stocks", path: FAKE_PATHS.finnhub, env: {}, answer: 503 },
    {
      endpoint: "/api/stocks",
      path: FAKE_PATHS.alphaVantage,
      env: { FINNHUB_API_KEY: "", ALPHA_VANTAGE_API_KEY: "k" },
      answer: 503,
    },
    { endpoint: "/api/news/technology", path: FAKE_PATHS.newsApi, env: { NEWSAPI_KEY: "k" }, answer: 503 },
    { endpoint: "/api/news/technology", path: FAKE_PATHS.gnews, env: { GNEWS_API_KEY: "k" }, answer: 503 },
    // The network feed failing still answers the (here empty) hand-added links.
    { endpoint: "/api/linkedin-articles", path: FAKE_PATHS.networkFeed, env: {}, answer: 200 },
  ];
  for (const { endpoint, path, env, answer } of cases) {
    it.each(FAILURES)(`${endpoint} from ${path}: %s ends in a clean ${answer}`, async (mode) => {
      fake.set(path, mode);
      const { res, body } = await getJson(serve(env).app, endpoint);
      expect(res.status).toBe(answer);
      expect(body).toEqual(answer === 200 ? [] : { message: expect.stringMatching(/unavailable right now$/) });
      expect(JSON.stringify(body)).not.toMatch(/<|stack|Error:/);
    });
  }
});

describe("GET /api/crypto", () => {
  it("answers the SPEC coin fields from CoinGecko, with an 'as of' time and a cache lifetime", async () => {
    const { app } = serve();
    const { res, body } = await getJson(app, "/api/crypto");
    expect(res.status).toBe(200);
    const coins = body as Record<string, unknown>[];
    expect(coins).toHaveLength(5);
    expect(coins[0]).toEqual({
      id: "bitcoin",
      name: "Bitcoin",
      symbol: "BTC",
      market_cap_rank: 1,
      current_price: 97234.12,
      price_change_percentage_24h: 1.59153,
      market_cap: 1925432109876,
      total_volume: 38765432109,
    });
    expect(coins[4]).toMatchObject({ id: "smallcoin", current_price: null, market_cap: null });
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=(60|59), stale-while-revalidate=60$/);
    const asOf = Date.parse(res.headers.get(AS_OF_HEADER) ?? "");
    expect(Date.now() - asOf).toBeLessThan(5_000);
  });

  it("makes one upstream call for 100 concurrent cold requests (single-flight)", async () => {
    const { app } = serve();
    const answers = await Promise.all(Array.from({ length: 100 }, () => app.request("/api/crypto")));
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(fake.hits(FAKE_PATHS.coingecko)).toBe(1);
  });

  it("gives /tools the cached prices to paint with, and never asks the provider for them", async () => {
    const { services } = serve();
    expect(await services.liveData.toolsSnapshot()).toEqual({ crypto: undefined });
    expect(fake.hits(FAKE_PATHS.coingecko)).toBe(0);
    const { res, body } = await getJson(serve().app, "/api/crypto");
    // Another process reads what the first cached, from the shared table.
    const snapshot = await serve().services.liveData.toolsSnapshot();
    expect(snapshot.crypto).toEqual({ data: body, asOf: res.headers.get(AS_OF_HEADER) });
    expect(fake.hits(FAKE_PATHS.coingecko)).toBe(1);
    // Past its lifetime it is still what the page paints first, with its real age (the browser then
    // refetches at once: useCrypto's staleTime), and still without a call to the provider.
    await ageCache();
    const aged = await serve().services.liveData.toolsSnapshot();
    expect(aged.crypto?.data).toEqual(body);
    expect(Date.parse(snapshot.crypto!.asOf!) - Date.parse(aged.crypto!.asOf!)).toBe(AGED_MS);
    expect(fake.hits(FAKE_PATHS.coingecko)).toBe(1);
  });

  it.each(FAILURES)("answers 503 with a message when the provider is %s and nothing is cached", async (mode) => {
    fake.set(FAKE_PATHS.coingecko, mode);
    const { app } = serve();
    const { res, body } = await getJson(app, "/api/crypto");
    expect(res.status).toBe(503);
    expect(body).toEqual({ message: "Cryptocurrency prices are unavailable right now" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    // The breaker is open: the next visitors do not make the provider's day worse.
    await getJson(app, "/api/crypto");
    await getJson(app, "/api/crypto");
    expect(fake.hits(FAKE_PATHS.coingecko)).toBe(1);
  });

  it.each(FAILURES)(
    "keeps serving the last good prices with their 'as of' time when the provider is %s",
    async (mode) => {
      const { app } = serve();
      const first = await getJson(app, "/api/crypto");
      const asOf = new Date(Date.parse(first.res.headers.get(AS_OF_HEADER)!) - AGED_MS).toISOString();
      fake.set(FAKE_PATHS.coingecko, mode);
      await ageCache();
      // A second process, whose memory is empty, reads the shared table.
      const other = serve().app;
      for (let i = 0; i < 3; i++) {
        const again = await getJson(other, "/api/crypto");
        expect(again.res.status).toBe(200);
        expect(again.body).toEqual(first.body);
        expect(again.res.headers.get(AS_OF_HEADER)).toBe(asOf);
        expect(again.res.headers.get("Cache-Control")).toMatch(/^public, max-age=0,/);
      }
      await expect
        .poll(async () => (await database.db.select().from(upstreamCache))[0]?.failures, { timeout: 3_000 })
        .toBe(1);
      expect(fake.hits(FAKE_PATHS.coingecko)).toBe(2);
    },
  );
});

describe("GET /api/currency-rates", () => {
  it("answers a code-to-rate map covering the converter's currencies", async () => {
    const { app } = serve();
    const { res, body } = await getJson(app, "/api/currency-rates");
    expect(res.status).toBe(200);
    const rates = body as Record<string, number>;
    for (const code of CURRENCIES) expect(rates[code], code).toBeGreaterThan(0);
    expect(rates.EUR).toBe(0.9718);
  });

  it("treats rates missing a converter currency as a changed answer, not data", async () => {
    fake.set(FAKE_PATHS.exchangeRate, "changed-schema");
    const { res } = await getJson(serve().app, "/api/currency-rates");
    expect(res.status).toBe(503);
  });

  it("does not ask again before the provider's next daily update", async () => {
    const { app } = serve();
    await getJson(app, "/api/currency-rates");
    await expect
      .poll(async () => (await database.db.select().from(upstreamCache))[0]?.freshUntil?.getTime())
      .toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
  });
});

describe("GET /api/metals (the zakat calculator's gold and silver prices)", () => {
  const PRICES = {
    currency: "AED",
    goldPerGram: 312.8679,
    silverPerGram: 3.5425,
    provider: "metals.dev",
    pricedAt: "2025-01-05T12:04:31.122Z",
  };

  it("answers AED per gram from metals.dev, kept 8 hours, with an 'as of' time", async () => {
    const { res, body } = await getJson(serve().app, "/api/metals");
    expect(res.status).toBe(200);
    expect(body).toEqual(PRICES);
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=(28800|28799), stale-while-revalidate=28800$/);
    expect(Date.now() - Date.parse(res.headers.get(AS_OF_HEADER) ?? "")).toBeLessThan(5_000);
    // Fresh for 8 hours: the free plan's 100 requests a month are never used up by visitors.
    await getJson(serve().app, "/api/metals");
    expect(fake.hits(FAKE_PATHS.metalsDev)).toBe(1);
  });

  it("answers null and asks no provider when no key is configured (the default: prices entered by hand)", async () => {
    const { app, services } = serve({ METALS_DEV_API_KEY: "" });
    const { res, body } = await getJson(app, "/api/metals");
    expect(res.status).toBe(200);
    expect(body).toBeNull();
    expect(await services.liveData.metalPricesForForm()).toBeUndefined();
    expect(fake.hits(FAKE_PATHS.metalsDev)).toBe(0);
  });

  it.each(FAILURES)(
    "leaves the zakat form to manual prices when the provider is %s and nothing is cached",
    async (mode) => {
      fake.set(FAKE_PATHS.metalsDev, mode);
      const { app, services } = serve();
      expect(await services.liveData.metalPricesForForm()).toBeUndefined();
      const { res, body } = await getJson(app, "/api/metals");
      expect(res.status).toBe(503);
      expect(body).toEqual({ message: "Metal prices are unavailable right now" });
      // The breaker is open: one call, however many visitors.
      expect(fake.hits(FAKE_PATHS.metalsDev)).toBe(1);
    },
  );

  it.each(FAILURES)("keeps offering the last good prices, with their time, when the provider is %s", async (mode) => {
    const first = await getJson(serve().app, "/api/metals");
    fake.set(FAKE_PATHS.metalsDev, mode);
    await ageCache();
    // A second process, whose memory is empty, reads the shared table and tries the provider once.
    const { app, services } = serve();
    const form = await services.liveData.metalPricesForForm();
    expect(form?.data).toEqual(PRICES);
    expect(Date.parse(form!.asOf!)).toBe(Date.parse(first.res.headers.get(AS_OF_HEADER)!) - AGED_MS);
    const again = await getJson(app, "/api/metals");
    expect(again.res.status).toBe(200);
    expect(again.body).toEqual(PRICES);
    await expect
      .poll(async () => (await database.db.select().from(upstreamCache))[0]?.failures, { timeout: 3_000 })
      .toBe(1);
    expect(fake.hits(FAKE_PATHS.metalsDev)).toBe(2);
  });
});

describe("GET /api/news/{category}", () => {
  it("reads business news from the RSS feeds by default, as plain text, newest first", async () => {
    const { res, body } = await getJson(serve().app, "/api/news/business");
    expect(res.status).toBe(200);
    const { articles } = body as { articles: Record<string, unknown>[] };
    expect(articles).toHaveLength(6);
    expect(articles[0]).toEqual({
      title: "Oil prices climb as supply tightens",
      url: "https://example.com/business/oil-prices",
      description: "Brent crude rose 2% & traders eyed OPEC cuts.",
      source: { name: "BBC News - Business" },
      publishedAt: "2025-01-05T09:15:00.000Z",
    });
  });

  it("reads technology news from an Atom feed", async () => {
    const { body } = await getJson(serve().app, "/api/news/technology");
    const { articles } = body as { articles: Record<string, unknown>[] };
    expect(articles.map((a) => a.title)).toEqual([
      "Quantum chips reach a milestone",
      "Browsers ship new privacy defaults",
    ]);
    expect(articles[0]).toMatchObject({
      description: "Error rates fell below a key threshold.",
      source: { name: "Ars Technica" },
    });
  });

  it("answers 404 for any other category", async () => {
    const { res, body } = await getJson(serve().app, "/api/news/sports");
    expect(res.status).toBe(404);
    expect(body).toEqual({ message: "Unknown news category" });
  });

  it("shows a hostile feed as plain text and drops links that are not http(s)", async () => {
    fake.set(FAKE_PATHS.businessFeed, "hostile");
    const { body } = await getJson(serve().app, "/api/news/business");
    const { articles } = body as {
      articles: { title: string; description: string; url: string; source: { name: string } }[];
    };
    expect(articles).toHaveLength(1);
    expect(articles[0]).toEqual({
      title: "Safe headline",
      description: "Plain words <b>stay</b> here",
      url: "https://example.com/hostile/ok",
      source: { name: "Evil Feed" },
      publishedAt: "2025-01-05T11:00:00.000Z",
    });
  });

  it.each(FAILURES)("answers 503 when the only feed is %s and nothing is cached", async (mode) => {
    fake.set(FAKE_PATHS.businessFeed, mode);
    const { res, body } = await getJson(serve().app, "/api/news/business");
    expect(res.status).toBe(503);
    expect(body).toEqual({ message: "News are unavailable right now" });
  });

  it("uses NewsAPI when a key is set, skipping removed articles", async () => {
    const { body } = await getJson(serve({ NEWSAPI_KEY: "k" }).app, "/api/news/business");
    const { articles } = body as { articles: Record<string, unknown>[] };
    expect(articles).toEqual([
      {
        title: "Markets rally as inflation cools",
        url: "https://example.com/newsapi/markets-rally",
        description: "Stocks rose on Friday after data showed inflation easing.",
        source: { name: "Reuters" },
        publishedAt: "2025-01-05T10:00:00.000Z",
      },
      {
        title: "Central bank holds rates",
        url: "https://example.com/newsapi/rates-hold",
        description: "",
        source: { name: "Financial Daily" },
        publishedAt: "2025-01-04T09:30:00.000Z",
      },
    ]);
    expect(fake.hits(FAKE_PATHS.businessFeed)).toBe(0);
  });

  it("answers no articles and asks no provider when the owner switched news off", async () => {
    const { res, body } = await getJson(serve({ NEWS_PROVIDER: "off", NEWSAPI_KEY: "k" }).app, "/api/news/business");
    expect(res.status).toBe(200);
    expect(body).toEqual({ articles: [] });
    expect(fake.hits(FAKE_PATHS.businessFeed) + fake.hits(FAKE_PATHS.newsApi)).toBe(0);
  });

  it("uses GNews when its key is set", async () => {
    const { body } = await getJson(serve({ GNEWS_API_KEY: "k" }).app, "/api/news/technology");
    const { articles } = body as { articles: { title: string }[] };
    expect(articles.map((a) => a.title)).toEqual(["Chipmakers lead tech gains", "New AI model released"]);
  });
});

describe("GET /api/stocks", () => {
  it("answers quotes as strings from Finnhub, leaving out unknown symbols", async () => {
    const { res, body } = await getJson(serve({ STOCK_SYMBOLS: "AAPL,MSFT,NOPE" }).app, "/api/stocks");
    expect(res.status).toBe(200);
    expect(body).toEqual([
      { symbol: "AAPL", price: "243.85", change: "-1.57", changePercent: "-0.64%" },
      { symbol: "MSFT", price: "423.35", change: "4.77", changePercent: "1.14%" },
    ]);
  });

  it("reads Alpha Vantage when configured", async () => {
    const app = serve({ FINNHUB_API_KEY: "", ALPHA_VANTAGE_API_KEY: "k", STOCK_SYMBOLS: "AAPL,MSFT" }).app;
    const { body } = await getJson(app, "/api/stocks");
    expect(body).toEqual([
      { symbol: "AAPL", price: "243.85", change: "-1.57", changePercent: "-0.64%" },
      { symbol: "MSFT", price: "423.35", change: "4.77", changePercent: "1.14%" },
    ]);
  });

  it("treats Alpha Vantage's 200-with-a-Note as a rate limit, not data", async () => {
    const app = serve({ FINNHUB_API_KEY: "", ALPHA_VANTAGE_API_KEY: "k", STOCK_SYMBOLS: "ZZZ" }).app;
    // The fake answers an empty quote for unknown symbols; a Note is the limited answer.
    fake.set(FAKE_PATHS.alphaVantage, "changed-schema");
    expect((await getJson(app, "/api/stocks")).res.status).toBe(503);
  });

  it("answers an empty list (the widget's empty state) when no stock provider is configured", async () => {
    const { res, body } = await getJson(serve({ FINNHUB_API_KEY: "" }).app, "/api/stocks");
    expect(res.status).toBe(200);
    expect(body).toEqual([]);
    expect(res.headers.get(AS_OF_HEADER)).toBeNull();
  });
});

describe("GET /api/linkedin-articles", () => {
  async function adminCookie(testApp: ReturnType<typeof serve>) {
    const userId = await testApp.services.users.ensureVerified("boss@example.com", "Boss");
    return `sid=${(await testApp.services.sessions.create(userId!)).token}`;
  }

  it("merges the configured feed with links the owner added, newest first, descriptions as text", async () => {
    const testApp = serve();
    const cookie = await adminCookie(testApp);
    const created = await testApp.app.request(
      "/api/network-links",
      jsonPost(
        {
          title: "Hand-added post",
          description: "<p>Shared by hand</p>",
          link: "https://www.linkedin.com/pulse/by-hand",
          publishedAt: "2025-01-01",
        },
        { Origin: SITE, Cookie: cookie },
      ),
    );
    expect(created.status).toBe(201);
    const { body } = await getJson(testApp.app, "/api/linkedin-articles");
    expect(body).toEqual([
      {
        title: "Designing Shariah-compliant BNPL",
        description: "How Murabaha maps onto buy-now-pay-later.",
        link: "https://www.linkedin.com/pulse/designing-shariah-compliant-bnpl",
        pubDate: "2025-01-06T09:00:00.000Z",
        category: "Islamic Finance",
      },
      {
        title: "Hand-added post",
        description: "<p>Shared by hand</p>",
        link: "https://www.linkedin.com/pulse/by-hand",
        pubDate: "2025-01-01T00:00:00.000Z",
      },
      {
        title: "Product discovery for EdTech",
        description: "Talking to teachers first.",
        link: "https://www.linkedin.com/pulse/product-discovery-edtech",
        pubDate: "2024-12-20T09:00:00.000Z",
      },
    ]);
  });

  it("still shows hand-added links when the feed fails", async () => {
    fake.set(FAKE_PATHS.networkFeed, "500");
    const testApp = serve();
    await testApp.services.networkLinks.create({
      title: "Only by hand",
      description: "",
      link: "https://www.linkedin.com/pulse/only",
      publishedAt: "2025-01-02",
    });
    const { res, body } = await getJson(testApp.app, "/api/linkedin-articles");
    expect(res.status).toBe(200);
    expect((body as { title: string }[]).map((a) => a.title)).toEqual(["Only by hand"]);
  });

  it("answers an empty list when no feed is configured and nothing was added", async () => {
    const { res, body } = await getJson(serve({ NETWORK_FEED_URLS: "" }).app, "/api/linkedin-articles");
    expect(res.status).toBe(200);
    expect(body).toEqual([]);
  });

  it("lets the admin edit and delete a link, and validates it", async () => {
    const testApp = serve();
    const headers = { Origin: SITE, Cookie: await adminCookie(testApp) };
    const bad = await testApp.app.request(
      "/api/network-links",
      jsonPost({ title: "", link: "javascript:alert(1)", publishedAt: "soon" }, headers),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      title: "Title is required",
      link: "Link must be an http(s) URL",
      publishedAt: "Date must be a valid date",
    });
    const made = await testApp.services.networkLinks.create({
      title: "Draft",
      description: "",
      link: "https://example.com/a",
      publishedAt: "2025-01-02",
    });
    const put = await testApp.app.request(`/api/network-links/${made.id}`, {
      ...jsonPost(
        { title: "Edited", link: "https://example.com/b", publishedAt: "2025-01-03", category: "Web3" },
        headers,
      ),
      method: "PUT",
    });
    expect(put.status).toBe(200);
    const list = await testApp.app.request("/api/network-links", { headers });
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ id: made.id, title: "Edited", link: "https://example.com/b", category: "Web3" }),
    ]);
    const del = await testApp.app.request(`/api/network-links/${made.id}`, { method: "DELETE", headers });
    expect(del.status).toBe(200);
    const again = await testApp.app.request(`/api/network-links/${made.id}`, { method: "DELETE", headers });
    expect(again.status).toBe(404);
  });
});

describe("how a live answer is encoded", () => {
  it("sends a value over 1 KB compressed as the browser asks, the same JSON once decoded, and the same bytes each time", async () => {
    const { app } = serve();
    const plain = await app.request("/api/news/business");
    const json = await plain.text();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(Number(plain.headers.get("Content-Length"))).toBe(Buffer.byteLength(json));
    expect(Buffer.byteLength(json)).toBeGreaterThan(1024);

    const asBrowser = { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } };
    const [first, second] = [
      await app.request("/api/news/business", asBrowser),
      await app.request("/api/news/business", asBrowser),
    ];
    expect(first.headers.get("Content-Encoding")).toBe("br");
    expect(first.headers.get("Vary")).toContain("Accept-Encoding");
    expect(first.headers.get("Content-Type")).toBe("application/json");
    const packed = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get("Content-Length"))).toBe(packed.length);
    expect(zlib.brotliDecompressSync(packed).toString()).toBe(json);
    expect(Buffer.from(await second.arrayBuffer()).equals(packed)).toBe(true);

    const gzipped = await app.request("/api/news/business", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(json);
  });

  it("sends a small value as it is, with its length, whatever the browser accepts", async () => {
    const res = await serve().app.request("/api/metals", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    const text = await res.text();
    expect(Number(res.headers.get("Content-Length"))).toBe(Buffer.byteLength(text));
    expect(() => JSON.parse(text)).not.toThrow();
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UpstreamError } from "#server/adapters/http.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { networkLinks, upstreamCache } from "#server/db/schema.ts";
import { processRegistry } from "#server/observability/metrics.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { feedFixture } from "#tests/feed-corpus.ts";
import { backoffMs } from "./breaker.ts";
import { createLiveData, LiveDataUnavailable } from "./gateway.ts";
import { createNetworkLinkService } from "./network-links.ts";

// Issue 22, cases 6 and 8-10, through the gateway: providers on loopback answering as the real ones
// do (Finnhub's documented sample and its 403 for a symbol outside the plan, Alpha Vantage's empty
// quote and "Error Message", GNews's 403 for a used-up daily quota, feeds that parse to nothing).

type Answer = { status?: number; type?: string; body: string | Uint8Array };
let answer: (url: URL) => Answer | undefined = () => undefined;
let server: http.Server;
let base = "";
const [pglite] = testDatabaseTargets();
let database: Database;

beforeAll(async () => {
  database = await pglite!.open();
  server = http.createServer((req, res) => {
    const found = answer(new URL(req.url ?? "/", "http://loopback"));
    if (!found) return void res.writeHead(404).end();
    res.writeHead(found.status ?? 200, { "Content-Type": found.type ?? "application/json" }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});
beforeEach(async () => {
  answer = () => undefined;
  await database.db.delete(upstreamCache);
  await database.db.delete(networkLinks);
});

/** The gateway with every provider pointed at the loopback server, and the lines it logs. */
function gateway(env: Record<string, string>) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const config = loadConfig({
    NODE_ENV: "test",
    UPSTREAM_TIMEOUT_MS: "2000",
    FINNHUB_BASE_URL: base,
    ALPHA_VANTAGE_BASE_URL: base,
    GNEWS_BASE_URL: base,
    NEWS_FEEDS_BUSINESS: `${base}/feeds/business.xml`,
    NEWS_FEEDS_TECHNOLOGY: `${base}/feeds/technology.xml`,
    ...env,
  });
  const db = database.db;
  return { live: createLiveData({ db, config, logger, networkLinks: createNetworkLinkService(db) }), lines };
}

async function upstreamErrors(provider: string): Promise<number> {
  const metric = await processRegistry.getSingleMetric("upstream_errors_total")?.get();
  return metric?.values.find((v) => v.labels.provider === provider)?.value ?? 0;
}

const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) });
const xml = (file: string, type = "application/rss+xml"): Answer => ({ type, body: feedFixture(file) });

/** Past every TTL, as if time had passed; a new gateway then starts with an empty memory. */
async function ageCache() {
  await database.db.update(upstreamCache).set({
    fetchedAt: sql`${upstreamCache.fetchedAt} - interval '10 minutes'`,
    freshUntil: new Date(Date.now() - 1_000),
  });
}

describe("6. a feed that parses to nothing", () => {
  it("is counted and logged, and the other feeds still show", async () => {
    answer = (url) =>
      url.pathname === "/feeds/good.rss"
        ? xml("bbc-technology.rss")
        : url.pathname === "/feeds/empty.atom"
          ? xml("empty-github-releases.atom", "application/atom+xml")
          : undefined;
    const { live, lines } = gateway({ NEWS_FEEDS_BUSINESS: `${base}/feeds/good.rss,${base}/feeds/empty.atom` });
    const before = await upstreamErrors("news-feed");
    const { data } = await live.news("business");
    expect(data.articles.map((a) => a.source.name)).toEqual(["BBC News", "BBC News"]);
    expect(await upstreamErrors("news-feed")).toBe(before + 1);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "feed failed", feed: expect.stringContaining("127.0.0.1") }),
    );
  });

  it("keeps the last good articles instead of caching an empty answer", async () => {
    answer = () => xml("bbc-technology.rss");
    const first = await gateway({}).live.news("business");
    expect(first.data.articles).toHaveLength(2);
    answer = () => xml("empty-github-releases.atom", "application/atom+xml");
    await ageCache();
    const { live, lines } = gateway({});
    const again = await live.news("business");
    expect(again.data).toEqual(first.data);
    expect(again.stale).toBe(true);
    expect(lines.map((l) => l.msg)).toContain("upstream refresh failed; serving the last good value");
  });

  it("uses the same parser for NETWORK_FEED_URLS, undated entries after the owner's dated links", async () => {
    answer = (url) => (url.pathname === "/feeds/network.rdf" ? xml("netscape-rss090.rdf") : undefined);
    const { live } = gateway({ NETWORK_FEED_URLS: `${base}/feeds/network.rdf` });
    await createNetworkLinkService(database.db).create({
      title: "Hand-added",
      description: "",
      link: "https://www.linkedin.com/pulse/by-hand",
      publishedAt: "2001-01-01",
    });
    const { data } = await live.networkArticles();
    expect(data.map((a) => a.title)).toEqual(["Hand-added", "New Status Updates", "Bugzilla Reorganized"]);
    expect(data[1]).not.toHaveProperty("undated");
  });
});

describe("8. Finnhub", () => {
  // Finnhub's documented /quote sample (no d or dp), and its answer for a symbol outside the plan.
  const sample = { c: 261.74, h: 263.31, l: 260.68, o: 261.07, pc: 259.45, t: 1582641000 };
  const forbidden = json({ error: "You don't have access to this resource." }, 403);

  it("skips a symbol outside the plan, logs it, and computes the change from the previous close", async () => {
    answer = (url) => (url.searchParams.get("symbol") === "AAPL" ? json(sample) : forbidden);
    const { live, lines } = gateway({ FINNHUB_API_KEY: "k", STOCK_SYMBOLS: "AAPL,BMW.DE" });
    const { data } = await live.stocks();
    expect(data).toEqual([{ symbol: "AAPL", price: "261.74", change: "2.29", changePercent: "0.88%" }]);
    expect(lines).toContainEqual(expect.objectContaining({ msg: "symbol skipped", symbol: "BMW.DE" }));
  });

  it("fails the round only when every symbol fails", async () => {
    answer = () => forbidden;
    const { live } = gateway({ FINNHUB_API_KEY: "k", STOCK_SYMBOLS: "BMW.DE,SAP.DE" });
    await expect(live.stocks()).rejects.toBeInstanceOf(LiveDataUnavailable);
  });
});

describe("9. Alpha Vantage", () => {
  const quote = {
    "Global Quote": {
      "01. symbol": "IBM",
      "05. price": "131.2000",
      "09. change": "-1.1000",
      "10. change percent": "-0.8314%",
    },
  };

  it("skips an unknown symbol's empty quote and keeps the good ones", async () => {
    answer = (url) => (url.searchParams.get("symbol") === "IBM" ? json(quote) : json({ "Global Quote": {} }));
    const { live, lines } = gateway({ ALPHA_VANTAGE_API_KEY: "k", STOCK_SYMBOLS: "NOPE,IBM" });
    const { data } = await live.stocks();
    expect(data).toEqual([{ symbol: "IBM", price: "131.20", change: "-1.10", changePercent: "-0.83%" }]);
    expect(lines).toContainEqual(expect.objectContaining({ msg: "symbol skipped", symbol: "NOPE" }));
  });

  it("reports an Error Message as a configuration error, not a changed answer", async () => {
    answer = () =>
      json({
        "Error Message":
          "Invalid API call. Please retry or visit the documentation (https://www.alphavantage.co/documentation/) for GLOBAL_QUOTE.",
      });
    const { live, lines } = gateway({ ALPHA_VANTAGE_API_KEY: "bad", STOCK_SYMBOLS: "IBM" });
    await expect(live.stocks()).rejects.toBeInstanceOf(LiveDataUnavailable);
    const failure = lines.find((l) => l.msg === "upstream refresh failed; serving the last good value");
    expect(failure?.err).toMatch(/^Alpha Vantage refused the call; check ALPHA_VANTAGE_API_KEY/);
    expect(failure?.err).not.toMatch(/changed its answer/);
  });
});

describe("10. GNews daily quota", () => {
  it("waits for the 00:00 UTC reset instead of retrying within seconds", async () => {
    answer = () =>
      json(
        {
          errors: ["You have reached your request limit for today, the next reset will be tomorrow at midnight UTC."],
        },
        403,
      );
    const { live } = gateway({ GNEWS_API_KEY: "k" });
    await expect(live.news("technology")).rejects.toBeInstanceOf(LiveDataUnavailable);
    const [row] = await database.db.select().from(upstreamCache);
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(Math.abs((row?.retryAfter?.getTime() ?? 0) - midnight)).toBeLessThan(5_000);
  });

  it("lets a quota keep the breaker open past the rate-limit cap, never past a day", () => {
    const hours = (h: number) => h * 60 * 60_000;
    expect(backoffMs(1, new UpstreamError("quota", "used up", hours(20)))).toBe(hours(20));
    expect(backoffMs(1, new UpstreamError("quota", "used up", hours(50)))).toBe(hours(24));
  });
});

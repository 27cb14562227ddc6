import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A stand-in for every live-data provider on loopback, serving recorded-shape fixtures from
 * tests/fixtures/upstream. A test switches any path into a failure mode, in process (`fake.set`) or
 * over HTTP (`POST /__control`, for a server under Playwright), and reads how often each path was hit.
 */
export type FailureMode =
  | "ok"
  | "slow" // answers after `slowMs` (past the gateway's timeout)
  | "429"
  | "500"
  | "invalid-json"
  | "html" // an HTML error page with status 200, as captive portals and CDNs do
  | "changed-schema" // valid JSON or XML of another shape
  | "hostile" // a feed full of markup and script links
  | "empty"; // a valid answer with nothing in it

// The recorded answers live with the tests that read them too.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures", "upstream");
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
const json = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;

/** The paths each provider's adapter calls, as the settings below point them here. */
export const FAKE_PATHS = {
  coingecko: "/api/v3/coins/markets",
  exchangeRate: "/v6/latest/USD",
  newsApi: "/v2/top-headlines",
  gnews: "/api/v4/top-headlines",
  finnhub: "/api/v1/quote",
  alphaVantage: "/query",
  metalsDev: "/v1/latest",
  businessFeed: "/feeds/business.xml",
  technologyFeed: "/feeds/technology.xml",
  networkFeed: "/feeds/network.xml",
  /** A connected calendar's secret ICS address (its body set by the test: `serve`). */
  calendar: "/calendar/private-3f9a/basic.ics",
} as const;

type Answer = { status: number; type: string; body: string; headers?: Record<string, string> };

function fixtureAnswer(url: URL): Answer | null {
  const symbol = url.searchParams.get("symbol") ?? "";
  const asJson = (body: unknown): Answer => ({ status: 200, type: "application/json", body: JSON.stringify(body) });
  const asXml = (body: string): Answer => ({ status: 200, type: "application/rss+xml; charset=utf-8", body });
  switch (url.pathname) {
    case FAKE_PATHS.coingecko:
      return asJson(json("coingecko-markets.json"));
    case FAKE_PATHS.exchangeRate: {
      // The provider's next update is always in the future of "now".
      const body = json("exchangerate-latest.json");
      return asJson({ ...body, time_next_update_unix: Math.floor(Date.now() / 1000) + 86_400 });
    }
    case FAKE_PATHS.newsApi:
      return asJson(json("newsapi-top-headlines.json"));
    case FAKE_PATHS.gnews:
      return asJson(json("gnews-top-headlines.json"));
    case FAKE_PATHS.finnhub:
      return asJson(json("finnhub-quotes.json")[symbol] ?? { c: 0, d: null, dp: null, h: 0, l: 0, o: 0, pc: 0, t: 0 });
    case FAKE_PATHS.alphaVantage:
      return asJson(json("alphavantage-quotes.json")[symbol] ?? { "Global Quote": {} });
    case FAKE_PATHS.metalsDev:
      // metals.dev refuses a request without its key (as a 401 with a failure body).
      if (!url.searchParams.get("api_key"))
        return {
          status: 401,
          type: "application/json",
          body: '{"status":"failure","error_code":1101,"error_message":"Invalid API Key."}',
        };
      return asJson(json("metals-dev-latest.json"));
    case FAKE_PATHS.businessFeed:
      return asXml(fixture("rss-business.xml"));
    case FAKE_PATHS.technologyFeed:
      return asXml(fixture("atom-technology.xml"));
    case FAKE_PATHS.networkFeed:
      return asXml(fixture("network-feed.xml"));
    default:
      return null;
  }
}

function failureAnswer(mode: FailureMode, url: URL, normal: Answer): Answer {
  const isFeed = url.pathname.startsWith("/feeds/");
  switch (mode) {
    case "429":
      return {
        status: 429,
        type: "application/json",
        body: '{"status":{"error_code":429}}',
        headers: { "Retry-After": "120" },
      };
    case "500":
      return { status: 500, type: "text/plain", body: "Internal Server Error" };
    case "invalid-json":
      return { status: 200, type: normal.type, body: isFeed ? "<rss><channel><item>" : '{"broken": [1, 2' };
    case "html":
      return {
        status: 200,
        type: "text/html",
        body: "<!doctype html><html><body><h1>Service unavailable</h1></body></html>",
      };
    case "changed-schema":
      return isFeed
        ? { status: 200, type: "application/json", body: '{"items":[{"headline":"moved"}]}' }
        : {
            status: 200,
            type: "application/json",
            body: JSON.stringify({ data: JSON.parse(normal.body), version: 2 }),
          };
    case "hostile":
      return { status: 200, type: "application/rss+xml", body: fixture("hostile-feed.xml") };
    case "empty":
      if (isFeed)
        return {
          status: 200,
          type: normal.type,
          body: '<rss version="2.0"><channel><title>Empty</title></channel></rss>',
        };
      return {
        status: 200,
        type: "application/json",
        body: url.pathname === FAKE_PATHS.coingecko ? "[]" : normal.body,
      };
    default:
      return normal;
  }
}

export type FakeUpstream = {
  url: string;
  /** Answers a path with this body from now on (a calendar the test writes), until reset. */
  serve(pathname: string, body: string, type?: string): void;
  /** Puts a path (e.g. FAKE_PATHS.coingecko) into a mode until reset. */
  set(pathname: string, mode: FailureMode): void;
  /** How many requests a path received since the last reset. */
  hits(pathname: string): number;
  reset(): void;
  close(): Promise<void>;
  /** The server settings that point every provider here. */
  env(): Record<string, string>;
};

export async function startFakeUpstream({ port = 0, slowMs = 3_000 } = {}): Promise<FakeUpstream> {
  const modes = new Map<string, FailureMode>();
  const counts = new Map<string, number>();
  const served = new Map<string, Answer>();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.local");
    if (req.method === "POST" && url.pathname === "/__control") {
      let text = "";
      for await (const chunk of req) text += chunk;
      const command = JSON.parse(text) as {
        reset?: boolean;
        path?: string;
        mode?: FailureMode;
        body?: string;
        type?: string;
      };
      if (command.reset) {
        modes.clear();
        counts.clear();
        served.clear();
      }
      if (command.path && command.mode) modes.set(command.path, command.mode);
      if (command.path && command.body !== undefined)
        served.set(command.path, {
          status: 200,
          type: command.type ?? "text/calendar; charset=utf-8",
          body: command.body,
        });
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(Object.fromEntries(counts)));
      return;
    }
    if (req.method === "GET" && url.pathname === "/__hits") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(Object.fromEntries(counts)));
      return;
    }
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const normal = served.get(url.pathname) ?? fixtureAnswer(url);
    if (!normal) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    const mode = modes.get(url.pathname) ?? "ok";
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, slowMs));
    const answer = failureAnswer(mode, url, normal);
    if (res.destroyed) return;
    res.writeHead(answer.status, { "Content-Type": answer.type, ...answer.headers }).end(answer.body);
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    serve: (pathname, body, type = "text/calendar; charset=utf-8") => served.set(pathname, { status: 200, type, body }),
    set: (pathname, mode) => modes.set(pathname, mode),
    hits: (pathname) => counts.get(pathname) ?? 0,
    reset() {
      modes.clear();
      counts.clear();
      served.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    env: () => fakeUpstreamEnv(url),
  };
}

/** Settings that point every provider at a fake upstream (keys are fakes; they only reach loopback). */
export function fakeUpstreamEnv(url: string): Record<string, string> {
  return {
    COINGECKO_BASE_URL: url,
    EXCHANGE_RATE_BASE_URL: url,
    NEWSAPI_BASE_URL: url,
    GNEWS_BASE_URL: url,
    FINNHUB_BASE_URL: url,
    ALPHA_VANTAGE_BASE_URL: url,
    NEWS_FEEDS_BUSINESS: `${url}${FAKE_PATHS.businessFeed}`,
    NEWS_FEEDS_TECHNOLOGY: `${url}${FAKE_PATHS.technologyFeed}`,
    NETWORK_FEED_URLS: `${url}${FAKE_PATHS.networkFeed}`,
    FINNHUB_API_KEY: "fake-finnhub-key",
    METALS_DEV_BASE_URL: url,
    METALS_DEV_API_KEY: "fake-metals-dev-key",
    STOCK_SYMBOLS: "AAPL,MSFT,NVDA,JPM",
  };
}

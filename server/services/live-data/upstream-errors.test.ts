import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_PATHS, type FailureMode, type FakeUpstream, startFakeUpstream } from "#harness/fake-upstream.ts";
import type { Database } from "#server/db/client.ts";
import { upstreamCache } from "#server/db/schema.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

// Each failed provider call shows in /metrics as upstream_errors_total{provider}, whatever the failure.

const TOKEN = "metrics-token-0123456789";
const [pglite] = testDatabaseTargets();
let database: Database;
let fake: FakeUpstream;
beforeAll(async () => {
  database = await pglite!.open();
  fake = await startFakeUpstream({ slowMs: 1_000 });
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
beforeEach(async () => {
  fake.reset();
  await database.db.delete(upstreamCache);
});

const serve = (env: Record<string, string> = {}) =>
  createTestApp(database, { METRICS_TOKEN: TOKEN, ...fake.env(), UPSTREAM_TIMEOUT_MS: "300", ...env }).app;

async function upstreamErrors(app: ReturnType<typeof serve>, provider: string): Promise<number> {
  const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  const series = `upstream_errors_total{provider="${provider}"} `;
  const line = (await res.text()).split("\n").find((l) => l.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

describe("upstream_errors_total", () => {
  const cases: { endpoint: string; path: string; provider: string; env?: Record<string, string> }[] = [
    { endpoint: "/api/crypto", path: FAKE_PATHS.coingecko, provider: "coingecko" },
    { endpoint: "/api/currency-rates", path: FAKE_PATHS.exchangeRate, provider: "exchangerate-api" },
    { endpoint: "/api/stocks", path: FAKE_PATHS.finnhub, provider: "finnhub" },
    { endpoint: "/api/news/technology", path: FAKE_PATHS.newsApi, provider: "newsapi", env: { NEWSAPI_KEY: "k" } },
    { endpoint: "/api/linkedin-articles", path: FAKE_PATHS.networkFeed, provider: "network-feed" },
    { endpoint: "/api/metals", path: FAKE_PATHS.metalsDev, provider: "metals.dev" },
  ];
  const modes: FailureMode[] = ["500", "429", "slow", "changed-schema"];
  for (const { endpoint, path, provider, env } of cases) {
    it.each(modes)(`${provider} failing with %s counts one error`, async (mode) => {
      const app = serve(env);
      const before = await upstreamErrors(app, provider);
      fake.set(path, mode);
      await app.request(endpoint);
      expect(fake.hits(path)).toBeGreaterThan(0);
      expect(await upstreamErrors(app, provider)).toBe(before + 1);
    });
  }

  it("counts one broken news feed even when the other feeds answer", async () => {
    const app = serve({
      NEWS_FEEDS_BUSINESS: `${fake.url}${FAKE_PATHS.businessFeed},${fake.url}${FAKE_PATHS.technologyFeed}`,
    });
    const before = await upstreamErrors(app, "news-feed");
    fake.set(FAKE_PATHS.technologyFeed, "html");
    const res = await app.request("/api/news/business");
    expect(res.status).toBe(200);
    expect(await upstreamErrors(app, "news-feed")).toBe(before + 1);
  });

  it("counts nothing when the provider answers well", async () => {
    const app = serve();
    const before = await upstreamErrors(app, "coingecko");
    expect((await app.request("/api/crypto")).status).toBe(200);
    expect(await upstreamErrors(app, "coingecko")).toBe(before);
  });
});

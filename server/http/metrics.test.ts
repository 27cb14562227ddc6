import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "#server/db/client.ts";
import { createTestApp, jsonPost } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { pagePatternMatcher, recordUpstreamError } from "./metrics.ts";

const [pglite] = testDatabaseTargets();
let database: Database;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());

const TOKEN = "metrics-token-0123456789";
const scrape = (app: ReturnType<typeof createTestApp>["app"], token = TOKEN) =>
  app.request("/metrics", { headers: { Authorization: `Bearer ${token}` } });

/** The value of one sample line, e.g. `outbox_depth 2`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN (the request falls through to the pages)", async () => {
    const { app, documentContexts } = createTestApp(database);
    await scrape(app);
    expect(documentContexts).toHaveLength(1);
  });

  it("asks for the bearer token and refuses a wrong one", async () => {
    const { app } = createTestApp(database, { METRICS_TOKEN: TOKEN });
    const none = await app.request("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toContain("Bearer");
    expect(await none.json()).toEqual({ message: "A valid metrics token is required." });
    expect((await scrape(app, "metrics-token-wrong-guess")).status).toBe(401);
  });

  it("counts requests and latencies by route pattern, never by raw path", async () => {
    const { app } = createTestApp(database, { METRICS_TOKEN: TOKEN });
    await app.request("/healthz");
    await app.request("/healthz");
    await app.request("/api/no-such-thing-42");
    await app.request("/project/some-project-id");
    const res = await scrape(app);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/plain");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",method="GET",route="/healthz"}');
    expect(text).not.toContain("no-such-thing-42");
    expect(text).not.toContain("some-project-id");
    // Process metrics come along.
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("reads the outbox depth from the database at scrape time", async () => {
    const { app } = createTestApp(database, { METRICS_TOKEN: TOKEN, RATE_LIMIT_FORM_POSTS: "1000" });
    const before = sample(await (await scrape(app)).text(), "outbox_depth")!;
    const res = await app.request(
      "/api/contact",
      jsonPost({ name: "Ana", email: "ana@example.com", message: "Hello there" }),
    );
    expect(res.status).toBe(201);
    const [row] = await queryRows<{ depth: number }>(
      database.db,
      sql`select count(*)::int as depth from outbox where status in ('pending', 'sending')`,
    );
    expect(row!.depth).toBeGreaterThan(before);
    expect(sample(await (await scrape(app)).text(), "outbox_depth")).toBe(row!.depth);
  });

  it("counts upstream errors by provider for any module that reports one", async () => {
    const { app } = createTestApp(database, { METRICS_TOKEN: TOKEN });
    const before = sample(await (await scrape(app)).text(), 'upstream_errors_total{provider="test-provider"}') ?? 0;
    recordUpstreamError("test-provider");
    recordUpstreamError("test-provider");
    const after = sample(await (await scrape(app)).text(), 'upstream_errors_total{provider="test-provider"}');
    expect(after).toBe(before + 2);
  });
});

describe("pagePatternMatcher", () => {
  it("names a page by its React Router pattern", () => {
    const match = pagePatternMatcher({
      root: { id: "root", path: "", module: {} },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: {} },
      "routes/project": { id: "routes/project", parentId: "root", path: "project/:id", module: {} },
      "catch-all": { id: "catch-all", parentId: "root", path: "*", module: {} },
    } as never);
    expect(match("/")).toBe("/");
    expect(match("/project/abc-123")).toBe("/project/:id");
    expect(match("/whatever/else")).toBe("/*");
  });
});

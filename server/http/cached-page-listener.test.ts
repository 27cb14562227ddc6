import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import type { DocumentHandler } from "#server/http/app.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";

const [pglite] = testDatabaseTargets();
let database: Database;
beforeAll(async () => {
  database = await pglite!.open();
});
afterAll(() => database?.close());

const TOKEN = "metrics-token-0123456789";

/** The app behind Node's listener (as server/main.ts runs it), with its log lines captured. */
async function serve({ ttlMs = 60_000, renderGate }: { ttlMs?: number; renderGate?: () => Promise<void> } = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  let renders = 0;
  const handleDocument: DocumentHandler = async () => {
    renders++;
    await renderGate?.();
    return new Response(`<!doctype html><title>t</title>${"<p>cached page text</p>".repeat(100)}`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const { app, services } = createTestApp(
    database,
    { PAGE_CACHE_TTL_MS: String(ttlMs), METRICS_TOKEN: TOKEN, TRUST_PROXY: "true" },
    { handleDocument, logger },
  );
  // Counts what reaches Hono, to tell the listener's own answers from the app's.
  let honoRequests = 0;
  const fetchViaHono = app.fetch;
  app.fetch = (...args) => {
    honoRequests++;
    return fetchViaHono(...args);
  };
  const server = http.createServer(app.nodeListener());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    services,
    base,
    lines,
    renders: () => renders,
    honoRequests: () => honoRequests,
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Browsers revalidate every view (no stale-while-revalidate in Cache-Control: they would apply it and
 * show a page as it was before the owner's edit); only CDNs may serve stale (CDN-Cache-Control).
 */
function expectPageCaching(res: Response, label: string) {
  expect(res.headers.get("Cache-Control"), label).toBe("public, max-age=0, s-maxage=30");
  expect(res.headers.get("Cache-Control"), label).not.toContain("stale-while-revalidate");
  expect(res.headers.get("CDN-Cache-Control"), label).toBe("public, max-age=30, stale-while-revalidate=60");
}

describe("Node's listener answers fresh page-cache hits itself", () => {
  it("sends the cached bytes and headers, and logs and counts the hit like any request", async () => {
    const site = await serve();
    try {
      const miss = await site.get("/tools", { "Accept-Encoding": "br" });
      const missBody = await miss.text();
      const hit = await site.get("/tools", {
        "Accept-Encoding": "br",
        "User-Agent": "listener-test",
        "X-Forwarded-For": "203.0.113.9",
        "X-Request-Id": "proxy-id-42",
      });
      expect(site.renders()).toBe(1);
      expect(site.honoRequests()).toBe(1);
      expect(hit.status).toBe(200);
      expect(hit.headers.get("X-Cache")).toBe("HIT");
      expect(hit.headers.get("Content-Encoding")).toBe("br");
      expect(hit.headers.get("ETag")).toBe(miss.headers.get("ETag"));
      expect(hit.headers.get("X-Request-Id")).toBe("proxy-id-42");
      expectPageCaching(miss, "miss");
      expectPageCaching(hit, "the listener's hit");
      // The same headers as a hit that goes through Hono's middleware (but for the per-response ones).
      const viaHono = await site.app.request("/tools", { headers: { "Accept-Encoding": "br" } });
      const comparable = (headers: Headers) =>
        [...headers].filter(([name]) => !["date", "x-request-id", "connection", "keep-alive"].includes(name));
      expect(comparable(hit.headers)).toEqual(comparable(viaHono.headers));
      expect(hit.headers.get("Content-Security-Policy")).not.toContain("nonce-");
      expect(await hit.text()).toBe(missBody);

      const line = site.lines.find((l) => l.msg === "request" && l.requestId === "proxy-id-42");
      expect(line).toMatchObject({
        method: "GET",
        path: "/tools",
        status: 200,
        ip: "203.0.113.9",
        userAgent: "listener-test",
      });
      expect(typeof line?.durationMs).toBe("number");

      const metrics = await (await site.get("/metrics", { Authorization: `Bearer ${TOKEN}` })).text();
      // The miss, the listener's hit and the hit through Hono: three requests for the page.
      expect(metrics).toMatch(/http_requests_total\{method="GET",route="\/tools",status="200"\} 3/);
      expect(metrics).toMatch(/page_cache_requests_total\{result="hit"\} [1-9]/);
    } finally {
      await site.close();
    }
  });

  it("answers a matching If-None-Match with 304 and a HEAD without a body", async () => {
    const site = await serve();
    try {
      const first = await site.get("/islamic-fintech", { "Accept-Encoding": "gzip" });
      await first.arrayBuffer();
      const again = await site.get("/islamic-fintech", {
        "Accept-Encoding": "gzip",
        "If-None-Match": first.headers.get("ETag")!,
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("X-Cache")).toBe("HIT");
      expect(site.honoRequests()).toBe(1);
      expectPageCaching(again, "the listener's 304");
      const head = await fetch(`${site.base}/islamic-fintech`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("X-Cache")).toBe("HIT");
      expect(await head.text()).toBe("");
    } finally {
      await site.close();
    }
  });

  it("answers the stale copy itself while one request refreshes the page", async () => {
    let gate: Promise<void> = Promise.resolve();
    let open = () => {};
    const site = await serve({ ttlMs: 500, renderGate: () => gate });
    try {
      const first = await site.get("/tools", { "Accept-Encoding": "br" });
      const cached = await first.text();
      await new Promise((resolve) => setTimeout(resolve, 550));
      gate = new Promise((resolve) => (open = resolve));
      // The first request after expiry goes to the app and re-renders; its render waits at the gate.
      const refreshing = site.get("/tools", { "Accept-Encoding": "br" });
      await expect.poll(() => site.renders()).toBe(2);
      const stale = await site.get("/tools", { "Accept-Encoding": "br" });
      expect(stale.headers.get("X-Cache")).toBe("STALE");
      expect(await stale.text()).toBe(cached);
      expect(site.honoRequests()).toBe(2);
      expectPageCaching(stale, "the listener's stale copy");
      open();
      expect((await refreshing).headers.get("X-Cache")).toBe("MISS");
      const fresh = await site.get("/tools", { "Accept-Encoding": "br" });
      expect(fresh.headers.get("X-Cache")).toBe("HIT");
      expect(site.renders()).toBe(2);
    } finally {
      open();
      await site.close();
    }
  });

  it("answers a page's address with parameters the page does not read from the same copy", async () => {
    const site = await serve();
    try {
      await (await site.get("/career")).text();
      const tracked = await site.get("/career?utm_source=linkedin&fbclid=x");
      expect(tracked.headers.get("X-Cache")).toBe("HIT");
      // One it reads (the form's success state) is a page of its own.
      expect((await site.get("/career?submitted=1")).headers.get("X-Cache")).toBe("MISS");
      expect((await site.get("/career?submitted=1&gclid=y")).headers.get("X-Cache")).toBe("HIT");
      expect(site.renders()).toBe(2);
      expect(site.honoRequests()).toBe(2);
    } finally {
      await site.close();
    }
  });

  it("never answers a control character in a parameter the cache ignores from the cache: the input guard refuses it", async () => {
    const site = await serve();
    try {
      await (await site.get("/career")).text();
      expect((await site.get("/career?utm_source=x")).headers.get("X-Cache")).toBe("HIT");
      for (const query of ["?utm_source=%00", "?fbclid=a%01b", "?x%7F=1", "?gclid=%C2%85"]) {
        const answer = await site.get(`/career${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.headers.get("X-Cache"), query).toBeNull();
        expect(await answer.text(), query).not.toContain("cached page text");
      }
      // Each went on to the app (the first render and the four refusals), none was a cache hit.
      expect(site.honoRequests()).toBe(5);
      expect(site.renders()).toBe(1);
    } finally {
      await site.close();
    }
  });

  it("leaves sessions, parameters the page reads and paths a URL parser would rewrite to the app", async () => {
    const site = await serve();
    try {
      await (await site.get("/career")).text();
      const userId = await site.services.users.ensureVerified("reader@example.com", "Reader");
      const { token } = await site.services.sessions.create(userId);
      const signedIn = await site.get("/career", { Cookie: `sid=${token}` });
      expect(signedIn.headers.get("X-Cache")).toBeNull();
      // A made-up token is answered the cached page here, before the app (decision 036).
      const madeUp = await site.get("/career", { Cookie: "sid=abc" });
      expect(madeUp.headers.get("X-Cache")).toBe("HIT");
      const readQuery = await site.get("/career?submitted=1");
      expect(readQuery.headers.get("X-Cache")).toBe("MISS");
      // "/x/../career" is "/career" once parsed: the app's own cache middleware answers it.
      const { port } = new URL(site.base);
      const dotted = await new Promise<http.IncomingMessage>((resolve) =>
        http.get({ host: "127.0.0.1", port, path: "/x/../career" }, resolve),
      );
      dotted.resume();
      expect(dotted.headers["x-cache"]).toBe("HIT");
      expect(site.renders()).toBe(3);
      expect(site.honoRequests()).toBe(4);
    } finally {
      await site.close();
    }
  });
});

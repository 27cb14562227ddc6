import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findNginx, type RunningNginx, renderDeployConfig, startNginx } from "#harness/nginx.ts";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, type RunningServer, startServer } from "#harness/server-process.ts";
import { waitFor } from "#harness/smtp.ts";
import { openDatabase } from "#server/db/client.ts";

// deploy/nginx.conf, run by Debian's nginx on loopback in front of two built instances on one
// PostgreSQL database, as docs/deploy.md describes.
assertBuilt();
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const nginx = findNginx();
const skipReason = !process.env.TEST_DATABASE_URL
  ? "needs TEST_DATABASE_URL (two instances share PostgreSQL)"
  : "missing" in nginx
    ? nginx.missing
    : null;
if (skipReason) console.warn(`Skipping the nginx deployment test: ${skipReason}`);

/** A GET through nginx from another loopback address than nginx's own, so the two can be told apart. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.get(url, { localAddress: "127.0.0.2", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

/** The request-log lines an instance wrote for a path. */
const logged = (server: RunningServer, pathname: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { path: string; ip: string })
    .filter((line) => line.path === pathname);

describe.skipIf(Boolean(skipReason))("deploy/nginx.conf in front of two instances", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: RunningNginx;

  beforeAll(async () => {
    scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    const migrated = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 });
    await migrated.close();
    // One process each (WEB_CONCURRENCY): the two instances are what nginx balances here.
    const env = {
      DATABASE_URL: scratch.url,
      TRUST_PROXY: "true",
      LOG_LEVEL: "info",
      MAIL_WORKER_INTERVAL_MS: "60000",
      WEB_CONCURRENCY: "1",
      // Pages expire from nginx's cache within a test (the default is 30 s).
      PAGE_CACHE_SHARED_MAX_AGE: "2",
    };
    [a, b] = await Promise.all([startServer(env, 90_000), startServer(env, 90_000)]);
    const instances = [a, b].map((server) => new URL(server.url).host);
    proxy = await startNginx((nginx as { path: string }).path, (listen) => renderDeployConfig(listen, instances));
  });
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  it("takes turns between the instances (round robin)", async () => {
    for (let i = 0; i < 4; i++) expect((await get(`${proxy.url}/api/round-robin-probe`)).status).toBe(404);
    const probe = "/api/round-robin-probe";
    await waitFor(() => logged(a, probe).length + logged(b, probe).length === 4, "four request-log lines");
    expect(logged(a, "/api/round-robin-probe")).toHaveLength(2);
    expect(logged(b, "/api/round-robin-probe")).toHaveLength(2);
  });

  it("hands the instances the client's address, which a client cannot forge", async () => {
    await get(`${proxy.url}/api/client-ip-probe`, { "X-Forwarded-For": "203.0.113.66" });
    await get(`${proxy.url}/api/client-ip-probe`);
    const probe = "/api/client-ip-probe";
    await waitFor(() => logged(a, probe).length + logged(b, probe).length === 2, "two request-log lines");
    const seen = [...logged(a, "/api/client-ip-probe"), ...logged(b, "/api/client-ip-probe")].map((l) => l.ip);
    // nginx reaches the instances from 127.0.0.1; the visitor came from 127.0.0.2.
    expect(seen).toEqual(["127.0.0.2", "127.0.0.2"]);
  });

  it("serves built assets itself, precompressed and immutable, and pages through the app", async () => {
    const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
    const file = fs
      .readdirSync(assets)
      .find((name) => name.endsWith(".js") && fs.existsSync(path.join(assets, `${name}.gz`)))!;
    const asset = await get(`${proxy.url}/assets/${file}`, { "Accept-Encoding": "gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(logged(a, `/assets/${file}`)).toHaveLength(0);
    expect(logged(b, `/assets/${file}`)).toHaveLength(0);

    const page = await get(`${proxy.url}/`, { "Accept-Encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-security-policy"]).toContain("script-src");
    expect(page.headers.etag).toBeTruthy();
  });

  it("serves anonymous pages from its micro-cache, one copy per encoding, never for a session", async () => {
    const page = "/tools";
    const first = await get(`${proxy.url}${page}`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=2");
    expect(first.headers["x-cache-status"]).toBe("MISS");
    // Another spelling of the same preference shares the copy; the instances see one request.
    const second = await get(`${proxy.url}${page}`, { "Accept-Encoding": "br" });
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers.etag).toBe(first.headers.etag);
    const gzip = await get(`${proxy.url}${page}`, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["x-cache-status"]).toBe("MISS");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    await waitFor(() => logged(a, page).length + logged(b, page).length === 2, "two renders reach the instances");

    const signedIn = await get(`${proxy.url}${page}`, { "Accept-Encoding": "br", Cookie: "sid=some-session" });
    expect(signedIn.headers["x-cache-status"]).toBe("BYPASS");
    await waitFor(
      () => logged(a, page).length + logged(b, page).length === 3,
      "the signed-in request reaches an instance",
    );
  });

  it("serves an expired page stale while it refreshes it in the background, by its own directives", async () => {
    // Cache-Control carries no stale-while-revalidate (browsers would apply it to their own cache and
    // show a page from before an edit): nginx's proxy_cache_use_stale updating and
    // proxy_cache_background_update keep the visitors from waiting for a render. CDN-Cache-Control,
    // the CDNs' own policy, passes through.
    const page = "/career";
    const br = { "Accept-Encoding": "br" };
    const first = await get(`${proxy.url}${page}`, br);
    expect(first.headers["x-cache-status"]).toBe("MISS");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=2");
    expect(first.headers["cache-control"]).not.toContain("stale-while-revalidate");
    expect(first.headers["cdn-cache-control"]).toBe("public, max-age=2, stale-while-revalidate=60");
    await waitFor(() => logged(a, page).length + logged(b, page).length === 1, "one render reaches an instance");
    // nginx keeps a copy until the second after `received + s-maxage` has begun (whole seconds: a copy
    // received at 10.0 s is still fresh at 12.9 s), so past 3 s it is expired whenever it came.
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    const expired = await get(`${proxy.url}${page}`, br);
    expect(expired.status).toBe(200);
    expect(expired.headers["x-cache-status"]).toBe("STALE");
    expect(expired.headers.etag).toBe(first.headers.etag);
    // The refresh went to an instance behind the visitor's back, and the copy is fresh again.
    await waitFor(
      () => logged(a, page).length + logged(b, page).length === 2,
      "the background refresh reaches an instance",
    );
    await waitFor(async () => (await get(`${proxy.url}${page}`, br)).headers["x-cache-status"] === "HIT", "a hit");
  });
});

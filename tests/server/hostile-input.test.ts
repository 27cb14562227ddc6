import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import type { Database } from "#server/db/client.ts";
import { createTestApp } from "#tests/app.ts";
import { testDatabaseTargets } from "#tests/db.ts";
import { routeManifest } from "#tests/route-manifest.ts";

// Every route of the built server, pages and API, with hostile values in each path parameter and in
// the query: NUL and other C0 controls, DEL, broken or overlong UTF-8, very long values and garbage.
// None may answer 5xx or log an error; a control character in a path is a 404, in a query a 400
// (server/http/middleware/input-guard.ts). Routes are read from app/routes.ts and from the Hono app,
// so a new route is covered without editing this file.
assertBuilt();

const HOSTILE = [
  "%00",
  "a%00",
  "%09",
  "%1B%5B31m",
  "%7F",
  "%",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%80",
  "..%2F..%2Fetc%2Fpasswd",
  "'%20OR%201%3D1--",
  "x".repeat(4000),
  "%D8%B9".repeat(600),
];
const CONTROL = /%(0[0-9A-F]|1[0-9A-F]|7F)/i;
/** Query keys the site's loaders and handlers read. */
const QUERY_KEYS = [
  "q",
  "tab",
  "page",
  "token",
  "type",
  "from",
  "days",
  "tz",
  "id",
  "topic",
  "product",
  "step",
  "lang",
];

type Target = { method: "GET" | "POST"; pattern: string };

async function pageTargets(): Promise<Target[]> {
  const targets: Target[] = [];
  for (const route of Object.values(await routeManifest())) {
    if (!route || route.id === "root") continue;
    const path = route.index ? "" : (route.path ?? "");
    const variants = path.startsWith("ar?/") ? [path.slice(4), `ar/${path.slice(4)}`] : [path];
    for (const variant of variants) {
      targets.push({ method: "GET", pattern: `/${variant}` });
      if ("action" in route.module) targets.push({ method: "POST", pattern: `/${variant}` });
    }
  }
  return targets;
}

let server: RunningServer;
let database: Database;
let apiTargets: Target[] = [];
let loggedFrom = 0;
beforeAll(async () => {
  // The API's routes as the Hono app lists them (the app is built on a scratch database for that).
  database = await testDatabaseTargets()[0]!.open();
  const { app } = createTestApp(database);
  apiTargets = app.routes
    .filter((r) => r.path.startsWith("/api/") && !r.path.includes("*") && (r.method === "GET" || r.method === "POST"))
    .map((r) => ({ method: r.method as "GET" | "POST", pattern: r.path }));
  server = await startServer({
    PGLITE_DIR: tempDataDir(),
    LOG_LEVEL: "info",
    RATE_LIMIT_PUBLIC_POSTS: "1000000",
    RATE_LIMIT_FORM_POSTS: "1000000",
    RATE_LIMIT_LINK_POSTS: "1000000",
  });
  loggedFrom = server.output().length;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.close();
});

async function answer(method: string, path: string): Promise<number> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    redirect: "manual",
    ...(method === "POST"
      ? { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=contact" }
      : {}),
  });
  await res.arrayBuffer();
  return res.status;
}

describe("hostile paths and queries on every route", () => {
  it("never answer 5xx: control characters are a 404 in a path and a 400 in a query", async () => {
    const targets = [...(await pageTargets()), ...apiTargets];
    expect(targets.length).toBeGreaterThan(60);
    const failures: string[] = [];
    // A live-data route whose provider is offline in tests answers 502/503 whatever it is asked:
    // that is its answer without hostile input too, so it is the baseline it is held to.
    const baseline = new Map<string, number>();
    const check = async (method: string, base: string, path: string, expected?: number) => {
      const status = await answer(method, path);
      if (status >= 500 && !baseline.has(`${method} ${base}`))
        baseline.set(`${method} ${base}`, await answer(method, base));
      const upstreamDown =
        status >= 500 && baseline.get(`${method} ${base}`) === status && (status === 502 || status === 503);
      if ((status >= 500 && !upstreamDown) || (expected !== undefined && status !== expected)) {
        failures.push(`${method} ${path.slice(0, 120)} → ${status}`);
      }
    };
    const requests: Array<() => Promise<void>> = [];
    for (const { method, pattern } of targets) {
      const hasParam = /\/:[^/]+|\/\*/.test(pattern);
      const base = pattern.replace(/:[^/]+(\{[^}]*\})?/g, "x").replace(/\*/g, "x") || "/";
      for (const value of HOSTILE) {
        // Each parameter (or, for a route without one, one segment more) takes the hostile value.
        const path = hasParam
          ? pattern.replace(/:[^/]+(\{[^}]*\})?/g, value).replace(/\*/g, value)
          : `${pattern.replace(/\/$/, "")}/${value}`;
        requests.push(() => check(method, base, path, CONTROL.test(value) ? 404 : undefined));
        const query = QUERY_KEYS.map((key) => `${key}=${value}`).join("&");
        requests.push(() => check(method, base, `${base}?${query}`, CONTROL.test(value) ? 400 : undefined));
      }
    }
    // A few at a time, as a browser would, so the run stays short on a small machine.
    for (let i = 0; i < requests.length; i += 6) await Promise.all(requests.slice(i, i + 6).map((send) => send()));
    expect(failures).toEqual([]);

    const errors = server
      .output()
      .slice(loggedFrom)
      .split("\n")
      .filter((line) => line.includes('"level":50') && !line.includes('"msg":"request"'));
    expect(errors).toEqual([]);
  }, 240_000);
});

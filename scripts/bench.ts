// `npm run bench`: load-tests the built server on loopback with wrk (a native load generator; a Node one
// on the same two cores saturates first and makes every server look equal) and reports, in one run and
// side by side:
// - nginx serving the exact bytes the site sends for `/` (its yardstick for static files);
// - a bare node:http server answering the same bytes from memory (Node's own ceiling);
// - the site: `/` and a blog article from its page micro-cache, `/api/crypto` from the live-data
//   cache, `/`, `/tools` and `/islamic-fintech` rendered on every request (by a second instance with
//   the page cache off: any other address of a page is served its cached copy), POST /api/contact, and
//   `/` without compression;
// - nginx in front of the site with deploy/nginx.conf (its proxy_cache micro-caching anonymous pages);
// - cached `/` while a second client floods misses (a new `?sent=` each request), and misses alone;
// - the signed-in owner's /admin, and cached `/`, while a client floods 404s (a new random path each
//   request, wrk -c64: issue #41);
// - `/api/search` (an English and an Arabic query) on an instance whose database holds 1,000 articles in
//   each language (scripts/seed-search.ts), at a dialog's concurrency (issue #45: p99 under 30 ms);
// - the same site with every render on the request thread (RENDER_THREADS=0, "on the request thread"
//   rows: references held to no budget), to show what the render threads (decision 034) change.
// Every request asks `Accept-Encoding: br, gzip` as browsers do, except the one identity row.
// Scenarios take turns within each round, so the host's drift (±25 % here) falls on all of them alike;
// each figure is the median of BENCH_ROUNDS rounds, every round listed, with the CPU milliseconds the
// serving processes spent per request (from /proc/<pid>/stat) beside req/s.
// The database: PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite.
// Knobs: BENCH_DURATION (seconds per run, default 8), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (50),
// BENCH_ONLY (a pattern: only the references and the scenarios it matches).
// Figures go to stdout (tables and the budgets of issue #21) and bench-results/latest.json.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startFakeUpstream } from "#harness/fake-upstream.ts";
import { findNginx, type RunningNginx, renderDeployConfig, startNginx } from "#harness/nginx.ts";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, startServer, tempDataDir } from "#harness/server-process.ts";
import { openDatabase } from "#server/db/client.ts";
import { createSessionService } from "#server/services/sessions.ts";
import { createUserService } from "#server/services/users.ts";
import { cpuMs, ensureWrk, type LoadResult, rssMb, runWrk } from "./lib/wrk.ts";
import { ARTICLE_SLUG, seedArticle } from "./seed-article.ts";
import { seedSearchArticles } from "./seed-search.ts";

const seconds = Number(process.env.BENCH_DURATION ?? 8);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? process.env.BENCH_RUNS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BROWSER_ENCODINGS = { "Accept-Encoding": "br, gzip" };
/**
 * A browser's user agent: wrk's own is not a person, and the page-view counter (issue #44) drops it
 * before anything else. The counting rows send this one so each request is a counted view.
 */
const BROWSER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
/** The miss flood's client, as issue #37 measured it (wrk -t1 -c20). */
const FLOOD_CONNECTIONS = 20;
/** The 404 flood of issue #41: one client, 64 connections, a new path no page claims each request. */
const NOT_FOUND_FLOOD_CONNECTIONS = 64;
/** The owner whose session the bench signs in with (the site's ADMIN_EMAILS). */
const BENCH_OWNER = "owner@bench.example";
/** A parameter the landing page reads (`?sent=contact` shows its thanks): any other value is the same page under a new key. */
const MISS_PARAMETER = "sent";
/** The search rows' clients: a few visitors typing in the dialog at once, not a flood. */
const SEARCH_CONNECTIONS = 4;

type Server = { base: string; pids: () => number[] };
type Scenario = {
  name: string;
  server: Server;
  path: string;
  /** A parameter with a new value on every request: every request a miss (scripts/lib/wrk.ts). */
  uniqueQuery?: string;
  /**
   * A second client run at the same time, as fast as it can (wrk -c${FLOOD_CONNECTIONS}, or its own
   * `connections`): its figures are the row `<name> — the flood`. A new value of `uniqueQuery`, or a
   * new path under `uniquePath`, each request.
   */
  flood?: { path: string; uniqueQuery?: string; uniquePath?: string; connections?: number };
  /** The measured client's connections (else BENCH_CONNECTIONS). */
  connections?: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
  /** Cached pages are held to the cached budgets. */
  cached?: boolean;
  /** A comparison (the site configured otherwise), held to no budget. */
  reference?: boolean;
  /** A p99 budget of its own, in ms. */
  p99BudgetMs?: number;
};
type Round = LoadResult & { cpuMsPerRequest: number };
type Row = { scenario: string; rounds: Round[]; median: Round };

/** One GET with Node's http client, which (unlike fetch) hands back the body as sent, still compressed. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** Headers each server writes for itself (per connection or per response time). */
const PER_CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

async function startReferenceServer(file: string, headersFile: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "lib/reference-server.ts"), file, headersFile],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`reference server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

const nginxPids = (proxy: RunningNginx) => [Number(fs.readFileSync(path.join(proxy.prefix, "nginx.pid"), "utf8"))];

async function measureOnce(scenario: Scenario): Promise<{ round: Round; flood?: Round }> {
  const pids = scenario.server.pids();
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  // The flood starts first and ends after the measured client, so it runs for the whole measurement.
  const flood = scenario.flood
    ? runWrk({
        url: scenario.server.base + scenario.flood.path,
        headers: BROWSER_ENCODINGS,
        uniqueQuery: scenario.flood.uniqueQuery,
        uniquePath: scenario.flood.uniquePath,
        connections: scenario.flood.connections ?? FLOOD_CONNECTIONS,
        seconds: seconds + 2,
      })
    : undefined;
  if (flood) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const result = await runWrk({
    url: scenario.server.base + scenario.path,
    method: scenario.method,
    body: scenario.body,
    headers: scenario.headers,
    uniqueQuery: scenario.uniqueQuery,
    connections: scenario.connections ?? connections,
    seconds,
  });
  const flooded = await flood;
  const cpu = pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore;
  const requests = result.requests + (flooded?.requests ?? 0);
  return {
    round: { ...result, cpuMsPerRequest: requests ? cpu / requests : Number.NaN },
    flood: flooded && { ...flooded, cpuMsPerRequest: Number.NaN },
  };
}

function median(list: Round[]): Round {
  return [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)]!;
}

assertBuilt();
ensureWrk();
const nginx = findNginx();
if (!("path" in nginx)) throw new Error(nginx.missing);

// The live-data providers are faked on loopback: the warm-up fills the cache, the rounds measure reads.
const upstream = await startFakeUpstream();
const cleanups: (() => Promise<unknown> | unknown)[] = [() => upstream.close()];
// The site's log for this run; its path is printed with the figures (kept for a look afterwards).
const siteLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-log-")), "site.log");
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const databaseName: "PostgreSQL" | "PGlite" = pgUrl ? "PostgreSQL" : "PGlite";
let scratchUrl: string | undefined;
if (pgUrl) {
  const scratch = await createScratchPostgres(pgUrl);
  cleanups.push(() => scratch.drop());
  await seedArticle(await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 }));
  scratchUrl = scratch.url;
}
/** A site instance's database: the one PostgreSQL database, or a seeded PGlite folder of its own (one process each). */
async function databaseEnv(): Promise<Record<string, string>> {
  // One process per instance, as PGlite runs (the workers instance below sets its own count).
  if (scratchUrl) return { DATABASE_URL: scratchUrl, WEB_CONCURRENCY: "1" };
  const dir = tempDataDir("site-bench-");
  // seedArticle closes the database it was given.
  await seedArticle(await openDatabase({ kind: "pglite", dir }));
  return { PGLITE_DIR: dir };
}
const siteEnv = await databaseEnv();
// The owner's session on the main site, written before it starts (PGlite allows one process at a time).
const ownerCookie = await seedOwnerSession(siteEnv);

try {
  // Lead posts would hit the form limit at once: the bench measures the handler, not the limiter's 429.
  const site = await startServer(
    {
      ...siteEnv,
      ...upstream.env(),
      LOG_LEVEL: "info",
      ADMIN_EMAILS: BENCH_OWNER,
      RATE_LIMIT_FORM_POSTS: "100000000",
      RATE_LIMIT_PUBLIC_POSTS: "100000000",
    },
    120_000,
    // To a file, as a deployed server's log goes: not through a pipe into this process, which would
    // spend one of the two cores reading every request's line while the server is measured.
    { logFile: siteLog },
  );
  cleanups.unshift(() => site.stop());
  const siteServer: Server = { base: site.url, pids: () => [site.child.pid!] };
  /** Another instance of the site on a database of its own, logged to `site.log.<name>`, stopped at the end. */
  const startInstance = async (name: string, env: Record<string, string>): Promise<Server> => {
    const instance = await startServer(
      { ...(await databaseEnv()), ...upstream.env(), LOG_LEVEL: "info", ...env },
      120_000,
      { logFile: `${siteLog}.${name}` },
    );
    cleanups.unshift(() => instance.stop());
    return { base: instance.url, pids: () => [instance.child.pid!] };
  };
  // The same site with the page cache off: every request to it is a render, and with a render queue
  // as long as the connections, each one waits its turn instead of being refused (the rows measure
  // what a render costs, not the overload answer).
  const renderEveryRequest = { PAGE_CACHE_TTL_MS: "0", RENDER_QUEUE: String(connections) };
  const renderingServer = await startInstance("rendering", renderEveryRequest);
  // The same two with every render on the request thread (RENDER_THREADS=0), as before decision 034: what
  // the render threads change, in the same run.
  const inPlaceServer = await startInstance("in-place", { RENDER_THREADS: "0" });
  // The same site with page-view counting off (issue #44): what counting costs a cache hit, in the same run.
  const uncountedServer = await startInstance("counting-off", { ANALYTICS: "false" });
  const renderingInPlaceServer = await startInstance("rendering-in-place", {
    ...renderEveryRequest,
    RENDER_THREADS: "0",
  });
  // With PostgreSQL, the site as deployed on this host: one node:cluster worker per core (decision 027).
  const workerCount = os.availableParallelism();
  const workers =
    databaseName === "PostgreSQL"
      ? await startServer(
          { ...siteEnv, ...upstream.env(), LOG_LEVEL: "info", WEB_CONCURRENCY: String(workerCount) },
          120_000,
          { logFile: `${siteLog}.workers` },
        )
      : undefined;
  if (workers) cleanups.unshift(() => workers.stop());
  // The primary and its workers: the CPU a request costs is spent in the workers.
  const workersServer: Server | undefined = workers && {
    base: workers.url,
    pids: () => [workers.child.pid!, ...childPids(workers.child.pid!)],
  };

  // The bytes a browser gets for `/`, as the site sends them (from its cache on the second request).
  await rawGet(`${site.url}/`, BROWSER_ENCODINGS);
  const landing = await rawGet(`${site.url}/`, BROWSER_ENCODINGS);
  if (landing.status !== 200) throw new Error(`/ answered ${landing.status}`);
  const encoding = String(landing.headers["content-encoding"] ?? "identity");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-static-"));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  fs.writeFileSync(path.join(folder, "page.bin"), landing.body);
  // The references send the site's own response headers too (security headers, the policy, ETag…: about
  // 1.3 KB), so "the same bytes" is the whole response; each server writes its own Date and connection
  // headers, and its own length and type where it insists.
  const sameHeaders = Object.fromEntries(
    Object.entries(landing.headers).filter(([name]) => !PER_CONNECTION_HEADERS.has(name)),
  ) as Record<string, string>;
  fs.writeFileSync(path.join(folder, "headers.json"), JSON.stringify(sameHeaders));

  const reference = await startReferenceServer(path.join(folder, "page.bin"), path.join(folder, "headers.json"));
  cleanups.unshift(() => reference.stop());
  const nginxHeaders = Object.entries(sameHeaders)
    .filter(([name]) => name !== "content-type" && name !== "content-length" && name !== "etag")
    .map(([name, value]) => `add_header ${name} "${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}";`);
  const staticNginx = await startNginx(nginx.path, (listen) =>
    [
      "server {",
      `  listen ${listen};`,
      `  root ${folder};`,
      // nginx writes its own ETag and Last-Modified for a file; the site's ETag replaces the first.
      "  etag off;",
      '  location = / { types {} default_type "text/html; charset=utf-8";',
      `    ${nginxHeaders.join(" ")}`,
      `    add_header etag '${sameHeaders.etag ?? ""}'; try_files /page.bin =404; }`,
      "}",
    ].join("\n"),
  );
  cleanups.unshift(() => staticNginx.stop());
  // The production recipe: nginx in front of the site, micro-caching anonymous pages.
  const frontNginx = await startNginx(nginx.path, (listen) => renderDeployConfig(listen, [new URL(site.url).host]));
  cleanups.unshift(() => frontNginx.stop());

  const ownerHeaders: Record<string, string> = { Cookie: ownerCookie };
  const contact = JSON.stringify({ name: "Bench", email: "bench@example.com", message: "A benchmark message." });
  const scenarios: Scenario[] = (
    [
      {
        name: "nginx, the same bytes as a file",
        server: { base: staticNginx.url, pids: () => nginxPids(staticNginx) },
        path: "/",
      },
      {
        name: "bare node:http, the same bytes",
        server: { base: reference.base, pids: () => [reference.pid] },
        path: "/",
      },
      { name: "site / (cached)", server: siteServer, path: "/", cached: true },
      { name: "site article (cached)", server: siteServer, path: `/blog/${ARTICLE_SLUG}`, cached: true },
      {
        name: "site / (cached), a browser: counted",
        server: siteServer,
        path: "/",
        cached: true,
        headers: { "User-Agent": BROWSER_AGENT } as Record<string, string>,
      },
      {
        name: "site / (cached), a browser: counting off",
        server: uncountedServer,
        path: "/",
        cached: true,
        reference: true,
        headers: { "User-Agent": BROWSER_AGENT } as Record<string, string>,
      },
      {
        name: "site / tracking link (?utm_source&utm_medium, cached)",
        server: siteServer,
        path: "/?utm_source=linkedin&utm_medium=social",
        cached: true,
      },
      {
        name: "site / (cached) during a miss flood",
        server: siteServer,
        path: "/",
        cached: true,
        flood: { path: "/", uniqueQuery: MISS_PARAMETER },
      },
      {
        name: "site / (cached) during a 404 flood",
        server: siteServer,
        path: "/",
        cached: true,
        flood: { path: "/", uniquePath: "/no-such-page-", connections: NOT_FOUND_FLOOD_CONNECTIONS },
      },
      {
        name: "owner /admin (signed in)",
        server: siteServer,
        path: "/admin",
        connections: 2,
        headers: ownerHeaders,
      },
      {
        // The owner at work (two connections: a page and its data requests) while one client floods.
        name: "owner /admin (signed in) during a 404 flood",
        server: siteServer,
        path: "/admin",
        connections: 2,
        headers: ownerHeaders,
        flood: { path: "/", uniquePath: "/no-such-page-", connections: NOT_FOUND_FLOOD_CONNECTIONS },
      },
      { name: "site /api/crypto (cached)", server: siteServer, path: "/api/crypto" },
      {
        name: "site / (cached), on the request thread",
        server: inPlaceServer,
        path: "/",
        cached: true,
        reference: true,
      },
      {
        name: "site / (cached) during a miss flood, on the request thread",
        server: inPlaceServer,
        path: "/",
        cached: true,
        reference: true,
        flood: { path: "/", uniqueQuery: MISS_PARAMETER },
      },
      { name: "site / (uncached)", server: renderingServer, path: "/" },
      {
        name: "site / (uncached), on the request thread",
        server: renderingInPlaceServer,
        path: "/",
        reference: true,
      },
      { name: "site /tools (uncached)", server: renderingServer, path: "/tools" },
      { name: "site /islamic-fintech (uncached)", server: renderingServer, path: "/islamic-fintech" },
      {
        name: "site POST /api/contact",
        server: siteServer,
        path: "/api/contact",
        method: "POST",
        body: contact,
        headers: { "Content-Type": "application/json" },
      },
      {
        name: "nginx proxy_cache in front of the site, /",
        server: { base: frontNginx.url, pids: () => [...nginxPids(frontNginx), site.child.pid!] },
        path: "/",
      },
    ] satisfies Scenario[]
  ).map((s): Scenario => ({ ...s, headers: { ...BROWSER_ENCODINGS, ...s.headers } }));
  scenarios.push({ name: "site / (cached, no compression)", server: siteServer, path: "/", cached: true });
  if (workersServer) {
    scenarios.push(
      ...(
        [
          { name: `${workerCount} workers: / (cached)`, server: workersServer, path: "/", cached: true },
          {
            name: `${workerCount} workers: / (cached) during a miss flood`,
            server: workersServer,
            path: "/",
            cached: true,
            flood: { path: "/", uniqueQuery: MISS_PARAMETER },
          },
          {
            name: `${workerCount} workers: misses (a new ?sent= each request)`,
            server: workersServer,
            path: "/",
            uniqueQuery: MISS_PARAMETER,
          },
        ] satisfies Scenario[]
      ).map((s): Scenario => ({ ...s, headers: BROWSER_ENCODINGS })),
    );
  }
  scenarios.push(
    {
      name: "site misses (a new ?sent= each request)",
      server: siteServer,
      path: "/",
      uniqueQuery: MISS_PARAMETER,
      headers: BROWSER_ENCODINGS,
    },
    {
      name: "site misses (a new ?sent= each request), on the request thread",
      server: inPlaceServer,
      path: "/",
      uniqueQuery: MISS_PARAMETER,
      headers: BROWSER_ENCODINGS,
      reference: true,
    },
  );
  // The search (issue #45) on an instance of its own whose database holds 1,000 articles in each language.
  const searchServer = await (async () => {
    let env: Record<string, string>;
    if (pgUrl) {
      const scratch = await createScratchPostgres(pgUrl);
      cleanups.push(() => scratch.drop());
      await seedSearchArticles(await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 }));
      env = { DATABASE_URL: scratch.url, WEB_CONCURRENCY: "1" };
    } else {
      const dir = tempDataDir("site-bench-search-");
      await seedSearchArticles(await openDatabase({ kind: "pglite", dir }));
      env = { PGLITE_DIR: dir };
    }
    const instance = await startServer({ ...env, ...upstream.env(), LOG_LEVEL: "info" }, 180_000, {
      logFile: `${siteLog}.search`,
    });
    cleanups.unshift(() => instance.stop());
    return { base: instance.url, pids: () => [instance.child.pid!] };
  })();
  scenarios.push(
    ...(
      [
        ["en", "murabaha calculator"],
        ["ar", "مرابحه"],
      ] as const
    ).map(
      ([lang, q]): Scenario => ({
        name: `site /api/search (${lang}: ${q}; 1,000 articles a language, wrk -c${SEARCH_CONNECTIONS})`,
        server: searchServer,
        path: `/api/search?${new URLSearchParams({ q, lang })}`,
        headers: BROWSER_ENCODINGS,
        connections: SEARCH_CONNECTIONS,
        p99BudgetMs: 30,
      }),
    ),
  );
  // BENCH_ONLY=<regex> keeps the two references and the scenarios whose name matches (while working on one path).
  if (process.env.BENCH_ONLY) {
    const only = new RegExp(process.env.BENCH_ONLY, "i");
    scenarios.splice(0, scenarios.length, ...scenarios.filter((s, i) => i < 2 || only.test(s.name)));
  }

  for (const s of scenarios) {
    const res = await rawGet(s.server.base + s.path, s.headers ?? {});
    if (s.method !== "POST" && res.status !== 200) throw new Error(`${s.name}: ${s.path} answered ${res.status}`);
  }

  let peakRss = rssMb(site.child.pid!);
  const rssAfterStart = peakRss;
  // The peak per scenario too, to tell which kind of load holds the memory.
  const peakByScenario = new Map<string, number>();
  let current = "";
  const sampler = setInterval(() => {
    const rss = rssMb(site.child.pid!);
    peakRss = Math.max(peakRss, rss);
    if (current) peakByScenario.set(current, Math.max(peakByScenario.get(current) ?? 0, rss));
  }, 250);
  const floodName = (s: Scenario) =>
    `${s.name} — the flood (wrk -c${s.flood!.connections ?? FLOOD_CONNECTIONS}, ${
      s.flood!.uniquePath ? `a new ${s.flood!.uniquePath}… path` : `a new ?${s.flood!.uniqueQuery}=`
    } each request)`;
  const results = new Map<string, Round[]>(
    scenarios.flatMap(
      (s) =>
        (s.flood
          ? [
              [s.name, []],
              [floodName(s), []],
            ]
          : [[s.name, []]]) as [string, Round[]][],
    ),
  );
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const s of scenarios) {
        current = s.name;
        // The first round starts each scenario with a short warm-up (JIT, caches, keep-alive pools).
        if (round === 1) await runWrk({ url: s.server.base + s.path, headers: s.headers, connections: 10, seconds: 2 });
        console.error(`round ${round}/${rounds}: ${s.name}…`);
        const measured = await measureOnce(s);
        results.get(s.name)!.push(measured.round);
        if (measured.flood) results.get(floodName(s))!.push(measured.flood);
      }
    }
  } finally {
    clearInterval(sampler);
  }
  const rows: Row[] = [...results].map(([name, list]) => ({ scenario: name, rounds: list, median: median(list) }));
  const byName = (name: string) => rows.find((r) => r.scenario === name)!.median;
  const nginxRps = byName(scenarios[0]!.name).rps;
  const nodeRps = byName(scenarios[1]!.name).rps;

  const fmt = (n: number, digits = 0) =>
    Number.isFinite(n)
      ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })
      : "–";
  console.log(
    `\n${databaseName}; wrk -t1 -c${connections} -d${seconds}s; median of ${rounds} rounds; ` +
      `Accept-Encoding: br, gzip (the site's / answers ${encoding}, ${fmt(landing.body.length)} bytes); loopback, 2 cores\n`,
  );
  console.log(
    "| scenario | req/s | p50 ms | p99 ms | CPU ms/req | vs nginx | vs node:http | non-2xx/3xx | every round (req/s) |\n" +
      "|---|---:|---:|---:|---:|---:|---:|---:|---|",
  );
  for (const row of rows) {
    const m = row.median;
    console.log(
      `| ${row.scenario} | ${fmt(m.rps)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${fmt(m.cpuMsPerRequest, 3)} | ` +
        `${fmt(m.rps / nginxRps, 3)} | ${fmt(m.rps / nodeRps, 3)} | ${row.rounds.reduce((n, r) => n + r.non2xx, 0)} | ` +
        `${row.rounds.map((r) => fmt(r.rps)).join(" / ")} |`,
    );
  }
  console.log(
    `\nSite RSS (MB): after start ${rssAfterStart}, peak under load ${peakRss}, after load ${rssMb(site.child.pid!)}` +
      `\nSite RSS peak while each scenario ran (MB): ${[...peakByScenario].map(([name, mb]) => `${name} ${mb}`).join("; ")}` +
      `\nSite log (one JSON line per request): ${siteLog}`,
  );

  // The budgets of issues #21 and #37 (and #9's memory budget), checked against this run.
  const scenarioOf = (row: Row) => scenarios.find((s) => s.name === row.scenario);
  const cachedRows = rows.filter(
    (r) => scenarioOf(r)?.cached && !scenarioOf(r)?.reference && !r.scenario.includes("no compression"),
  );
  // Cached `/` while a miss flood runs, against the same server's cached `/` alone (issue #37).
  const floodedRows = rows
    .filter((r) => scenarioOf(r)?.flood && scenarioOf(r)?.cached && !scenarioOf(r)?.reference)
    .map((r) => ({
      row: r,
      alone: rows.find((a) => a.scenario === r.scenario.replace(/ during a (miss|404) flood$/, "")),
    }))
    .filter((pair): pair is { row: Row; alone: Row } => pair.alone !== undefined); // BENCH_ONLY may leave one out
  const checks: [string, boolean, string][] = [
    ...cachedRows
      .filter((r) => !scenarioOf(r)?.flood)
      .map((r): [string, boolean, string] => [
        `${r.scenario} ≥ 50 % of bare node:http`,
        r.median.rps >= nodeRps * 0.5,
        `${fmt((r.median.rps / nodeRps) * 100)} %`,
      ]),
    ...cachedRows.map((r): [string, boolean, string] => [
      `${r.scenario} p99 < 20 ms`,
      r.median.p99 < 20,
      `${fmt(r.median.p99, 1)} ms`,
    ]),
    ...floodedRows.map(({ row, alone }): [string, boolean, string] => [
      `${row.scenario}: p99 ≤ 2× its p99 alone`,
      row.median.p99 <= 2 * alone.median.p99,
      `${fmt(row.median.p99, 1)} vs ${fmt(alone.median.p99, 1)} ms`,
    ]),
    // Issue #41: the owner's pages answer, and quickly, whatever one client floods.
    ...rows
      .filter((r) => scenarioOf(r)?.name.startsWith("owner /admin"))
      .map((r): [string, boolean, string] => [
        `${r.scenario}: every answer 200, p99 < 1 s`,
        r.rounds.every((round) => round.non2xx === 0) && r.median.p99 < 1000,
        `${fmt(r.median.p99, 1)} ms, ${r.rounds.reduce((n, round) => n + round.non2xx, 0)} not 2xx`,
      ]),
    ...rows
      .filter((r) => r.scenario === "site / (uncached)")
      .map((r): [string, boolean, string] => [
        "site / (uncached) ≥ 0.0017 of nginx",
        r.median.rps / nginxRps >= 0.0017,
        fmt(r.median.rps / nginxRps, 4),
      ]),
    ...rows
      .filter((r) => scenarioOf(r)?.p99BudgetMs !== undefined)
      .map((r): [string, boolean, string] => [
        `${r.scenario} p99 < ${scenarioOf(r)!.p99BudgetMs} ms`,
        r.median.p99 < scenarioOf(r)!.p99BudgetMs!,
        `${fmt(r.median.p99, 1)} ms`,
      ]),
    ...(databaseName === "PostgreSQL"
      ? [["RSS < 300 MB", peakRss < 300, `${peakRss} MB peak`] as [string, boolean, string]]
      : []),
    // Issue #44: counting every view costs a cache hit at most a tenth of its rate.
    ...rows
      .filter((r) => r.scenario === "site / (cached), a browser: counted")
      .flatMap((r): [string, boolean, string][] => {
        const off = rows.find((o) => o.scenario === "site / (cached), a browser: counting off");
        return off
          ? [
              [
                "cached / counted ≥ 0.9 of counting off",
                r.median.rps >= off.median.rps * 0.9,
                fmt(r.median.rps / off.median.rps, 3),
              ],
            ]
          : [];
      }),
  ];
  console.log("\n| budget | measured | result |\n|---|---:|---|");
  for (const [name, ok, value] of checks) console.log(`| ${name} | ${value} | ${ok ? "met" : "MISSED"} |`);

  const outDir = path.resolve(import.meta.dirname, "../bench-results");
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, "latest.json"),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        database: databaseName,
        seconds,
        rounds,
        connections,
        encoding,
        rows,
        rss: { rssAfterStart, peakRss },
      },
      null,
      2,
    ),
  );
} finally {
  for (const cleanup of cleanups) await cleanup();
}

/** An owner and a session of theirs in the site's database; the Cookie header that carries it. */
async function seedOwnerSession(env: Record<string, string>): Promise<string> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolMax: 2 }
      : { kind: "pglite", dir: env.PGLITE_DIR! },
  );
  try {
    const ownerId = await createUserService(database.db).ensureVerified(BENCH_OWNER, "Bench Owner");
    const sessions = createSessionService(database.db, { ttlDays: 1, idleDays: 1, adminEmails: [BENCH_OWNER] });
    return `sid=${(await sessions.create(ownerId)).token}`;
  } finally {
    await database.close();
  }
}

/** The processes `pid` started (a node:cluster primary's workers), from /proc. */
function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

// `npm run bench`: load-tests the built server on loopback with autocannon and prints requests/s,
// latency percentiles and the server's memory, on PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on PostgreSQL; and, in the same run, nginx serving a saved copy of the
// landing HTML as a static file, the yardstick for the cached page. Figures go to stdout (a table with
// the budgets of issue #9 checked) and bench-results/latest.json.
// Scenarios (issue #9): / from the page micro-cache, / rendered on every request (a query parameter
// outside the cache's allow-list bypasses it, so the cache is off for it), a published blog article
// (seeded into each database before its server starts), /api/crypto from the live-data cache, POST
// /api/contact, /healthz; the server's RSS after start, at its peak under load and after load. Bodies
// are uncompressed for the app and nginx alike (no Accept-Encoding). The live-data providers are
// faked on loopback (tests/fake-upstream.ts). One table per database, with each scenario's ratio to
// nginx serving the landing HTML.
// Each figure is the run with the median req/s of BENCH_RUNS runs (all of them are listed): on a
// shared host one run can be a quarter faster or slower than the next.
// Knobs: BENCH_DURATION (seconds per run, default 10), BENCH_RUNS (runs per scenario, default 3),
// BENCH_CONNECTIONS (default 50), BENCH_NGINX_WORKERS (default 1: one nginx worker against one Node process).
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "#server/db/client.ts";
import { createScratchPostgres } from "#tests/db.ts";
import { startFakeUpstream } from "#tests/fake-upstream.ts";
import { findNginx, startNginx } from "#tests/nginx.ts";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#tests/server-process.ts";
import { ARTICLE_SLUG, seedArticle } from "./seed-article.ts";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const nginxWorkers = Number(process.env.BENCH_NGINX_WORKERS ?? 1);

type Scenario = {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
};
type Row = {
  target: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** req/s of every run, in order. */
  runs: number[];
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function run(target: string, base: string, scenario: Scenario): Promise<Row> {
  const options = {
    url: base + scenario.path,
    method: scenario.method ?? "GET",
    body: scenario.body,
    headers: scenario.headers,
  };
  // A short warm-up so the JIT and caches are in their steady state.
  await autocannon({ ...options, connections: 10, duration: 2 });
  const results: autocannon.Result[] = [];
  for (let i = 0; i < runs; i++) results.push(await autocannon({ ...options, connections, duration }));
  const median = [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(runs / 2)]!;
  return {
    target,
    scenario: scenario.name,
    rps: Math.round(median.requests.average),
    p50: median.latency.p50,
    p99: median.latency.p99,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    runs: results.map((r) => Math.round(r.requests.average)),
  };
}

/** Every scenario of issue #9; a page or endpoint that does not answer 200 stops the bench. */
async function scenarios(server: RunningServer): Promise<Scenario[]> {
  const list: Scenario[] = [
    { name: "/ (cached)", path: "/" },
    { name: "/ (SSR, uncached)", path: "/?bench=uncached" },
    { name: "blog article (cached)", path: `/blog/${ARTICLE_SLUG}` },
    { name: "/api/crypto (cached)", path: "/api/crypto" },
  ];
  for (const { path: p } of list) {
    const res = await fetch(server.url + p);
    if (!res.ok) throw new Error(`${p} answered ${res.status}: the bench needs every scenario`);
    await res.arrayBuffer();
  }
  list.push(
    {
      name: "POST /api/contact",
      path: "/api/contact",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Bench", email: "bench@example.com", message: "A benchmark message." }),
    },
    { name: "/healthz", path: "/healthz" },
  );
  return list;
}

type Rss = { afterStart: number; peak: number; afterLoad: number };

async function measure(server: RunningServer, target: string): Promise<{ rows: Row[]; rss: Rss }> {
  const rows: Row[] = [];
  const pid = server.child.pid!;
  const afterStart = rssMb(pid);
  let peak = afterStart;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 250);
  try {
    for (const scenario of await scenarios(server)) {
      console.error(`${target}: ${scenario.name}…`);
      rows.push(await run(target, server.url, scenario));
    }
  } finally {
    clearInterval(sampler);
  }
  return { rows, rss: { afterStart, peak, afterLoad: rssMb(pid) } };
}

assertBuilt();
const report: {
  rows: Row[];
  rss: Record<string, Rss>;
  nginx?: Row;
} = { rows: [], rss: {} };
// Lead posts would hit the form limit at once; the bench measures the handler, not the limiter's 429.
// The live-data providers are faked on loopback: the warm-up fills the cache, the run measures cached reads.
const upstream = await startFakeUpstream();
process.on("exit", () => void upstream.close());
const serverEnv = {
  LOG_LEVEL: "warn",
  RATE_LIMIT_FORM_POSTS: "100000000",
  RATE_LIMIT_PUBLIC_POSTS: "100000000",
  ...upstream.env(),
};

const pgliteDir = tempDataDir("site-bench-");
await seedArticle(await openDatabase({ kind: "pglite", dir: pgliteDir }));
const embedded = await startServer({ PGLITE_DIR: pgliteDir, ...serverEnv }, 120_000);
let landing = "";
try {
  landing = await (await fetch(`${embedded.url}/`)).text();
  const { rows, rss } = await measure(embedded, "pglite");
  report.rows.push(...rows);
  report.rss.pglite = rss;
} finally {
  await embedded.stop();
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  console.error("postgres: preparing a scratch database…");
  const scratch = await createScratchPostgres(pgUrl);
  await seedArticle(await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 }));
  const server = await startServer({ DATABASE_URL: scratch.url, ...serverEnv }, 120_000);
  try {
    const { rows, rss } = await measure(server, "postgres");
    report.rows.push(...rows);
    report.rss.postgres = rss;
  } finally {
    await server.stop();
    await scratch.drop();
  }
} else {
  console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.");
}

// The yardstick: the same landing HTML as a static file from nginx.
console.error("nginx: static copy of /…");
const nginx = findNginx();
if ("path" in nginx) {
  const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "site-bench-static-"));
  fs.writeFileSync(path.join(root, "index.html"), landing);
  const proxy = await startNginx(
    nginx.path,
    (listen) =>
      `server {\n  listen ${listen};\n  root ${root};\n  location / { try_files $uri $uri/index.html =404; }\n}\n`,
    { workers: nginxWorkers },
  );
  try {
    report.nginx = await run(`nginx (${nginxWorkers} worker)`, proxy.url, { name: "/ (static file)", path: "/" });
  } finally {
    await proxy.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
} else {
  console.log(`nginx comparison skipped: ${nginx.missing}`);
}

console.log(
  `\n${connections} connections, median of ${runs} runs of ${duration} s per scenario, loopback, NODE_ENV=production\n`,
);
const staticRps = report.nginx?.rps;
const ratio = (r: Row) => (staticRps ? `${Math.round((r.rps / staticRps) * 100)} %` : "–");
const tableHead =
  "| scenario | req/s | p50 ms | p99 ms | errors | non-2xx | vs nginx static | every run (req/s) |\n|---|---:|---:|---:|---:|---:|---:|---|";
const line = (r: Row) =>
  `| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${ratio(r)} | ${r.runs.join(" / ")} |`;
for (const [db, rss] of Object.entries(report.rss)) {
  console.log(`### ${db === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}\n\n${tableHead}`);
  for (const r of report.rows.filter((row) => row.target === db)) console.log(line(r));
  if (report.nginx) console.log(line({ ...report.nginx, scenario: `nginx static copy of / (${report.nginx.target})` }));
  console.log(
    `| server RSS (MB): after start ${rss.afterStart}, peak under load ${rss.peak}, after load ${rss.afterLoad} | | | | | | | |\n`,
  );
}

// The budgets of issue #9, checked against this run.
const main = report.rows.filter((r) => r.target === (report.rss.postgres ? "postgres" : "pglite"));
const find = (name: string) => main.find((r) => r.scenario === name);
const cached = find("/ (cached)");
const uncached = find("/ (SSR, uncached)");
const checks: [string, boolean | null, string][] = [
  [
    "cached / ≥ 25 % of nginx static",
    cached && staticRps ? cached.rps >= staticRps * 0.25 : null,
    cached && staticRps ? ratio(cached) : "–",
  ],
  ["uncached SSR of / ≥ 300 req/s", uncached ? uncached.rps >= 300 : null, `${uncached?.rps ?? "–"} req/s`],
  ...main
    .filter((r) => r.scenario.includes("(cached)"))
    .map((r): [string, boolean, string] => [`p99 of ${r.scenario} < 50 ms`, r.p99 < 50, `${r.p99} ms`]),
  [
    "RSS < 300 MB on PostgreSQL",
    report.rss.postgres ? report.rss.postgres.peak < 300 : null,
    `${report.rss.postgres?.peak ?? "–"} MB (peak)`,
  ],
];
console.log(`\n| budget (${main[0]?.target ?? "–"}) | measured | result |\n|---|---:|---|`);
for (const [name, ok, value] of checks) {
  console.log(`| ${name} | ${value} | ${ok === null ? "not measured" : ok ? "met" : "MISSED"} |`);
}

await upstream.close();

const outDir = path.resolve(import.meta.dirname, "../bench-results");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, "latest.json"),
  JSON.stringify({ at: new Date().toISOString(), duration, runs, connections, nginxWorkers, ...report }, null, 2),
);

// `npm run bench`: load-tests the built server on loopback with autocannon and prints requests/s,
// latency percentiles and the server's memory, on PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on PostgreSQL. Figures go to stdout and bench-results/latest.json.
// Knobs: BENCH_DURATION (seconds per path, default 10), BENCH_CONNECTIONS (default 50), BENCH_PATHS
// (comma-separated, default all). /api/crypto is served from the live-data cache (providers faked on loopback).
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { createScratchPostgres } from "#tests/db.ts";
import { startFakeUpstream } from "#tests/fake-upstream.ts";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#tests/server-process.ts";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const paths = process.env.BENCH_PATHS?.split(",") ?? ["/", "/healthz", "/api/crypto"];

type Row = { database: string; path: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function measure(server: RunningServer, database: string) {
  const rows: Row[] = [];
  const idleRss = rssMb(server.child.pid!);
  for (const p of paths) {
    // A short warm-up so the JIT and caches are in their steady state.
    await autocannon({ url: server.url + p, connections: 10, duration: 2 });
    const result = await autocannon({ url: server.url + p, connections, duration });
    rows.push({
      database,
      path: p,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
  return { rows, idleRss, loadedRss: rssMb(server.child.pid!) };
}

assertBuilt();
const report: { rows: Row[]; rss: Record<string, { afterStart: number; afterLoad: number }> } = { rows: [], rss: {} };

// The live-data providers, faked on loopback: the warm-up fills the cache, the run measures cached reads.
const upstream = await startFakeUpstream();
process.on("exit", () => void upstream.close());

const embedded = await startServer({ PGLITE_DIR: tempDataDir("site-bench-"), LOG_LEVEL: "warn", ...upstream.env() });
try {
  const { rows, idleRss, loadedRss } = await measure(embedded, "pglite");
  report.rows.push(...rows);
  report.rss.pglite = { afterStart: idleRss, afterLoad: loadedRss };
} finally {
  await embedded.stop();
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const scratch = await createScratchPostgres(pgUrl);
  const server = await startServer({ DATABASE_URL: scratch.url, LOG_LEVEL: "warn", ...upstream.env() });
  try {
    const { rows, idleRss, loadedRss } = await measure(server, "postgres");
    report.rows.push(...rows);
    report.rss.postgres = { afterStart: idleRss, afterLoad: loadedRss };
  } finally {
    await server.stop();
    await scratch.drop();
  }
} else {
  console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.");
}

console.log(`\n${connections} connections, ${duration} s per path, loopback, NODE_ENV=production\n`);
console.log("| database | path | req/s | p50 ms | p99 ms | errors | non-2xx |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const r of report.rows) {
  console.log(`| ${r.database} | ${r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
}
console.log("\n| database | RSS after start (MB) | RSS after load (MB) |\n|---|---:|---:|");
for (const [db, rss] of Object.entries(report.rss)) console.log(`| ${db} | ${rss.afterStart} | ${rss.afterLoad} |`);

await upstream.close();

const outDir = path.resolve(import.meta.dirname, "../bench-results");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, "latest.json"),
  JSON.stringify({ at: new Date().toISOString(), duration, connections, ...report }, null, 2),
);

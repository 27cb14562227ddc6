// `node scripts/bench-blog.ts`: requests/s and latency of a published article page (/blog/{slug}),
// plus the blog index and the RSS feed, on the built server over loopback, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. The article is written into the
// database before the server starts (PGlite allows one process at a time).
// Load from wrk (scripts/lib/wrk.ts), with the Accept-Encoding browsers send.
// Knobs: BENCH_DURATION (seconds per path, default 10), BENCH_CONNECTIONS (default 50).

import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { createArticleService } from "#server/services/articles.ts";
import { createUserService } from "#server/services/users.ts";
import { runWrk } from "./lib/wrk.ts";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SLUG = "murabaha-explained";

const BODY = Array.from(
  { length: 12 },
  (_, i) =>
    `## Part ${i + 1}\n\nMurabaha is a cost-plus sale: the financier buys the asset and sells it on at a disclosed markup, paid in instalments. ${"The customer knows the cost and the profit up front. ".repeat(6)}\n\n\`\`\`ts\nconst total = price * (1 + markup); // part ${i + 1}\n\`\`\``,
).join("\n\n");

async function seed(database: Database) {
  const authorId = await createUserService(database.db).ensureVerified("owner@example.com", "Omar Owner");
  const articles = createArticleService(database.db);
  await articles.create(
    {
      title: "Murabaha, explained for product teams",
      slug: SLUG,
      excerpt: "How cost-plus sale financing works, and what it means for your checkout.",
      content: BODY,
      category: "Islamic Finance",
      published: true,
      publishedAt: null,
      featuredImage: null,
      metaTitle: null,
      metaDescription: null,
      metaKeywords: "murabaha, islamic finance",
      ogImage: null,
    },
    authorId,
  );
  await database.close();
}

type Row = { database: string; path: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };

async function measure(server: RunningServer, database: string): Promise<Row[]> {
  const rows: Row[] = [];
  // /project/1 is a page of the same shell with no database read: the baseline for SSR cost.
  for (const p of [`/blog/${SLUG}`, "/project/1", "/blog", "/blog/rss.xml"]) {
    const spec = { url: server.url + p, headers: { "Accept-Encoding": "br, gzip" } };
    await runWrk({ ...spec, connections: 10, seconds: 2 });
    const r = await runWrk({ ...spec, connections, seconds: duration });
    rows.push({
      database,
      path: p,
      rps: Math.round(r.rps),
      p50: r.p50,
      p99: r.p99,
      non2xx: r.non2xx,
      errors: r.socketErrors,
    });
  }
  return rows;
}

assertBuilt();
const rows: Row[] = [];
const dir = tempDataDir("site-bench-blog-");
await seed(await openDatabase({ kind: "pglite", dir }));
const embedded = await startServer({ PGLITE_DIR: dir, LOG_LEVEL: "warn" });
try {
  rows.push(...(await measure(embedded, "pglite")));
} finally {
  await embedded.stop();
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const scratch = await createScratchPostgres(pgUrl);
  await seed(await openDatabase({ kind: "postgres", url: scratch.url }));
  const server = await startServer({ DATABASE_URL: scratch.url, LOG_LEVEL: "warn" });
  try {
    rows.push(...(await measure(server, "postgres")));
  } finally {
    await server.stop();
    await scratch.drop();
  }
} else {
  console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to include it.");
}

console.log(`\n${connections} connections, ${duration} s per path, loopback, NODE_ENV=production\n`);
console.log("| database | path | req/s | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---:|---:|---:|---:|---:|");
for (const r of rows)
  console.log(`| ${r.database} | ${r.path} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);

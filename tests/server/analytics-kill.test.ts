import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { openDatabase, queryRows } from "#server/db/client.ts";

// Issue #44: page views wait in memory for ANALYTICS_FLUSH_MS before they are written. A SIGTERM
// writes what waits; a SIGKILL loses at most the views of the last interval: every view answered
// longer ago than that (and the write's own time) is on disk.
assertBuilt();

const FLUSH_MS = 500;
const AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop("SIGKILL");
});

async function views(dir: string, path: string): Promise<number> {
  const database = await openDatabase({ kind: "pglite", dir });
  try {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from analytics_views where path = ${path}`,
    );
    return row!.n;
  } finally {
    await database.close();
  }
}

const view = (url: string, path: string) =>
  fetch(url + path, { headers: { "User-Agent": AGENT } }).then((r) => r.text());

describe("page views and the end of the process", () => {
  it("a SIGKILL loses only the views of the last ANALYTICS_FLUSH_MS; a SIGTERM none", async () => {
    const dir = tempDataDir("analytics-kill-");
    const env = { PGLITE_DIR: dir, ANALYTICS_FLUSH_MS: String(FLUSH_MS) };
    server = await startServer(env);
    for (let i = 0; i < 20; i++) await view(server.url, "/tools");
    // One interval and the write's time later, the twenty are written, whatever happens next.
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS + 1_000));
    for (let i = 0; i < 5; i++) await view(server.url, "/career");
    await server.stop("SIGKILL");
    server = undefined;
    expect(await views(dir, "/tools")).toBe(20);
    // The five answered just before the kill may be lost (at most one interval's worth).
    expect(await views(dir, "/career")).toBeLessThanOrEqual(5);

    server = await startServer(env);
    for (let i = 0; i < 7; i++) await view(server.url, "/islamic-fintech");
    await server.stop("SIGTERM");
    server = undefined;
    expect(await views(dir, "/islamic-fintech")).toBe(7);
  }, 120_000);
});

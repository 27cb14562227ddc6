import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchPostgres } from "#harness/scratch-postgres.ts";
import { assertBuilt, type RunningServer, startServer, tempDataDir } from "#harness/server-process.ts";
import { type Database, openDatabase } from "#server/db/client.ts";

// The built server's process count (decision 027): WEB_CONCURRENCY node:cluster workers with
// PostgreSQL, sharing the port; one process with PGlite, whatever WEB_CONCURRENCY says.
assertBuilt();
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

/** The pids of a process's children. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(" "))
    .filter(Boolean)
    .map(Number);
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

describe.skipIf(!process.env.TEST_DATABASE_URL)("WEB_CONCURRENCY with PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let server: RunningServer;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!);
    // Migrated once here, so the workers start against a ready schema.
    database = await openDatabase({ kind: "postgres", url: scratch.url, poolMax: 2 });
    server = await startServer({ DATABASE_URL: scratch.url, WEB_CONCURRENCY: "3", LOG_LEVEL: "info" }, 90_000);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
  });

  it("runs that many workers on one port, restarts one that dies, and stops them all on SIGTERM", async () => {
    await vi.waitFor(() => expect(childrenOf(server.child.pid!)).toHaveLength(3), { timeout: 60_000, interval: 200 });
    const workers = childrenOf(server.child.pid!);
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(`${server.url}/readyz`)));
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
    expect(await (await fetch(`${server.url}/`)).text()).toContain("<html");

    process.kill(workers[0]!, "SIGKILL");
    await vi.waitFor(
      () => {
        const now = childrenOf(server.child.pid!);
        expect(now).toHaveLength(3);
        expect(now).not.toContain(workers[0]);
      },
      { timeout: 60_000, interval: 200 },
    );
    const current = childrenOf(server.child.pid!);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(current.filter(alive)).toEqual([]);
  });
});

describe("WEB_CONCURRENCY with PGlite", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ PGLITE_DIR: tempDataDir(), WEB_CONCURRENCY: "3" });
  });
  afterAll(() => server?.stop());

  it("stays one process (the data folder's lock) and says WEB_CONCURRENCY is ignored", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(childrenOf(server.child.pid!)).toEqual([]);
    expect(server.output()).toContain("WEB_CONCURRENCY is ignored with the embedded database");
  });
});

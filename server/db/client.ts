import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./lock.ts";
import * as schema from "./schema.ts";

export { schema };

/** The Drizzle API shared by both drivers; services take this and never know which one it is. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolMax?: number }
  /**
   * `dir: null` keeps the data in memory (tests); `loadDataDir` starts it from a dump (the tests' migrated
   * template, tests/setup/pglite-template.ts), and pending migrations still run.
   */
  | { kind: "pglite"; dir: string | null; loadDataDir?: Blob };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export function openConfiguredDatabase(
  config: { DATABASE_URL?: string; DATABASE_POOL_MAX: number; PGLITE_DIR: string },
  poolMax = config.DATABASE_POOL_MAX,
): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL, poolMax }
      : { kind: "pglite", dir: config.PGLITE_DIR },
  );
}

/** Opens the database and applies every pending migration before returning. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.poolMax ?? 10)
    : openPglite(options.dir, options.loadDataDir);
}

async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  const release = dir ? await lockDataDir(dir) : async () => {};
  try {
    if (dir) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    // pg_trgm (the search's typo fallback) is a PGlite extension loaded here; PostgreSQL has it built in.
    const extensions = { pg_trgm };
    const client = dir ? new PGlite(path.resolve(dir), { extensions }) : new PGlite({ loadDataDir, extensions });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

// Any stable number: instances starting together take turns to migrate.
const MIGRATION_LOCK_ID = 727_001;

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server would otherwise crash the process. Once the pool is closing,
  // its connections ending is expected: pool.end() resolves before their sockets have closed, so a
  // database dropped or a server stopped right after it still reaches them (seen as a flaky test).
  let closing = false;
  pool.on("error", (error) => {
    if (!closing) console.error("PostgreSQL pool error:", error.message);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(db as never, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

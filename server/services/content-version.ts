import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, queryRows } from "#server/db/client.ts";
import { CONTENT_VERSION_CHANNEL } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

/** Content scopes whose version bumps when the admin changes what public pages show. */
export type ContentScope = "pages" | (string & {});

type Listener = (scope: string, version: number) => void;

type Preparer = (scope: string, version: number) => Promise<void>;

/** Where instances say which version they now serve ("<instance> <version> <scope>"). */
const ACK_CHANNEL = `${CONTENT_VERSION_CHANNEL}_applied`;
/** The listening connection's application_name: one per instance, so the instances can count each other. */
const LISTENER_NAME = "site-content-versions";

/**
 * Versions of public content, shared by every server process through the `content_versions` table, so
 * an admin change on one instance drops the page micro-cache of all of them within a second:
 * - PostgreSQL: `bump` increments the row and NOTIFYs in one statement (delivered at commit); each
 *   instance LISTENs on a dedicated connection and re-reads the row. If that connection drops, the
 *   instance reconnects with backoff and re-reads every version (missed notifications), and the
 *   micro-cache's own short TTL bounds any staleness in between.
 *   Every instance acknowledges a version once it has applied it (cache dropped, content reloaded),
 *   and `bump` waits for the acknowledgements of every other listening instance (at most `ackWaitMs`):
 *   when the owner's save returns, no instance serves what it replaced. Without that wait a reader
 *   sent to the other instance right after the save could get its cached old page (issue #42).
 * - PGlite: one process only (the data directory is locked), so the in-memory value is the truth.
 * Request paths read `current(scope)` from memory: a cache check never touches the database.
 */
export function createContentVersionService(
  database: Database,
  options: { databaseUrl?: string; logger?: Logger; reconnectMs?: number; ackWaitMs?: number } = {},
) {
  const { db } = database;
  const versions = new Map<string, number>();
  const listeners = new Set<Listener>();
  let client: pg.Client | null = null;
  let stopped = true;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = options.reconnectMs ?? 500;

  const preparers = new Set<Preparer>();

  // Acknowledgements: this instance's id, and the newest version each other instance applied per scope.
  const instanceId = randomUUID();
  const acked = new Map<string, Map<string, number>>();
  const ackWaiters = new Set<() => void>();
  const ackWaitMs = options.ackWaitMs ?? 2_000;

  /** Tells the other instances that this one now serves `scope` at the version it knows. */
  async function acknowledge(scope: string) {
    const listener = client;
    if (!listener) return;
    await listener
      .query("select pg_notify($1, $2)", [ACK_CHANNEL, `${instanceId} ${current(scope)} ${scope}`])
      .catch((error) => options.logger?.warn({ err: error, scope }, "could not acknowledge a content version"));
  }

  function recordAck(payload: string) {
    const [from, version, scope] = payload.split(" ", 3);
    if (!from || from === instanceId || !scope || !Number.isInteger(Number(version))) return;
    const byInstance = acked.get(scope) ?? new Map<string, number>();
    acked.set(scope, byInstance);
    byInstance.set(from, Math.max(byInstance.get(from) ?? 0, Number(version)));
    for (const wake of ackWaiters) wake();
  }

  /**
   * Waits until every other instance listening on this database has acknowledged `version` of
   * `scope`, or `ackWaitMs` has passed (an instance that is stuck must not hold the owner's save up
   * for ever: the page cache's short TTL still ends its copy).
   */
  async function othersApplied(scope: string, version: number) {
    const listener = client;
    if (!listener || ackWaitMs <= 0) return;
    const rows = await listener
      .query<{ others: number }>(
        `select count(*)::int as others from pg_stat_activity
         where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()`,
        [LISTENER_NAME],
      )
      .catch(() => null);
    const others = rows?.rows[0]?.others ?? 0;
    const done = () => [...(acked.get(scope)?.values() ?? [])].filter((v) => v >= version).length >= others;
    if (done()) return;
    let wake = () => {};
    let timer: NodeJS.Timeout | undefined;
    const confirmed = await new Promise<boolean>((resolve) => {
      wake = () => done() && resolve(true);
      ackWaiters.add(wake);
      timer = setTimeout(() => resolve(false), ackWaitMs);
    });
    ackWaiters.delete(wake);
    clearTimeout(timer);
    if (!confirmed)
      options.logger?.warn({ scope, version, others }, "not every instance acknowledged a content version in time");
  }

  /**
   * Announces a scope's new version, after every preparer has loaded what it needs for it (the
   * published site content): a page rendered for the new version never reads the old content.
   */
  async function set(scope: string, version: number) {
    if (versions.get(scope) === version) return;
    for (const prepare of preparers) {
      await prepare(scope, version).catch((error) =>
        options.logger?.warn({ err: error, scope }, "could not prepare for a new content version"),
      );
    }
    versions.set(scope, version);
    for (const listener of listeners) listener(scope, version);
  }

  async function readAll() {
    const rows = await queryRows<{ scope: string; version: number }>(
      db,
      sql`select scope, version from content_versions`,
    );
    for (const row of rows) {
      await set(row.scope, Number(row.version));
      await acknowledge(row.scope);
    }
  }

  async function readOne(scope: string) {
    const rows = await queryRows<{ version: number }>(
      db,
      sql`select version from content_versions where scope = ${scope}`,
    );
    await set(scope, Number(rows[0]?.version ?? 0));
    await acknowledge(scope);
  }

  function current(scope: ContentScope): number {
    return versions.get(scope) ?? 0;
  }

  async function listen() {
    if (stopped || !options.databaseUrl) return;
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      // How the instances count each other (see othersApplied).
      application_name: LISTENER_NAME,
    });
    const retry = (error: Error) => {
      if (stopped) return;
      options.logger?.warn({ err: error }, "content version listener lost; reconnecting");
      next.removeAllListeners();
      next.end().catch(() => {});
      if (client === next) client = null;
      clearTimeout(reconnectTimer);
      reconnectTimer = setTimeout(() => void listen(), reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, 30_000);
    };
    next.on("error", retry);
    next.on("notification", (message) => {
      if (!message.payload) return;
      if (message.channel === ACK_CHANNEL) return recordAck(message.payload);
      if (message.channel !== CONTENT_VERSION_CHANNEL) return;
      readOne(message.payload).catch((error) =>
        options.logger?.warn({ err: error }, "could not read a bumped content version"),
      );
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_VERSION_CHANNEL}`);
      await next.query(`listen ${ACK_CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      reconnectDelay = options.reconnectMs ?? 500;
      await readAll(); // anything bumped while we were not listening
    } catch (error) {
      retry(error as Error);
    }
  }

  return {
    /** The version this process knows (0 before anything was bumped). Memory only. */
    current,

    /**
     * Marks the scope's content as changed everywhere; call it after the admin's change has committed
     * (e.g. `services.contentVersion.bump("pages")` after publishing an article). Returns once this
     * instance and every other one listening have applied the new version (see othersApplied).
     */
    async bump(scope: ContentScope): Promise<number> {
      const rows = await queryRows<{ version: number }>(
        db,
        sql`with bumped as (
              insert into content_versions (scope, version, updated_at) values (${scope}, 1, now())
              on conflict (scope) do update set version = content_versions.version + 1, updated_at = now()
              returning version
            )
            select version, pg_notify(${CONTENT_VERSION_CHANNEL}, ${scope}) from bumped`,
      );
      const version = Number(rows[0]!.version);
      await set(scope, version);
      await othersApplied(scope, version);
      return version;
    },

    /**
     * Awaited before a new version is announced, here or from another instance: what a page needs for
     * that version is loaded first. A failure is logged and the version still moves on.
     */
    beforeChange(prepare: Preparer): () => void {
      preparers.add(prepare);
      return () => preparers.delete(prepare);
    },

    /** Called with (scope, version) whenever a scope's version changes, here or on another instance. */
    onChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads the versions and, on PostgreSQL, starts listening for other instances' bumps. */
    async start() {
      stopped = false;
      await readAll();
      if (database.kind === "postgres") await listen();
    },

    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        await current.end().catch(() => {});
      }
    },
  };
}

export type ContentVersionService = ReturnType<typeof createContentVersionService>;

/**
 * The service with the named mutations followed by `bump("pages")`, so every instance's page cache
 * drops what they changed. A failed bump is logged, not thrown: the change itself is saved, and the
 * cache's short TTL still ends the stale copy.
 */
export function invalidatesPages<T extends object, K extends keyof T>(
  service: T,
  mutations: readonly K[],
  versions: Pick<ContentVersionService, "bump">,
  logger?: Logger,
): T {
  const wrapped = { ...service };
  for (const name of mutations) {
    const original = service[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    const bumping = async (...args: unknown[]) => {
      const result = await original.apply(service, args);
      await versions.bump("pages").catch((error) => logger?.warn({ err: error }, "could not bump the pages version"));
      return result;
    };
    (wrapped as Record<K, unknown>)[name] = bumping;
  }
  return wrapped;
}

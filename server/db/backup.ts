import fs from "node:fs";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type Database, type Db, queryRows } from "./client.ts";
import * as schema from "./schema.ts";
import { CONTENT_VERSION_CHANNEL } from "./schema.ts";

/**
 * Portable backups: every table of `schema.ts` as JSON, in foreign-key order, with a format version
 * and the migration level. The same file moves between PGlite and PostgreSQL in either direction.
 *
 * Values are rendered by PostgreSQL itself (`to_jsonb(row)` in UTC), so timestamps keep their
 * microseconds, jsonb keeps its exact numbers and booleans/nulls stay what they were; restore feeds
 * the rows back through `jsonb_populate_recordset`, which parses them with the column types. The
 * file is one JSON document with one row per line (diffable), and dump → restore → dump gives the
 * same bytes apart from `createdAt` and `source`.
 */
export const BACKUP_FORMAT = "consultant-site-backup";
export const BACKUP_VERSION = 1;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

type Table = PgTable;

/** The schema's tables, parents before children (foreign keys), otherwise by name. */
export function tablesInDependencyOrder(): Table[] {
  // By name first: a module namespace's order differs between Node (sorted) and bundlers (as written).
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is Table => is(value, PgTable))
    .sort((a, b) => (tableName(a) < tableName(b) ? -1 : 1));
  const parents = new Map(
    tables.map((table) => [
      table,
      getTableConfig(table)
        .foreignKeys.map((fk) => fk.reference().foreignTable as Table)
        .filter((parent) => parent !== table),
    ]),
  );
  const ordered: Table[] = [];
  const placed = new Set<Table>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t) && parents.get(t)!.every((p) => placed.has(p)));
    if (!next) throw new Error("The schema's foreign keys form a cycle; a backup order cannot be found");
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

const tableName = (table: Table) => getTableConfig(table).name;
const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

const journalPath = path.join(import.meta.dirname, "migrations/meta/_journal.json");
type Journal = { entries: { idx: number; when: number; tag: string }[] };

/** How far the database is migrated: the number of applied migrations and the newest one's tag. */
async function migrationLevel(db: Db): Promise<{ count: number; tag: string | null }> {
  const rows = await queryRows<{ count: number; latest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as Journal;
  const latest = rows[0]?.latest;
  const tag = journal.entries.find((e) => String(e.when) === latest)?.tag ?? null;
  return { count: Number(rows[0]?.count ?? 0), tag };
}

/** The code's own migration level (what a freshly migrated database reaches). */
function codeMigrationCount(): number {
  return (JSON.parse(fs.readFileSync(journalPath, "utf8")) as Journal).entries.length;
}

/** Dumps every table to the backup text, from one consistent snapshot. */
export async function dumpDatabase(database: Database): Promise<string> {
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`set transaction isolation level repeatable read, read only`);
    await db.execute(sql`set local timezone to 'UTC'`);
    const header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      source: database.kind,
      migration: await migrationLevel(db),
    };
    const parts = [`${JSON.stringify(header).slice(0, -1)},"tables":{`];
    const tables = tablesInDependencyOrder();
    for (const [i, table] of tables.entries()) {
      const name = tableName(table);
      // Byte order of the row text: the same on every server and collation.
      const rows = await queryRows<{ row: string }>(
        db,
        sql`select to_jsonb(t)::text as row from ${ident(name)} t order by to_jsonb(t)::text collate "C"`,
      );
      const body = rows.length ? `\n${rows.map((r) => r.row).join(",\n")}\n` : "";
      parts.push(`\n${JSON.stringify(name)}:[${body}]${i < tables.length - 1 ? "," : ""}`);
    }
    parts.push("\n}}\n");
    return parts.join("");
  });
}

const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `not a backup of this site (format must be "${BACKUP_FORMAT}")` }),
  version: z.literal(BACKUP_VERSION, {
    error: `unsupported backup version (this site reads version ${BACKUP_VERSION})`,
  }),
  migration: z.object({ count: z.number().int().min(0), tag: z.string().nullable() }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export type RestoreSummary = {
  tables: { name: string; rows: number }[];
  migration: { count: number; tag: string | null };
};

/**
 * Parses a backup. Numbers keep their exact source text (JSON.rawJSON), so a jsonb value such as
 * 0.10 or a 20-digit integer is written back exactly as it was dumped.
 */
export function parseBackup(text: string) {
  let parsed: unknown;
  try {
    const rawJson = (JSON as unknown as { rawJSON(source: string): unknown }).rawJSON;
    const reviver = (_key: string, value: unknown, context?: { source?: string }) =>
      typeof value === "number" && context?.source !== undefined ? rawJson(context.source) : value;
    parsed = JSON.parse(text, reviver as never);
  } catch (error) {
    throw new BackupError(`The backup is not valid JSON: ${(error as Error).message}`);
  }
  // The header's own numbers were revived as raw JSON too: read them from a plain parse of the header.
  const plain = parsed as Record<string, unknown>;
  const header = JSON.parse(
    JSON.stringify({ format: plain.format, version: plain.version, migration: plain.migration }),
  );
  const result = backupSchema.safeParse({ ...header, tables: plain.tables });
  if (!result.success) {
    throw new BackupError(
      `The file is not a usable backup: ${result.error.issues.map((i) => `${i.path.join(".") || "file"}: ${i.message}`).join("; ")}`,
    );
  }
  return result.data;
}

const CHUNK_ROWS = 500;

/**
 * Restores a backup in one transaction: into an empty database, or with `replace` over whatever is
 * there (every schema table is emptied first). Anything wrong rolls the whole restore back.
 */
export async function restoreDatabase(
  database: Database,
  text: string,
  options: { replace?: boolean } = {},
): Promise<RestoreSummary> {
  const backup = parseBackup(text);
  const tables = tablesInDependencyOrder();
  const known = new Map(tables.map((t) => [tableName(t), t]));
  const unknown = Object.keys(backup.tables).filter((name) => !known.has(name));
  if (unknown.length) throw new BackupError(`The backup has tables this site does not know: ${unknown.join(", ")}`);
  if (backup.migration.count > codeMigrationCount()) {
    throw new BackupError(
      `The backup was made by a newer version of the site (migration ${backup.migration.tag ?? backup.migration.count}); update the site before restoring it.`,
    );
  }

  const summary: RestoreSummary = { tables: [], migration: backup.migration };
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.execute(sql`set local timezone to 'UTC'`);
    if (options.replace) {
      const list = sql.join(
        tables.map((t) => ident(tableName(t))),
        sql`, `,
      );
      await db.execute(sql`truncate table ${list} cascade`);
    } else {
      for (const table of tables) {
        const name = tableName(table);
        const [row] = await queryRows<{ used: boolean }>(db, sql`select exists (select 1 from ${ident(name)}) as used`);
        if (row?.used) {
          throw new BackupError(
            `The target database already has data (table ${name} is not empty): restore into an empty database, or pass --replace to overwrite it.`,
          );
        }
      }
    }
    for (const table of tables) {
      const name = tableName(table);
      const rows = backup.tables[name] ?? [];
      const columnNames = new Set(getTableConfig(table).columns.map((c) => c.name));
      const present = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const strange = present.filter((c) => !columnNames.has(c));
      if (strange.length)
        throw new BackupError(`Table ${name} in the backup has unknown columns: ${strange.join(", ")}`);
      // Columns the backup lacks (an older migration level) take their defaults.
      const columns = sql.join(present.map(ident), sql`, `);
      // Numbered rows (site content versions) keep their numbers, and the numbering goes on after them.
      const numbered = getTableConfig(table).columns.filter(
        (c) => (c as unknown as { generatedIdentity?: unknown }).generatedIdentity,
      );
      const overriding = numbered.length ? sql` overriding system value` : sql``;
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        const chunk = JSON.stringify(rows.slice(start, start + CHUNK_ROWS));
        await db.execute(
          sql`insert into ${ident(name)} (${columns})${overriding} select ${columns} from jsonb_populate_recordset(null::${ident(name)}, ${chunk}::jsonb)`,
        );
      }
      for (const column of numbered) {
        await db.execute(
          sql`select setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce(max(${ident(column.name)}), 0) + 1, false) from ${ident(name)}`,
        );
      }
      summary.tables.push({ name, rows: rows.length });
    }
    // Running instances (PostgreSQL) re-read the content versions and drop their cached pages.
    await db.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, scope) from content_versions`);
  });
  return summary;
}

/** A backup without its `createdAt` and `source`, for comparing two dumps of the same data. */
export function backupContent(text: string): string {
  return text.slice(text.indexOf(',"migration":'));
}

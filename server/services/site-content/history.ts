import { desc, eq, sql } from "drizzle-orm";
import { DomainError } from "#domain/errors.ts";
import { siteContentVersions } from "#server/db/schema.ts";
import { textLeaves } from "#server/lib/content-form.ts";
import {
  type FieldChange,
  LOCALES,
  moduleOrThrow,
  type SiteContentDeps,
  type VersionSummary,
  validate,
} from "./context.ts";
import { working } from "./drafts.ts";
import { numberOf, publishDocument } from "./published.ts";

/**
 * A module's history: its versions numbered, an older one compared with what is live, and a restore
 * (a publish of an older version). Apart from drafts and the live version because it only reads the
 * versions table, which grows, and never changes a stored version.
 */
export function historyMethods(deps: SiteContentDeps) {
  const { db, state } = deps;
  return {
    async history(name: string): Promise<VersionSummary[]> {
      const entry = moduleOrThrow(name);
      // Numbered over the module's own versions before the newest 50 are kept.
      const numbered = db
        .select({
          id: siteContentVersions.id,
          at: siteContentVersions.publishedAt,
          by: siteContentVersions.publishedBy,
          restoredFromId: siteContentVersions.restoredFrom,
          number: sql<number>`row_number() over (order by ${siteContentVersions.id})`.as("number"),
        })
        .from(siteContentVersions)
        .where(eq(siteContentVersions.module, entry.name))
        .as("numbered");
      const rows = await db.select().from(numbered).orderBy(desc(numbered.id)).limit(50);
      const numberById = new Map(rows.map((row) => [row.id, Number(row.number)]));
      return Promise.all(
        rows.map(async ({ restoredFromId, ...row }) => ({
          ...row,
          number: Number(row.number),
          at: row.at.toISOString(),
          restoredFrom:
            restoredFromId === null
              ? null
              : (numberById.get(restoredFromId) ?? (await numberOf(deps, entry.name, restoredFromId))),
        })),
      );
    },

    /** The fields in which an older version differs from what is live now (or from the files). */
    async compare(name: string, versionId: number): Promise<FieldChange[]> {
      const entry = moduleOrThrow(name);
      const [row] = await db.select().from(siteContentVersions).where(eq(siteContentVersions.id, versionId));
      if (row?.module !== entry.name) throw new DomainError("not_found", "There is no such version of this module.");
      const root = deps.fieldsFor(entry.name);
      const published = state.live.get(entry.name);
      const now =
        published && !state.problems.has(entry.name) ? published.document : (await working(deps, entry.name)).document;
      const changes: FieldChange[] = [];
      for (const locale of LOCALES) {
        const after = new Map(textLeaves(root, now[locale], now.keys).map((leaf) => [leaf.stable, leaf]));
        const before = textLeaves(root, row.document[locale], row.document.keys);
        for (const leaf of before) {
          const present = after.get(leaf.stable);
          if (present?.value !== leaf.value) {
            changes.push({
              locale,
              path: (present?.path ?? leaf.path).join("."),
              before: leaf.value,
              after: present?.value ?? "",
            });
          }
          after.delete(leaf.stable);
        }
        for (const leaf of after.values())
          changes.push({ locale, path: leaf.path.join("."), before: "", after: leaf.value });
      }
      return changes;
    },

    /**
     * Publishes an older version again (a restore is a publish, with its own entry in the history):
     * the numbers of the version restored and of the new one.
     */
    async restore(name: string, versionId: number, by: string): Promise<{ restored: number; number: number }> {
      const entry = moduleOrThrow(name);
      const [row] = await db.select().from(siteContentVersions).where(eq(siteContentVersions.id, versionId));
      if (row?.module !== entry.name) throw new DomainError("not_found", "There is no such version of this module.");
      if (validate(entry, row.document)) {
        throw new DomainError("invalid", "That version no longer fits what the site expects and cannot be restored.");
      }
      const restored = await numberOf(deps, entry.name, row.id);
      return { restored, number: await publishDocument(deps, entry.name, row.document, by, row.id) };
    },
  };
}

import { and, count, desc, eq, lte } from "drizzle-orm";
import type { ContentName, ContentOverrides } from "#content/localized.server.ts";
import { setPublishedContent } from "#content/localized.server.ts";
import { contentModule } from "#content/modules.server.ts";
import { mediaHashOf } from "#domain/media.ts";
import type { Db } from "#server/db/client.ts";
import { type SiteContentDocument, siteContentDrafts, siteContentVersions } from "#server/db/schema.ts";
import { type LiveVersion, LOCALES, type SiteContentDeps, validate } from "./context.ts";

/**
 * What is published: the newest version of every module, checked against today's schema, loaded into
 * this process and handed to the pages (`setPublishedContent`); a publish, which every instance then
 * loads. Apart from the drafts because this is what visitors see: it changes only by a publish or a
 * restore, and every instance must agree on it.
 */

/** The newest version of every module: all of them, those that no longer fit, and the valid ones. */
// Every read goes through `executor`: inside a publish's transaction another connection's query
// would wait on that transaction for ever on PGlite, which has one connection.
export async function readPublished(
  deps: SiteContentDeps,
  executor: Pick<Db, "selectDistinctOn" | "select">,
  warn = false,
) {
  const rows = await executor
    .selectDistinctOn([siteContentVersions.module])
    .from(siteContentVersions)
    .orderBy(siteContentVersions.module, desc(siteContentVersions.id));
  // The newest version's number is how many the module has (versions are never deleted).
  const counts = await executor
    .select({ module: siteContentVersions.module, versions: count() })
    .from(siteContentVersions)
    .groupBy(siteContentVersions.module);
  const countOf = new Map(counts.map((row) => [row.module, Number(row.versions)]));
  const nextLive = new Map<ContentName, LiveVersion>();
  const nextProblems = new Map<ContentName, string>();
  const overrides: ContentOverrides = {};
  for (const row of rows) {
    const entry = contentModule(row.module);
    if (!entry) continue;
    nextLive.set(entry.name, {
      id: row.id,
      number: countOf.get(row.module) ?? 1,
      at: row.publishedAt,
      by: row.publishedBy,
      document: row.document,
    });
    const errors = validate(entry, row.document);
    if (errors) {
      const first = [...LOCALES].flatMap((l) =>
        Object.entries(errors[l]).map(([p, m]) => `${l}: ${p || "(whole)"}: ${m}`),
      );
      nextProblems.set(entry.name, first.slice(0, 3).join("; "));
      if (warn)
        deps.logger?.warn(
          { module: entry.name, problems: first },
          "published content no longer fits its schema; showing the defaults",
        );
      continue;
    }
    overrides[entry.name] = { en: row.document.en, ar: row.document.ar };
  }
  return { nextLive, nextProblems, overrides };
}

/** Reads the newest version of every module and makes the valid ones what pages show. */
export async function load(deps: SiteContentDeps) {
  const { nextLive, nextProblems, overrides } = await readPublished(deps, deps.db, true);
  deps.state.live = nextLive;
  deps.state.problems = nextProblems;
  setPublishedContent(overrides);
}

/** A version's number among its module's publishes (1 for the module's first). */
export async function numberOf(deps: SiteContentDeps, name: ContentName, id: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(siteContentVersions)
    .where(and(eq(siteContentVersions.module, name), lte(siteContentVersions.id, id)));
  return Number(row?.n ?? 0);
}

async function bumpPages(deps: SiteContentDeps) {
  await deps.versions
    .bump("pages")
    .catch((error) => deps.logger?.warn({ err: error }, "could not bump the pages version"));
}

/** Publishes a document as the module's newest version and makes every instance load it; its number. */
export async function publishDocument(
  deps: SiteContentDeps,
  name: ContentName,
  document: SiteContentDocument,
  by: string,
  restoredFrom?: number,
): Promise<number> {
  const { onPublish } = deps;
  const [row] = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteContentVersions)
      .values({ module: name, document, publishedBy: by, restoredFrom: restoredFrom ?? null })
      .returning({ id: siteContentVersions.id });
    await tx.delete(siteContentDrafts).where(eq(siteContentDrafts.module, name));
    if (onPublish) await onPublish(tx as unknown as Db, (await readPublished(deps, tx)).overrides);
    return inserted;
  });
  // The bump reloads the published content here before the new version is announced (beforeChange).
  await bumpPages(deps);
  return numberOf(deps, name, row!.id);
}

export function publishedMethods(deps: SiteContentDeps) {
  const { db, state } = deps;
  return {
    load: () => load(deps),

    /**
     * Where the owner's content uses a library image (its ref, or a variant's address inside a text),
     * for the media library's refusal to delete it: live versions and drafts, by module and language.
     */
    async mediaUsages(ref: string): Promise<string[]> {
      const hash = mediaHashOf(ref);
      if (!hash) return [];
      const uses = (value: unknown) => JSON.stringify(value ?? null).includes(`/media/${hash}`);
      const places: string[] = [];
      const name = (module: ContentName) => contentModule(module)?.label ?? module;
      for (const [module, entry] of state.live) {
        for (const locale of LOCALES) {
          if (uses(entry.document[locale]))
            places.push(`Site content “${name(module)}” (published, ${locale === "ar" ? "Arabic" : "English"})`);
        }
      }
      for (const row of await db.select().from(siteContentDrafts)) {
        const module = contentModule(row.module)?.name;
        if (!module) continue;
        for (const locale of LOCALES) {
          if (uses(row.document[locale]))
            places.push(`Site content “${name(module)}” (draft, ${locale === "ar" ? "Arabic" : "English"})`);
        }
      }
      return places;
    },

    /** Modules whose published document no longer fits (shown in the admin; pages use the files). */
    problems(): { name: ContentName; problem: string }[] {
      return [...state.problems].map(([name, problem]) => ({ name, problem }));
    },

    /** What pages show now, read from the database (never an admin's preview drafts): the search index's source. */
    async publishedOverrides(): Promise<ContentOverrides> {
      return (await readPublished(deps, db)).overrides;
    },

    /** Published documents, for `npm run content:export`. */
    publishedDocuments() {
      return [...state.live].map(([name, entry]) => ({
        name,
        document: entry.document,
        version: entry.id,
        publishedAt: entry.at.toISOString(),
        publishedBy: entry.by,
      }));
    },
  };
}

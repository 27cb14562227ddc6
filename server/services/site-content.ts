import { and, count, desc, eq, lte, sql } from "drizzle-orm";
import type { ContentName, ContentOverrides } from "#content/localized.server.ts";
import { setPublishedContent } from "#content/localized.server.ts";
import { CONTENT_MODULES, type ContentModule, contentModule, fileDefaults } from "#content/modules.server.ts";
import type { ContentField, ListOperation } from "#domain/content-fields.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { mediaHashOf } from "#domain/media.ts";
import type { Database, Db } from "#server/db/client.ts";
import { type SiteContentDocument, siteContentDrafts, siteContentVersions } from "#server/db/schema.ts";
import {
  applyListOperation,
  type Bilingual,
  completeKeys,
  fieldsOf,
  friendlyMessage,
  readForm,
  textLeaves,
  unplacedErrors,
} from "#server/lib/content-form.ts";
import type { Logger } from "#server/logger.ts";
import type { ContentVersionService } from "./content-version.ts";

/** Messages by language, then by field path ("items.2.title"; "" for the whole module). */
export type FieldErrors = { en: Record<string, string>; ar: Record<string, string> };

/** What the editor shows for a module. */
export type ContentEditorState = {
  name: ContentName;
  label: string;
  summary: string;
  pages: readonly string[];
  fields: ContentField;
  document: SiteContentDocument;
  /** Stable paths of fields whose translation fell behind, by the language that is behind. */
  outdated: { en: string[]; ar: string[] };
  /** Position path ("items.2.title") to stable path, for the marks and the "mark current" buttons. */
  stablePaths: Record<string, string>;
  hasDraft: boolean;
  draftSavedAt: string | null;
  /** `number` counts this module's publishes (1 for its first); `id` is the stored row's. */
  published: { id: number; number: number; at: string; by: string } | null;
  /** Set when the published document no longer fits the schema (the page shows the file defaults). */
  problem: string | null;
};

/**
 * One publish of a module. `number` counts the module's own publishes (the FAQ's first is version 1,
 * whatever other modules published before it); `id` is the stored row's, unique across modules, and
 * is what compare and restore are asked with. `restoredFrom` is the restored version's number.
 */
export type VersionSummary = { id: number; number: number; at: string; by: string; restoredFrom: number | null };

type LiveVersion = { id: number; number: number; at: Date; by: string; document: SiteContentDocument };

/** One field that differs between two documents, for "compare with the current version". */
export type FieldChange = { locale: Locale; path: string; before: string; after: string };

const LOCALES = ["en", "ar"] as const;
/** The content-version scope a change of translation marks on a live version bumps (pages keep their cache). */
const MARKS_SCOPE = "site-content-marks";

function moduleOrThrow(name: string): ContentModule {
  const found = contentModule(name);
  if (!found) throw new DomainError("not_found", "There is no such content module.");
  return found;
}

/** Every published module's newest version, checked against today's schema. */
export function createSiteContentService(
  database: Database,
  versions: Pick<ContentVersionService, "bump" | "beforeChange">,
  logger?: Logger,
  /** Runs inside each publish's transaction with the published set it makes (the site search's index). */
  onPublish?: (tx: Db, published: ContentOverrides) => Promise<void>,
) {
  const { db } = database;
  const fields = new Map(CONTENT_MODULES.map((entry) => [entry.name, fieldsOf(entry.schema)]));
  const fieldsFor = (name: ContentName) => fields.get(name)!;
  /** Modules whose stored version does not fit the schema any more, with what is wrong. */
  let problems = new Map<ContentName, string>();
  let live = new Map<ContentName, LiveVersion>();

  function validate(entry: ContentModule, document: Bilingual): FieldErrors | null {
    const errors: FieldErrors = { en: {}, ar: {} };
    let failed = false;
    for (const locale of LOCALES) {
      const result = entry.schema.safeParse(document[locale]);
      if (result.success) continue;
      failed = true;
      for (const issue of result.error.issues) {
        const path = issue.path.join(".");
        errors[locale][path] ??= friendlyMessage(issue);
      }
    }
    return failed ? errors : null;
  }

  /** The newest version of every module: all of them, those that no longer fit, and the valid ones. */
  // Every read goes through `executor`: inside a publish's transaction another connection's query
  // would wait on that transaction for ever on PGlite, which has one connection.
  async function readPublished(executor: Pick<Db, "selectDistinctOn" | "select">, warn = false) {
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
          logger?.warn(
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
  async function load() {
    const { nextLive, nextProblems, overrides } = await readPublished(db, true);
    live = nextLive;
    problems = nextProblems;
    setPublishedContent(overrides);
  }

  async function draftOf(name: ContentName) {
    const [row] = await db.select().from(siteContentDrafts).where(eq(siteContentDrafts.module, name));
    return row;
  }

  /** The document the editor starts from: the draft, else the live version, else the files. */
  async function working(
    name: ContentName,
  ): Promise<{ document: SiteContentDocument; draft: boolean; savedAt: Date | null }> {
    const draft = await draftOf(name);
    if (draft) return { document: draft.document, draft: true, savedAt: draft.updatedAt };
    const published = live.get(name);
    if (published && !problems.has(name)) return { document: published.document, draft: false, savedAt: null };
    return { document: originalDocument(name), draft: false, savedAt: null };
  }

  /** The site's original text (the files), as a document: no translation is behind in it. */
  function originalDocument(name: ContentName): SiteContentDocument {
    const defaults = fileDefaults(name);
    return {
      en: defaults.en,
      ar: defaults.ar,
      keys: completeKeys(fieldsFor(name), defaults.en, {}),
      translation: { en: {}, ar: {} },
    };
  }

  /** A version's number among its module's publishes (1 for the module's first). */
  async function numberOf(name: ContentName, id: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(siteContentVersions)
      .where(and(eq(siteContentVersions.module, name), lte(siteContentVersions.id, id)));
    return Number(row?.n ?? 0);
  }

  async function storeDraft(name: ContentName, document: SiteContentDocument, by: string) {
    await db
      .insert(siteContentDrafts)
      .values({ module: name, document, updatedBy: by, baseVersion: live.get(name)?.id ?? null })
      .onConflictDoUpdate({
        target: siteContentDrafts.module,
        set: { document, updatedBy: by, updatedAt: new Date() },
      });
  }

  function outdatedOf(name: ContentName, document: SiteContentDocument): { en: string[]; ar: string[] } {
    const root = fieldsFor(name);
    const outdated = { en: [] as string[], ar: [] as string[] };
    for (const leaf of textLeaves(root, document.en, document.keys)) {
      const en = document.translation.en[leaf.stable] ?? "";
      const ar = document.translation.ar[leaf.stable] ?? "";
      if (en > ar) outdated.ar.push(leaf.stable);
      else if (ar > en) outdated.en.push(leaf.stable);
    }
    return outdated;
  }

  /** When each text field last changed, carried over from `before` and stamped now where it differs. */
  function stamp(name: ContentName, before: SiteContentDocument, next: Bilingual, keys: Record<string, string[]>) {
    const root = fieldsFor(name);
    const now = new Date().toISOString();
    const translation = { en: { ...before.translation.en }, ar: { ...before.translation.ar } };
    for (const locale of LOCALES) {
      const previous = new Map(textLeaves(root, before[locale], before.keys).map((leaf) => [leaf.stable, leaf.value]));
      for (const leaf of textLeaves(root, next[locale], keys)) {
        if (previous.get(leaf.stable) !== leaf.value) translation[locale][leaf.stable] = now;
      }
    }
    return translation;
  }

  function editorState(
    entry: ContentModule,
    document: SiteContentDocument,
    draft: { draft: boolean; savedAt: Date | null },
  ): ContentEditorState {
    const root = fieldsFor(entry.name);
    const published = live.get(entry.name);
    const stablePaths: Record<string, string> = {};
    for (const leaf of textLeaves(root, document.en, document.keys)) stablePaths[leaf.path.join(".")] = leaf.stable;
    return {
      name: entry.name,
      label: entry.label,
      summary: entry.summary,
      pages: entry.pages,
      fields: root,
      document,
      outdated: outdatedOf(entry.name, document),
      stablePaths,
      hasDraft: draft.draft,
      draftSavedAt: draft.savedAt?.toISOString() ?? null,
      published: published
        ? { id: published.id, number: published.number, at: published.at.toISOString(), by: published.by }
        : null,
      problem: problems.get(entry.name) ?? null,
    };
  }

  async function bumpPages() {
    await versions.bump("pages").catch((error) => logger?.warn({ err: error }, "could not bump the pages version"));
  }

  /** Publishes a document as the module's newest version and makes every instance load it; its number. */
  async function publishDocument(
    name: ContentName,
    document: SiteContentDocument,
    by: string,
    restoredFrom?: number,
  ): Promise<number> {
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(siteContentVersions)
        .values({ module: name, document, publishedBy: by, restoredFrom: restoredFrom ?? null })
        .returning({ id: siteContentVersions.id });
      await tx.delete(siteContentDrafts).where(eq(siteContentDrafts.module, name));
      if (onPublish) await onPublish(tx as unknown as Db, (await readPublished(tx)).overrides);
      return inserted;
    });
    // The bump reloads the published content here before the new version is announced (beforeChange).
    await bumpPages();
    return numberOf(name, row!.id);
  }

  versions.beforeChange(async (scope) => {
    if (scope === "pages" || scope === MARKS_SCOPE) await load();
  });

  return {
    load,

    /** Every module for the "Site content" list: draft or not, when published, marks and problems. */
    async overview() {
      const drafts = await db.select().from(siteContentDrafts);
      const draftByName = new Map(drafts.map((row) => [row.module, row]));
      return CONTENT_MODULES.map((entry) => {
        const draft = draftByName.get(entry.name);
        const published = live.get(entry.name);
        const document = draft?.document ?? (problems.has(entry.name) ? undefined : published?.document);
        const outdated = document ? outdatedOf(entry.name, document) : { en: [], ar: [] };
        return {
          name: entry.name,
          label: entry.label,
          summary: entry.summary,
          hasDraft: Boolean(draft),
          draftSavedAt: draft?.updatedAt.toISOString() ?? null,
          publishedAt: published?.at.toISOString() ?? null,
          publishedBy: published?.by ?? null,
          outdated: outdated.en.length + outdated.ar.length,
          problem: problems.get(entry.name) ?? null,
        };
      });
    },

    async editor(name: string): Promise<ContentEditorState> {
      const entry = moduleOrThrow(name);
      const current = await working(entry.name);
      return editorState(entry, current.document, current);
    },

    /**
     * The owner's form, saved as the module's draft when both languages fit the schema; otherwise
     * nothing is saved and the errors come back with what was typed. A list button's change (add,
     * remove, move) comes back unsaved, to be filled in and saved.
     */
    async save(
      name: string,
      form: { get(name: string): FormDataEntryValue | null },
      by: string,
      operation?: ListOperation | null,
    ): Promise<{ saved: boolean; errors: FieldErrors | null; unplaced: string[]; state: ContentEditorState }> {
      const entry = moduleOrThrow(name);
      const root = fieldsFor(entry.name);
      const current = await working(entry.name);
      const keysRaw = form.get("#keys");
      let keys = current.document.keys;
      if (typeof keysRaw === "string") {
        try {
          const parsed = JSON.parse(keysRaw) as unknown;
          if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) keys = parsed as Record<string, string[]>;
        } catch {
          // A tampered field: keep the stored keys.
        }
      }
      let posted = readForm(root, form);
      if (operation) {
        const changed = applyListOperation(root, posted, keys, operation);
        posted = changed.documents;
        keys = changed.keys;
        const document = { ...current.document, en: posted.en, ar: posted.ar, keys };
        return { saved: false, errors: null, unplaced: [], state: editorState(entry, document, current) };
      }
      keys = completeKeys(root, posted.en, keys);
      const errors = validate(entry, posted);
      if (errors) {
        const document = { ...current.document, en: posted.en, ar: posted.ar, keys };
        const unplaced = unplacedErrors(root, posted.en, errors);
        return { saved: false, errors, unplaced, state: editorState(entry, document, current) };
      }
      const document: SiteContentDocument = {
        en: posted.en,
        ar: posted.ar,
        keys,
        translation: stamp(entry.name, current.document, posted, keys),
      };
      await storeDraft(entry.name, document, by);
      return {
        saved: true,
        errors: null,
        unplaced: [],
        state: editorState(entry, document, { draft: true, savedAt: new Date() }),
      };
    },

    /**
     * The owner says a translation is current as it is: its field (or every outdated field). A mark is
     * no change of text, so it needs no publish: without a draft it is set on the live version itself
     * (its words stay as they were published); with one, on the draft, which is what the form shows.
     * Answers which of the two it marked.
     */
    async markCurrent(name: string, locale: Locale, stable: string | null, by: string): Promise<"live" | "draft"> {
      const entry = moduleOrThrow(name);
      const current = await working(entry.name);
      const outdated = outdatedOf(entry.name, current.document)[locale];
      const translation = structuredClone(current.document.translation);
      // Current means "as new as its twin": both stamps equal, so neither side reads as behind.
      for (const path of stable ? [stable] : outdated) {
        const newest = [translation.en[path] ?? "", translation.ar[path] ?? ""].sort().at(-1)!;
        translation[locale][path] = newest;
      }
      const document = { ...current.document, translation };
      const published = live.get(entry.name);
      if (!current.draft && published && !problems.has(entry.name)) {
        await db
          .update(siteContentVersions)
          .set({ document: { ...published.document, translation } })
          .where(eq(siteContentVersions.id, published.id));
        // Every instance reloads the live version with its new marks; the words are unchanged, so this
        // scope, unlike "pages", keeps the page cache.
        await versions
          .bump(MARKS_SCOPE)
          .catch((error) => logger?.warn({ err: error }, "could not announce the translation marks"));
        return "live";
      }
      await storeDraft(entry.name, document, by);
      return "draft";
    },

    async discardDraft(name: string) {
      const entry = moduleOrThrow(name);
      await db.delete(siteContentDrafts).where(eq(siteContentDrafts.module, entry.name));
    },

    /** Makes the draft what everybody sees, as a new version. */
    async publish(name: string, by: string): Promise<number> {
      const entry = moduleOrThrow(name);
      const draft = await draftOf(entry.name);
      if (!draft) throw new DomainError("conflict", "There is no draft to publish: save your changes first.");
      if (validate(entry, draft.document))
        throw new DomainError("invalid", "The draft has errors: open it and save it again.");
      return publishDocument(entry.name, draft.document, by);
    },

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
              : (numberById.get(restoredFromId) ?? (await numberOf(entry.name, restoredFromId))),
        })),
      );
    },

    /** The fields in which an older version differs from what is live now (or from the files). */
    async compare(name: string, versionId: number): Promise<FieldChange[]> {
      const entry = moduleOrThrow(name);
      const [row] = await db.select().from(siteContentVersions).where(eq(siteContentVersions.id, versionId));
      if (row?.module !== entry.name) throw new DomainError("not_found", "There is no such version of this module.");
      const root = fieldsFor(entry.name);
      const published = live.get(entry.name);
      const now = published && !problems.has(entry.name) ? published.document : (await working(entry.name)).document;
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
      const restored = await numberOf(entry.name, row.id);
      return { restored, number: await publishDocument(entry.name, row.document, by, row.id) };
    },

    /**
     * The site's original text (the files') as the module's draft, in place of any draft: the owner
     * looks at it in the form and the preview, and publishes it like any other draft.
     */
    async restoreOriginal(name: string, by: string) {
      const entry = moduleOrThrow(name);
      await storeDraft(entry.name, originalDocument(entry.name), by);
    },

    /** Every draft, for an admin's preview of the pages with the drafts applied. */
    async previewOverrides(): Promise<ContentOverrides> {
      const drafts = await db.select().from(siteContentDrafts);
      const overrides: ContentOverrides = {};
      for (const row of drafts) {
        const entry = contentModule(row.module);
        if (entry && !validate(entry, row.document))
          overrides[entry.name] = { en: row.document.en, ar: row.document.ar };
      }
      return overrides;
    },

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
      for (const [module, entry] of live) {
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
      return [...problems].map(([name, problem]) => ({ name, problem }));
    },

    /** What pages show now, read from the database (never an admin's preview drafts): the search index's source. */
    async publishedOverrides(): Promise<ContentOverrides> {
      return (await readPublished(db)).overrides;
    },

    /** Published documents, for `npm run content:export`. */
    publishedDocuments() {
      return [...live].map(([name, entry]) => ({
        name,
        document: entry.document,
        version: entry.id,
        publishedAt: entry.at.toISOString(),
        publishedBy: entry.by,
      }));
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
export type SiteContentOverview = Awaited<ReturnType<SiteContentService["overview"]>>;

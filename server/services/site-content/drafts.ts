import { eq } from "drizzle-orm";
import type { ContentName, ContentOverrides } from "#content/localized.server.ts";
import { CONTENT_MODULES, type ContentModule, contentModule, fileDefaults } from "#content/modules.server.ts";
import type { ListOperation } from "#domain/content-fields.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import { type SiteContentDocument, siteContentDrafts, siteContentVersions } from "#server/db/schema.ts";
import {
  applyListOperation,
  type Bilingual,
  completeKeys,
  readForm,
  textLeaves,
  unplacedErrors,
} from "#server/lib/content-form.ts";
import {
  type ContentEditorState,
  type FieldErrors,
  LOCALES,
  MARKS_SCOPE,
  moduleOrThrow,
  outdatedOf,
  type SiteContentDeps,
  validate,
} from "./context.ts";
import { publishDocument } from "./published.ts";

/**
 * The owner's drafts: the editor's state, a save (checked against the schema in both languages),
 * the translation marks, and the publish that makes a draft live. Apart from what is published
 * because nothing here is seen by a visitor until `publish`: a draft is one row per module, and its
 * rules are about the form (list buttons, field errors, which translation fell behind).
 */

async function draftOf(deps: SiteContentDeps, name: ContentName) {
  const [row] = await deps.db.select().from(siteContentDrafts).where(eq(siteContentDrafts.module, name));
  return row;
}

/** The site's original text (the files), as a document: no translation is behind in it. */
function originalDocument(deps: SiteContentDeps, name: ContentName): SiteContentDocument {
  const defaults = fileDefaults(name);
  return {
    en: defaults.en,
    ar: defaults.ar,
    keys: completeKeys(deps.fieldsFor(name), defaults.en, {}),
    translation: { en: {}, ar: {} },
  };
}

/** The document the editor starts from: the draft, else the live version, else the files. */
export async function working(
  deps: SiteContentDeps,
  name: ContentName,
): Promise<{ document: SiteContentDocument; draft: boolean; savedAt: Date | null }> {
  const draft = await draftOf(deps, name);
  if (draft) return { document: draft.document, draft: true, savedAt: draft.updatedAt };
  const published = deps.state.live.get(name);
  if (published && !deps.state.problems.has(name)) return { document: published.document, draft: false, savedAt: null };
  return { document: originalDocument(deps, name), draft: false, savedAt: null };
}

async function storeDraft(deps: SiteContentDeps, name: ContentName, document: SiteContentDocument, by: string) {
  await deps.db
    .insert(siteContentDrafts)
    .values({ module: name, document, updatedBy: by, baseVersion: deps.state.live.get(name)?.id ?? null })
    .onConflictDoUpdate({
      target: siteContentDrafts.module,
      set: { document, updatedBy: by, updatedAt: new Date() },
    });
}

/** When each text field last changed, carried over from `before` and stamped now where it differs. */
function stamp(
  deps: SiteContentDeps,
  name: ContentName,
  before: SiteContentDocument,
  next: Bilingual,
  keys: Record<string, string[]>,
) {
  const root = deps.fieldsFor(name);
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
  deps: SiteContentDeps,
  entry: ContentModule,
  document: SiteContentDocument,
  draft: { draft: boolean; savedAt: Date | null },
): ContentEditorState {
  const root = deps.fieldsFor(entry.name);
  const published = deps.state.live.get(entry.name);
  const stablePaths: Record<string, string> = {};
  for (const leaf of textLeaves(root, document.en, document.keys)) stablePaths[leaf.path.join(".")] = leaf.stable;
  return {
    name: entry.name,
    label: entry.label,
    summary: entry.summary,
    pages: entry.pages,
    fields: root,
    document,
    outdated: outdatedOf(deps, entry.name, document),
    stablePaths,
    hasDraft: draft.draft,
    draftSavedAt: draft.savedAt?.toISOString() ?? null,
    published: published
      ? { id: published.id, number: published.number, at: published.at.toISOString(), by: published.by }
      : null,
    problem: deps.state.problems.get(entry.name) ?? null,
  };
}

export function draftMethods(deps: SiteContentDeps) {
  const { db, state, versions, logger } = deps;
  return {
    /** Every module for the "Site content" list: draft or not, when published, marks and problems. */
    async overview() {
      const drafts = await db.select().from(siteContentDrafts);
      const draftByName = new Map(drafts.map((row) => [row.module, row]));
      return CONTENT_MODULES.map((entry) => {
        const draft = draftByName.get(entry.name);
        const published = state.live.get(entry.name);
        const document = draft?.document ?? (state.problems.has(entry.name) ? undefined : published?.document);
        const outdated = document ? outdatedOf(deps, entry.name, document) : { en: [], ar: [] };
        return {
          name: entry.name,
          label: entry.label,
          summary: entry.summary,
          hasDraft: Boolean(draft),
          draftSavedAt: draft?.updatedAt.toISOString() ?? null,
          publishedAt: published?.at.toISOString() ?? null,
          publishedBy: published?.by ?? null,
          outdated: outdated.en.length + outdated.ar.length,
          problem: state.problems.get(entry.name) ?? null,
        };
      });
    },

    async editor(name: string): Promise<ContentEditorState> {
      const entry = moduleOrThrow(name);
      const current = await working(deps, entry.name);
      return editorState(deps, entry, current.document, current);
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
      const root = deps.fieldsFor(entry.name);
      const current = await working(deps, entry.name);
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
        return { saved: false, errors: null, unplaced: [], state: editorState(deps, entry, document, current) };
      }
      keys = completeKeys(root, posted.en, keys);
      const errors = validate(entry, posted);
      if (errors) {
        const document = { ...current.document, en: posted.en, ar: posted.ar, keys };
        const unplaced = unplacedErrors(root, posted.en, errors);
        return { saved: false, errors, unplaced, state: editorState(deps, entry, document, current) };
      }
      const document: SiteContentDocument = {
        en: posted.en,
        ar: posted.ar,
        keys,
        translation: stamp(deps, entry.name, current.document, posted, keys),
      };
      await storeDraft(deps, entry.name, document, by);
      return {
        saved: true,
        errors: null,
        unplaced: [],
        state: editorState(deps, entry, document, { draft: true, savedAt: new Date() }),
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
      const current = await working(deps, entry.name);
      const outdated = outdatedOf(deps, entry.name, current.document)[locale];
      const translation = structuredClone(current.document.translation);
      // Current means "as new as its twin": both stamps equal, so neither side reads as behind.
      for (const path of stable ? [stable] : outdated) {
        const newest = [translation.en[path] ?? "", translation.ar[path] ?? ""].sort().at(-1)!;
        translation[locale][path] = newest;
      }
      const document = { ...current.document, translation };
      const published = state.live.get(entry.name);
      if (!current.draft && published && !state.problems.has(entry.name)) {
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
      await storeDraft(deps, entry.name, document, by);
      return "draft";
    },

    async discardDraft(name: string) {
      const entry = moduleOrThrow(name);
      await db.delete(siteContentDrafts).where(eq(siteContentDrafts.module, entry.name));
    },

    /** Makes the draft what everybody sees, as a new version. */
    async publish(name: string, by: string): Promise<number> {
      const entry = moduleOrThrow(name);
      const draft = await draftOf(deps, entry.name);
      if (!draft) throw new DomainError("conflict", "There is no draft to publish: save your changes first.");
      if (validate(entry, draft.document))
        throw new DomainError("invalid", "The draft has errors: open it and save it again.");
      return publishDocument(deps, entry.name, draft.document, by);
    },

    /**
     * The site's original text (the files') as the module's draft, in place of any draft: the owner
     * looks at it in the form and the preview, and publishes it like any other draft.
     */
    async restoreOriginal(name: string, by: string) {
      const entry = moduleOrThrow(name);
      await storeDraft(deps, entry.name, originalDocument(deps, entry.name), by);
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
  };
}

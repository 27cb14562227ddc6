import type { ContentName, ContentOverrides } from "#content/localized.server.ts";
import { CONTENT_MODULES, type ContentModule, contentModule } from "#content/modules.server.ts";
import type { ContentField } from "#domain/content-fields.ts";
import { DomainError } from "#domain/errors.ts";
import type { Locale } from "#domain/i18n/locales.ts";
import type { Db } from "#server/db/client.ts";
import type { SiteContentDocument } from "#server/db/schema.ts";
import { type Bilingual, fieldsOf, friendlyMessage, textLeaves } from "#server/lib/content-form.ts";
import type { Logger } from "#server/logger.ts";
import type { ContentVersionService } from "../content-version.ts";

/**
 * What the parts of the site content service share (what is published, the drafts, the history):
 * the handles it was built with, the fields of each module, and the one piece of state, the live
 * version of each module as this process last loaded it (`state`, replaced whole by each load).
 */

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

export type LiveVersion = { id: number; number: number; at: Date; by: string; document: SiteContentDocument };

/** One field that differs between two documents, for "compare with the current version". */
export type FieldChange = { locale: Locale; path: string; before: string; after: string };

export const LOCALES = ["en", "ar"] as const;
/** The content-version scope a change of translation marks on a live version bumps (pages keep their cache). */
export const MARKS_SCOPE = "site-content-marks";

export type SiteContentDeps = {
  db: Db;
  versions: Pick<ContentVersionService, "bump" | "beforeChange">;
  logger?: Logger;
  /** Runs inside each publish's transaction with the published set it makes (the site search's index). */
  onPublish?: (tx: Db, published: ContentOverrides) => Promise<void>;
  /** A module's fields, read once from its schema. */
  fieldsFor: (name: ContentName) => ContentField;
  /**
   * The newest version of each module, and the modules whose stored version does not fit the schema
   * any more (with what is wrong). Read them through `state` at each use: a load replaces both.
   */
  state: { live: Map<ContentName, LiveVersion>; problems: Map<ContentName, string> };
};

export function siteContentDeps(deps: Omit<SiteContentDeps, "fieldsFor" | "state">): SiteContentDeps {
  const fields = new Map(CONTENT_MODULES.map((entry) => [entry.name, fieldsOf(entry.schema)]));
  return { ...deps, fieldsFor: (name) => fields.get(name)!, state: { live: new Map(), problems: new Map() } };
}

export function moduleOrThrow(name: string): ContentModule {
  const found = contentModule(name);
  if (!found) throw new DomainError("not_found", "There is no such content module.");
  return found;
}

export function validate(entry: ContentModule, document: Bilingual): FieldErrors | null {
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

/** Stable paths of the text fields whose translation fell behind, by the language that is behind. */
export function outdatedOf(
  deps: SiteContentDeps,
  name: ContentName,
  document: SiteContentDocument,
): { en: string[]; ar: string[] } {
  const root = deps.fieldsFor(name);
  const outdated = { en: [] as string[], ar: [] as string[] };
  for (const leaf of textLeaves(root, document.en, document.keys)) {
    const en = document.translation.en[leaf.stable] ?? "";
    const ar = document.translation.ar[leaf.stable] ?? "";
    if (en > ar) outdated.ar.push(leaf.stable);
    else if (ar > en) outdated.en.push(leaf.stable);
  }
  return outdated;
}

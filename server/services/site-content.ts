import type { ContentOverrides } from "#content/localized.server.ts";
import type { Database, Db } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { ContentVersionService } from "./content-version.ts";
import { MARKS_SCOPE, siteContentDeps } from "./site-content/context.ts";
import { draftMethods } from "./site-content/drafts.ts";
import { historyMethods } from "./site-content/history.ts";
import { load, publishedMethods } from "./site-content/published.ts";

export type {
  ContentEditorState,
  FieldChange,
  FieldErrors,
  VersionSummary,
} from "./site-content/context.ts";

/**
 * Every published module's newest version, checked against today's schema; the owner's drafts; the
 * history. One service to its callers, three parts inside (./site-content/), each a set of functions
 * of the same deps (context.ts: the database, the content-version announcements, the logger, the
 * search index's hook, and the live versions this process loaded):
 * - published.ts: what visitors see, loaded by every instance, and the publish that changes it;
 * - drafts.ts: the editor, its saves and translation marks, and the publish of a draft;
 * - history.ts: the numbered versions, compare and restore.
 */
export function createSiteContentService(
  database: Database,
  versions: Pick<ContentVersionService, "bump" | "beforeChange">,
  logger?: Logger,
  /** Runs inside each publish's transaction with the published set it makes (the site search's index). */
  onPublish?: (tx: Db, published: ContentOverrides) => Promise<void>,
) {
  const deps = siteContentDeps({ db: database.db, versions, logger, onPublish });

  versions.beforeChange(async (scope) => {
    if (scope === "pages" || scope === MARKS_SCOPE) await load(deps);
  });

  return {
    ...publishedMethods(deps),
    ...draftMethods(deps),
    ...historyMethods(deps),
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
export type SiteContentOverview = Awaited<ReturnType<SiteContentService["overview"]>>;

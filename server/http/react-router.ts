import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { withContentPreview } from "#content/localized.server.ts";
import { PREVIEW_COOKIE } from "#domain/content-fields.ts";
import { localeFromPath } from "#domain/i18n/locales.ts";
import type { DocumentHandler } from "./app.ts";
import { type AppLoadContext, appLoadContext } from "./context.ts";
import { withPreviewNotice } from "./preview-notice.ts";

const PREVIEW_PATTERN = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=1(?:;|$)`);

/** Wraps a React Router server build (or a loader of one, in development) as a document handler. */
export function createDocumentHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production" | "test",
): DocumentHandler {
  const handle = createRequestHandler(build, mode);
  return async (request: Request, context: AppLoadContext) => {
    const provider = new RouterContextProvider();
    provider.set(appLoadContext, context);
    // The preview is decided here, on the server: only a signed-in admin's request reads drafts
    // (and such requests never reach the page cache: it skips every request with a session).
    if (context.user?.isAdmin && PREVIEW_PATTERN.test(request.headers.get("Cookie") ?? "")) {
      const drafts = await context.services.siteContent.previewOverrides();
      const response = await withContentPreview(drafts, () => handle(request, provider));
      const { pathname } = new URL(request.url);
      return withPreviewNotice(response, localeFromPath(pathname), pathname);
    }
    return handle(request, provider);
  };
}

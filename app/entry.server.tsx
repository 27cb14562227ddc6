import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  type ServerBuild,
  ServerRouter,
} from "react-router";
import { preloadDeferredSections } from "#app/components/landing/deferred-sections.ts";
import { getAppContext } from "#app/lib/context.ts";
import { createDocumentSink, inlineStylesheets } from "#app/lib/document-sink.server.ts";
import { StylesheetProvider } from "#app/lib/inline-stylesheet.tsx";
import { NonceProvider } from "#app/lib/nonce.tsx";
import { renderAtOnce, settleHandoff } from "#app/lib/render-at-once.server.ts";
import { documentJob, entryContextOf } from "#app/lib/render-job.server.ts";
import type { StylesheetReader } from "#plumbing/context.ts";
import type { DocumentJob } from "#plumbing/render-job.ts";
import { type PageCopies, wholeBodyResponse } from "#plumbing/whole-body.ts";

export const streamTimeout = 5_000;

/**
 * React Router reports a loader's, action's or render's unexpected error here. Its default prints the
 * stack to stderr as plain text; the server's log is one JSON line per event, so the error goes to
 * the request's logger with its request id. (A client that went away is not an error.)
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A 4xx React Router answers itself (a POST to a page without an action is a 405) is the client's
  // mistake, already in the request's log line, not an error of ours.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A thrown 4xx/5xx response may wrap the real error (React Router's own default does the same).
  const err = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  const app = context ? getAppContext(context as RouterContextProvider) : undefined;
  if (!app) {
    console.error(err);
    return;
  }
  app.logger.error({ err, requestId: app.requestId, path: new URL(request.url).pathname }, "page error");
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, readStylesheet, renderDocument } = getAppContext(loadContext);
  const handoffText = await settleHandoff(routerContext);
  // The render itself runs on a render thread where the server has them (decision 034), so that
  // cache hits and the API are answered meanwhile; the page comes back as the same bytes, with the
  // compressed copies the server asked for made there in the same crossing (decision 045).
  if (renderDocument) {
    const page = await renderDocument(documentJob(request.url, routerContext, nonce, handoffText));
    if (page) return documentResponse(page.html, responseStatusCode, responseHeaders, page.copies);
  }
  const app = documentElement(routerContext, request.url, nonce, readStylesheet);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    // The page is sent as one buffer (app/lib/document-sink.server.ts).
    const sink = createDocumentSink(readStylesheet, (html) => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
      resolve(documentResponse(html, responseStatusCode, responseHeaders));
    });

    // Nearly always the page renders in one synchronous pass (app/lib/render-at-once.server.ts).
    const parts = renderAtOnce(app);
    if (parts !== undefined) {
      for (const part of parts) sink.write(part);
      sink.end();
      return;
    }

    // Something suspended or failed: the streaming renderer waits for it, and reports errors.
    timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // Never move a finished Suspense boundary out of place (React does so past 12.8 kB by default):
      // the landing page's deferred sections must stay in order for browsers without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready are rejected above and logged by the server.
        if (shellRendered) {
          const { logger, requestId } = getAppContext(loadContext);
          logger.error({ err: error, requestId, path: new URL(request.url).pathname }, "render error");
        }
      },
    });
  });
}

/** The whole page React renders for a request. */
function documentElement(
  routerContext: EntryContext,
  url: string,
  nonce: string,
  readStylesheet: StylesheetReader | undefined,
) {
  return (
    <NonceProvider value={nonce}>
      <StylesheetProvider value={inlineStylesheets(readStylesheet)}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </StylesheetProvider>
    </NonceProvider>
  );
}

function documentResponse(
  html: Uint8Array<ArrayBuffer>,
  status: number,
  headers: Headers,
  copies?: PageCopies,
): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  // A declared length tells the compression middleware the page is whole: it compresses it in one
  // call instead of through a stream (measured: web-stream adapters and per-chunk flushes were
  // ~10 % of an uncached render).
  headers.set("Content-Length", String(html.byteLength));
  return wholeBodyResponse(html, { headers, status }, copies);
}

/**
 * A render thread's render of a job (server/http/render-thread.ts, decision 034), from its own copy of
 * this build: the page's bytes, or undefined when the page suspended or failed, for the request's own
 * thread to render with the streaming renderer, which waits and reports errors.
 */
export function renderJob(
  job: DocumentJob,
  build: ServerBuild,
  readStylesheet: StylesheetReader | undefined,
): Promise<Uint8Array<ArrayBuffer>> | undefined {
  const parts = renderAtOnce(documentElement(entryContextOf(job, build), job.url, job.nonce, readStylesheet));
  if (parts === undefined) return undefined;
  return new Promise((resolve) => {
    const sink = createDocumentSink(readStylesheet, resolve);
    for (const part of parts) sink.write(part);
    sink.end();
  });
}

/** What a render thread loads before its first job: the landing page's sections render at once then. */
export const prepareRenderThread = preloadDeferredSections;

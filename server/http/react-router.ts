import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { DocumentHandler } from "./app.ts";
import { type AppLoadContext, appLoadContext } from "./context.ts";

/** Wraps a React Router server build (or a loader of one, in development) as a document handler. */
export function createDocumentHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "development" | "production" | "test",
): DocumentHandler {
  const handle = createRequestHandler(build, mode);
  return (request: Request, context: AppLoadContext) => {
    const provider = new RouterContextProvider();
    provider.set(appLoadContext, context);
    return handle(request, provider);
  };
}

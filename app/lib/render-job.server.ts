import {
  type EntryContext,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import type { DocumentJob } from "#plumbing/render-job.ts";
import { routeTreeOf } from "#plumbing/route-tree.ts";
import { settledHandoff } from "./render-at-once.server.ts";

/*
 * A page's render crosses to a render thread as plain data (decision 034). React Router builds the
 * render's context where the loaders ran; what of it is data travels, and the render thread puts the
 * rest back from its own copy of the same server build: the route modules, the assets manifest,
 * the route tree.
 */

/** Keys of React Router's static handler context a render never reads, and that cannot be cloned. */
const LEFT_BEHIND = new Set(["matches", "loaderHeaders", "actionHeaders"]);

/** The job for the render React Router asked for, once its handoff stream has been read (`handoffText`). */
export function documentJob(
  url: string,
  context: EntryContext,
  nonce: string,
  handoffText: string | undefined,
): DocumentJob {
  const handler = context.staticHandlerContext;
  const state: DocumentJob["state"] = {
    matches: handler.matches.map(({ params, pathname, pathnameBase, route }) => ({
      params,
      pathname,
      pathnameBase,
      route: { id: route.id },
    })),
  };
  for (const [key, value] of Object.entries(handler)) {
    if (!LEFT_BEHIND.has(key) && typeof value !== "function") state[key] = value;
  }
  return {
    url,
    nonce,
    state,
    serverHandoffString: context.serverHandoffString,
    handoffText,
    criticalCss: context.criticalCss,
    isSpaMode: context.isSpaMode,
  };
}

/** The render context a job stands for, rebuilt on the render thread from its copy of `build`. */
export function entryContextOf(job: DocumentJob, build: ServerBuild): EntryContext {
  const { routeModules, routeTree } = buildParts(build);
  const staticHandlerContext = {
    ...job.state,
    loaderHeaders: {},
    actionHeaders: {},
    // Used only when no route matched (a render thread is asked with matches, but it costs nothing).
    _match: (location: Parameters<typeof matchRoutes>[1]) => matchRoutes(routeTree, location),
  } as unknown as StaticHandlerContext;
  return {
    manifest: build.assets,
    branches: [],
    routeModules,
    staticHandlerContext,
    criticalCss: job.criticalCss,
    serverHandoffString: job.serverHandoffString,
    // ServerRouter renders the handoff only where there is a stream; its one chunk is already in the cache.
    serverHandoffStream: job.handoffText === undefined ? undefined : new ReadableStream<Uint8Array>(),
    renderMeta: job.handoffText === undefined ? {} : { streamCache: settledHandoff(job.handoffText) },
    future: build.future,
    ssr: build.ssr,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: job.isSpaMode,
    // React Router's own, as in production: a client is never told what an error said.
    serializeError: () => ({ message: "Unexpected Server Error", stack: undefined }),
  };
}

type BuildParts = { routeModules: EntryContext["routeModules"]; routeTree: RouteObject[] };
const partsByBuild = new WeakMap<ServerBuild, BuildParts>();

/** The route modules by id and the route tree of a build, made once per build. */
function buildParts(build: ServerBuild): BuildParts {
  let parts = partsByBuild.get(build);
  if (!parts) {
    const routeModules: EntryContext["routeModules"] = {};
    for (const route of Object.values(build.routes)) if (route) routeModules[route.id] = route.module;
    parts = { routeModules, routeTree: routeTreeOf(build.routes) };
    partsByBuild.set(build, parts);
  }
  return parts;
}

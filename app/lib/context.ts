import type { RouterContextProvider } from "react-router";
import type { AppLoadContext } from "#app/lib/server-types.ts";
import { appLoadContextKey } from "#plumbing/context.ts";

export type { PublicSiteConfig } from "#plumbing/context.ts";
export type { AppLoadContext };

/** The key the server sets the request's context under (server/http/context.ts makes the same one). */
export const appLoadContext = appLoadContextKey<AppLoadContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context.get(appLoadContext);
}

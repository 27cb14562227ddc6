import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import type { StylesheetReader } from "#app/lib/inline-stylesheet.tsx";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import type { SessionUser } from "#server/services/sessions.ts";

/** What the server hands to every loader and action (see server/http/react-router.ts). */
export type AppLoadContext = {
  services: Services;
  site: PublicSiteConfig;
  nonce: string;
  requestId: string;
  /** The server's JSON logger (React Router's errors are reported through it, see entry.server.tsx). */
  logger: Logger;
  /** The signed-in user (resolved from the session cookie by the server), or null. */
  user: SessionUser | null;
  /** Built stylesheets' text for inlining (production build only). */
  readStylesheet?: StylesheetReader;
};

/** The only configuration that may reach the browser. */
export type PublicSiteConfig = {
  ownerName: string;
  siteUrl: string;
};

const KEY = Symbol.for("site.appLoadContext");
type Holder = { [KEY]?: RouterContext<AppLoadContext> };

/**
 * The context key must be one object, but this module is loaded twice in development (natively by
 * the server and through Vite by the routes), so the key lives on globalThis.
 */
const holder = globalThis as Holder;
holder[KEY] ??= createContext<AppLoadContext>();
export const appLoadContext: RouterContext<AppLoadContext> = holder[KEY];

export function getAppContext(context: Readonly<RouterContextProvider>): AppLoadContext {
  return context.get(appLoadContext);
}

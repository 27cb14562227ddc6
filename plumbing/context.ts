import { createContext, type RouterContext } from "react-router";

/**
 * What the server and the routes both need to agree on for the per-request context. The context's
 * full type names server services, so it is declared by the server (server/http/context.ts) and
 * reaches the routes as a type through app/lib/server-types.ts; only the pieces below are shared.
 */

/** The only configuration that may reach the browser. */
export type PublicSiteConfig = {
  ownerName: string;
  siteUrl: string;
};

/** The text of a built stylesheet by its URL, or undefined when it should stay a link (development). */
export type StylesheetReader = (href: string) => string | undefined;

/**
 * The React Router context key the server sets and the loaders read. The server and the routes load
 * this one module (the server build imports plumbing/ from source: decision 048), so it is one object.
 */
const APP_LOAD_CONTEXT = createContext<unknown>();

export function appLoadContextKey<T>(): RouterContext<T> {
  return APP_LOAD_CONTEXT as RouterContext<T>;
}

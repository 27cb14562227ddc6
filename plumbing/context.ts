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

const KEY = Symbol.for("site.appLoadContext");
type Holder = { [KEY]?: RouterContext<unknown> };

/**
 * The React Router context key the server sets and the loaders read. It must be one object, but this
 * module is loaded twice in development (natively by the server and through Vite by the routes), so
 * the key lives on globalThis.
 */
export function appLoadContextKey<T>(): RouterContext<T> {
  const holder = globalThis as Holder;
  holder[KEY] ??= createContext<unknown>();
  return holder[KEY] as RouterContext<T>;
}

import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { SessionUser } from "#server/services/sessions.ts";

/** Variables that middleware sets on the Hono context for later handlers. */
export type AppEnv = {
  Variables: RequestIdVariables &
    SecureHeadersVariables & {
      clientIp: string;
      /** Set by `currentUser` once resolved: the signed-in user or null. */
      user: SessionUser | null;
      /**
       * Set by the page cache for a page it may store: the address it is stored under (the path and
       * the query parameters the page reads). The page is rendered for that address, so nothing else
       * in the visitor's address (`?utm_source=…`) can end up in bytes other visitors get.
       */
      pageUrl?: string;
      /** Set when the render queue was full: the answer (503) is not a render, the page cache stores nothing. */
      renderRefused?: boolean;
      /** Set by the page cache when this render refreshes a page it serves: it goes first (render-gate.ts). */
      renderUrgent?: boolean;
      /**
       * Set by the page cache for a render it may store, an address's `first` or the `refresh` of an
       * expired one: it answers from what it stores, so the render makes the copies it stores and
       * the compression middleware leaves the answer to it (decision 045).
       */
      pageStore?: "first" | "refresh";
    };
};

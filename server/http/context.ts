import type { PublicSiteConfig, StylesheetReader } from "#plumbing/context.ts";
import { appLoadContextKey } from "#plumbing/context.ts";
import type { DocumentRenderer } from "#plumbing/render-job.ts";
import type { Logger } from "#server/logger.ts";
import type { Services } from "#server/services/index.ts";
import type { SessionUser } from "#server/services/sessions.ts";

/** What the server hands to every loader and action (see react-router.ts). */
export type AppLoadContext = {
  services: Services;
  site: PublicSiteConfig;
  nonce: string;
  requestId: string;
  /** The server's JSON logger (React Router's errors are reported through it, see entry.server.tsx). */
  logger: Logger;
  /** The client's address (X-Forwarded-For behind a trusted proxy): the forms' limits are per address. */
  clientIp?: string;
  /** The signed-in user (resolved from the session cookie by the server), or null. */
  user: SessionUser | null;
  /** Built stylesheets' text for inlining (production build only). */
  readStylesheet?: StylesheetReader;
  /** Renders the page on a render thread (decision 034); unset, it is rendered where the request is. */
  renderDocument?: DocumentRenderer;
};

export const appLoadContext = appLoadContextKey<AppLoadContext>();

import type { EntryContext } from "react-router";
import type { PageCopies } from "./whole-body.ts";

/**
 * One page's render as plain data, so that it can cross to a render thread by structured clone
 * (decision 034): the loaders ran where the request arrived, the React render runs on a thread that
 * answers nothing else. Everything else a render needs (the route modules, the assets manifest, the
 * stylesheets) the render thread has from its own copy of the server build.
 */
export type DocumentJob = {
  url: string;
  nonce: string;
  /**
   * React Router's static handler context (location, loader and action data, errors, status) without
   * its functions and Headers, which a render never reads; each match names its route by id only.
   */
  state: Record<string, unknown> & { matches: { route: { id: string } }[] };
  serverHandoffString?: string;
  /** The loader data as React Router serialised it for the browser, already read to its end. */
  handoffText?: string;
  criticalCss?: EntryContext["criticalCss"];
  isSpaMode: boolean;
};

/** A page rendered elsewhere: its bytes, and the copies the server asked to have made there (decision 045). */
export type RenderedPage = { html: Uint8Array<ArrayBuffer>; copies?: PageCopies };

/**
 * Renders a page somewhere else: its bytes, or undefined when it must be rendered where the request
 * is after all (it suspended or failed there, its data cannot be cloned, or no render thread answered).
 */
export type DocumentRenderer = (job: DocumentJob) => Promise<RenderedPage | undefined>;

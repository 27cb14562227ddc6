import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

/*
 * Every page's data is awaited by its loader, so a page never needs to stream: it can be rendered in
 * one synchronous pass of React's string renderer. That renderer joins strings and the page is
 * encoded to bytes once; the streaming renderer encodes each of a page's thousands of small chunks
 * as it writes them (a TextEncoder call each), which was a quarter of the landing page's CPU.
 * The streaming renderer stays as the fallback for anything that does suspend or fail
 * (app/entry.server.tsx): it waits for the suspended part, and it reports errors.
 */

/**
 * React Router sends the loader data through `<StreamTransfer>`, which suspends for each chunk of
 * its handoff stream (the data, already serialised). Read the stream to its end first and put the
 * text in StreamTransfer's cache (`renderMeta.streamCache`, part of EntryContext's type), so it
 * renders at once: one `<script>` with the whole text instead of one per chunk.
 */
export async function settleHandoff(context: EntryContext): Promise<string | undefined> {
  const stream = context.serverHandoffStream;
  if (!stream) return undefined;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  text += decoder.decode();
  reader.releaseLock();
  context.renderMeta ??= {};
  context.renderMeta.streamCache = settledHandoff(text);
  return text;
}

/** StreamTransfer's cache holding the whole handoff text as its one, last chunk. */
export function settledHandoff(text: string): NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]> {
  return { 0: Object.assign(Promise.resolve(), { result: { done: true, value: text } }) };
}

/** React's mark for a boundary it left for the browser to render: the part suspended or threw. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The whole document, rendered synchronously, as the parts to write in order; or undefined when any
 * part of it suspended or threw (the caller then renders it with the streaming renderer). Text React
 * writes is escaped and sanitised HTML carries no comments, so the boundary mark can only come from
 * React.
 */
export function renderAtOnce(app: ReactNode): string[] | undefined {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    return undefined;
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return undefined;
  // The streaming renderer writes the doctype before an <html> root; the string renderer does not.
  // A separate part, not `<!DOCTYPE html>${html}`: that would be a new string, and writing it would
  // copy the whole page once more (a page with any non-Latin-1 character is ~2 bytes a character).
  return html.startsWith("<html") ? [DOCTYPE, html] : [html];
}

const DOCTYPE = "<!DOCTYPE html>";

import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { type Edit, headEndOf, paintFirstEdits } from "#app/lib/paint-first.server.ts";
import type { StylesheetReader } from "#plumbing/context.ts";

// Random per process, so no text on a page can pass for it.
const PLACEHOLDER_START = `/*inline-stylesheet ${randomUUID()} `;
const PLACEHOLDER_START_BYTES = Buffer.from(PLACEHOLDER_START);
const PLACEHOLDER_END = Buffer.from("*/");

/** Scratch buffers reused between renders: a page's bytes are gathered there, not in a new one each time. */
const spare: Buffer[] = [];
const SPARE_MAX = 8;
const SCRATCH_SIZE = 256 * 1024;

const cssBytes = new WeakMap<StylesheetReader, Map<string, Buffer>>();

/**
 * Where React writes one server render, and what turns it into the document sent: one Buffer of the
 * exact size (one socket write, one-shot compression, a Content-Length, a page-cache entry as it is).
 * Edits are made on the way, so they cost no extra copy of the page:
 * - The scripts load after the first paint (`app/lib/paint-first.server.ts`).
 * - The site stylesheet's bytes replace the placeholder `SiteStylesheet` rendered (see `inlineStylesheets`),
 *   so its 55 KB are neither re-encoded nor copied through React on each render.
 */
export function createDocumentSink(
  readStylesheet: StylesheetReader | undefined,
  onDocument: (html: Buffer<ArrayBuffer>) => void,
) {
  let scratch = spare.pop() ?? Buffer.allocUnsafe(SCRATCH_SIZE);
  let length = 0;
  const reserve = (bytes: number) => {
    if (length + bytes <= scratch.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(scratch.length * 2, length + bytes));
    scratch.copy(bigger, 0, 0, length);
    scratch = bigger;
  };
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Uint8Array, _encoding, callback) {
      if (typeof chunk === "string") {
        // Written first and measured only if it may not have fit: measuring every part first was a
        // second pass over the whole page. Buffer#write stops only when the room is used up, so
        // 4 bytes still free (the longest UTF-8 character) prove the whole text is in.
        const written = scratch.write(chunk, length);
        if (length + written + 4 <= scratch.length) {
          length += written;
        } else {
          reserve(Buffer.byteLength(chunk));
          length += scratch.write(chunk, length);
        }
      } else {
        reserve(chunk.byteLength);
        scratch.set(chunk, length);
        length += chunk.byteLength;
      }
      callback();
    },
    final(callback) {
      const html = scratch.subarray(0, length);
      const headEnd = headEndOf(html);
      const edits = [...paintFirstEdits(html, headEnd), ...stylesheetEdits(html, headEnd, readStylesheet)].sort(
        (a, b) => a.at - b.at,
      );
      const document = withEdits(html, edits);
      if (scratch.length === SCRATCH_SIZE && spare.length < SPARE_MAX) spare.push(scratch);
      onDocument(document);
      callback();
    },
  });
}

const placeholderReaders = new WeakMap<StylesheetReader, StylesheetReader>();

/**
 * The reader `SiteStylesheet` gets on the server: a placeholder for each stylesheet that can be
 * inlined, which the document sink replaces with the file's bytes. One per file reader, so every
 * render gets the same function.
 */
export function inlineStylesheets(readStylesheet: StylesheetReader | undefined): StylesheetReader | undefined {
  if (!readStylesheet) return undefined;
  let reader = placeholderReaders.get(readStylesheet);
  if (!reader) {
    reader = (href) => (readStylesheet(href) === undefined ? undefined : `${PLACEHOLDER_START}${href}*/`);
    placeholderReaders.set(readStylesheet, reader);
  }
  return reader;
}

function stylesheetEdits(html: Buffer, limit: number, readStylesheet: StylesheetReader | undefined): Edit[] {
  if (!readStylesheet) return [];
  const edits: Edit[] = [];
  // Searched within the head only: the last search would otherwise scan the rest of the page.
  const head = html.subarray(0, limit);
  for (let at = head.indexOf(PLACEHOLDER_START_BYTES); at !== -1; ) {
    const hrefStart = at + PLACEHOLDER_START_BYTES.length;
    const end = head.indexOf(PLACEHOLDER_END, hrefStart);
    if (end === -1) break;
    const css = stylesheetBytes(readStylesheet, head.toString("latin1", hrefStart, end));
    if (css) edits.push({ at, skip: end + PLACEHOLDER_END.length - at, insert: css });
    at = head.indexOf(PLACEHOLDER_START_BYTES, end);
  }
  return edits;
}

function withEdits(html: Buffer, edits: Edit[]): Buffer<ArrayBuffer> {
  let size = html.length;
  for (const edit of edits) size += edit.insert.length - edit.skip;
  const out = Buffer.allocUnsafe(size);
  let from = 0;
  let to = 0;
  for (const edit of edits) {
    to += html.copy(out, to, from, edit.at);
    to += edit.insert.copy(out, to);
    from = edit.at + edit.skip;
  }
  html.copy(out, to, from);
  return out;
}

function stylesheetBytes(readStylesheet: StylesheetReader, href: string): Buffer | undefined {
  const byHref = cssBytes.get(readStylesheet) ?? new Map<string, Buffer>();
  cssBytes.set(readStylesheet, byHref);
  const known = byHref.get(href);
  if (known) return known;
  const text = readStylesheet(href);
  if (text === undefined) return undefined;
  const bytes = Buffer.from(text);
  byHref.set(href, bytes);
  return bytes;
}

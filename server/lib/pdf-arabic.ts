import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { type Direction, type Fonts, layoutParagraph } from "#server/lib/bidi-lines.ts";

const require = createRequire(import.meta.url);

/**
 * The site's Arabic typeface, IBM Plex Sans Arabic (docs/decisions/015-arabic-typeface-and-resume.md),
 * as fontsource ships it: one file for the Arabic letters and one for Latin (digits, punctuation,
 * "AED"). The .woff files (fontkit's subsetter fails on the woff2 ones), unpacked (see woffToSfnt).
 */
const FILES = {
  "plex-arabic": "arabic-400",
  "plex-latin": "latin-400",
  "plex-arabic-bold": "arabic-700",
  "plex-latin-bold": "latin-700",
} as const;
type FontName = keyof typeof FILES;
const fileOf = (name: FontName) =>
  require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${FILES[name]}-normal.woff`);

/**
 * A WOFF file unpacked to the TrueType file it wraps (WOFF 1.0: a header, a table directory, each
 * table zlib-compressed or stored). fontkit reads WOFF itself but inflates a table again on every
 * read of it, the glyph outlines included: an Arabic statement then took seconds to draw.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF 1.0 file");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8); // the flavour: the sfnt version
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let files: Promise<Record<FontName, Buffer>> | undefined;
/** The four fonts, unpacked once per process (on the first Arabic statement). */
export function arabicFonts(): Promise<Record<FontName, Buffer>> {
  files ??= Promise.all(
    (Object.keys(FILES) as FontName[]).map(async (name) => [name, woffToSfnt(await readFile(fileOf(name)))] as const),
  ).then(Object.fromEntries as (entries: (readonly [FontName, Buffer])[]) => Record<FontName, Buffer>);
  files.catch(() => {
    files = undefined;
  });
  return files;
}

/**
 * What pdfkit keeps of an embedded font: fontkit's font, and each glyph's characters (its ToUnicode
 * map). Neither is in pdfkit's types: they are read once per document, below, and the tests of the
 * Arabic statement fail if a pdfkit or fontkit release moves them.
 */
type EmbeddedFont = { font: FontkitFont; unicode: number[][] };
type FontkitFont = { hasGlyphForCodePoint(codePoint: number): boolean; layout(text: string): unknown };

/**
 * fontkit's fonts, parsed on the first Arabic document and handed to pdfkit for the next ones (it takes
 * a fontkit font as a source): they keep the tables and lookups they have read, which halves the time
 * of the next statements. pdfkit keeps what belongs to one document (the subset, its layouts) beside
 * it. Their glyph objects are dropped before each document: fontkit keeps a glyph with the characters
 * it was first asked for, and the subsetter asks for the parts of composite glyphs with none, which
 * would leave the next document's ToUnicode map without them.
 */
const parsed = new Map<FontName, FontkitFont>();
const coverage = new Map<string, boolean>();

export type ArabicParagraph = {
  /** The paragraph's box: from `x`, `width` wide, its first line's top at `y`. */
  x: number;
  y: number;
  width: number;
  /** "right" is the start of an Arabic line. */
  align: "right" | "left";
  /**
   * The paragraph's base direction: right to left (the Arabic statement, the default), or left to
   * right for an English paragraph with an Arabic run in it (a financier's Arabic name).
   */
  direction?: Direction;
  size: number;
  color: string;
  bold?: boolean;
  /** Space between lines, as pdfkit's lineGap. */
  lineGap?: number;
};

/** Line height of the Arabic text, in ems: Plex's own (ascender + descender = 1.5) is looser than the statement needs. */
export const ARABIC_LINE_HEIGHT = 1.3;

/**
 * Arabic text for a pdfkit document: paragraphs are broken into lines and put in visual order here
 * (server/lib/bidi-lines.ts), and each piece (a word, or the part of one in one font) is drawn at its
 * place. pdfkit's own layout would put the words of a line left to right in logical order; fontkit
 * shapes each piece and reverses an Arabic one, and pdfkit caches a piece's layout for the document.
 *
 * Call `end()` instead of `doc.end()`: it writes the Arabic ligatures' characters in visual order
 * into the fonts' ToUnicode maps first. Text extractors (pdf.js, poppler) read a right-to-left
 * line from its glyphs' positions and reverse it to logical order, so "لا" drawn as
 * one glyph must be listed as "ال" to come out as "لا".
 */
export function arabicText(doc: PDFKit.PDFDocument, files: Record<FontName, Buffer>) {
  const fonts = new Map<FontName, EmbeddedFont>();
  for (const name of Object.keys(FILES) as FontName[]) {
    const cached = parsed.get(name);
    if (cached) (cached as unknown as { _glyphs: unknown[] })._glyphs = [];
    doc.registerFont(name, (cached ?? files[name]) as Buffer);
    doc.font(name);
    const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
    fonts.set(name, embedded);
    if (!parsed.has(name) && typeof embedded.font?.layout === "function") parsed.set(name, embedded.font);
  }
  const has = (name: FontName, char: string) => {
    const key = `${name} ${char}`;
    let known = coverage.get(key);
    if (known === undefined) {
      known = fonts.get(name)!.font.hasGlyphForCodePoint(char.codePointAt(0)!);
      coverage.set(key, known);
    }
    return known;
  };
  const set = (bold: boolean): Fonts<FontName> => ({
    order: bold ? ["plex-arabic-bold", "plex-latin-bold"] : ["plex-arabic", "plex-latin"],
    has,
    width: (name, text) => doc.font(name).widthOfString(text),
  });
  const regular = set(false);
  const bold = set(true);

  return {
    /** Draws a paragraph (right to left unless told) and returns the y under its last line (doc.y is left there too). */
    paragraph(text: string, options: ArabicParagraph): number {
      doc.fontSize(options.size).fillColor(options.color);
      const advance = options.size * ARABIC_LINE_HEIGHT + (options.lineGap ?? 0);
      const bottom = doc.page.height - doc.page.margins.bottom;
      let top = options.y;
      for (const line of layoutParagraph(text, {
        direction: options.direction ?? "rtl",
        maxWidth: options.width,
        fonts: options.bold ? bold : regular,
      })) {
        if (top + advance > bottom) {
          doc.addPage();
          top = doc.page.margins.top;
        }
        const left = options.align === "right" ? options.x + options.width - line.width : options.x;
        for (const piece of line.pieces)
          doc.font(piece.font).text(piece.text, left + piece.x, top, { lineBreak: false });
        top += advance;
      }
      doc.x = options.x;
      doc.y = top;
      return top;
    },
    end() {
      for (const name of ["plex-arabic", "plex-arabic-bold"] as const) {
        const font = fonts.get(name)!;
        if (!Array.isArray(font.unicode)) continue;
        font.unicode = font.unicode.map((codePoints) =>
          Array.isArray(codePoints) && codePoints.length > 1 ? [...codePoints].reverse() : codePoints,
        );
      }
      doc.end();
    },
  };
}

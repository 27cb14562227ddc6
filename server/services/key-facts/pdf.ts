import { pdfBytes } from "#server/lib/pdf.ts";
import { ARABIC_LINE_HEIGHT, arabicFonts, arabicText } from "#server/lib/pdf-arabic.ts";
import type { KeyFacts, Row } from "./content.ts";

/**
 * How a Key Facts Statement is drawn: one A4 page through pdfkit, English left to right in
 * Helvetica, Arabic right to left in the embedded font. Apart from the words (./content.ts) because
 * layout and fonts change for reasons of their own (a glyph Helvetica lacks, Arabic shaping).
 */

const COLORS = { text: "#111827", muted: "#4b5563", accent: "#0f766e", rule: "#d1d5db", band: "#f3f4f6" };
const MARGIN = 48;

/** The standard PDF fonts speak Windows-1252 only: the few other characters the strings use, spelled out. */
const pdfText = (text: string) =>
  text
    .replace(/↔/g, "<->")
    .replace(/−/g, "-")
    .replace(/[\u2009\u202f]/g, " ");

type Style = {
  size: number;
  color: string;
  bold?: boolean;
  lineGap?: number;
  /** A heading: capitals, spaced out, in English (Arabic has no capitals, and spacing tears its joined letters apart). */
  heading?: boolean;
};
/** A box on the line: `offset` from the line's start edge (the left in English, the right in Arabic). */
type Place = { offset?: number; width?: number; align?: "start" | "end" };
type Writer = {
  /** Writes a paragraph from `top` (doc.y if left out) and leaves doc.y under it. */
  write: (text: string, top: number | undefined, style: Style, place?: Place) => void;
  /** Moves doc.y down by `lines` of the last text's size (as pdfkit's moveDown). */
  moveDown: (lines: number) => void;
  end: () => void;
};

/**
 * What Helvetica (a standard PDF font, Windows-1252) cannot write: pdfkit would put another glyph in
 * its place ("Bank مصرف" came out as "Bank dV5cA", measured wrong and running past the margin).
 */
const NOT_WIN_ANSI =
  /[^\s\u0020-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/u;
export const needsEmbeddedFont = (text: string) => NOT_WIN_ANSI.test(pdfText(text));

/**
 * English: Helvetica, laid out by pdfkit. A paragraph with a character Helvetica lacks (an Arabic
 * financier's name) is drawn instead in the Arabic statement's embedded font (IBM Plex Sans Arabic,
 * which has Latin too), shaped, in bidi order on a left-to-right line and wrapped inside its box.
 */
function englishWriter(
  doc: PDFKit.PDFDocument,
  width: number,
  fonts: Awaited<ReturnType<typeof arabicFonts>> | undefined,
): Writer {
  const embedded = fonts ? arabicText(doc, fonts) : undefined;
  // pdfkit puts a line's baseline its font's ascender below the top: Plex's is taller than Helvetica's,
  // so its text is raised by the difference to sit on the same baseline as a Helvetica label beside it.
  const ascender = (name: string) => (doc.font(name) as unknown as { _font: { ascender: number } })._font.ascender;
  const rise = embedded ? (ascender("plex-latin") - ascender("Helvetica")) / 1000 : 0;
  return {
    write(text, top, style, { offset = 0, width: box = width, align = "start" } = {}) {
      if (embedded && needsEmbeddedFont(text)) {
        embedded.paragraph(pdfText(text), {
          x: MARGIN + offset,
          y: (top ?? doc.y) - rise * style.size,
          width: box,
          align: align === "end" ? "right" : "left",
          direction: "ltr",
          size: style.size,
          color: style.color,
          bold: style.bold,
          lineGap: style.lineGap,
        });
        return;
      }
      doc
        .font(style.bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(style.size)
        .fillColor(style.color)
        .text(style.heading ? pdfText(text).toUpperCase() : pdfText(text), MARGIN + offset, top ?? doc.y, {
          width: box,
          align: align === "end" ? "right" : "left",
          lineGap: style.lineGap,
          characterSpacing: style.heading ? 0.8 : undefined,
        });
    },
    moveDown: (lines) => doc.moveDown(lines),
    end: () => (embedded ? embedded.end() : doc.end()),
  };
}

/** Arabic: IBM Plex Sans Arabic, right to left (server/lib/pdf-arabic.ts), every box mirrored. */
function arabicWriter(doc: PDFKit.PDFDocument, width: number, fonts: Awaited<ReturnType<typeof arabicFonts>>): Writer {
  const arabic = arabicText(doc, fonts);
  let size = 12;
  return {
    write(text, top, style, { offset = 0, width: box = width, align = "start" } = {}) {
      size = style.size;
      arabic.paragraph(text.replace(/↔/g, "<->"), {
        x: MARGIN + width - offset - box,
        y: top ?? doc.y,
        width: box,
        align: align === "end" ? "left" : "right",
        size: style.size,
        color: style.color,
        bold: style.bold,
        lineGap: style.lineGap,
      });
    },
    moveDown: (lines) => {
      doc.y += lines * size * ARABIC_LINE_HEIGHT;
    },
    end: () => arabic.end(),
  };
}

/**
 * Draws the one-page Key Facts Statement, in the statement's language: English with pdfkit's own
 * layout, Arabic right to left with the labels on the right (docs/decisions/014-arabic-calculators-
 * and-key-facts.md). pdfkit loads on the first download, as for the resume.
 */
export async function renderKeyFacts(
  facts: KeyFacts,
  meta: { ownerName: string; url: string },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const arabic = facts.locale === "ar";
  // The embedded font is loaded for an Arabic statement, and for an English one only when some text
  // (a financier's name, the owner's) has a character Helvetica cannot write.
  const embed = arabic || needsEmbeddedFont(JSON.stringify(facts) + meta.ownerName + meta.url);
  const [{ default: PDFDocument }, fonts] = await Promise.all([import("pdfkit"), embed ? arabicFonts() : undefined]);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: arabic ? facts.documentTitle : pdfText(facts.documentTitle), Author: meta.ownerName },
    ...(arabic ? { lang: "ar" } : {}),
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - MARGIN * 2;
  const { write, moveDown, end } = arabic && fonts ? arabicWriter(doc, width, fonts) : englishWriter(doc, width, fonts);

  const heading = (title: string) => {
    moveDown(0.6);
    write(title, doc.y, { size: 10.5, color: COLORS.accent, bold: true, heading: true });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    moveDown(0.4);
  };
  /** Label at the start, value at the end of one line. */
  const pair = ([label, value]: Row) => {
    const top = doc.y;
    write(label, top, { size: 9.5, color: COLORS.muted }, { width: width * 0.6 });
    const after = doc.y;
    write(
      value,
      top,
      { size: 9.5, color: COLORS.text, bold: true },
      { offset: width * 0.6, width: width * 0.4, align: "end" },
    );
    doc.y = Math.max(after, doc.y) + 2;
  };

  write(arabic ? facts.headings.eyebrow : facts.headings.eyebrow.toUpperCase(), doc.y, {
    size: 9,
    color: COLORS.muted,
  });
  write(facts.title, undefined, { size: 18, color: COLORS.text, bold: true });
  write(`${meta.ownerName}   |   ${meta.url}`, undefined, { size: 8.5, color: COLORS.muted });

  heading(facts.headings.inputs);
  for (const row of facts.inputs) pair(row);
  heading(facts.headings.figures);
  for (const row of facts.figures) pair(row);

  if (facts.schedule) {
    heading(facts.schedule.title);
    const columns = facts.schedule.columns.length;
    const cell = width / columns;
    const line = (cells: string[], bold: boolean) => {
      const top = doc.y;
      cells.forEach((text, index) => {
        write(
          text,
          top,
          { size: 8.5, color: bold ? COLORS.muted : COLORS.text, bold },
          { offset: index * cell, width: cell - 6, align: index === 0 ? "start" : "end" },
        );
      });
      doc.y = top + (arabic ? 14 : 13);
    };
    line(facts.schedule.columns, true);
    for (const row of facts.schedule.rows) line(row, false);
  }

  if (facts.terms) {
    heading(facts.headings.terms);
    for (const [label, text] of facts.terms) {
      write(label, doc.y, { size: 8.5, color: COLORS.text, bold: true });
      write(text, doc.y, { size: 8.5, color: COLORS.text, lineGap: 1 });
      moveDown(0.25);
    }
  }

  heading(facts.headings.assumptions);
  for (const text of facts.assumptions) {
    write(`- ${text}`, doc.y, { size: 8.5, color: COLORS.text, lineGap: 1.5 });
    moveDown(0.25);
  }

  end();
  return done;
}

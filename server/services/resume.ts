import { createHash } from "node:crypto";
import { CREDENTIALS } from "#content/hero.ts";
import { localizedContent } from "#content/localized.server.ts";
import { resumeFileName } from "#domain/resume.ts";
import { pdfBytes } from "#server/lib/pdf.ts";

export { resumeFileName };

export type ResumeSite = { ownerName: string; siteUrl: string };
export type ResumeFile = { fileName: string; body: Buffer; etag: string };

/**
 * The resume as a PDF drawn from the same content the site shows (what the owner published), so the
 * two never drift. Rendered on first request and kept until the content version moves on.
 */
export function createResumeService(site: ResumeSite, contentVersion: () => number = () => 0) {
  let cached: Promise<ResumeFile> | undefined;
  let cachedVersion = contentVersion();
  return {
    fileName: resumeFileName(site.ownerName),
    get(): Promise<ResumeFile> {
      if (cachedVersion !== contentVersion()) {
        cachedVersion = contentVersion();
        cached = undefined;
      }
      cached ??= renderResume(site).then((body) => ({
        fileName: resumeFileName(site.ownerName),
        body,
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      }));
      cached.catch(() => {
        cached = undefined; // let the next request try again
      });
      return cached;
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;

const COLORS = { text: "#111827", muted: "#4b5563", accent: "#0f766e", rule: "#d1d5db" };
const MARGIN = 50;

/** Draws the resume. pdfkit (with its fonts) loads on the first download, not with every process. */
export async function renderResume(site: ResumeSite, options: { compress?: boolean } = {}): Promise<Buffer> {
  const hero = localizedContent("hero", "en");
  const profile = localizedContent("profile", "en");
  const { section: about, experience } = localizedContent("about", "en");
  const services = localizedContent("services", "en").items;
  const skillGroups = localizedContent("skills", "en").items;
  const projects = localizedContent("projects", "en").items;
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${site.ownerName} - Resume`,
      Author: site.ownerName,
      Subject: hero.headline,
      Keywords: "product management, fintech, edtech, islamic finance, PMP",
    },
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - MARGIN * 2;
  const heading = (title: string) => {
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(12).fillColor(COLORS.accent).text(title.toUpperCase(), { characterSpacing: 1 });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.moveDown(0.5);
  };
  const body = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(text, { align: "left", lineGap: 2, ...options });

  doc.font("Helvetica-Bold").fontSize(24).fillColor(COLORS.text).text(site.ownerName);
  doc.font("Helvetica").fontSize(12).fillColor(COLORS.accent).text(hero.headline);
  doc.moveDown(0.3);
  doc
    .fontSize(9.5)
    .fillColor(COLORS.muted)
    .text([profile.email, profile.location, site.siteUrl.replace(/^https?:\/\//, "")].join("   |   "));

  heading("Profile");
  for (const paragraph of about.intro) {
    body(paragraph);
    doc.moveDown(0.4);
  }

  heading("Experience");
  for (const entry of experience) {
    const top = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(10.5)
      .fillColor(COLORS.text)
      .text(entry.title, { width: width - 110 });
    const afterTitle = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(entry.year, MARGIN, top, { width, align: "right" });
    doc.y = afterTitle;
    doc.font("Helvetica-Oblique").fontSize(9.5).fillColor(COLORS.muted).text(entry.company, MARGIN);
    body(entry.description);
    doc.moveDown(0.5);
  }

  heading("Skills");
  for (const group of skillGroups) {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(COLORS.text).text(`${group.title}: `, { continued: true });
    doc.font("Helvetica").fillColor(COLORS.text).text(group.skills.join(", "), { lineGap: 2 });
    doc.moveDown(0.2);
  }

  heading("Services");
  for (const service of services) {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(COLORS.text).text(`${service.title}: `, { continued: true });
    doc.font("Helvetica").text(service.description, { lineGap: 2 });
    doc.moveDown(0.2);
  }

  heading("Selected Projects");
  for (const project of projects) {
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(`${project.title} (${project.category}): `, { continued: true });
    doc.font("Helvetica").text(project.description, { lineGap: 2 });
    doc.moveDown(0.2);
  }

  heading("Certifications & Highlights");
  body(CREDENTIALS.join("   |   "));

  doc.end();
  return done;
}

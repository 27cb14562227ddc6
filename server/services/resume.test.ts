import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { experience } from "#content/about.ts";
import { skillGroups } from "#content/skills.ts";
import { createResumeService, renderResume, resumeFileName } from "./resume.ts";

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string; title: unknown }> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  let text = "";
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}\n`;
  }
  const meta = await doc.getMetadata();
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text: text.replace(/\s+/g, " "), title: (meta.info as { Title?: string }).Title };
}

describe("the resume PDF", () => {
  it("names the file after the owner", () => {
    expect(resumeFileName("Omar Haddad")).toBe("Omar-Haddad-Resume.pdf");
    expect(resumeFileName("  José  Müller ")).toBe("Jose-Muller-Resume.pdf");
    expect(resumeFileName("!!!")).toBe("Resume-Resume.pdf");
  });

  it("is a real PDF carrying the owner's name, every position and every skill group from content/", async () => {
    const pdf = await renderResume({ ownerName: "Test Owner", siteUrl: "https://owner.example" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text, title } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(3);
    expect(title).toBe("Test Owner - Resume");
    expect(text).toContain("Test Owner");
    expect(text).toContain("owner.example");
    for (const entry of experience) {
      expect(text).toContain(entry.year);
      expect(text).toContain(entry.title);
    }
    for (const group of skillGroups) expect(text).toContain(group.title);
    expect(text).toContain("PMP Certified");
  });

  it("is rendered once and then served from memory with a stable ETag", async () => {
    const service = createResumeService({ ownerName: "Cache Owner", siteUrl: "http://localhost:3000" });
    const first = await service.get();
    const second = await service.get();
    expect(second).toBe(first);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.fileName).toBe("Cache-Owner-Resume.pdf");
  });
});

import { describe, expect, it } from "vitest";
import { nextDownloadCount, resumeFileName } from "./resume.ts";

describe("resumeFileName", () => {
  it("puts the owner's name in the file name", () => {
    expect(resumeFileName("Omar Haddad")).toBe("Omar-Haddad-Resume.pdf");
  });

  it("drops accents and characters a file name should not carry", () => {
    expect(resumeFileName("  Zoë  O'Brien-Núñez ")).toBe("Zoe-O-Brien-Nunez-Resume.pdf");
    expect(resumeFileName("عمر")).toBe("Resume-Resume.pdf");
  });
});

describe("nextDownloadCount", () => {
  it("starts at 1 and counts up from what is stored", () => {
    expect(nextDownloadCount(null)).toBe(1);
    expect(nextDownloadCount("4")).toBe(5);
  });

  it("starts again at 1 when storage holds something that is not a count", () => {
    expect(nextDownloadCount("many")).toBe(1);
    expect(nextDownloadCount("-3")).toBe(1);
  });
});

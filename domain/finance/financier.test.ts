import { describe, expect, it } from "vitest";
import { FINANCIER_MAX_LENGTH, financierName } from "./financier.ts";

describe("the financier's name on a Key Facts Statement", () => {
  it("prints what was typed, trimmed, or nothing (the statement's placeholder) when blank", () => {
    expect(financierName("  Emirates   Islamic ")).toBe("Emirates Islamic");
    expect(financierName("مصرف الإمارات الإسلامي")).toBe("مصرف الإمارات الإسلامي");
    expect(financierName("")).toBeUndefined();
    expect(financierName(undefined)).toBeUndefined();
    expect(financierName("\u0000\t ")).toBeUndefined();
  });

  it("drops control characters and the overrides that could reorder the statement's words", () => {
    expect(financierName("Bank\u0000Name")).toBe("Bank Name");
    expect(financierName("\u202eknaB\u202c Islamic")).toBe("knaB Islamic");
    expect(financierName("A\u2066B\u2069")).toBe("A B");
  });

  it("keeps a sensible length", () => {
    expect(financierName("x".repeat(500))).toHaveLength(FINANCIER_MAX_LENGTH);
  });
});

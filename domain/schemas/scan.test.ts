import { describe, expect, it } from "vitest";
import { normaliseScanUrl, scanRequestSchema } from "./scan.ts";

describe("scan URL rule (SPEC §5)", () => {
  it("prepends https:// when the address has no scheme", () => {
    expect(normaliseScanUrl("example.com")).toBe("https://example.com");
    expect(normaliseScanUrl("  example.com/path ")).toBe("https://example.com/path");
    expect(normaliseScanUrl("localhost:8080")).toBe("https://localhost:8080");
  });

  it("keeps http and https addresses, and other schemes for the server to refuse", () => {
    expect(normaliseScanUrl("http://example.com")).toBe("http://example.com");
    expect(normaliseScanUrl("HTTPS://Example.com")).toBe("HTTPS://Example.com");
    expect(normaliseScanUrl("ftp://example.com")).toBe("ftp://example.com");
  });

  it("parses the request body into a normalised URL, refusing empty and unparsable input", () => {
    expect(scanRequestSchema.parse({ url: " example.com " })).toEqual({ url: "https://example.com" });
    expect(scanRequestSchema.safeParse({ url: "" }).success).toBe(false);
    expect(scanRequestSchema.safeParse({ url: "exa mple.com" }).success).toBe(false);
    expect(scanRequestSchema.safeParse({}).success).toBe(false);
  });
});

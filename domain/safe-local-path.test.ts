import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SAFE_PATH_MAX, safeLocalPath } from "./safe-local-path.ts";

/** What a browser does to an address before it reads it (URL standard): these are where escapes hide. */
const asBrowserReads = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a browser strips
  value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");

/** The spellings issue #41 found, and their relatives: each leaves the site or breaks a header. */
const LEAVING = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "\t//evil.example",
  "/\t\\evil.example",
  " /evil.example",
  " //evil.example",
  "/blog\r\nSet-Cookie: a=b",
  "/blog\n",
  "/%2F/evil.example",
  "/%2f/evil.example",
  "/%5C/evil.example",
  "/%5c/evil.example",
  "/%09/evil.example",
  "/%0d%0aSet-Cookie:%20a=b",
  "/blog/%2F%2Fevil.example",
  "/\u2028/evil.example",
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "",
];

const SITE_PATHS = [
  "/",
  "/admin",
  "/ar/blog/some-article",
  "/blog?page=2#top",
  "/book/manage?token=abc%3D",
  "/ar/%D8%A7",
];

describe("safeLocalPath", () => {
  it.each(LEAVING)("refuses %j", (value) => {
    expect(safeLocalPath(value)).toBeNull();
  });

  it.each(SITE_PATHS)("keeps the site path %j as it is", (value) => {
    expect(safeLocalPath(value)).toBe(value);
  });

  it("refuses what is not a string, and paths longer than any of the site's", () => {
    expect(safeLocalPath(undefined)).toBeNull();
    expect(safeLocalPath(["/admin"])).toBeNull();
    expect(safeLocalPath(`/${"a".repeat(SAFE_PATH_MAX)}`)).toBeNull();
  });

  it("lets through nothing a browser would take to another origin, whatever the characters", () => {
    const noisy = fc.constantFrom("/", "\\", "\t", "\n", "\r", " ", "%2f", "%5C", "%09", ":", ".", "@", "a", "?", "#");
    const candidate = fc.oneof(
      fc.string(),
      fc.array(noisy, { maxLength: 12 }).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(candidate, fc.constantFrom("https://owner.example", "http://localhost:4080"), (value, origin) => {
        const kept = safeLocalPath(value);
        if (kept === null) return;
        expect(kept).toBe(value);
        const read = asBrowserReads(value);
        // No cleaning changes it, it starts with one slash, and it stays on whatever site resolves it.
        expect(read).toBe(value);
        expect(read).toMatch(/^\/(?![/\\])/);
        expect(new URL(value, origin).origin).toBe(origin);
        // Nor does decoding its escapes once (as some servers do) give a slash, backslash or control.
        const bytes = value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
        const unsafe = (ch: string) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;
        expect([...bytes].some(unsafe) || bytes.startsWith("//")).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it("refuses every path with a tab, line break or backslash anywhere in it", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom("\t", "\n", "\r", "\\", "%2F", "%5c", "%0A"),
        fc.string({ maxLength: 20 }),
        (before, hidden, after) => {
          expect(safeLocalPath(`/${before}${hidden}${after}`)).toBeNull();
        },
      ),
    );
  });
});

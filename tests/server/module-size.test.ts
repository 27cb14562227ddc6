import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** Issue #43: a service module over this is a god-module to split along its seams (tests excepted). */
const MAX_LINES = 500;

/** Non-test TypeScript modules under `dir` longer than `max` lines (as `wc -l` counts), with their length. */
function oversizedModules(dir: string, max: number): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const lines = fs.readFileSync(file, "utf8").split("\n").length - 1;
    if (lines > max) found.push(`${path.relative(root, file)}: ${lines} lines`);
  }
  return found.sort();
}

describe("module size (issue #43)", () => {
  it(`keeps every module in server/services/ at ${MAX_LINES} lines or fewer, tests excepted`, () => {
    expect(oversizedModules(path.join(root, "server/services"), MAX_LINES)).toEqual([]);
  });

  it("reports a module over the limit in a nested folder, and never a test file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "module-size-"));
    try {
      fs.mkdirSync(path.join(dir, "part"));
      const lines = (n: number) => "export const x = 1;\n".repeat(n);
      fs.writeFileSync(path.join(dir, "part", "big.ts"), lines(MAX_LINES + 1));
      fs.writeFileSync(path.join(dir, "edge.ts"), lines(MAX_LINES));
      fs.writeFileSync(path.join(dir, "big.test.ts"), lines(MAX_LINES * 2));
      expect(oversizedModules(dir, MAX_LINES).map((line) => line.replace(/^.*module-size-[^/]*\//, ""))).toEqual([
        `part/big.ts: ${MAX_LINES + 1} lines`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

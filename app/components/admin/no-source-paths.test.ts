// The owner is not a developer: nothing the dashboard shows sends them to a source file (issue #32:
// "Days off beyond the rules in content/booking.ts"). The dashboard's own words, comments and imports
// aside, no text in its components or the admin notices names a file of the project.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
/** Every module of a folder but its tests. */
const modulesIn = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
    .map((name) => `${folder}/${name}`);
const FILES = [...modulesIn("app/components/admin"), ...modulesIn("app/routes/admin"), "domain/admin-actions.ts"];

/** The file without its comments and import/export-from lines: what remains can reach the screen. */
function shownText(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(/^\s*(import|export)\b[^;]*\bfrom\s*["'][^"']+["'];?/gm, "")
    .replace(/^\s*import\s*["'][^"']+["'];?/gm, "");
}

/** A project path such as content/booking.ts, app/routes/admin.tsx or a bare booking.ts (not a call: request.json()). */
const SOURCE_PATH = /\b(?:[\w-]+\/)*[\w-]+\.(?:tsx?|jsx?|json|css|md)\b(?!\()/g;

describe("the admin dashboard", () => {
  it("names no source file in anything it shows", () => {
    const found: Record<string, string[]> = {};
    for (const file of FILES) {
      const matches = shownText(fs.readFileSync(path.join(root, file), "utf8")).match(SOURCE_PATH);
      if (matches) found[file] = matches;
    }
    expect(found).toEqual({});
  });

  it("would catch the old Blocked days note", () => {
    const old = "<p>Days off beyond the rules in content/booking.ts (leave, travel).</p>";
    expect(shownText(old).match(SOURCE_PATH)).toEqual(["content/booking.ts"]);
  });
});

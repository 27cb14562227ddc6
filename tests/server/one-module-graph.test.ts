import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertBuilt } from "#harness/server-process.ts";

// Decision 048: the server and the routes' server build load domain/, content/ and plumbing/ once, as
// one module graph, so nothing there needs a process-wide registry to stay one object.
const root = path.resolve(import.meta.dirname, "../..");
const SHARED_LAYERS = ["domain", "content", "plumbing"];
/** A process-wide registry or global: what a module loaded twice needs, and one loaded once does not. */
const GLOBAL_STATE = /\bSymbol\.for\s*\(|\bglobalThis\b/;

function sourcesOf(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("one module graph (decision 048)", () => {
  it("keeps no Symbol.for registry or globalThis state in domain/, content/ or plumbing/", () => {
    expect(GLOBAL_STATE.test('const KEY = Symbol.for("site.appLoadContext");')).toBe(true);
    expect(GLOBAL_STATE.test("const holder = globalThis as Holder;")).toBe(true);
    const files = SHARED_LAYERS.flatMap(sourcesOf);
    expect(files).toContain("domain/errors.ts");
    expect(files.filter((file) => GLOBAL_STATE.test(fs.readFileSync(path.join(root, file), "utf8")))).toEqual([]);
  });

  it("has the server build import those layers from source instead of carrying copies", () => {
    assertBuilt();
    const dir = path.join(root, "build/server");
    const code = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
      .join("\n");
    for (const module of [
      "#domain/errors.ts",
      "#content/localized.server.ts",
      "#plumbing/context.ts",
      "#plumbing/whole-body.ts",
    ])
      expect(code, module).toContain(`from "${module}"`);
    expect(code).not.toMatch(/class DomainError\b/);
    expect(code).not.toMatch(/Symbol\.for\(/);
  });

  it("lets a route read the server's context and recognise the server's DomainError (plain Node, as in production)", () => {
    assertBuilt();
    const out = execFileSync(
      process.execPath,
      [path.join(root, "tests/fixtures/one-module-graph/route-sees-server.ts")],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    expect(JSON.parse(out.trim().split("\n").at(-1)!)).toEqual({ status: 404, expected: 404 });
  });
});

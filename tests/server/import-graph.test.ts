import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Edge, forbiddenImports, importCycles, readImportGraph, unresolvedImports } from "#tests/import-graph.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("import rules (docs/decisions/009-domain-folder.md)", () => {
  const edges = readImportGraph(root);

  it("reads the project's imports, type-only and dynamic ones included", () => {
    expect(edges).toContainEqual({
      from: "app/lib/server-types.ts",
      to: "server/services/articles.ts",
      typeOnly: true,
    });
    expect(edges).toContainEqual({
      from: "app/components/landing/solutions-section.tsx",
      to: "app/components/landing/solution-dialog.tsx",
      typeOnly: false,
    });
    expect(edges.some((e) => e.from.startsWith("domain/") && e.to.startsWith("domain/"))).toBe(true);
    // Folders added later are read like the rest (the graph walks every folder of each layer).
    for (const folder of [
      "app/lib/i18n",
      "content/ar/",
      "domain/i18n/",
      "domain/booking/",
      "server/services/bookings",
      "plumbing/",
    ]) {
      expect(
        edges.some((e) => e.from.startsWith(folder)),
        folder,
      ).toBe(true);
    }
  });

  it("keeps every import in its allowed direction", () => {
    expect(forbiddenImports(edges)).toEqual([]);
  });

  it("reads scripts/, harness/ and tests/ too, and scripts never import from tests/", () => {
    expect(edges.some((e) => e.from.startsWith("scripts/") && e.to.startsWith("harness/"))).toBe(true);
    expect(edges.some((e) => e.from.startsWith("tests/server/") && e.to.startsWith("harness/"))).toBe(true);
    expect(edges.filter((e) => e.from.startsWith("scripts/") && e.to.startsWith("tests/"))).toEqual([]);
  });

  it("has no local import that names no file", () => {
    expect(unresolvedImports(root)).toEqual([]);
  });

  it("has no import cycles", () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it("reports a forbidden direction and a cycle when they come back", () => {
    const planted: Edge[] = [
      { from: "domain/a.ts", to: "app/b.ts", typeOnly: true },
      { from: "server/c.ts", to: "app/lib/context.ts", typeOnly: false },
      { from: "app/d.ts", to: "server/e.ts", typeOnly: true },
      { from: "app/lib/server-types.ts", to: "server/e.ts", typeOnly: false },
      { from: "content/f.ts", to: "server/e.ts", typeOnly: false },
      { from: "app/lib/server-types.ts", to: "server/e.ts", typeOnly: true },
      { from: "app/x.test.ts", to: "server/e.ts", typeOnly: false },
      { from: "app/root.tsx", to: "app/header.tsx", typeOnly: false },
      { from: "app/header.tsx", to: "app/root.tsx", typeOnly: true },
      { from: "server/services/g.ts", to: "server/http/errors.ts", typeOnly: false },
      { from: "server/db/backup.ts", to: "server/services/h.ts", typeOnly: false },
      { from: "server/http/api/i.ts", to: "server/services/h.ts", typeOnly: false },
      { from: "scripts/bench.ts", to: "tests/db.ts", typeOnly: false },
      { from: "harness/chromium.ts", to: "tests/app.ts", typeOnly: false },
      { from: "scripts/bench.ts", to: "harness/server-process.ts", typeOnly: false },
      { from: "domain/j.ts", to: "plumbing/context.ts", typeOnly: false },
      { from: "plumbing/k.ts", to: "domain/errors.ts", typeOnly: false },
      { from: "app/l.ts", to: "plumbing/whole-body.ts", typeOnly: false },
      { from: "server/m.ts", to: "plumbing/whole-body.ts", typeOnly: false },
    ];
    expect(forbiddenImports(planted)).toEqual([
      "domain/a.ts → app/b.ts (type)",
      "server/c.ts → app/lib/context.ts",
      "app/d.ts → server/e.ts (type)",
      "app/lib/server-types.ts → server/e.ts",
      "content/f.ts → server/e.ts",
      "server/services/g.ts → server/http/errors.ts",
      "server/db/backup.ts → server/services/h.ts",
      "scripts/bench.ts → tests/db.ts",
      "harness/chromium.ts → tests/app.ts",
      "domain/j.ts → plumbing/context.ts",
      "plumbing/k.ts → domain/errors.ts",
    ]);
    expect(importCycles(planted)).toEqual([["app/header.tsx", "app/root.tsx"]]);
  });
});

// The project's import graph and its rules (docs/decisions/009-domain-folder.md). Files are parsed
// with @babel/parser (pure JavaScript, reads TypeScript and JSX and tells `import type` apart);
// TypeScript 7's compiler has no JavaScript API to ask instead.
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/** The site's layers, and the folders of the tools around it (scripts, their shared harness, tests). */
export const LAYERS = ["app", "domain", "plumbing", "server", "content", "scripts", "harness", "tests"] as const;
export type Layer = (typeof LAYERS)[number];

export type Edge = { from: string; to: string; typeOnly: boolean };

/** Which layers each layer may import at run time (type-only imports are allowed only where `SEAM` says). */
export const ALLOWED: Record<Layer, readonly Layer[]> = {
  domain: ["domain"],
  // How the HTTP server and React Router's routes meet (the request context's key, a page's render
  // as data, a whole rendered body): framework plumbing both sides share, no site rule (decision 048).
  plumbing: ["plumbing"],
  content: ["content", "domain"],
  server: ["server", "domain", "content", "plumbing"],
  app: ["app", "domain", "content", "plumbing"],
  // What scripts and tests both need (starting a server, finding Chromium, a scratch database, the
  // fakes) lives in harness/; scripts never reach into tests/.
  harness: ["harness", "server", "domain", "content", "plumbing"],
  scripts: ["scripts", "harness", "server", "domain", "content", "plumbing", "app"],
  tests: ["tests", "harness", "server", "domain", "content", "plumbing", "app"],
};

/**
 * Inside server/: the HTTP layer sits on top. Services, the database, adapters and helpers never
 * import it (they throw a DomainError, which server/http/errors.ts maps to a status), and the database
 * layer never imports a service.
 */
export const SERVER_RULES: readonly { from: RegExp; mayNotImport: RegExp }[] = [
  { from: /^server\/(services|db|adapters|lib|observability)\//, mayNotImport: /^server\/http\// },
  { from: /^server\/db\//, mayNotImport: /^server\/services\// },
];

/** The one file of app/ that may name server code, and only its types. */
export const SEAM = "app/lib/server-types.ts";

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

export const isTest = (file: string) => TEST.test(file);
export const layerOf = (file: string) => file.split("/")[0] as Layer;

function listSources(root: string): string[] {
  const files: string[] = [];
  for (const layer of LAYERS) {
    if (!fs.existsSync(path.join(root, layer))) continue;
    for (const entry of fs.readdirSync(path.join(root, layer), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }
  }
  return files.sort();
}

/** The repository path a local specifier names (`#app/x.ts`, `./x.ts`), resolved or not; undefined for a package. */
function localTarget(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  if (bare.startsWith("#")) {
    const [alias, ...rest] = bare.slice(1).split("/");
    return alias && (LAYERS as readonly string[]).includes(alias) ? [alias, ...rest].join("/") : undefined;
  }
  if (bare.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  return undefined;
}

/** `#app/x.ts`, `./x.ts`, `../x.ts` to a repository path; packages and virtual modules to undefined. */
function resolve(from: string, specifier: string, known: Set<string>): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  let target: string;
  if (bare.startsWith("#")) {
    const [alias, ...rest] = bare.slice(1).split("/");
    if (!alias || !(LAYERS as readonly string[]).includes(alias)) return undefined;
    target = [alias, ...rest].join("/");
  } else if (bare.startsWith(".")) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  } else {
    return undefined;
  }
  return known.has(target) ? target : undefined;
}

/** Every import of a file: static, re-exports, dynamic `import()` and `typeof import()` in types. */
function importsOf(code: string): { specifier: string; typeOnly: boolean }[] {
  const ast = parse(code, { sourceType: "module", plugins: ["typescript", "jsx"], errorRecovery: true });
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string };
    const source = n.source as { value?: unknown } | undefined | null;
    if (
      (n.type === "ImportDeclaration" || n.type === "ExportNamedDeclaration" || n.type === "ExportAllDeclaration") &&
      typeof source?.value === "string"
    ) {
      const specifiers = (n.specifiers as { importKind?: string; exportKind?: string }[] | undefined) ?? [];
      const typeOnly =
        n.importKind === "type" ||
        n.exportKind === "type" ||
        (specifiers.length > 0 && specifiers.every((s) => s.importKind === "type" || s.exportKind === "type"));
      found.push({ specifier: source.value, typeOnly });
    }
    if (
      n.type === "ImportExpression" ||
      (n.type === "CallExpression" && (n.callee as { type?: string })?.type === "Import")
    ) {
      const arg = (n.source ?? (n.arguments as unknown[] | undefined)?.[0]) as { type?: string; value?: unknown };
      if (arg?.type === "StringLiteral" && typeof arg.value === "string")
        found.push({ specifier: arg.value, typeOnly: false });
    }
    if (n.type === "TSImportType") {
      const arg = (n.argument as { literal?: { value?: unknown }; value?: unknown }) ?? {};
      const value = arg.literal?.value ?? arg.value;
      if (typeof value === "string") found.push({ specifier: value, typeOnly: true });
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== "loc" && key !== "start" && key !== "end" && value && typeof value === "object") visit(value);
    }
  };
  visit(ast.program);
  return found;
}

/** The import edges between the project's own files under app/, domain/, server/ and content/. */
export function readImportGraph(root: string): Edge[] {
  const files = listSources(root);
  const known = new Set(files);
  const edges: Edge[] = [];
  for (const file of files) {
    for (const { specifier, typeOnly } of importsOf(fs.readFileSync(path.join(root, file), "utf8"))) {
      const to = resolve(file, specifier, known);
      if (to) edges.push({ from: file, to, typeOnly });
    }
  }
  return edges;
}

/**
 * Local imports that name no file: a module moved or renamed without its importers. React Router's
 * generated route types (`./+types/…`) are not in the repository and are skipped.
 */
export function unresolvedImports(root: string): string[] {
  const problems: string[] = [];
  for (const file of listSources(root)) {
    for (const { specifier } of importsOf(fs.readFileSync(path.join(root, file), "utf8"))) {
      if (specifier.includes("/+types/")) continue;
      const target = localTarget(file, specifier);
      if (target !== undefined && !fs.existsSync(path.join(root, target))) problems.push(`${file} → ${specifier}`);
    }
  }
  return problems;
}

/** Imports that break the layer rules, as "from → to" lines. Tests may wire layers together. */
export function forbiddenImports(edges: readonly Edge[]): string[] {
  const problems: string[] = [];
  for (const { from, to, typeOnly } of edges) {
    if (isTest(from)) continue;
    const source = layerOf(from);
    const target = layerOf(to);
    if (SERVER_RULES.some((rule) => rule.from.test(from) && rule.mayNotImport.test(to))) {
      problems.push(`${from} → ${to}${typeOnly ? " (type)" : ""}`);
      continue;
    }
    if (ALLOWED[source].includes(target)) continue;
    if (source === "app" && target === "server" && from === SEAM && typeOnly) continue;
    problems.push(`${from} → ${to}${typeOnly ? " (type)" : ""}`);
  }
  return problems;
}

/** Groups of files that import each other (type-only and dynamic imports count), by Tarjan's algorithm. */
export function importCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (isTest(from) || isTest(to)) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || next.get(node)?.includes(node)) cycles.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

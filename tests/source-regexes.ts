// The regular expressions written in the project's source files, read with @babel/parser: every
// regex literal, and every `new RegExp(…)` / `RegExp(…)` whose pattern is a literal (a string, or a
// template without substitutions). A pattern built at run time from other values is not a literal and
// cannot be checked here.
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

export type SourceRegex = { file: string; line: number; pattern: string; flags: string };

/** Source files (not tests) under the given top-level folders: TypeScript and JavaScript. */
export function codeFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  for (const folder of folders) {
    for (const entry of fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|js|mjs|cjs|jsx)$/.test(entry.name)) continue;
      if (/\.(test|d)\.tsx?$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      if (!file.split("/").includes("node_modules")) files.push(file);
    }
  }
  return files.sort();
}

type Node = Record<string, unknown> & { type?: string; loc?: { start: { line: number } } };

/** A string literal or a substitution-free template's text, else undefined. */
function literalText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "StringLiteral") return String(node.value);
  if (node.type === "TemplateLiteral" && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked?: string; raw: string } }[];
    return quasi?.value.cooked ?? quasi?.value.raw;
  }
  return undefined;
}

/** Every regex literal and literal-pattern RegExp construction in a file, with its line. */
export function regexesOf(root: string, file: string): SourceRegex[] {
  const code = fs.readFileSync(path.join(root, file), "utf8");
  const ast = parse(code, { sourceType: "module", plugins: ["typescript", "jsx"], errorRecovery: true });
  const found: SourceRegex[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node;
    const line = n.loc?.start.line ?? 0;
    if (n.type === "RegExpLiteral") {
      found.push({ file, line, pattern: String(n.pattern), flags: String(n.flags ?? "") });
    } else if (
      (n.type === "NewExpression" || n.type === "CallExpression") &&
      (n.callee as Node).type === "Identifier"
    ) {
      const [source, flags] = n.arguments as Node[];
      const pattern = (n.callee as Node).name === "RegExp" ? literalText(source) : undefined;
      if (pattern !== undefined) found.push({ file, line, pattern, flags: literalText(flags) ?? "" });
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== "loc" && key !== "start" && key !== "end" && value && typeof value === "object") visit(value);
    }
  };
  visit(ast.program);
  return found;
}

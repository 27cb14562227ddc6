// The string literals of the project's source files, read with @babel/parser (comments are not
// strings, so prose in comments never trips the checks that use this).
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

export type SourceString = { file: string; line: number; value: string; kind: "literal" | "template" };

/** Source files under the given top-level folders, without tests. */
export function sourceFiles(root: string, folders: readonly string[], exclude?: RegExp): string[] {
  const files: string[] = [];
  for (const folder of folders) {
    for (const entry of fs.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.(test|d)\.tsx?$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      if (!exclude?.test(file)) files.push(file);
    }
  }
  return files.sort();
}

/** Every string literal and template-literal part of a file, with its line. */
export function stringsOf(root: string, file: string): SourceString[] {
  const code = fs.readFileSync(path.join(root, file), "utf8");
  const ast = parse(code, { sourceType: "module", plugins: ["typescript", "jsx"], errorRecovery: true });
  const found: SourceString[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string; loc?: { start: { line: number } } };
    const line = n.loc?.start.line ?? 0;
    if (n.type === "StringLiteral" || n.type === "JSXText") {
      found.push({ file, line, value: String(n.value), kind: "literal" });
    } else if (n.type === "TemplateElement") {
      const value = (n.value as { cooked?: string; raw: string }).cooked ?? (n.value as { raw: string }).raw;
      found.push({ file, line, value, kind: "template" });
    }
    for (const [key, value] of Object.entries(n)) {
      if (key !== "loc" && key !== "start" && key !== "end" && value && typeof value === "object") visit(value);
    }
  };
  visit(ast.program);
  return found;
}

/** The file's lines, for checks that accept an explaining comment on or above a line. */
export function linesOf(root: string, file: string): string[] {
  return fs.readFileSync(path.join(root, file), "utf8").split("\n");
}

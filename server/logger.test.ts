import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { batchedLines } from "./logger.ts";

const files: string[] = [];
function tempFile() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-log-")), "out.log");
  files.push(file);
  return { file, fd: fs.openSync(file, "a") };
}
afterEach(() => {
  for (const file of files.splice(0)) fs.rmSync(path.dirname(file), { recursive: true, force: true });
});

describe("batchedLines", () => {
  it("writes the lines of one turn of the event loop together, right after it, in order", async () => {
    const { file, fd } = tempFile();
    const lines = batchedLines(fd);
    lines.write('{"n":1}\n');
    lines.write('{"n":2,"text":"مرابحة — ✓"}\n');
    expect(fs.readFileSync(file, "utf8")).toBe("");
    await nextTurn();
    expect(fs.readFileSync(file, "utf8")).toBe('{"n":1}\n{"n":2,"text":"مرابحة — ✓"}\n');
    lines.write('{"n":3}\n');
    await nextTurn();
    expect(fs.readFileSync(file, "utf8").split("\n")).toHaveLength(4);
    fs.closeSync(fd);
  });

  it("writes what is pending at once when asked (the process is exiting)", () => {
    const { file, fd } = tempFile();
    const lines = batchedLines(fd);
    lines.write("a\n");
    lines.flushSync();
    expect(fs.readFileSync(file, "utf8")).toBe("a\n");
    fs.closeSync(fd);
  });

  it("loses no line when the process exits in the same turn it logged", () => {
    const script = [
      'import { createLogger } from "#server/logger.ts";',
      'const logger = createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" });',
      'for (let i = 0; i < 500; i++) logger.info({ i }, "line");',
      "process.exit(0);",
    ].join("\n");
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, ".."),
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(500);
    expect(JSON.parse(lines[499]!)).toMatchObject({ i: 499, msg: "line", service: "site" });
  });
});

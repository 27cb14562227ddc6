import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stylesheetReader } from "./stylesheets.ts";

function clientDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-css-"));
  fs.mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe("stylesheetReader", () => {
  it("reads a built stylesheet under /assets once and remembers it", () => {
    const dir = clientDir({ "assets/app-1.css": "body{color:red}" });
    const read = stylesheetReader(dir);
    expect(read("/assets/app-1.css")).toBe("body{color:red}");
    fs.writeFileSync(path.join(dir, "assets/app-1.css"), "changed");
    expect(read("/assets/app-1.css")).toBe("body{color:red}");
  });

  it("leaves anything else a link: other folders, other types, a way out of the folder, a missing file", () => {
    const dir = clientDir({ "secret.css": "x", "assets/app.js": "x" });
    const read = stylesheetReader(path.join(dir, "assets", ".."));
    expect(read("/secret.css")).toBeUndefined();
    expect(read("/assets/app.js")).toBeUndefined();
    expect(read("/assets/../secret.css")).toBeUndefined();
    expect(read("/assets/missing.css")).toBeUndefined();
  });

  it("refuses text that would close the <style> element early", () => {
    const read = stylesheetReader(clientDir({ "assets/bad.css": "a{}</style><script>alert(1)</script>" }));
    expect(read("/assets/bad.css")).toBeUndefined();
  });
});

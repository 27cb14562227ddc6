// Issue #42: the admin showed dates three ways ("18 Nov 2026", "Nov 22, 2026", "November 22, 2026").
// Every date the dashboard and the content editor show goes through ./format.ts, one formatter in
// the owner's locale and time zone; no other component formats one itself.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const FILES = [
  ...fs
    .readdirSync(path.join(root, "app/components/admin"))
    .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test.") && name !== "format.ts")
    .map((name) => `app/components/admin/${name}`),
  ...fs
    .readdirSync(path.join(root, "app/routes"))
    .filter((name) => /^admin.*\.tsx?$/.test(name))
    .map((name) => `app/routes/${name}`),
];

// A formatter made on the spot, a Date's own locale strings, or another part of the site's formatters.
const OTHER_FORMATTER =
  /Intl\.DateTimeFormat|toLocale(?:Date|Time)?String\(|components\/live\/format|#domain\/blog\.ts["'][^;]*format/;

describe("the admin's dates", () => {
  it.each(FILES)("%s formats dates only through the admin's formatter", (file) => {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    expect(source.match(OTHER_FORMATTER)?.[0]).toBeUndefined();
  });
});

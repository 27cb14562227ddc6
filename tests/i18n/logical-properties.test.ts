// Right-to-left pages mirror only if the layout says "start" and "end": Tailwind's physical-direction
// utilities (ml-, pr-, left-, text-right, rounded-l, border-r, …) stay put in Arabic. Every class
// string in app/ is checked; a physical class is allowed where a comment containing "physical:" on the
// same line or the line above says why (a chart's SVG coordinates, a left-to-right number field).
import { describe, expect, it } from "vitest";
import { linesOf, sourceFiles, stringsOf } from "#tests/source-strings.ts";

const ROOT = new URL("../..", import.meta.url).pathname;

const PHYSICAL =
  /^-?(m[lr]|p[lr]|left|right|scroll-m[lr]|scroll-p[lr]|inset-[lr])-|^(border|rounded)-([lr]|[tb][lr])(-|$)|^(text|float|clear)-(left|right)$|^space-x-reverse$|^origin-(top-|bottom-)?(left|right)$/;

/** The physical utilities among a string's whitespace-separated tokens (variants like `sm:` stripped). */
function physicalClasses(value: string): string[] {
  return value
    .split(/\s+/)
    .map((token) => token.split(":").at(-1)!.replace(/^!/, ""))
    .filter((utility) => PHYSICAL.test(utility));
}

describe("physical-direction classes", () => {
  it("recognises the physical utilities and leaves the logical ones", () => {
    expect(physicalClasses("ml-2 sm:pr-4 -left-1 text-right md:rounded-l-lg border-r hover:!mr-auto")).toEqual([
      "ml-2",
      "pr-4",
      "-left-1",
      "text-right",
      "rounded-l-lg",
      "border-r",
      "mr-auto",
    ]);
    expect(physicalClasses("ms-2 pe-4 start-0 end-1 text-start rounded-s-lg border-e mx-auto px-2 inset-x-0")).toEqual(
      [],
    );
    expect(physicalClasses("Market data is not available right now.")).toEqual([]);
  });

  it("app/ uses logical properties, or says why not", () => {
    const problems: string[] = [];
    for (const file of sourceFiles(ROOT, ["app"])) {
      const lines = linesOf(ROOT, file);
      for (const { line, value } of stringsOf(ROOT, file)) {
        const found = physicalClasses(value);
        if (found.length === 0) continue;
        const explained = [lines[line - 1], lines[line - 2]].some((text) => text?.includes("physical:"));
        if (!explained) problems.push(`${file}:${line} ${found.join(" ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkSync, type Diagnostics } from "recheck";
import { describe, expect, it } from "vitest";
import { codeFiles, regexesOf, type SourceRegex } from "#tests/source-regexes.ts";

// Every regular expression written in the source (regex literals and `new RegExp("…")` with a literal
// pattern) is checked for catastrophic backtracking (ReDoS) by recheck: exponential or polynomial
// matching time fails the test with the file and line, and so does a pattern recheck cannot decide.
// One such pattern in the page cache let a single GET hold a worker's event loop for good (issue #41).
//
// recheck runs in its pure-JavaScript backend (no native binary, no JVM, offline), in this thread.
// Its verdicts of "safe" are kept in node_modules/.cache, keyed by recheck's version, the pattern and
// its flags: a run re-checks only the patterns that are new or changed (a first run takes about a
// minute on two busy cores, a later one a few seconds).
process.env.RECHECK_SYNC_BACKEND = "pure";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "domain", "plumbing", "content", "scripts", "harness"];
const CACHE = path.join(ROOT, "node_modules/.cache/regex-lint/safe.json");
const RECHECK_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(ROOT, "node_modules/recheck/package.json"), "utf8"),
).version;

/**
 * Patterns recheck flags that only ever see trusted or tightly bounded text, each with its reason.
 * Matched by file and pattern (not line). Prefer making a pattern linear to adding it here.
 */
const ALLOWED: { file: string; pattern: string; reason: string }[] = [
  {
    file: "app/components/live/format.ts",
    pattern: String.raw`<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>`,
    reason:
      "runs in the visitor's browser on an article description the server already made plain text of at most 500 characters (feed.ts, MAX_DESCRIPTION_CHARS)",
  },
  {
    file: "app/components/live/format.ts",
    pattern: String.raw`<!--[\s\S]*?-->`,
    reason:
      "runs in the visitor's browser on an article description the server already made plain text of at most 500 characters (feed.ts, MAX_DESCRIPTION_CHARS)",
  },
  {
    file: "app/components/live/format.ts",
    pattern: String.raw`<\/?[a-z][^>]*>`,
    reason:
      "runs in the visitor's browser on an article description the server already made plain text of at most 500 characters (feed.ts, MAX_DESCRIPTION_CHARS)",
  },
  {
    file: "app/lib/paint-first.server.ts",
    pattern: String.raw`^\s*import\b`,
    reason: "runs at start-up on the server build's own entry module, written by the build",
  },
  {
    file: "server/adapters/media-bucket.ts",
    pattern: String.raw`^\/+|\/+$`,
    reason: "runs on the MEDIA_BUCKET_URL setting, written by the operator",
  },
  {
    file: "server/config.ts",
    pattern: String.raw`\/+$`,
    reason: "runs on the SITE_URL setting, written by the operator",
  },
  {
    file: "server/lib/bidi-lines.ts",
    pattern: String.raw`[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]`,
    reason:
      "one character class without a quantifier (linear by construction); recheck cannot parse Script= properties",
  },
  {
    file: "server/services/markdown.ts",
    pattern: "<[^>]*>",
    reason:
      "runs on sanitize-html's output of the owner's own content, where every `<` opens a tag that a `>` closes (a literal `<` is `&lt;`): each match scans one tag",
  },
  {
    file: "server/services/markdown.ts",
    pattern: String.raw`<a class="heading-anchor"[^>]*>#<\/a>`,
    reason:
      "runs on sanitize-html's output of the owner's own content, where every `<` opens a tag that a `>` closes (a literal `<` is `&lt;`): each match scans one tag",
  },
  {
    file: "server/services/newsletter-email.ts",
    pattern: String.raw` ?<a class="heading-anchor"[^>]*>#<\/a>`,
    reason:
      "runs on sanitize-html's output of the owner's own content, where every `<` opens a tag that a `>` closes (a literal `<` is `&lt;`): each match scans one tag",
  },
  {
    file: "server/services/newsletter-email.ts",
    pattern: String.raw`<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>`,
    reason:
      "runs on sanitize-html's output of the owner's own content, where every `<` opens a tag that a `>` closes (a literal `<` is `&lt;`): each match scans one tag; every <a> there is closed",
  },
  {
    file: "server/services/newsletter-email.ts",
    pattern: "<[^>]*>",
    reason:
      "runs on sanitize-html's output of the owner's own content, where every `<` opens a tag that a `>` closes (a literal `<` is `&lt;`): each match scans one tag",
  },
  {
    file: "server/services/newsletter-email.ts",
    pattern: "<li[^>]*>",
    reason:
      "runs on sanitize-html's output of the owner's own content, where every `<` opens a tag that a `>` closes (a literal `<` is `&lt;`): each match scans one tag",
  },
  {
    file: "server/services/newsletter-email.ts",
    pattern: String.raw`[ \t]+\n`,
    reason: "runs on the text version of the owner's own newsletter issue, built by the server",
  },
  {
    file: "scripts/images/draw.ts",
    pattern: String.raw`\s*\n\s*`,
    reason: "a build script, on the project's own SVG drawings",
  },
  {
    file: "scripts/images/draw.ts",
    pattern: String.raw`(fill|stroke)="(#[0-9a-f]{6})"([^>]*?) \1-opacity="([\d.]+)"`,
    reason: "a build script, on the project's own SVG drawings",
  },
  {
    file: "scripts/images/draw.ts",
    pattern: String.raw`<(\w+)([^>]*?) fill="(#[0-9a-f]{6})"([^>]*?) opacity="([\d.]+)"\/>`,
    reason: "a build script, on the project's own SVG drawings",
  },
  {
    file: "scripts/images/draw.ts",
    pattern: String.raw`<(\w+)([^>]*?) opacity="([\d.]+)"([^>]*?) fill="(#[0-9a-f]{6})"\/>`,
    reason: "a build script, on the project's own SVG drawings",
  },
  {
    file: "scripts/js-size.ts",
    pattern: String.raw`<(?:script|link)\b[^>]*?(?:src|href)="(\/[^"]+\.m?js)"`,
    reason: "a measuring script, on the project's own built pages",
  },
  {
    file: "scripts/js-size.ts",
    pattern: String.raw`<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>`,
    reason: "a measuring script, on the project's own built pages",
  },
  {
    file: "scripts/js-size.ts",
    pattern: String.raw`window\.__reactRouterManifest = \{[\s\S]*?\n\};`,
    reason: "a measuring script, on the project's own built pages",
  },
  {
    file: "scripts/lib/wrk.ts",
    pattern: String.raw`([\d.]+)(us|ms|s|m)`,
    reason: "a benchmark script, on the output of wrk run on the developer's machine",
  },
  {
    file: "scripts/lib/wrk.ts",
    pattern: String.raw`(\d+) requests in`,
    reason: "a benchmark script, on the output of wrk run on the developer's machine",
  },
  {
    file: "harness/nginx.ts",
    pattern: String.raw`(upstream site_instances \{\n(?:\s*#.*\n)*)(?:\s*server .*\n)+`,
    reason: "the test harness, on the project's own deploy/nginx.conf",
  },
];

/**
 * Deterministic verdicts: a fixed seed for the fuzzer, and its phases bounded by step counts only. With
 * recheck's default time limits a busy machine turned a linear pattern into "polynomial" (a fuzzing
 * phase cut short by the clock). The overall limit is a safety net, far above a check's usual second.
 */
const RECHECK_PARAMETERS = {
  randomSeed: 41,
  seedingTimeout: null,
  incubationTimeout: null,
  attackTimeout: null,
  timeout: 120_000,
};

const key = ({ pattern, flags }: Pick<SourceRegex, "pattern" | "flags">) =>
  createHash("sha256")
    .update(`${RECHECK_VERSION} ${JSON.stringify(RECHECK_PARAMETERS)}\n/${pattern}/${flags}`)
    .digest("hex");

function readCache(): Set<string> {
  try {
    return new Set(JSON.parse(fs.readFileSync(CACHE, "utf8")) as string[]);
  } catch {
    return new Set();
  }
}

function writeCache(safe: Set<string>) {
  fs.mkdirSync(path.dirname(CACHE), { recursive: true });
  const temporary = `${CACHE}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify([...safe]));
  fs.renameSync(temporary, CACHE);
}

function describeVerdict(diagnostics: Diagnostics): string {
  if (diagnostics.status === "vulnerable") {
    return `${diagnostics.complexity.type} backtracking, e.g. on ${diagnostics.attack.pattern}`;
  }
  if (diagnostics.status === "unknown") return `could not be decided (${diagnostics.error.kind})`;
  return "safe";
}

describe("regular expressions in the source", () => {
  const found = FOLDERS.flatMap((folder) => codeFiles(ROOT, [folder])).flatMap((file) => regexesOf(ROOT, file));

  it("are found by the parser (literals and literal RegExp constructions)", () => {
    expect(found.length).toBeGreaterThan(100);
    expect(found).toContainEqual(
      expect.objectContaining({
        file: "server/http/middleware/page-cache.ts",
        pattern: expect.stringContaining("~!$&'()*+,;=:@-"),
      }),
    );
    expect(found.some((regex) => regex.file.startsWith("scripts/"))).toBe(true);
  });

  it("have no allow-list entry that matches nothing (an entry outlives its pattern)", () => {
    for (const entry of ALLOWED) {
      expect(
        found.some((regex) => regex.file === entry.file && regex.pattern === entry.pattern),
        `${entry.file}: /${entry.pattern}/`,
      ).toBe(true);
      expect(entry.reason.length).toBeGreaterThan(20);
    }
  });

  it("all match in linear time (recheck), apart from the allow-listed ones", () => {
    const safe = readCache();
    const verdicts = new Map<string, string>();
    const problems: string[] = [];
    for (const regex of found) {
      if (ALLOWED.some((entry) => entry.file === regex.file && entry.pattern === regex.pattern)) continue;
      const id = key(regex);
      if (safe.has(id)) continue;
      let verdict = verdicts.get(id);
      if (verdict === undefined) {
        verdict = describeVerdict(checkSync(regex.pattern, regex.flags, RECHECK_PARAMETERS));
        verdicts.set(id, verdict);
        if (verdict === "safe") safe.add(id);
      }
      if (verdict !== "safe") problems.push(`${regex.file}:${regex.line} /${regex.pattern}/${regex.flags}: ${verdict}`);
    }
    writeCache(safe);
    expect(problems, "make these linear (or, for trusted input only, allow-list them with a reason)").toEqual([]);
  }, 300_000);
});

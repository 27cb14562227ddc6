// `npm test`: every check the project has, in the order a failure is cheapest to find, on a fresh
// machine too. It finds (or installs, as root) Debian's Chromium, finds a local PostgreSQL for the
// PostgreSQL half of the suite, builds, checks the JavaScript budget, then runs Vitest and Playwright
// and prints one summary line.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { DEBIAN_BROWSERS } from "#harness/chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const env: NodeJS.ProcessEnv = { ...process.env };

function step(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (env.CHROMIUM_PATH) {
    if (fs.existsSync(env.CHROMIUM_PATH)) return;
    console.error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, and there is no such file.`);
    process.exit(1);
  }
  const missing = Object.entries(DEBIAN_BROWSERS)
    .filter(([, binary]) => !fs.existsSync(binary))
    .map(([name]) => name);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log(`Installing Debian's ${missing.join(" and ")} (the browser tests drive them).`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...missing], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    return;
  }
  if (missing.includes("chromium")) {
    console.error(
      `The browser tests need Chromium at ${DEBIAN_BROWSERS.chromium}. Install it with ` +
        "`sudo apt-get install chromium chromium-headless-shell` (Debian/Ubuntu) or point CHROMIUM_PATH at a " +
        "Chromium or Chrome binary.",
    );
    process.exit(1);
  }
  console.warn("chromium-headless-shell is not installed: the browser tests run the whole Chromium (slower).");
}

async function findPostgres() {
  const candidate = env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    env.TEST_DATABASE_URL = candidate;
    console.log(`PostgreSQL tests run against ${candidate.replace(/:[^:@/]+@/, ":***@")}.`);
  } catch (error) {
    if (env.TEST_DATABASE_URL) {
      console.error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`);
      process.exit(1);
    }
    console.warn("No PostgreSQL at 127.0.0.1:5432 and no TEST_DATABASE_URL: the PostgreSQL tests are skipped.");
  } finally {
    await client.end().catch(() => {});
  }
}

type Counts = { passed: number; failed: number; skipped: number };
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
function readCounts<T>(file: string, pick: (json: T) => Counts): Counts {
  try {
    return pick(JSON.parse(fs.readFileSync(path.join(root, file), "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}

ensureChromium();
await findPostgres();
fs.rmSync(path.join(root, ".reports"), { recursive: true, force: true });
step("Type check", "npm", ["run", "-s", "typecheck"]);
step("Lint and format check", "npx", ["biome", "ci", "."]);
step("Build", "npm", ["run", "-s", "build"]);
step("JavaScript budget of the landing page", "npm", ["run", "-s", "size"]);
step("Unit, data-layer and server tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.reports/vitest.json",
]);
step("Browser tests", "npx", ["playwright", "test"]);

const unit = readCounts<VitestReport>(".reports/vitest.json", (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
  skipped: j.numPendingTests + j.numTodoTests,
}));
const e2e = readCounts<PlaywrightReport>(".reports/e2e.json", (j) => ({
  passed: j.stats.expected,
  failed: j.stats.unexpected,
  skipped: j.stats.skipped,
}));
// A test that failed and then passed on CI's one retry (playwright.config.ts) is named, not hidden.
const flaky = readCounts<PlaywrightReport>(".reports/e2e.json", (j) => ({
  passed: j.stats.flaky,
  failed: 0,
  skipped: 0,
})).passed;
console.log(
  `\nVitest: ${unit.passed} passed, ${unit.failed} failed; Playwright: ${e2e.passed} passed, ${e2e.failed} failed` +
    (flaky > 0 ? `, ${flaky} flaky (failed once, passed on the retry; listed above)` : ""),
);
console.log(
  `Summary: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed, ${unit.skipped + e2e.skipped} skipped`,
);
